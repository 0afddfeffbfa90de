/**
 * Stored application versions.
 *
 * - 0 (release 1.0, no `schemaVersion`): applicationId, name, email, phone, jobId, jobTitle,
 *   resumeUrl (the stored resume's key), experience, education, skills, listPk, createdAt.
 * - 1: `schemaVersion`; `stage`, `new` when absent (release 1.0 had no pipeline: nobody had
 *   looked at an application in the product yet).
 */
import type { StoredItem } from '../items';
import { entitySchema, withDefault } from './version';

export const DEFAULT_APPLICATION_STAGE = 'new';

export const applicationSchema = entitySchema([(item) => withDefault(item, 'stage', () => DEFAULT_APPLICATION_STAGE)]);

export const APPLICATION_SCHEMA_VERSION = applicationSchema.current;
export const upgradeApplication = (item: StoredItem): StoredItem => applicationSchema.upgrade(item);
