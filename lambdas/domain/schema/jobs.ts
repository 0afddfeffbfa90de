/**
 * Stored job versions.
 *
 * - 0 (release 1.0, no `schemaVersion`): jobId, title, location, employmentType, description,
 *   requirements, externalUrl?, active, activePk (active jobs only), listPk, createdAt, updatedAt?
 * - 1: `schemaVersion`; `slug`, derived from the title when absent (the contract's `slugify`, as
 *   the write path and the read mapping derive it: a reserved word such as "page" gets `-1`).
 *   A slug once stored is never re-derived: editing the title keeps the address.
 * - 2: same attributes; the slug is unique among jobs. Version 1 slugs derived by migration 0001
 *   from equal titles may collide: migration 0002 gives every job but the oldest of such a group
 *   `<slug>-2`, `-3`..., as the write path does for a new job.
 */
import { slugify } from '../../contract/site-routes';
import type { StoredItem } from '../items';
import { entitySchema, withDefault } from './version';

export const jobSchema = entitySchema([
  (item) => withDefault(item, 'slug', () => slugify(typeof item.title === 'string' ? item.title : '')),
  // Uniqueness needs the other jobs: readers keep the slug; migration 0002 rewrites duplicates.
  (item) => item,
]);

export const JOB_SCHEMA_VERSION = jobSchema.current;
export const upgradeJob = (item: StoredItem): StoredItem => jobSchema.upgrade(item);
