/** Shape of stored items: listing attributes are written here and never leave the API. */
import { LIST_PARTITION } from '../contract/tables';

/** Attributes that only exist to feed an index, and the stored shape's version: never answered. */
export const INTERNAL_ATTRIBUTES = [
  'listPk',
  'activePk',
  'statusPk',
  'scheduledPk',
  'schemaVersion',
  'filterRowsVersion',
  'revisionCount',
] as const;

export type StoredItem = Record<string, unknown>;

/** Adds the partition value of the table's "newest first" index. */
export const listed = <T extends object>(item: T): T & { listPk: string } => ({ ...item, listPk: LIST_PARTITION });

/** The item without index-only attributes, as it is answered. */
export function withoutInternal<T extends StoredItem>(item: T): Omit<T, (typeof INTERNAL_ATTRIBUTES)[number]> {
  const copy: StoredItem = { ...item };
  for (const attr of INTERNAL_ATTRIBUTES) delete copy[attr];
  return copy as Omit<T, (typeof INTERNAL_ATTRIBUTES)[number]>;
}
