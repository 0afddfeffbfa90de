/**
 * 0001: every item of release 1.0 (no `schemaVersion`) gets version 1 stamped, with the defaults
 * readers already apply written out: jobs their slug (from the title), posts `status: published`,
 * applications `stage: new`; messages and subscribers only the stamp. Needed before any index on
 * those attributes (a slug lookup, a stage filter) can see old items.
 */
import { ENTITY_SCHEMAS, type EntityTable } from '../domain/schema';
import { storedVersion } from '../domain/schema/version';
import type { StoredItem } from '../domain/items';
import type { Migration } from './migration';

/** The attributes the upgrade adds: those absent on the stored item. */
function addedAttributes(table: EntityTable, item: StoredItem): Record<string, unknown> | undefined {
  if (storedVersion(item) >= 1) return undefined;
  const upgraded = ENTITY_SCHEMAS[table].upgradeTo(item, 1);
  return Object.fromEntries(Object.entries(upgraded).filter(([attr]) => item[attr] === undefined));
}

export const migration0001: Migration = {
  id: '0001-schema-v1',
  description: 'stamp schemaVersion 1 on release 1.0 items; backfill job slugs, post status and application stage',
  tables: Object.keys(ENTITY_SCHEMAS) as EntityTable[],
  targetVersion: () => 1,
  plan: addedAttributes,
};
