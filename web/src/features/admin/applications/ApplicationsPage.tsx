import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ApplicationSummary } from '../../../../../lambdas/contract/schemas';
import { STAGES, STAGE_LABELS } from '../../../../../lambdas/contract/pipeline';
import { api } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useJobs } from '../jobs/api/list-jobs';
import { Pager } from '../Pager';
import { useListView } from '../paging';
import { StateMessage } from '../StateMessage';
import { formatDateTime } from '../../../lib/formatDate';
import { PipelineFilters, PIPELINE_FILTER_KEYS } from '../pipeline/PipelineFilters';
import { ApplicantContact, ResumeSections } from './ApplicantBlock';
import { useApplication } from './api/get-application';
import { useApplications } from './api/list-applications';

/** Filters of the applications list, each a URL parameter the API answers through an index. */
export const APPLICATION_FILTERS = ['jobId', ...PIPELINE_FILTER_KEYS] as const;

export function ApplicationsPage() {
  useDocumentTitle('Applications | Admin');
  const view = useListView(APPLICATION_FILTERS);
  // An unknown stage in the URL is dropped rather than sent (the API would refuse it).
  const stage = STAGES.find((s) => s === view.filters.stage);
  const applications = useApplications({ limit: view.limit, cursor: view.cursor, ...view.filters, stage });
  const items = applications.data?.items ?? [];
  const filtered = Object.keys(view.filters).length > 0;

  return (
    <section aria-labelledby="applications-title">
      <header className="admin-page-head">
        <h1 id="applications-title">Candidate Applications</h1>
        <JobFilter
          selected={view.filters.jobId}
          titleHint={items[0]?.jobTitle}
          onChange={(jobId) => view.setFilter('jobId', jobId)}
        />
      </header>
      <PipelineFilters />
      {applications.isPending && <StateMessage kind="loading">Loading applications...</StateMessage>}
      {applications.isError && <StateMessage kind="error">Failed to load applications. Please try again.</StateMessage>}
      {applications.isSuccess && items.length === 0 && (
        <StateMessage kind="empty">
          {view.filters.jobId && !filtered
            ? 'No applications for this job.'
            : filtered
              ? 'No applications match these filters.'
              : view.cursor
                ? 'No more applications.'
                : 'No applications have been submitted yet.'}
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
function JobFilter({
  selected,
  titleHint,
  onChange,
}: {
  selected?: string;
  titleHint?: string;
  onChange: (jobId: string | undefined) => void;
}) {
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
          <h2 id={`app-${a.applicationId}`}>
            <Link to={`/admin/applications/${encodeURIComponent(a.applicationId)}`}>{a.name}</Link>{' '}
            <span className={`stage-badge stage-${a.stage}`}>{STAGE_LABELS[a.stage]}</span>
          </h2>
          <p className="application-job">
            Applied for: <strong>{a.jobTitle}</strong>
          </p>
          <p className="application-date">{formatDateTime(a.createdAt)}</p>
        </div>
        <div className="application-actions">
          <button
            type="button"
            className="btn btn-secondary"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide details' : 'View details'}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void viewResume()}>
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
  return (
    <>
      <ApplicantContact application={details.data} />
      <ResumeSections application={details.data} />
    </>
  );
}
