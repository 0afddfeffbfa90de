import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api, ApiError } from '../../lib/api';
import { site } from '../../content/site';
import type { Job } from '../../../../lambdas/contract/schemas';
import { firstSentences, splitParagraphs } from './text';
import { jobPostingData, scriptSafeJson } from './jobPosting';
import { useLoad } from '../../lib/useLoad';
import './careers.css';

// The form brings zod and react-hook-form: only job pages load them, as their own chunk.
const ApplicationForm = lazy(() => import('./ApplicationForm'));

export const JOB_LOAD_FAILED = 'Job not found or an error occurred.';
export const JOB_NOT_FOUND = 'The job you are looking for does not exist.';

export function JobDetailPage() {
  const { id = '' } = useParams();
  const load = useLoad(`job:${id}`, (signal) => api('getJob', { params: { id }, signal }));

  if (load.state === 'loading') return <p className="careers-state job-detail__state">Loading job details...</p>;
  if (load.state === 'error') {
    const missing = load.error instanceof ApiError && load.error.isNotFound;
    return (
      <section className="job-detail job-detail--failed">
        <title>{`Job Not Found | ${site.brand}`}</title>
        <meta name="robots" content="noindex" />
        <h1>Job Not Found</h1>
        <p role="alert">{missing ? JOB_NOT_FOUND : JOB_LOAD_FAILED}</p>
        <BackToCareers />
      </section>
    );
  }
  return <JobView job={load.data} />;
}

function BackToCareers() {
  return (
    <Link className="job-detail__back" to="/careers">
      ← Back to Careers
    </Link>
  );
}

function JobView({ job }: { job: Job }) {
  const url = `${site.url}/careers/${encodeURIComponent(job.jobId)}`;
  const description = firstSentences(job.description);
  return (
    <div className="job-detail">
      <title>{`${job.title} | Careers | ${site.brand}`}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={`${job.title} | ${site.brand}`} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(jobPostingData(job, url)) }} />

      <article className="job-detail__main">
        <BackToCareers />
        <h1>{job.title}</h1>
        <p className="job-detail__meta">
          <span className="job-detail__location">{job.location}</span>
          <span className="job-badge">{job.employmentType}</span>
        </p>
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
      <aside className="job-detail__sidebar" aria-label="Application">
        <Suspense fallback={<p className="careers-state">Loading application form...</p>}>
          <ApplicationForm key={job.jobId} job={job} />
        </Suspense>
      </aside>
    </div>
  );
}
