/** Blog posts: stored shape and full-edit changes. */
import type { Post, PostFields } from '../contract/schemas';
import { slugify } from '../contract/site-routes';
import { listed, withoutInternal, type StoredItem } from './items';
import { postTextAttributes } from './post-text';
import { upgradePost } from './schema/posts';

export const newPostItem = (fields: PostFields, blogId: string, createdAt: string, slug: string): StoredItem =>
  upgradePost(listed({ ...fields, blogId, createdAt, slug, ...postTextAttributes(fields.content) }));

/** Every editable field is replaced; omitted optional URLs are removed. blogId and createdAt never change. */
export function postChanges(fields: PostFields, now: string, slug: string): Record<string, unknown> {
  const { title, author, content, imageUrl, externalUrl } = fields;
  return { title, author, content, imageUrl, externalUrl, slug, ...postTextAttributes(content), updatedAt: now };
}

/** Defaults for attributes older items lack: a slug derived from the title, excerpt and reading time from the content. */
export function toPost(item: StoredItem): Post {
  const post = withoutInternal(item) as unknown as Post;
  const text =
    post.excerpt === undefined || post.readingMinutes === undefined ? postTextAttributes(String(post.content ?? '')) : undefined;
  return {
    ...post,
    slug: post.slug || slugify(String(post.title ?? '')),
    excerpt: post.excerpt ?? text!.excerpt,
    readingMinutes: post.readingMinutes ?? text!.readingMinutes,
  };
}
