/** Blog posts: stored shape and full-edit changes. */
import type { Post, PostFields, PostSummary } from '../contract/schemas';
import { slugify } from '../contract/site-routes';
import { DEFAULT_POST_STATUS, isPublicPost } from '../contract/post-status';
import { listed, withoutInternal, type StoredItem } from './items';
import { postTextAttributes } from './post-text';
import { upgradePost } from './schema/posts';

/** A publish time belongs to a scheduled post only; drafts and published posts carry none. */
const publishing = ({ status, publishAt }: PostFields) => ({
  status,
  // Stored in UTC, so the scheduler's Query can compare it as text.
  publishAt: status === 'scheduled' && publishAt ? new Date(publishAt).toISOString() : undefined,
});

export const newPostItem = (fields: PostFields, blogId: string, createdAt: string, slug: string): StoredItem => {
  const { publishAt, ...rest } = { ...fields, ...publishing(fields) };
  return upgradePost(
    listed({ ...rest, ...(publishAt ? { publishAt } : {}), blogId, createdAt, slug, ...postTextAttributes(fields.content) }),
  );
};

/**
 * Every editable field is replaced; omitted optional URLs (and a publish time, unless scheduled)
 * are removed. blogId and createdAt never change.
 */
export function postChanges(fields: PostFields, now: string, slug: string): Record<string, unknown> {
  const { title, author, content, imageUrl, externalUrl } = fields;
  return {
    title,
    author,
    content,
    imageUrl,
    externalUrl,
    slug,
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
 * Defaults for attributes older items lack: a slug derived from the title, excerpt and reading time
 * from the content, status published (upgradePost).
 */
export function toPost(item: StoredItem): Post {
  const post = withoutInternal(item) as unknown as Post;
  const text =
    post.excerpt === undefined || post.readingMinutes === undefined ? postTextAttributes(String(post.content ?? '')) : undefined;
  return {
    ...post,
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
