import { useId, useState } from 'react';
import { apiAll } from '../../lib/api';
import { site } from '../../content/site';
import type { JobSummary as Job } from '../../../../lambdas/contract/schemas';
import { CultureSection } from './CultureSection';
import { JobCard } from './JobCard';
import { applyFilter, FILTER_THRESHOLD, NO_FILTER, optionsOf, type JobFilter } from './jobFilters';
import { useLoad } from '../../lib/useLoad';
import './careers.css';

export const JOBS_LOAD_FAILED = 'Failed to fetch jobs. Please try again later.';

export function CareersPage() {
  const heading = `Unlock Your Potential With ${site.brand}`;
  const description = `Open positions at ${site.brand}: cloud, AI and application engineering roles in India.`;
  return (
    <>
      <title>{`Careers | ${site.brand}`}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={heading} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={`${site.url}/careers`} />

      <section className="careers-hero">
        <h1>{heading}</h1>
      </section>
      <OpenPositions />
      <CultureSection />
    </>
  );
}

function OpenPositions() {
  // Visitors get active jobs only; the API decides.
  const load = useLoad('jobs', (signal) => apiAll('listJobs', { signal }));
  return (
    <section className="careers-jobs" aria-labelledby="open-positions" aria-busy={load.state === 'loading'}>
      <h2 id="open-positions">Open Positions</h2>
      {load.state === 'loading' && <p className="careers-state">Loading jobs...</p>}
      {load.state === 'error' && (
        <p className="careers-state careers-state--error" role="alert">
          {JOBS_LOAD_FAILED}
        </p>
      )}
      {load.state === 'loaded' && load.data.length === 0 && (
        <p className="careers-state">There are no open positions right now. Please check back soon.</p>
      )}
      {load.state === 'loaded' && load.data.length > 0 && <JobGrid jobs={load.data} />}
    </section>
  );
}

function JobGrid({ jobs }: { jobs: Job[] }) {
  const [filter, setFilter] = useState<JobFilter>(NO_FILTER);
  const showFilters = jobs.length > FILTER_THRESHOLD;
  const shown = showFilters ? applyFilter(jobs, filter) : jobs;
  return (
    <>
      {showFilters && <JobFilters jobs={jobs} filter={filter} onChange={setFilter} shown={shown.length} />}
      {shown.length > 0 ? (
        <ul className="job-grid">
          {shown.map((job) => (
            <JobCard key={job.jobId} job={job} />
          ))}
        </ul>
      ) : (
        <p className="careers-state">No open positions match these filters.</p>
      )}
    </>
  );
}

function JobFilters({ jobs, filter, onChange, shown }: { jobs: Job[]; filter: JobFilter; onChange: (f: JobFilter) => void; shown: number }) {
  const id = useId();
  return (
    <form className="job-filters" role="search" aria-label="Filter jobs" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={`${id}-location`}>Location</label>
      <select id={`${id}-location`} value={filter.location} onChange={(e) => onChange({ ...filter, location: e.target.value })}>
        <option value="">All locations</option>
        {optionsOf(jobs, 'location').map((location) => (
          <option key={location}>{location}</option>
        ))}
      </select>
      <label htmlFor={`${id}-type`}>Employment type</label>
      <select id={`${id}-type`} value={filter.employmentType} onChange={(e) => onChange({ ...filter, employmentType: e.target.value })}>
        <option value="">All types</option>
        {optionsOf(jobs, 'employmentType').map((type) => (
          <option key={type}>{type}</option>
        ))}
      </select>
      <p className="job-filters__count" aria-live="polite">
        {shown} of {jobs.length} positions
      </p>
    </form>
  );
}
