import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { apiAll } from '../../lib/api';
import { site } from '../../content/site';
import { Seo } from '../../components/seo/Seo';
import { CAREERS_PAGE_SIZE } from '../../../../lambdas/contract/site-routes';
import { CultureSection } from './CultureSection';
import { JobCard } from './JobCard';
import { applyFilter, FILTER_FIELDS, filterFromParams, optionsOf, type JobFilter } from './jobFilters';
import { publishedOr, usePageData } from '../../lib/pageData';
import type { JobListData } from '../../lib/publishedData';
import type { JobSummary as Job } from '../../../../lambdas/contract/schemas';
import './careers.css';

export const JOBS_LOAD_FAILED = 'Failed to fetch jobs. Please try again later.';

export function CareersPage() {
  const heading = `Unlock Your Potential With ${site.brand}`;
  const description = `Open positions at ${site.brand}: cloud, AI and application engineering roles in India.`;
  return (
    <>
      <Seo title={`Careers | ${site.brand}`} description={description} />
      <section className="careers-hero">
        <h1>{heading}</h1>
      </section>
      <OpenPositions />
      <CultureSection />
    </>
  );
}

/** The query string only after hydration: the prerendered HTML is the unfiltered first page. */
function useHydratedSearch(): URLSearchParams {
  const [params] = useSearchParams();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? params : new URLSearchParams();
}

function OpenPositions() {
  // Visitors get open jobs only: the published list, or the API (which decides) on the dev server.
  const load = usePageData<JobListData>(
    '/careers',
    publishedOr('/careers', async (signal) => ({ jobs: await apiAll('listJobs', { signal }) })),
  );
  return (
    <section className="careers-jobs" aria-labelledby="open-positions" aria-busy={load.state === 'loading'}>
      <h2 id="open-positions">Open Positions</h2>
      {load.state === 'loading' && <p className="careers-state">Loading jobs...</p>}
      {load.state === 'error' && (
        <p className="careers-state careers-state--error" role="alert">
          {JOBS_LOAD_FAILED}
        </p>
      )}
      {load.state === 'loaded' && load.data.jobs.length === 0 && (
        <p className="careers-state">There are no open positions right now. Please check back soon.</p>
      )}
      {load.state === 'loaded' && load.data.jobs.length > 0 && <JobGrid jobs={load.data.jobs} />}
    </section>
  );
}

function JobGrid({ jobs }: { jobs: Job[] }) {
  const params = useHydratedSearch();
  const [, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const shown = applyFilter(jobs, filter);
  const pages = Math.max(1, Math.ceil(shown.length / CAREERS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Number(params.get('page')) || 1), pages);
  const visible = shown.slice((page - 1) * CAREERS_PAGE_SIZE, page * CAREERS_PAGE_SIZE);
  const onChange = (next: JobFilter) => {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) query.set(k, v);
    setParams(query, { replace: true });
  };
  return (
    <>
      <JobFilters jobs={jobs} filter={filter} onChange={onChange} shown={shown.length} />
      {visible.length > 0 ? (
        <ul className="job-grid">
          {visible.map((job) => (
            <JobCard key={job.jobId} job={job} />
          ))}
        </ul>
      ) : (
        <p className="careers-state">No open positions match these filters.</p>
      )}
      <Pages page={page} pages={pages} params={params} />
    </>
  );
}

function Pages({ page, pages, params }: { page: number; pages: number; params: URLSearchParams }) {
  const { pathname } = useLocation();
  if (pages <= 1) return null;
  const to = (n: number) => {
    const query = new URLSearchParams(params);
    if (n > 1) query.set('page', String(n));
    else query.delete('page');
    return `${pathname}${query.size ? `?${query}` : ''}`;
  };
  return (
    <nav className="careers-pages" aria-label="Job pages">
      {page > 1 && <Link to={to(page - 1)}>← Previous</Link>}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && <Link to={to(page + 1)}>Next →</Link>}
    </nav>
  );
}

function JobFilters({
  jobs,
  filter,
  onChange,
  shown,
}: {
  jobs: Job[];
  filter: JobFilter;
  onChange: (f: JobFilter) => void;
  shown: number;
}) {
  const id = useId();
  return (
    <form className="job-filters" role="search" aria-label="Filter jobs" onSubmit={(e) => e.preventDefault()}>
      {FILTER_FIELDS.map(({ param, field, label, all }) => {
        const options = optionsOf(jobs, field);
        if (options.length === 0) return null;
        return (
          <span key={param} className="job-filters__field">
            <label htmlFor={`${id}-${param}`}>{label}</label>
            <select
              id={`${id}-${param}`}
              value={filter[param] ?? ''}
              onChange={(e) => onChange({ ...filter, [param]: e.target.value })}
            >
              <option value="">{all}</option>
              {options.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </span>
        );
      })}
      <p className="job-filters__count" aria-live="polite">
        {shown} of {jobs.length} positions
      </p>
    </form>
  );
}
