/**
 * Table access shared by every family: newest-first pages from an index, and single-item
 * reads and conditional writes. Nothing here Scans. Every item read is upgraded to its entity's
 * current shape (lambdas/domain/schema), and every new item is written in it, version stamped.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LIST_PARTITION, TABLES, type TableName } from '../contract/tables';
import type { Page } from '../contract/schemas';
import { buildUpdate } from '../domain/update-expression';
import type { StoredItem } from '../domain/items';
import { upgradeItem } from '../domain/schema';
import { documentClient } from './clients';
import { decodeCursor, encodeCursor } from './pagination';
import { indexKeyAttributes, partitionQuery, tableName } from './tables';

export interface PageRequest {
  limit: number;
  cursor?: string;
}

/** By name: the document client and test doubles may not share the SDK's exception class. */
export const isConditionalFailure = (err: unknown) =>
  (err as { name?: string } | null)?.name === 'ConditionalCheckFailedException';

const keyOf = (table: TableName, id: string) => ({ [TABLES[table].partitionKey]: id });

/** A conditional write: `{ out }` (its answer) when it was written, undefined when its condition did not hold. */
async function conditionalWrite<T>(write: Promise<T>): Promise<{ out: T } | undefined> {
  try {
    return { out: await write };
  } catch (err) {
    if (isConditionalFailure(err)) return undefined;
    throw err;
  }
}

/** One page of an index, newest first. `partition` is the index's partition value (LIST_PARTITION or a job id). */
export async function queryNewestFirst(
  table: TableName,
  indexName: string,
  page: PageRequest,
  partition: string = LIST_PARTITION,
): Promise<Page<StoredItem>> {
  const [, pkAttr] = indexKeyAttributes(table, indexName) as [string, string, string];
  const out = await documentClient().send(
    new QueryCommand({
      ...partitionQuery(tableName(table), indexName, pkAttr, partition),
      ScanIndexForward: false,
      Limit: page.limit,
      ExclusiveStartKey: decodeCursor(page.cursor, indexKeyAttributes(table, indexName), { [pkAttr]: partition }),
    }),
  );
  return {
    items: ((out.Items ?? []) as StoredItem[]).map((item) => upgradeItem(table, item)),
    nextCursor: encodeCursor(out.LastEvaluatedKey),
  };
}

export async function getItem(table: TableName, id: string): Promise<StoredItem | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: tableName(table), Key: keyOf(table, id), ConsistentRead: true }),
  );
  return out.Item && upgradeItem(table, out.Item);
}

/** Writes a new item in its current shape; false when an item with that key already exists (nothing is overwritten). */
export async function putNew(table: TableName, item: StoredItem): Promise<boolean> {
  const pk = TABLES[table].partitionKey;
  const written = await conditionalWrite(
    documentClient().send(
      new PutCommand({
        TableName: tableName(table),
        Item: upgradeItem(table, item),
        ConditionExpression: 'attribute_not_exists(#pk)',
        ExpressionAttributeNames: { '#pk': pk },
      }),
    ),
  );
  return written !== undefined;
}

/** Applies changes to an existing item and returns it; undefined when there is no such item. */
export async function updateExisting(
  table: TableName,
  id: string,
  changes: Record<string, unknown>,
): Promise<StoredItem | undefined> {
  const pk = TABLES[table].partitionKey;
  const update = buildUpdate(changes);
  const written = await conditionalWrite(
    documentClient().send(
      new UpdateCommand({
        TableName: tableName(table),
        Key: keyOf(table, id),
        ...update,
        ConditionExpression: 'attribute_exists(#key)',
        ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#key': pk },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  const attributes = written?.out.Attributes;
  return attributes && upgradeItem(table, attributes);
}

/** Deletes an existing item; false when there was none. */
export async function deleteExisting(table: TableName, id: string): Promise<boolean> {
  const pk = TABLES[table].partitionKey;
  const deleted = await conditionalWrite(
    documentClient().send(
      new DeleteCommand({
        TableName: tableName(table),
        Key: keyOf(table, id),
        ConditionExpression: 'attribute_exists(#key)',
        ExpressionAttributeNames: { '#key': pk },
      }),
    ),
  );
  return deleted !== undefined;
}

/** Items whose `slug` is this value (the `bySlug` index of jobs and posts). */
export async function findBySlug(table: 'jobs' | 'posts', slug: string): Promise<StoredItem[]> {
  const out = await documentClient().send(
    new QueryCommand({
      ...partitionQuery(tableName(table), 'bySlug', 'slug', slug),
      Limit: 10,
    }),
  );
  return (out.Items ?? []) as StoredItem[];
}

/** Every item of a listing, following its pages (the site publisher renders all of them). */
export async function queryAll(table: TableName, indexName: string): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryNewestFirst(table, indexName, { limit: 100, cursor });
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
