/**
 * The careers filters (department, location, workplace type, employment type): their URL
 * parameters, shared by the careers page (kept in its address), GET /jobs (answered from the
 * job-filters table, never by filtering in the browser) and the rows that table holds.
 *
 * Every open job has one row per non-empty combination of its filter values (at most 15), keyed by
 * that combination, so any filter a visitor picks is one Query, newest first, one page at a time.
 */
export const JOB_FILTERS = [
  { param: 'department', field: 'department', label: 'Department', all: 'All departments' },
  { param: 'location', field: 'location', label: 'Location', all: 'All locations' },
  { param: 'workplace', field: 'workplaceType', label: 'Workplace', all: 'All workplaces' },
  { param: 'type', field: 'employmentType', label: 'Employment type', all: 'All types' },
] as const;

export type JobFilterParam = (typeof JOB_FILTERS)[number]['param'];
export type JobFilterField = (typeof JOB_FILTERS)[number]['field'];
export type JobFilter = Partial<Record<JobFilterParam, string>>;
/** Distinct values of each filter over every open job (the options the careers page offers). */
export type JobFacets = Record<JobFilterParam, string[]>;

/** The filter a query or URL asks for: only known parameters with a non-empty value. */
export function jobFilterOf(source: { get(name: string): string | null } | Partial<Record<string, unknown>>): JobFilter {
  const read = (name: string): unknown =>
    typeof (source as { get?: unknown }).get === 'function'
      ? (source as { get(name: string): string | null }).get(name)
      : (source as Record<string, unknown>)[name];
  const filter: JobFilter = {};
  for (const { param } of JOB_FILTERS) {
    const value = read(param);
    if (typeof value === 'string' && value.trim()) filter[param] = value.trim();
  }
  return filter;
}

export const isEmptyFilter = (filter: JobFilter) => Object.keys(filter).length === 0;

/** The key of a filter's rows: its parameters in table order, `department=Engineering&type=Contract`. */
export function jobFilterKey(filter: JobFilter): string {
  return JOB_FILTERS.filter(({ param }) => filter[param])
    .map(({ param }) => `${param}=${encodeURIComponent(filter[param]!)}`)
    .join('&');
}

/** Every filter a job with these values matches (each non-empty combination of its values). */
export function jobFiltersMatching(job: Partial<Record<JobFilterField, unknown>>): JobFilter[] {
  const text = (field: JobFilterField) => {
    const value = job[field];
    return typeof value === 'string' ? value.trim() : '';
  };
  const present = JOB_FILTERS.filter(({ field }) => text(field) !== '');
  const filters: JobFilter[] = [];
  for (let mask = 1; mask < 1 << present.length; mask++) {
    const filter: JobFilter = {};
    present.forEach(({ param, field }, i) => {
      if (mask & (1 << i)) filter[param] = text(field);
    });
    filters.push(filter);
  }
  return filters;
}
