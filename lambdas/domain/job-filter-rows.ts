/**
 * The job-filters table's rows for one job (see lambdas/contract/job-filters.ts): an open job has
 * one row per combination of its filter values; a closed or deleted job has none.
 */
import { jobFilterKey, jobFiltersMatching } from '../contract/job-filters';
import type { StoredItem } from './items';

/**
 * Stamped on a job whose filter rows are kept with it (every write since the job-filters table
 * exists). A job without it (stored before) may have no rows: the publisher writes them once.
 */
export const FILTER_ROWS_ATTRIBUTE = 'filterRowsVersion';
export const FILTER_ROWS_VERSION = 1;
export const hasFilterRows = (item: StoredItem) => item[FILTER_ROWS_ATTRIBUTE] === FILTER_ROWS_VERSION;

export interface JobFilterRow {
  /** `k#jobId`: one row per key and job. */
  rowId: string;
  /** The filter combination (jobFilterKey). */
  k: string;
  /** `createdAt#jobId`: newest first within a key. */
  s: string;
  jobId: string;
}

/** The rows a stored job should have now (none when it is absent or not open). */
export function jobFilterRows(item: StoredItem | undefined): JobFilterRow[] {
  if (!item || item.active !== true) return [];
  const jobId = String(item.jobId);
  const s = `${String(item.createdAt)}#${jobId}`;
  return jobFiltersMatching(item).map((filter) => {
    const k = jobFilterKey(filter);
    return { rowId: `${k}#${jobId}`, k, s, jobId };
  });
}

/**
 * What to write and delete when a job goes from `before` to `after` (either may be absent). A
 * `before` stored without rows (no stamp: `beforeHasRows` false) gets every row of `after` written.
 * Both are jobs as read (toJob: defaults applied).
 */
export function jobFilterChanges(
  before: StoredItem | undefined,
  after: StoredItem | undefined,
  beforeHasRows: boolean,
): { put: JobFilterRow[]; remove: string[] } {
  const next = jobFilterRows(after);
  const keep = new Set(next.map((r) => r.rowId));
  const had = new Set(jobFilterRows(before).map((r) => r.rowId));
  const written = beforeHasRows ? had : new Set<string>();
  return {
    put: next.filter((r) => !written.has(r.rowId)),
    remove: [...had].filter((id) => !keep.has(id)),
  };
}
