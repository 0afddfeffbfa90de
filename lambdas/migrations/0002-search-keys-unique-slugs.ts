/**
 * 0002: brings applications and jobs to version 2.
 * - Applications stored before the search keys existed (release 1.0, and any written before the
 *   application-index table) get their rows: without them the stage, text and date filters and
 *   the retention purge never see them. Rows are derived from the item alone and put before the
 *   item is stamped (idempotent: an already indexed application gets the same rows again).
 * - Jobs whose slug 0001 derived from the same title as another job's: the oldest keeps it (its
 *   address is the one already published), each later one gets `<slug>-2`, `-3`... The n-th later
 *   job takes the n-th free candidate, so parallel segments agree without coordinating.
 * - Subscribers get `status` (`confirmed`: they signed up before double opt-in) and `listPk`,
 *   without which staff's list (the `byCreatedAt` index) cannot see them.
 */
import { allRows } from '../domain/search-keys';
import { indexedFields } from '../domain/applications';
import { ENTITY_SCHEMAS, type EntityTable } from '../domain/schema';
import { SCHEMA_VERSION_ATTRIBUTE, storedVersion } from '../domain/schema/version';
import type { StoredItem } from '../domain/items';
import type { Migration, MigrationLookup } from './migration';

const TARGET = 2;
/** How many `-n` candidates a duplicate may try (a group this large means something else is wrong). */
const MAX_CANDIDATES = 500;

/** The new version stamp, and whatever earlier versions' defaults the item still lacks. */
function addedAttributes(table: EntityTable, item: StoredItem): Record<string, unknown> | undefined {
  if (storedVersion(item) >= TARGET) return undefined;
  const upgraded = ENTITY_SCHEMAS[table].upgradeTo(item, TARGET);
  return {
    ...Object.fromEntries(Object.entries(upgraded).filter(([attr]) => item[attr] === undefined)),
    [SCHEMA_VERSION_ATTRIBUTE]: TARGET,
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
/** Oldest first; the id breaks ties so every segment orders a group the same way. */
const older = (a: StoredItem, b: StoredItem) =>
  text(a.createdAt).localeCompare(text(b.createdAt)) || text(a.jobId).localeCompare(text(b.jobId));

export async function uniqueJobSlug(item: StoredItem, lookup: MigrationLookup): Promise<Record<string, unknown> | undefined> {
  const slug = item.slug;
  if (typeof slug !== 'string' || !slug) return undefined;
  const group = await lookup.byIndex('jobs', 'bySlug', 'slug', slug);
  if (!group.some((j) => j.jobId === item.jobId)) group.push(item);
  const rank = group.sort(older).findIndex((j) => j.jobId === item.jobId);
  if (rank <= 0) return undefined;
  let free = 0;
  for (let n = 2; n < MAX_CANDIDATES + 2; n++) {
    const candidate = `${slug}-${n}`;
    if ((await lookup.byIndex('jobs', 'bySlug', 'slug', candidate)).length === 0 && ++free === rank) return { slug: candidate };
  }
  throw new Error(`0002: no free address for job ${String(item.jobId)} after ${MAX_CANDIDATES} tries of ${slug}-n`);
}

export const migration0002: Migration = {
  id: '0002-search-keys-unique-slugs',
  description:
    'write the search keys of applications that have none; give jobs sharing a slug unique ones; status and list key of subscribers',
  tables: ['jobs', 'applications', 'subscribers'],
  targetVersion: () => TARGET,
  plan: addedAttributes,
  derivedRows: (table, item) =>
    table === 'applications'
      ? {
          table: 'applicationIndex',
          key: 'rowId',
          rows: allRows(indexedFields(ENTITY_SCHEMAS.applications.upgradeTo(item, TARGET))),
        }
      : undefined,
  rewrite: async (table, item, lookup) => (table === 'jobs' ? uniqueJobSlug(item, lookup) : undefined),
};
