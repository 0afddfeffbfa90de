import { useState } from 'react';
import { get, useForm, type DefaultValues, type FieldError, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { applyServerFieldErrors } from './serverErrors';
import { useRecordForEdit } from './useRecordForEdit';

export interface RecordFormOptions<TInput extends FieldValues, TFields extends FieldValues, TRecord> {
  /** Names the record in console errors ("Blog fetch failed", "Blog save failed"). */
  what: string;
  /** The list the form goes back to after a save, and the query key of that list's cached pages. */
  listPath: string;
  listKey: QueryKey;
  documentTitle: { create: string; edit: string };
  resolver: Resolver<TInput, unknown, TFields>;
  empty: DefaultValues<TInput>;
  /** The fields a server's 400 `{fields}` may name. */
  fieldNames: readonly Path<TInput>[];
  load: (id: string, signal: AbortSignal) => Promise<TRecord>;
  toFormValues: (record: TRecord) => TInput;
  /** Creates the record (no id) or updates it. */
  save: (fields: TFields, id: string | undefined) => Promise<unknown>;
  saveFailedMessage: (editing: boolean) => string;
}

/**
 * The create/edit form of an admin record at `…/new` or `…/edit/:id`: loads the record to edit,
 * saves it, refreshes the list's cached pages and goes back to the list; on a failure says so and
 * puts the server's field messages on the fields.
 */
export function useRecordForm<TInput extends FieldValues, TFields extends FieldValues, TRecord>(
  options: RecordFormOptions<TInput, TFields, TRecord>,
) {
  const { id } = useParams();
  const queryClient = useQueryClient();
  useDocumentTitle(id ? options.documentTitle.edit : options.documentTitle.create);
  const editing = id !== undefined;
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState('');
  const form = useForm<TInput, unknown, TFields>({ resolver: options.resolver, defaultValues: options.empty });

  const loadState = useRecordForEdit(id, options.load, (record) => form.reset(options.toFormValues(record)), options.what);

  const onSubmit = form.handleSubmit(async (fields) => {
    setSubmitError('');
    try {
      await options.save(fields, id);
      // The list shows the change at once instead of a cached page.
      await queryClient.invalidateQueries({ queryKey: options.listKey });
      void navigate(options.listPath);
    } catch (err) {
      console.error(`${options.what} save failed`, err);
      setSubmitError(options.saveFailedMessage(editing));
      applyServerFieldErrors(err, options.fieldNames, form.setError);
    }
  });

  /** A registered field with its error message, for InputField and TextAreaField. */
  const field = (name: Path<TInput>) => ({
    error: get<typeof form.formState.errors, FieldError | undefined>(form.formState.errors, name)?.message,
    ...form.register(name),
  });

  /** The props of AdminFormPage that come from the form's state. */
  const frame = { listPath: options.listPath, loadState, onSubmit, submitError, submitting: form.formState.isSubmitting };

  return { id, editing, form, field, frame, navigate };
}
