import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { site } from '../../content/site';
import { Seo } from '../../components/seo/Seo';
import { SiteSearch } from '../../components/search/SiteSearch';
import { CAREERS_PAGE_SIZE } from '../../../../lambdas/contract/site-routes';
import { isEmptyFilter, jobFilterOf, type JobFacets } from '../../../../lambdas/contract/job-filters';
import { CultureSection } from './CultureSection';
import { JobCard } from './JobCard';
import { FILTER_FIELDS, filterQuery, optionsFor, type JobFilter } from './jobFilters';
import { useJobPages } from './useJobPages';
import { publishedOr, usePageData } from '../../lib/pageData';
import { facetsOf, jobCardOf, type JobListData } from '../../lib/publishedData';
import './careers.css';

export const JOBS_LOAD_FAILED = 'Failed to fetch jobs. Please try again later.';
export const MORE_JOBS_FAILED = 'More jobs could not be loaded. Please try again.';

export function CareersPage() {
  const heading = `Unlock Your Potential With ${site.brand}`;
  const description = `Open positions at ${site.brand}: cloud, AI and application engineering roles in India.`;
  return (
    <>
      <Seo title={`Careers | ${site.brand}`} description={description} />
      <section className="careers-hero">
        <h1>{heading}</h1>
      </section>
      <SiteSearch />
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

/** The first page from the API when no published data.json is there (the dev server). */
async function firstPageFromApi(signal: AbortSignal): Promise<JobListData> {
  const page = await api('listJobs', { query: { limit: CAREERS_PAGE_SIZE }, signal });
  const jobs = page.items.map(jobCardOf);
  return { jobs, nextCursor: page.nextCursor, facets: facetsOf(jobs) };
}

function OpenPositions() {
  // Visitors get open jobs only: the published first page, or the API (which decides) on the dev server.
  const load = usePageData<JobListData>('/careers', publishedOr('/careers', firstPageFromApi));
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
      {load.state === 'loaded' && load.data.jobs.length > 0 && <JobBrowser first={load.data} />}
    </section>
  );
}

function JobBrowser({ first }: { first: JobListData }) {
  const params = useHydratedSearch();
  const [, setParams] = useSearchParams();
  const filter = jobFilterOf(params);
  const pages = useJobPages(first, filter);
  const onChange = (next: JobFilter) => setParams(filterQuery(next), { replace: true });
  const count =
    isEmptyFilter(filter) && first.total !== undefined ? `${pages.jobs.length} of ${first.total} positions` : undefined;
  return (
    <>
      <JobFilters facets={first.facets} filter={filter} onChange={onChange} count={count} />
      {pages.state === 'loading' && <p className="careers-state">Loading jobs...</p>}
      {pages.state === 'error' && (
        <p className="careers-state careers-state--error" role="alert">
          {JOBS_LOAD_FAILED}
        </p>
      )}
      {pages.state === 'loaded' &&
        (pages.jobs.length > 0 ? (
          <ul className="job-grid">
            {pages.jobs.map((job) => (
              <JobCard key={job.jobId} job={job} />
            ))}
          </ul>
        ) : (
          <p className="careers-state">No open positions match these filters.</p>
        ))}
      {pages.more === 'error' && (
        <p className="careers-state careers-state--error" role="alert">
          {MORE_JOBS_FAILED}
        </p>
      )}
      {pages.hasMore && (
        <div className="careers-more">
          <button type="button" className="btn btn--secondary" onClick={pages.loadMore} disabled={pages.more === 'loading'}>
            {pages.more === 'loading' ? 'Loading more positions...' : 'Load more positions'}
          </button>
        </div>
      )}
    </>
  );
}

function JobFilters({
  facets,
  filter,
  onChange,
  count,
}: {
  facets: JobFacets;
  filter: JobFilter;
  onChange: (f: JobFilter) => void;
  count?: string;
}) {
  const id = useId();
  return (
    <form className="job-filters" role="search" aria-label="Filter jobs" onSubmit={(e) => e.preventDefault()}>
      {FILTER_FIELDS.map(({ param, label, all }) => {
        const options = optionsFor(facets, filter, param);
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
      {count && (
        <p className="job-filters__count" aria-live="polite">
          {count}
        </p>
      )}
    </form>
  );
}
