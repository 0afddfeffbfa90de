import { useId, useState } from 'react';
import type { ApplicationSummary } from '../../../../../lambdas/contract/schemas';
import { api } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useJobs } from '../jobs/api/list-jobs';
import { Pager } from '../Pager';
import { useListView } from '../paging';
import { StateMessage } from '../StateMessage';
import { formatDateTime } from '../../../lib/formatDate';
import { useApplication } from './api/get-application';
import { useApplications } from './api/list-applications';

/**
 * Filters of the applications list, each a URL parameter the API answers through an index.
 * The hiring workflow adds its own here (stage, q, from, to) and in applicationsQuerySchema.
 */
export const APPLICATION_FILTERS = ['jobId'] as const;

export function ApplicationsPage() {
  useDocumentTitle('Applications | Admin');
  const view = useListView(APPLICATION_FILTERS);
  const applications = useApplications({ limit: view.limit, cursor: view.cursor, ...view.filters });
  const items = applications.data?.items ?? [];

  return (
    <section aria-labelledby="applications-title">
      <header className="admin-page-head">
        <h1 id="applications-title">Candidate Applications</h1>
        <JobFilter selected={view.filters.jobId} titleHint={items[0]?.jobTitle} onChange={(jobId) => view.setFilter('jobId', jobId)} />
      </header>
      {applications.isPending && <StateMessage kind="loading">Loading applications...</StateMessage>}
      {applications.isError && <StateMessage kind="error">Failed to load applications. Please try again.</StateMessage>}
      {applications.isSuccess && items.length === 0 && (
        <StateMessage kind="empty">
          {view.filters.jobId ? 'No applications for this job.' : view.cursor ? 'No more applications.' : 'No applications have been submitted yet.'}
        </StateMessage>
      )}
      <ul className="application-list" aria-busy={applications.isPlaceholderData}>
        {items.map((a) => (
          <li key={a.applicationId}>
            <ApplicationCard application={a} />
          </li>
        ))}
      </ul>
      {applications.isSuccess && (
        <Pager view={view} nextCursor={applications.data.nextCursor} busy={applications.isPlaceholderData} label="Applications" />
      )}
    </section>
  );
}

/**
 * The job filter. Its options (one page of jobs) load when the filter is first used, so opening
 * the list costs one request; a job already chosen in the URL is named from the rows shown.
 */
function JobFilter({ selected, titleHint, onChange }: { selected?: string; titleHint?: string; onChange(jobId: string | undefined): void }) {
  const filterId = useId();
  const [wanted, setWanted] = useState(false);
  const jobs = useJobs({ limit: 100 }, wanted);
  const options = jobs.data?.items.map((j) => [j.jobId, j.title] as const) ?? [];
  if (selected && !options.some(([id]) => id === selected)) options.unshift([selected, titleHint ?? 'Selected job']);
  return (
    <div className="admin-filter">
      <label htmlFor={filterId}>Filter by job</label>
      <select
        id={filterId}
        value={selected ?? ''}
        onFocus={() => setWanted(true)}
        onPointerDown={() => setWanted(true)}
        onChange={(e) => onChange(e.target.value || undefined)}
        aria-busy={jobs.isFetching}
      >
        <option value="">All jobs</option>
        {options.map(([jobId, title]) => (
          <option key={jobId} value={jobId}>
            {title}
          </option>
        ))}
      </select>
    </div>
  );
}

function ApplicationCard({ application: a }: { application: ApplicationSummary }) {
  const [error, setError] = useState('');
  const [open, setOpen] = useState(false);
  const detailsId = useId();

  async function viewResume() {
    setError('');
    // Open the tab synchronously inside the click, or popup blockers stop it; the short-lived
    // link is fetched afterwards and the tab is pointed at it.
    const tab = window.open('about:blank', '_blank');
    try {
      const { url } = await api('getResumeUrl', { params: { id: a.applicationId } });
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (err) {
      console.error('Resume link failed', err);
      tab?.close();
      setError('Could not open the resume. Please try again.');
    }
  }

  return (
    <article className="application-card" aria-labelledby={`app-${a.applicationId}`}>
      <header className="application-head">
        <div>
          <h2 id={`app-${a.applicationId}`}>{a.name}</h2>
          <p className="application-job">
            Applied for: <strong>{a.jobTitle}</strong>
          </p>
          <p className="application-date">{formatDateTime(a.createdAt)}</p>
          {a.stage && <p className="badge application-stage">{a.stage}</p>}
        </div>
        <div className="application-actions">
          <button type="button" className="btn btn-secondary" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
            {open ? 'Hide details' : 'View details'}
          </button>
          <button type="button" className="btn btn-primary" onClick={viewResume}>
            View Resume
          </button>
        </div>
      </header>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div id={detailsId} hidden={!open}>
        {open && <ApplicationDetails id={a.applicationId} />}
      </div>
    </article>
  );
}

function ApplicationDetails({ id }: { id: string }) {
  const details = useApplication(id, true);
  if (details.isPending) return <StateMessage kind="loading">Loading details...</StateMessage>;
  if (details.isError) return <StateMessage kind="error">Failed to load this application. Please try again.</StateMessage>;
  const a = details.data;
  return (
    <>
      <dl className="application-contact">
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${a.email}`}>{a.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>{a.phone}</a>
        </dd>
      </dl>
      <div className="application-details">
        <ApplicationText title="Experience" text={a.experience} />
        <ApplicationText title="Education" text={a.education} />
        <ApplicationText title="Skills" text={a.skills} />
      </div>
    </>
  );
}

function ApplicationText({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <h3>{title}</h3>
      <pre>{text.trim() || 'Not provided.'}</pre>
    </div>
  );
}
