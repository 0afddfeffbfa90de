/** Blog posts: stored shape and full-edit changes. */
import type { Post, PostFields } from '../contract/schemas';
import { listed, withoutInternal, type StoredItem } from './items';
import { upgradePost } from './schema/posts';

export const newPostItem = (fields: PostFields, blogId: string, createdAt: string): StoredItem =>
  upgradePost(listed({ ...fields, blogId, createdAt }));

/** Every editable field is replaced; omitted optional URLs are removed. blogId and createdAt never change. */
export function postChanges(fields: PostFields, now: string): Record<string, unknown> {
  const { title, author, content, imageUrl, externalUrl } = fields;
  return { title, author, content, imageUrl, externalUrl, updatedAt: now };
}

export const toPost = (item: StoredItem) => withoutInternal(item) as unknown as Post;
