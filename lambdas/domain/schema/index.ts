/** The schema of every entity table, by table: what the repositories apply on read and stamp on write. */
import type { TableName } from '../../contract/tables';
import type { StoredItem } from '../items';
import { applicationSchema } from './applications';
import { jobSchema } from './jobs';
import { messageSchema } from './messages';
import { postSchema } from './posts';
import { subscriberSchema } from './subscribers';
import type { EntitySchema } from './version';

export const ENTITY_SCHEMAS = {
  jobs: jobSchema,
  posts: postSchema,
  applications: applicationSchema,
  messages: messageSchema,
  subscribers: subscriberSchema,
} as const satisfies Partial<Record<TableName, EntitySchema>>;

export type EntityTable = keyof typeof ENTITY_SCHEMAS;

export const isEntityTable = (t: string): t is EntityTable => Object.hasOwn(ENTITY_SCHEMAS, t);

/** The item in its table's current shape (unchanged for tables without an entity schema). */
export const upgradeItem = (table: TableName, item: StoredItem): StoredItem =>
  isEntityTable(table) ? ENTITY_SCHEMAS[table].upgrade(item) : item;
