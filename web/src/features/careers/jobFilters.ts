import { JOB_FILTERS, type JobFacets, type JobFilter } from '../../../../lambdas/contract/job-filters';

/** The careers filters, kept in the URL (`?department=…&location=…&workplace=…&type=…`); the API filters. */
export const FILTER_FIELDS = JOB_FILTERS;
export type { JobFilter };

/** The URL query of a filter (empty values left out). */
export function filterQuery(filter: JobFilter): URLSearchParams {
  const query = new URLSearchParams();
  for (const { param } of JOB_FILTERS) if (filter[param]) query.set(param, filter[param]);
  return query;
}

/** A filter's options: the published values, plus the one in the URL if it is no longer among them. */
export function optionsFor(facets: JobFacets, filter: JobFilter, param: keyof JobFacets): string[] {
  const options = facets[param] ?? [];
  const chosen = filter[param];
  return chosen && !options.includes(chosen) ? [...options, chosen] : options;
}
