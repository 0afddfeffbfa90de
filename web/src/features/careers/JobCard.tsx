import { Link } from 'react-router-dom';
import type { JobCardData as Job } from '../../lib/publishedData';
import { jobPath } from '../../../../lambdas/contract/site-routes';
import { firstSentences } from './text';

export function JobCard({ job }: { job: Job }) {
  return (
    <li className="job-card">
      <h3 className="job-card__title">{job.title}</h3>
      <p className="job-card__description">{firstSentences(job.description)}</p>
      <dl className="job-card__facts">
        <div>
          <dt>Location</dt>
          <dd>{job.location}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{job.employmentType}</dd>
        </div>
        <div>
          <dt>Workplace</dt>
          <dd>{job.workplaceType}</dd>
        </div>
      </dl>
      {job.externalUrl ? (
        <a className="job-card__more" href={job.externalUrl} target="_blank" rel="noopener noreferrer">
          View More<span className="visually-hidden"> about {job.title} (opens in a new tab)</span>
        </a>
      ) : (
        <Link className="job-card__more" to={jobPath(job.slug)}>
          View More<span className="visually-hidden"> about {job.title}</span>
        </Link>
      )}
    </li>
  );
}
