/**
 * Stored blog post versions.
 *
 * - 0 (release 1.0, no `schemaVersion`): blogId, title, author, content, imageUrl?, externalUrl?,
 *   listPk, createdAt, updatedAt? Every post was public.
 * - 1: `schemaVersion`; `status`, `published` when absent (release 1.0 had no drafts, so every
 *   stored post was visible).
 */
import type { StoredItem } from '../items';
import { entitySchema, withDefault } from './version';
import { DEFAULT_POST_STATUS } from '../../contract/post-status';

export { DEFAULT_POST_STATUS };

export const postSchema = entitySchema([(item) => withDefault(item, 'status', () => DEFAULT_POST_STATUS)]);

export const POST_SCHEMA_VERSION = postSchema.current;
export const upgradePost = (item: StoredItem): StoredItem => postSchema.upgrade(item);
