/**
 * Stored newsletter subscriber versions.
 *
 * - 0 (release 1.0, no `schemaVersion`): email (lowercased, the key), subscribedAt.
 * - 1: `schemaVersion` only (the shape is otherwise release 1.0's).
 * - 2: `status` (pending, confirmed, unsubscribed), `confirmed` when absent: earlier sign-ups were
 *   single opt-in, so every stored address had asked for the newsletter; `listPk` (the staff
 *   list's partition), `ALL` when absent. Migration 0002 writes both on stored items.
 */
import { LIST_PARTITION } from '../../contract/tables';
import type { StoredItem } from '../items';
import { entitySchema, withDefault } from './version';

export const DEFAULT_SUBSCRIBER_STATUS = 'confirmed';

export const subscriberSchema = entitySchema([
  (item) => item,
  (item) =>
    withDefault(
      withDefault(item, 'status', () => DEFAULT_SUBSCRIBER_STATUS),
      'listPk',
      () => LIST_PARTITION,
    ),
]);

export const SUBSCRIBER_SCHEMA_VERSION = subscriberSchema.current;
export const upgradeSubscriber = (item: StoredItem): StoredItem => subscriberSchema.upgrade(item);
