import type { JobSummary as Job } from '../../../../lambdas/contract/schemas';

/** The careers filters, kept in the URL (`?department=…&location=…&workplace=…&type=…&page=2`). */
export const FILTER_FIELDS = [
  { param: 'department', field: 'department', label: 'Department', all: 'All departments' },
  { param: 'location', field: 'location', label: 'Location', all: 'All locations' },
  { param: 'workplace', field: 'workplaceType', label: 'Workplace', all: 'All workplaces' },
  { param: 'type', field: 'employmentType', label: 'Employment type', all: 'All types' },
] as const;
export type FilterParam = (typeof FILTER_FIELDS)[number]['param'];
export type JobFilter = Partial<Record<FilterParam, string>>;

export function filterFromParams(params: URLSearchParams): JobFilter {
  const filter: JobFilter = {};
  for (const { param } of FILTER_FIELDS) {
    const value = params.get(param);
    if (value) filter[param] = value;
  }
  return filter;
}

/** Distinct values of a job field, sorted, for a filter's options. */
export function optionsOf(jobs: readonly Job[], field: (typeof FILTER_FIELDS)[number]['field']): string[] {
  return [
    ...new Set(
      jobs
        .map((job) => job[field])
        .filter((v): v is NonNullable<typeof v> => Boolean(v))
        .map(String),
    ),
  ].sort((a, b) => a.localeCompare(b));
}

export function applyFilter(jobs: readonly Job[], filter: JobFilter): Job[] {
  return jobs.filter((job) => FILTER_FIELDS.every(({ param, field }) => !filter[param] || job[field] === filter[param]));
}
