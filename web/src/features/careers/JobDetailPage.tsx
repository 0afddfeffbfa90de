import { Suspense, useEffect, useRef, type RefObject } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api, ApiError } from '../../lib/api';
import { site } from '../../content/site';
import type { Job } from '../../../../lambdas/contract/schemas';
import { jobPath } from '../../../../lambdas/contract/site-routes';
import { cardPath } from '../../../../lambdas/contract/social-card';
import { Seo } from '../../components/seo/Seo';
import { formatLongDate } from '../../lib/formatDate';
import { publishedOr, usePageData } from '../../lib/pageData';
import { preloadable } from '../../lib/preloadable';
import type { JobPageData } from '../../lib/publishedData';
import { firstSentences, splitParagraphs } from './text';
import { jobPostingData } from './jobPosting';
import { ApplyBar } from './ApplyBar';
import { useWantedSoon } from './useWantedSoon';
import './careers.css';

// The form brings zod and react-hook-form: only job pages load them, as their own chunk, once the
// visitor heads for the form (useWantedSoon). The prerendered page (and the first client render)
// show the placeholder in the space the form takes, so nothing shifts and nobody picks a file
// before the form can take it.
const applicationForm = preloadable(() => import('./ApplicationForm').then((m) => m.default));
const ApplicationForm = applicationForm.Component;

export const JOB_LOAD_FAILED = 'Job not found or an error occurred.';
export const JOB_NOT_FOUND = 'The job you are looking for does not exist.';
export const JOB_GONE = 'This position is no longer open.';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

export function salaryText(job: Pick<Job, 'salaryMin' | 'salaryMax'>): string | undefined {
  const { salaryMin: min, salaryMax: max } = job;
  if (min !== undefined && max !== undefined)
    return min === max ? `${inr.format(min)} a year` : `${inr.format(min)} – ${inr.format(max)} a year`;
  if (min !== undefined) return `From ${inr.format(min)} a year`;
  if (max !== undefined) return `Up to ${inr.format(max)} a year`;
  return undefined;
}

export function JobDetailPage() {
  const { id = '' } = useParams();
  const path = jobPath(id);
  const load = usePageData<JobPageData>(
    path,
    publishedOr(path, async (signal) => ({ job: await api('getJob', { params: { id }, signal }) })),
  );

  if (load.state === 'loading') return <p className="careers-state job-detail__state">Loading job details...</p>;
  if (load.state === 'error') {
    const missing = load.error instanceof ApiError && load.error.isNotFound;
    return (
      <section className="job-detail job-detail--failed">
        <Seo title={`Job Not Found | ${site.brand}`} description={missing ? JOB_NOT_FOUND : JOB_LOAD_FAILED} noindex />
        <h1>Job Not Found</h1>
        <p role="alert">{missing ? JOB_NOT_FOUND : JOB_LOAD_FAILED}</p>
        <BackToCareers />
      </section>
    );
  }
  if ('gone' in load.data) return <JobGone title={load.data.gone.title} />;
  return <JobView job={load.data.job} />;
}

/** A closed or deleted job's address: answered with 410 and kept out of search results. */
function JobGone({ title }: { title: string }) {
  return (
    <section className="job-gone">
      <Seo title={`${title}: no longer open | ${site.brand}`} description={JOB_GONE} noindex />
      <h1>{title}</h1>
      <p role="status">{JOB_GONE}</p>
      <p>
        <Link to="/careers">See the open positions</Link>
      </p>
    </section>
  );
}

function BackToCareers() {
  return (
    <Link className="job-detail__back" to="/careers">
      ← Back to Careers
    </Link>
  );
}

function JobView({ job }: { job: Job }) {
  const applyArea = useRef<HTMLElement>(null);
  const formWanted = useWantedSoon(applyArea);
  const canonicalPath = jobPath(job.slug);
  const description = firstSentences(job.description);
  const salary = salaryText(job);
  return (
    <div className="job-detail">
      <Seo
        title={`${job.title} | Careers | ${site.brand}`}
        description={description}
        canonicalPath={canonicalPath}
        image={cardPath(canonicalPath)}
        jsonLd={[jobPostingData(job, `${site.url}${canonicalPath}`)]}
      />
      <article className="job-detail__main">
        <BackToCareers />
        <h1>{job.title}</h1>
        <p className="job-detail__meta">
          <span className="job-detail__location">{job.location}</span>
          <span className="job-badge">{job.employmentType}</span>
          <span className="job-badge">{job.workplaceType}</span>
          {job.department && <span className="job-badge">{job.department}</span>}
        </p>
        {(salary || job.closingDate) && (
          <p className="job-detail__facts">
            {salary && <span>Salary: {salary}</span>}
            {salary && job.closingDate && ' · '}
            {job.closingDate && (
              <span>
                Apply by <time dateTime={job.closingDate}>{formatLongDate(`${job.closingDate}T00:00:00Z`)}</time>
              </span>
            )}
          </p>
        )}
        <section aria-labelledby="job-description">
          <h2 id="job-description">Job Description</h2>
          {splitParagraphs(job.description).map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </section>
        <section aria-labelledby="job-requirements">
          <h2 id="job-requirements">Requirements</h2>
          {splitParagraphs(job.requirements).map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </section>
      </article>
      <aside id="apply" className="job-detail__sidebar" aria-label="Application" ref={applyArea} tabIndex={-1}>
        {formWanted ? (
          <Suspense fallback={<p className="careers-state">Loading application form...</p>}>
            <ApplicationForm key={job.jobId} job={job} />
            <FocusFirstFieldIfAsked area={applyArea} />
          </Suspense>
        ) : (
          <p className="careers-state">Loading application form...</p>
        )}
      </aside>
      <ApplyBar jobTitle={job.title} targetId="apply" target={applyArea} />
    </div>
  );
}

/**
 * The Apply bar focuses the form's area while the form's code still loads: once the form is in,
 * the focus moves on to its first field, where the visitor meant to go.
 */
function FocusFirstFieldIfAsked({ area }: { area: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const element = area.current;
    if (element && document.activeElement === element)
      element.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select')?.focus();
  }, [area]);
  return null;
}
