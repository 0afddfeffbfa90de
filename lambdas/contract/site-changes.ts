/**
 * What a publish run re-renders: the pages a set of changed jobs and posts affect (a partial run),
 * or, when the change is unknown (first publish, new web build, `npm run publish:site`), everything.
 * Built from the tables' stream records in the cloud and from the staff write locally.
 */
export interface SiteChange {
  /** Ids of jobs created, edited, closed or deleted. */
  readonly jobs: readonly string[];
  /** Ids of posts created, edited or deleted. */
  readonly posts: readonly string[];
}

/** Both changes at once (runs that coalesce are one run); `undefined` (unknown) wins. */
export function mergeChanges(a: SiteChange | undefined, b: SiteChange | undefined): SiteChange | undefined {
  if (!a || !b) return undefined;
  return { jobs: [...new Set([...a.jobs, ...b.jobs])], posts: [...new Set([...a.posts, ...b.posts])] };
}

export const ownersOfChange = (change: SiteChange): Set<string> =>
  new Set([...change.jobs.map((id) => `job:${id}`), ...change.posts.map((id) => `post:${id}`)]);
