/**
 * The local stack's equivalent of the tables' stream records: the job or post a successful staff
 * write changed, from the route's `{id}` (edit, close, delete) or the created item in the answer.
 * Undefined (publish everything) when the write names no item.
 */
import type { SiteChange } from '../../lambdas/contract/site-changes';
import { TABLES } from '../../lambdas/contract/tables';

export function siteChangeOfWrite(
  family: string,
  params: Readonly<Record<string, string>>,
  answerBody: Buffer | string,
): SiteChange | undefined {
  const key = family === 'jobs' ? TABLES.jobs.partitionKey : family === 'blogs' ? TABLES.posts.partitionKey : undefined;
  if (!key) return undefined;
  let id = params.id;
  if (!id) {
    try {
      const created = JSON.parse(answerBody.toString()) as Record<string, unknown>;
      if (typeof created[key] === 'string') id = created[key];
    } catch {
      return undefined;
    }
  }
  if (!id) return undefined;
  return family === 'jobs' ? { jobs: [id], posts: [] } : { jobs: [], posts: [id] };
}
