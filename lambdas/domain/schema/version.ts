/**
 * Every stored item carries `schemaVersion`, the shape it was written in. Items written by release
 * 1.0 have none: that is version 0. Readers upgrade every earlier version on the fly (the
 * repositories apply the entity's `upgrade*` on every read), so the product works before any
 * backfill has run; writers stamp the current version; migrations (lambdas/migrations) bring
 * stored items up to date in the background.
 */
import type { StoredItem } from '../items';

export const SCHEMA_VERSION_ATTRIBUTE = 'schemaVersion';

/** The version an item was written in; 0 for items older than versioning. */
export function storedVersion(item: StoredItem): number {
  const v = item[SCHEMA_VERSION_ATTRIBUTE];
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0;
}

export interface EntitySchema {
  /** The version writers stamp and readers upgrade to. */
  readonly current: number;
  /** Any earlier (or the current) shape in, the current shape out; never drops or changes data it does not understand. */
  readonly upgrade: (item: StoredItem) => StoredItem;
  /** The item at `version` (a migration writes one version's shape, whatever the schema has grown since). */
  readonly upgradeTo: (item: StoredItem, version: number) => StoredItem;
}

/**
 * Builds an entity's upgrade from one step per version: step `n` turns a version `n - 1` item
 * into version `n`. An item from a newer release (a rolled-back deploy reading what the new one
 * wrote) is returned unchanged: its extra attributes are kept, not guessed at.
 */
export function entitySchema(steps: readonly ((item: StoredItem) => StoredItem)[]): EntitySchema {
  const current = steps.length;
  const upgradeTo = (item: StoredItem, version: number) => {
    const target = Math.min(version, current);
    const from = storedVersion(item);
    if (from >= target) return item;
    let out: StoredItem = { ...item };
    for (let v = from; v < target; v++) out = steps[v]!(out);
    return { ...out, [SCHEMA_VERSION_ATTRIBUTE]: target };
  };
  return { current, upgradeTo, upgrade: (item) => upgradeTo(item, current) };
}

/** Sets `attr` only when it is missing or empty: an upgrade never overwrites what a writer stored. */
export function withDefault(item: StoredItem, attr: string, value: () => unknown): StoredItem {
  const existing = item[attr];
  return existing === undefined || existing === null || existing === '' ? { ...item, [attr]: value() } : item;
}
