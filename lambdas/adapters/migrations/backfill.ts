/**
 * One migration over one table segment: Scan pages from a checkpoint, plan each item, and write
 * what the plan adds with a condition that makes the write a no-op against anything newer:
 * - the item still exists, and is still below the migration's target version;
 * - every attribute being added is still absent (a writer that set it wins);
 * - `updatedAt` is what was read (an edit in between, which may have changed what the plan
 *   derives from, such as a job's title, wins).
 * A write that loses the race re-reads the item and plans again.
 */
import { GetCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLES } from '../../contract/tables';
import type { EntityTable } from '../../domain/schema';
import { SCHEMA_VERSION_ATTRIBUTE } from '../../domain/schema/version';
import type { StoredItem } from '../../domain/items';
import type { Migration } from '../../migrations';
import { isConditionalFailure } from '../repository';

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

/** Brings one item up to the migration's shape; 'updated', 'raced' (someone else did, or it is gone) or 'none'. */
async function migrateItem(
  client: DynamoDBDocumentClient,
  tableName: string,
  table: EntityTable,
  migration: Migration,
  first: StoredItem,
) {
  const key = TABLES[table].partitionKey;
  let item: StoredItem | undefined = first;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const added = item && migration.plan(table, item);
    if (!item || !added || Object.keys(added).length === 0) return attempt === 1 ? 'none' : 'raced';
    try {
      await client.send(conditionalUpdate(tableName, table, item, added, migration.targetVersion(table)));
      return 'updated';
    } catch (err) {
      if (!isConditionalFailure(err)) throw err;
      const fresh: { Item?: StoredItem } = await client.send(
        new GetCommand({ TableName: tableName, Key: { [key]: item[key] }, ConsistentRead: true }),
      );
      item = fresh.Item;
    }
  }
  throw new Error(`${migration.id}: ${table} item ${String(first[key])} kept changing; run the migration again`);
}

export async function migratePage(
  client: DynamoDBDocumentClient,
  o: {
    tableName: string;
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
      TableName: o.tableName,
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
      items.slice(i, i + WRITE_CONCURRENCY).map((item) => migrateItem(client, o.tableName, o.table, o.migration, item)),
    );
    for (const outcome of outcomes) if (outcome !== 'none') counts[outcome]++;
  }
  return { ...counts, lastKey: page.LastEvaluatedKey };
}
