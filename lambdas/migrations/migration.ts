/**
 * A data migration: a backfill that brings every stored item of some tables to a newer shape. It
 * adds attributes an item lacks and rows of other tables derived from it; the one exception is
 * `rewrite`, for values release 1.0 made wrong (duplicate slugs), written only while they still
 * hold what was read. So the previous release keeps reading migrated items, and the conditional
 * write the runner builds can never overwrite a newer write (see lambdas/adapters/migrations/backfill.ts).
 *
 * Pure: imports only contract and domain. Numbered files in this folder, applied in order, each
 * exactly once per stage (recorded in the migrations table).
 */
import type { TableName } from '../contract/tables';
import type { EntityTable } from '../domain/schema';
import type { StoredItem } from '../domain/items';

/** Rows of another table derived from an item alone (an application's search keys). */
export interface DerivedRows {
  readonly table: TableName;
  /** The rows' partition key attribute (rows are compared by it). */
  readonly key: string;
  readonly rows: readonly object[];
}

/** What a migration may read besides the item itself (the runner implements it). */
export interface MigrationLookup {
  /** Items of `table` whose index partition key `attr` equals `value` (a GSI Query). */
  byIndex(table: EntityTable, index: string, attr: string, value: string): Promise<StoredItem[]>;
}

export interface Migration {
  /** `NNNN-kebab-name`: the order of application, and the key of its record. */
  readonly id: string;
  readonly description: string;
  readonly tables: readonly EntityTable[];
  /**
   * The attributes to add to this item (each absent on it), or undefined when it needs nothing.
   * Must depend on the item alone: the runner re-plans from a fresh read when a write raced it.
   */
  readonly plan: (table: EntityTable, item: StoredItem) => Record<string, unknown> | undefined;
  /** The `schemaVersion` an item must be below to be planned at all (skips newer items cheaply). */
  readonly targetVersion: (table: EntityTable) => number;
  /**
   * Rows of another table the item needs (puts must be idempotent: the same item gives the same
   * rows). The runner writes them BEFORE the item's conditional write; when that write loses a
   * race it removes the rows the fresh item no longer derives, so a concurrent change never
   * leaves a stale row behind.
   */
  readonly derivedRows?: (table: EntityTable, item: StoredItem) => DerivedRows | undefined;
  /**
   * Attributes to REWRITE that depend on other items (a duplicate slug): the new values, written
   * on the condition that each still holds the value read. Only for an item `plan` planned.
   */
  readonly rewrite?: (
    table: EntityTable,
    item: StoredItem,
    lookup: MigrationLookup,
  ) => Promise<Record<string, unknown> | undefined>;
}
