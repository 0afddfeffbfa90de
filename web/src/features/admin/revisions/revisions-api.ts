/** The history endpoints of posts and jobs, by kind. */
import type { Job, Post } from '../../../../../lambdas/contract/schemas';
import type { Revision, RevisionKind, RevisionSummary } from '../../../../../lambdas/contract/revisions';
import { api } from '../../../lib/api';

export interface RevisionPage {
  items: RevisionSummary[];
  nextCursor: string | null;
}

export const PAGE_SIZE = 20;

export function listRevisions(
  kind: RevisionKind,
  id: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<RevisionPage> {
  const options = { params: { id }, query: { limit: PAGE_SIZE, cursor }, signal };
  return kind === 'post' ? api('listBlogRevisions', options) : api('listJobRevisions', options);
}

export function getRevision(kind: RevisionKind, id: string, revisionId: string, signal?: AbortSignal): Promise<Revision> {
  const options = { params: { id, revisionId }, signal };
  return kind === 'post' ? api('getBlogRevision', options) : api('getJobRevision', options);
}

/** The item as saved now (not the form's unsaved edits). */
export function getCurrent(kind: RevisionKind, id: string, signal?: AbortSignal): Promise<Post | Job> {
  return kind === 'post' ? api('getBlog', { params: { id }, signal }) : api('getJob', { params: { id }, signal });
}

export function restoreRevision(kind: RevisionKind, id: string, revisionId: string): Promise<Post | Job> {
  const options = { params: { id, revisionId } };
  return kind === 'post' ? api('restoreBlogRevision', options) : api('restoreJobRevision', options);
}
