/**
 * Publishing states of a blog post (issue 16): `draft` (staff only), `scheduled` (public from
 * `publishAt`) or `published`. One predicate decides what visitors see, used by the API, the
 * publisher's renderer and the scheduler alike.
 */
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** A post stored before drafts existed has no status: it was public. */
export const DEFAULT_POST_STATUS: PostStatus = 'published';

export interface PostVisibility {
  readonly status?: string;
  readonly publishAt?: string;
}

/** Whether visitors may see the post at `now`: published, or scheduled and due. */
export function isPublicPost(post: PostVisibility, now: number = Date.now()): boolean {
  const status = post.status ?? DEFAULT_POST_STATUS;
  if (status === 'published') return true;
  return status === 'scheduled' && post.publishAt !== undefined && Date.parse(post.publishAt) <= now;
}

/** Whether a scheduled post's time has come (the scheduler then stores it as published). */
export const isDueScheduledPost = (post: PostVisibility, now: number = Date.now()): boolean =>
  post.status === 'scheduled' && isPublicPost(post, now);
