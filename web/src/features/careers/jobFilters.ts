import type { JobSummary as Job } from '../../../../lambdas/contract/schemas';

/** Filters appear only when the list is longer than this. */
export const FILTER_THRESHOLD = 6;

export interface JobFilter {
  location: string;
  employmentType: string;
}
export const NO_FILTER: JobFilter = { location: '', employmentType: '' };

/** Distinct values of a job field, sorted, for a filter's options. */
export function optionsOf(jobs: readonly Job[], field: 'location' | 'employmentType'): string[] {
  return [...new Set(jobs.map((job) => job[field]))].sort((a, b) => a.localeCompare(b));
}

export function applyFilter(jobs: readonly Job[], filter: JobFilter): Job[] {
  return jobs.filter(
    (job) =>
      (!filter.location || job.location === filter.location) &&
      (!filter.employmentType || job.employmentType === filter.employmentType),
  );
}
