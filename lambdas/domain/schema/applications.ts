/**
 * Stored application versions.
 *
 * - 0 (release 1.0, no `schemaVersion`): applicationId, name, email, phone, jobId, jobTitle,
 *   resumeUrl (the stored resume's key), experience, education, skills, listPk, createdAt.
 * - 1: `schemaVersion`; `stage`, `new` when absent (release 1.0 had no pipeline: nobody had
 *   looked at an application in the product yet).
 * - 2: same attributes; its search keys (the application-index table) exist. Version 1 items may
 *   lack them (stored before the index existed): migration 0002 writes them, then stamps 2.
 * - 3: same attributes; its term rows also exist within its job, its stage and its job and stage
 *   (a name or skill search combined with those filters reads only matching rows). Version 2 items
 *   lack them: migration 0003 writes them, then stamps 3. Until then a search combined with a job
 *   or stage filter does not find them (the search alone, and every other filter, does).
 */
import type { StoredItem } from '../items';
import { entitySchema, withDefault } from './version';

export const DEFAULT_APPLICATION_STAGE = 'new';

export const applicationSchema = entitySchema([
  (item) => withDefault(item, 'stage', () => DEFAULT_APPLICATION_STAGE),
  // Nothing a reader must default: the search keys live in another table.
  (item) => item,
  (item) => item,
]);

export const APPLICATION_SCHEMA_VERSION = applicationSchema.current;
export const upgradeApplication = (item: StoredItem): StoredItem => applicationSchema.upgrade(item);
