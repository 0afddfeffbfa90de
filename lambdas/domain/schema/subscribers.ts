/**
 * Stored newsletter subscriber versions.
 *
 * - 0 (release 1.0, no `schemaVersion`): email (lowercased, the key), subscribedAt.
 * - 1: `schemaVersion` only (the shape is otherwise release 1.0's).
 */
import type { StoredItem } from '../items';
import { entitySchema } from './version';

export const subscriberSchema = entitySchema([(item) => item]);

export const SUBSCRIBER_SCHEMA_VERSION = subscriberSchema.current;
export const upgradeSubscriber = (item: StoredItem): StoredItem => subscriberSchema.upgrade(item);
