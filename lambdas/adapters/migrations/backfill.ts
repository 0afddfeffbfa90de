/**
 * One migration over one table segment: Scan pages from a checkpoint, plan each item, and write
 * what the plan adds with a condition that makes the write a no-op against anything newer:
 * - the item still exists, and is still below the migration's target version;
 * - every attribute being added is still absent (a writer that set it wins);
 * - `updatedAt` is what was read (an edit in between, which may have changed what the plan
 *   derives from, such as a job's title, wins).
 * - an attribute being rewritten (`rewrite`) still holds the value read.
 * A migration's derived rows (another table's, e.g. search keys) are put before that write; a
 * write that loses the race removes the rows the fresh item no longer derives, re-reads the item
 * and plans again.
 */
import { GetCommand, QueryCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLES, type TableName } from '../../contract/tables';
import type { EntityTable } from '../../domain/schema';
import { SCHEMA_VERSION_ATTRIBUTE } from '../../domain/schema/version';
import type { StoredItem } from '../../domain/items';
import type { Migration } from '../../migrations';
import type { DerivedRows, MigrationLookup } from '../../migrations/migration';
import { isConditionalFailure } from '../repository';
import { partitionQuery } from '../tables';
import { batchWrite } from '../batch';

export interface SegmentCounts {
  scanned: number;
  updated: number;
  /** Items a concurrent write made up to date (or deleted) before the migration's write. */
  raced: number;
}

export interface PageResult extends SegmentCounts {
  /** Where the next page starts; undefined when the segment is done. */
  lastKey?: Record<string, unknown>;
}

const MAX_ATTEMPTS = 4;
/** Writes in flight per segment. */
const WRITE_CONCURRENCY = 8;

export function conditionalUpdate(
  tableName: string,
  table: EntityTable,
  item: StoredItem,
  added: Record<string, unknown>,
  target: number,
  replaced: Record<string, unknown> = {},
) {
  const key = TABLES[table].partitionKey;
  const names: Record<string, string> = { '#key': key, '#version': SCHEMA_VERSION_ATTRIBUTE, '#updatedAt': 'updatedAt' };
  const values: Record<string, unknown> = { ':target': target };
  const sets: string[] = [];
  const conditions = ['attribute_exists(#key)', '(attribute_not_exists(#version) OR #version < :target)'];
  Object.entries(added).forEach(([attr, value], i) => {
    names[`#a${i}`] = attr;
    values[`:a${i}`] = value;
    sets.push(`#a${i} = :a${i}`);
    if (attr !== SCHEMA_VERSION_ATTRIBUTE) conditions.push(`attribute_not_exists(#a${i})`);
  });
  Object.entries(replaced).forEach(([attr, value], i) => {
    names[`#r${i}`] = attr;
    values[`:r${i}`] = value;
    values[`:seen${i}`] = item[attr];
    sets.push(`#r${i} = :r${i}`);
    conditions.push(`#r${i} = :seen${i}`);
  });
  if (typeof item.updatedAt === 'string') {
    values[':seenUpdatedAt'] = item.updatedAt;
    conditions.push('#updatedAt = :seenUpdatedAt');
  } else {
    conditions.push('attribute_not_exists(#updatedAt)');
  }
  return new UpdateCommand({
    TableName: tableName,
    Key: { [key]: item[key] },
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

const keysOf = (d: DerivedRows) => new Set(d.rows.map((r) => String((r as Record<string, unknown>)[d.key])));

/** Rows `before` derived that `after` (the fresh item, or nothing when it is gone) does not. */
async function removeStaleRows(
  client: DynamoDBDocumentClient,
  tableNameOf: (t: TableName) => string,
  before: DerivedRows,
  after: DerivedRows | undefined,
) {
  const keep = after ? keysOf(after) : new Set<string>();
  const stale = [...keysOf(before)].filter((k) => !keep.has(k));
  await batchWrite(
    client,
    tableNameOf(before.table),
    stale.map((k) => ({ DeleteRequest: { Key: { [before.key]: k } } })),
    `Rows of ${tableNameOf(before.table)}`,
  );
}

export function lookupWith(client: DynamoDBDocumentClient, tableNameOf: (t: TableName) => string): MigrationLookup {
  return {
    async byIndex(table, index, attr, value) {
      const items: StoredItem[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const out = await client.send(
          new QueryCommand({
            ...partitionQuery(tableNameOf(table), index, attr, value),
            ExclusiveStartKey: startKey,
          }),
        );
        items.push(...((out.Items ?? []) as StoredItem[]));
        startKey = out.LastEvaluatedKey;
      } while (startKey);
      return items;
    },
  };
}

/** Brings one item up to the migration's shape; 'updated', 'raced' (someone else did, or it is gone) or 'none'. */
async function migrateItem(
  client: DynamoDBDocumentClient,
  tableNameOf: (t: TableName) => string,
  table: EntityTable,
  migration: Migration,
  first: StoredItem,
) {
  const tableName = tableNameOf(table);
  const key = TABLES[table].partitionKey;
  const lookup = lookupWith(client, tableNameOf);
  let item: StoredItem | undefined = first;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const added = item && migration.plan(table, item);
    if (!item || !added || Object.keys(added).length === 0) return attempt === 1 ? 'none' : 'raced';
    const derived = migration.derivedRows?.(table, item);
    const replaced = (await migration.rewrite?.(table, item, lookup)) ?? {};
    if (derived?.rows.length)
      await batchWrite(
        client,
        tableNameOf(derived.table),
        derived.rows.map((Item) => ({ PutRequest: { Item } })),
        `Rows of ${tableNameOf(derived.table)}`,
      );
    try {
      await client.send(conditionalUpdate(tableName, table, item, added, migration.targetVersion(table), replaced));
      return 'updated';
    } catch (err) {
      if (!isConditionalFailure(err)) throw err;
      const fresh: { Item?: StoredItem } = await client.send(
        new GetCommand({ TableName: tableName, Key: { [key]: item[key] }, ConsistentRead: true }),
      );
      if (derived) await removeStaleRows(client, tableNameOf, derived, fresh.Item && migration.derivedRows?.(table, fresh.Item));
      item = fresh.Item;
    }
  }
  throw new Error(`${migration.id}: ${table} item ${String(first[key])} kept changing; run the migration again`);
}

export async function migratePage(
  client: DynamoDBDocumentClient,
  o: {
    tableNameOf: (t: TableName) => string;
    table: EntityTable;
    migration: Migration;
    segment: number;
    totalSegments: number;
    startKey?: Record<string, unknown>;
    pageSize: number;
  },
): Promise<PageResult> {
  const page = await client.send(
    new ScanCommand({
      TableName: o.tableNameOf(o.table),
      Segment: o.segment,
      TotalSegments: o.totalSegments,
      ExclusiveStartKey: o.startKey,
      Limit: o.pageSize,
      ConsistentRead: true,
    }),
  );
  const items = (page.Items ?? []) as StoredItem[];
  const counts: SegmentCounts = { scanned: items.length, updated: 0, raced: 0 };
  for (let i = 0; i < items.length; i += WRITE_CONCURRENCY) {
    const outcomes = await Promise.all(
      items.slice(i, i + WRITE_CONCURRENCY).map((item) => migrateItem(client, o.tableNameOf, o.table, o.migration, item)),
    );
    for (const outcome of outcomes) if (outcome !== 'none') counts[outcome]++;
  }
  return { ...counts, lastKey: page.LastEvaluatedKey };
}
