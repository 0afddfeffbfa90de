/** Blog posts: stored shape and full-edit changes. */
import type { Post, PostFields, PostSummary } from '../contract/schemas';
import { slugify } from '../contract/site-routes';
import { DEFAULT_POST_STATUS, isPublicPost } from '../contract/post-status';
import { listed, withoutInternal, type StoredItem } from './items';
import { LIST_PARTITION } from '../contract/tables';
import { postTextAttributes } from './post-text';
import { upgradePost } from './schema/posts';

/**
 * A publish time belongs to a scheduled post only; drafts and published posts carry none. So does
 * `scheduledPk`, the sparse key of the due-post index the posts table gains next release (it can
 * gain one index a deploy and gains bySlug in this one): written from the start, the index needs
 * no backfill (docs/decisions/0034).
 */
const publishing = ({ status, publishAt }: PostFields) => ({
  status,
  // Stored in UTC, so the scheduler's Query can compare it as text.
  publishAt: status === 'scheduled' && publishAt ? new Date(publishAt).toISOString() : undefined,
  scheduledPk: status === 'scheduled' ? LIST_PARTITION : undefined,
});

/**
 * A post's first publication time: kept once set (unpublishing and publishing again, or an edit,
 * never moves it); set to `now` when a save makes the post public. A scheduled post gets its
 * publish time from the scheduler (post-schedule.ts).
 */
export const firstPublishedAt = (fields: PostFields, now: string, before?: string): string | undefined =>
  before ?? (fields.status === 'published' ? now : undefined);

export const newPostItem = (fields: PostFields, blogId: string, createdAt: string, slug: string): StoredItem => {
  const { publishAt, scheduledPk, ...rest } = { ...fields, ...publishing(fields) };
  const publishedAt = firstPublishedAt(fields, createdAt);
  return upgradePost(
    listed({
      ...rest,
      ...(publishAt ? { publishAt } : {}),
      ...(scheduledPk ? { scheduledPk } : {}),
      ...(publishedAt ? { publishedAt } : {}),
      blogId,
      createdAt,
      slug,
      ...postTextAttributes(fields.content),
    }),
  );
};

/**
 * Every editable field is replaced; omitted optional URLs (and a publish time, unless scheduled)
 * are removed. blogId and createdAt never change; `publishedAt` is the stored post's (see
 * firstPublishedAt), or now when this save publishes it.
 */
export function postChanges(fields: PostFields, now: string, slug: string, publishedBefore?: string): Record<string, unknown> {
  const { title, author, content, imageUrl, externalUrl, tags } = fields;
  return {
    title,
    author,
    content,
    imageUrl,
    externalUrl,
    slug,
    tags,
    publishedAt: firstPublishedAt(fields, now, publishedBefore),
    ...publishing(fields),
    ...postTextAttributes(content),
    updatedAt: now,
  };
}

/** The scheduler's change: a due scheduled post becomes published (its publish time stays as a record). */
export const publishedChange = (now: string): Record<string, unknown> => ({ status: 'published', updatedAt: now });

/** Staff see every post; visitors only published ones and scheduled ones that are due. */
export const postVisibleTo = (item: StoredItem, isStaff: boolean, now: number = Date.now()) =>
  isStaff || isPublicPost(toPost(item), now);

/**
 * When a post without a stored `publishedAt` went public: a published one stored before the
 * attribute existed at its creation, a due scheduled one (not yet flipped) at its publish time.
 */
function defaultPublishedAt(post: Post): string | undefined {
  if (!isPublicPost(post)) return undefined;
  return post.status === 'scheduled' ? post.publishAt : post.createdAt;
}

/**
 * Defaults for attributes older items lack: a slug derived from the title, excerpt and reading time
 * from the content, status published (upgradePost), no tags, publishedAt as defaultPublishedAt.
 */
export function toPost(item: StoredItem): Post {
  const post = withoutInternal(item) as unknown as Post;
  const text =
    post.excerpt === undefined || post.readingMinutes === undefined ? postTextAttributes(String(post.content ?? '')) : undefined;
  const publishedAt = post.publishedAt ?? defaultPublishedAt(post);
  return {
    ...post,
    tags: Array.isArray(post.tags) ? post.tags : [],
    ...(publishedAt ? { publishedAt } : {}),
    status: post.status ?? DEFAULT_POST_STATUS,
    slug: post.slug || slugify(String(post.title ?? '')),
    excerpt: post.excerpt ?? text!.excerpt,
    readingMinutes: post.readingMinutes ?? text!.readingMinutes,
  };
}

/** A post as lists carry it: no markdown body (the stored excerpt stands in for it). */
export function toPostSummary(item: StoredItem): PostSummary {
  const { content: _content, ...summary } = toPost(item);
  return summary;
}
