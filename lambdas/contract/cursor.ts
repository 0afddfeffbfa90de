/**
 * List cursors as the API writes them (lambdas/adapters/pagination.ts): the index's last key as
 * base64url JSON. The site renderer uses this to hand the prerendered first page of /careers the
 * cursor of the API's next page, so "Load more" continues exactly where the static page ends.
 */
import { LIST_PARTITION } from './tables';

/** Keys are ids, ISO dates and partition names: ASCII, which btoa encodes as is. */
export function encodeListCursor(key: Record<string, string>): string {
  return btoa(JSON.stringify(key)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cursor after this job in the visitors' listing (the jobs table's `activeByCreatedAt` index). */
export const cursorAfterOpenJob = (job: { jobId: string; createdAt: string }): string =>
  encodeListCursor({ jobId: job.jobId, activePk: LIST_PARTITION, createdAt: job.createdAt });
