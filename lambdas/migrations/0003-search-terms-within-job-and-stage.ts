/**
 * 0003: brings applications to version 3: their term rows within their job, their stage and their
 * job and stage (what a search combined with a job or stage filter reads). Rows are derived from
 * the item alone and put before the item is stamped; rows already there are put again unchanged
 * (idempotent), and a stage move racing the stamp has its earlier stage's rows removed by the runner.
 */
import { allRows } from '../domain/search-keys';
import { indexedFields } from '../domain/applications';
import { ENTITY_SCHEMAS } from '../domain/schema';
import { SCHEMA_VERSION_ATTRIBUTE, storedVersion } from '../domain/schema/version';
import type { StoredItem } from '../domain/items';
import type { Migration } from './migration';

const TARGET = 3;

/** The new version stamp, and whatever earlier versions' defaults the item still lacks. */
function addedAttributes(item: StoredItem): Record<string, unknown> | undefined {
  if (storedVersion(item) >= TARGET) return undefined;
  const upgraded = ENTITY_SCHEMAS.applications.upgradeTo(item, TARGET);
  return {
    ...Object.fromEntries(Object.entries(upgraded).filter(([attr]) => item[attr] === undefined)),
    [SCHEMA_VERSION_ATTRIBUTE]: TARGET,
  };
}

export const migration0003: Migration = {
  id: '0003-search-terms-within-job-and-stage',
  description: 'write the term rows of applications within their job, stage, and job and stage',
  tables: ['applications'],
  targetVersion: () => TARGET,
  plan: (_table, item) => addedAttributes(item),
  derivedRows: (_table, item) => ({
    table: 'applicationIndex',
    key: 'rowId',
    rows: allRows(indexedFields(ENTITY_SCHEMAS.applications.upgradeTo(item, TARGET))),
  }),
};
