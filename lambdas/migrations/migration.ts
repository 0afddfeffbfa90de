/**
 * A data migration: a backfill that brings every stored item of some tables to a newer shape. It
 * only ever ADDS attributes an item lacks (never rewrites or removes what a writer stored), so the
 * previous release keeps reading migrated items, and the conditional write the runner builds from
 * `plan` can never overwrite a newer write (see lambdas/adapters/migrations/backfill.ts).
 *
 * Pure: imports only contract and domain. Numbered files in this folder, applied in order, each
 * exactly once per stage (recorded in the migrations table).
 */
import type { EntityTable } from '../domain/schema';
import type { StoredItem } from '../domain/items';

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
}
