/**
 * Stored contact message versions.
 *
 * - 0 (release 1.0, no `schemaVersion`): messageId, name, company, phone, email, subject, message,
 *   listPk, createdAt.
 * - 1: `schemaVersion` only (the shape is otherwise release 1.0's).
 */
import type { StoredItem } from '../items';
import { entitySchema } from './version';

export const messageSchema = entitySchema([(item) => item]);

export const MESSAGE_SCHEMA_VERSION = messageSchema.current;
export const upgradeMessage = (item: StoredItem): StoredItem => messageSchema.upgrade(item);
