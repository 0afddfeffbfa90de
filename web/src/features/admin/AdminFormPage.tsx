import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage } from '../../components/form/Field';
import { StateMessage } from './StateMessage';
import type { EditLoadState } from './useRecordForEdit';

interface AdminFormPageProps {
  titleId: string;
  title: string;
  /** The list the back link goes to, and its name ("← Back to Jobs"). */
  listPath: string;
  listName: string;
  loadState: EditLoadState;
  loadingText: string;
  loadErrorText: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitError: string;
  submitting: boolean;
  submitLabel: string;
  /** Buttons and links after the submit button. */
  actions: ReactNode;
  /** The form's fields. */
  children: ReactNode;
  /** Shown under the form once the record is loaded (an edited record's history). */
  after?: ReactNode;
}

/** The frame of an admin create/edit form: back link, heading, load states, the form and its actions. */
export function AdminFormPage(props: AdminFormPageProps) {
  return (
    <section aria-labelledby={props.titleId} className="admin-form-page">
      <Link to={props.listPath} className="admin-back">
        ← Back to {props.listName}
      </Link>
      <h1 id={props.titleId}>{props.title}</h1>
      {props.loadState === 'loading' && <StateMessage kind="loading">{props.loadingText}</StateMessage>}
      {props.loadState === 'error' && <StateMessage kind="error">{props.loadErrorText}</StateMessage>}
      {props.loadState === 'ready' && (
        <form onSubmit={props.onSubmit} noValidate className="admin-form">
          {props.children}
          <FormMessage kind="error">{props.submitError}</FormMessage>
          <div className="admin-form-actions">
            <button type="submit" className="btn btn-primary" disabled={props.submitting}>
              {props.submitting ? 'Saving...' : props.submitLabel}
            </button>
            {props.actions}
          </div>
        </form>
      )}
      {props.loadState === 'ready' && props.after}
    </section>
  );
}
