/**
 * Saves of posts and jobs with their revision, in one DynamoDB transaction: the item and its
 * revision are written together or not at all, so a revision is never lost nor phantom. Each save
 * expects the item's revision count it read; a concurrent save makes it read again and retry.
 */
import { randomUUID } from 'node:crypto';
import {
  BatchWriteCommand,
  QueryCommand,
  TransactWriteCommand,
  type BatchWriteCommandInput,
  type BatchWriteCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import {
  REVISIONS_KEPT,
  revisionItemKey,
  revisionSeq,
  type Revision,
  type RevisionAction,
  type RevisionKind,
} from '../contract/revisions';
import { TABLES } from '../contract/tables';
import { conflict, notFound } from '../domain/errors';
import type { StoredItem } from '../domain/items';
import {
  REVISION_COUNT,
  applyChanges,
  newRevisionItem,
  revisionAction,
  revisionBelongsTo,
  revisionCountOf,
  toRevision,
  toRevisionSummary,
} from '../domain/revisions';
import { buildUpdate } from '../domain/update-expression';
import { upgradeItem } from '../domain/schema';
import { documentClient } from './clients';
import { logger } from './observability';
import { getItem, queryNewestFirst, type PageRequest } from './repository';
import { tableName } from './tables';

const TABLE_OF = { post: 'posts', job: 'jobs' } as const satisfies Record<RevisionKind, 'posts' | 'jobs'>;
/** Saves tried when other saves of the same item keep winning the race. */
const SAVE_ATTEMPTS = 4;

const isCancelled = (err: unknown) => (err as { name?: string } | null)?.name === 'TransactionCanceledException';

export interface SaveMeta {
  /** Staff e-mail. */
  by: string;
  at: string;
  /** Set when the save's nature is known (restored); otherwise derived from before and after. */
  action?: RevisionAction;
}

function revisionPut(item: StoredItem) {
  return {
    Put: {
      TableName: tableName('revisions'),
      Item: item,
      ConditionExpression: 'attribute_not_exists(revisionId)',
    },
  };
}

/** Writes a new item and its first revision; false when an item with that key already exists. */
export async function createWithRevision(kind: RevisionKind, item: StoredItem, meta: SaveMeta): Promise<boolean> {
  const table = TABLE_OF[kind];
  const pk = TABLES[table].partitionKey;
  const saved = upgradeItem(table, { ...item, [REVISION_COUNT]: 1 });
  const revision = newRevisionItem(
    { kind, id: String(item[pk]), number: 1, at: meta.at, by: meta.by, action: meta.action ?? 'created', item: saved },
    randomUUID(),
  );
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(table),
              Item: saved,
              ConditionExpression: 'attribute_not_exists(#pk)',
              ExpressionAttributeNames: { '#pk': pk },
            },
          },
          revisionPut(revision),
        ],
      }),
    );
    return true;
  } catch (err) {
    if (isCancelled(err)) return false;
    throw err;
  }
}

/**
 * Applies the changes `change` makes from the current item, with a revision of the result.
 * Undefined when there is no such item; a conflict error when other saves kept winning.
 */
export async function saveWithRevision(
  kind: RevisionKind,
  id: string,
  change: (before: StoredItem) => Record<string, unknown>,
  meta: SaveMeta,
): Promise<{ before: StoredItem; after: StoredItem } | undefined> {
  const table = TABLE_OF[kind];
  const pk = TABLES[table].partitionKey;
  for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
    const before = await getItem(table, id);
    if (!before) return undefined;
    const count = revisionCountOf(before);
    const changes = { ...change(before), [REVISION_COUNT]: count + 1 };
    const after = upgradeItem(table, applyChanges(before, changes));
    const action = meta.action ?? revisionAction(kind, before, after);
    const revision = newRevisionItem(
      { kind, id, number: count + 1, at: meta.at, by: meta.by, action, item: after },
      randomUUID(),
    );
    const update = buildUpdate(changes);
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(table),
                Key: { [pk]: id },
                ...update,
                ConditionExpression:
                  count === 0
                    ? 'attribute_exists(#key) AND attribute_not_exists(#count)'
                    : 'attribute_exists(#key) AND #count = :count',
                ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#key': pk, '#count': REVISION_COUNT },
                ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ...(count === 0 ? {} : { ':count': count }) },
              },
            },
            revisionPut(revision),
          ],
        }),
      );
    } catch (err) {
      // Deleted or saved by someone else since it was read: read it again.
      if (isCancelled(err)) continue;
      throw err;
    }
    await pruneRevisions(kind, id, count + 1);
    return { before, after };
  }
  throw conflict('This item is being changed by someone else at the same moment. Try again.');
}

/** One page of an item's revisions, newest first. */
export const listRevisions = (kind: RevisionKind, id: string, page: PageRequest) =>
  queryNewestFirst('revisions', 'byItem', page, revisionItemKey(kind, id));

/** One revision of this item, or undefined (also when the id names another item's revision). */
export async function findRevision(kind: RevisionKind, id: string, revisionId: string): Promise<StoredItem | undefined> {
  const item = await getItem('revisions', revisionId);
  return item && revisionBelongsTo(item, kind, id) ? item : undefined;
}

/** One page of an item's revision summaries, newest first; not-found with `itemMissing` when the item is gone. */
export async function revisionPageOf(kind: RevisionKind, id: string, page: PageRequest, itemMissing: string) {
  if (!(await getItem(TABLE_OF[kind], id))) throw notFound(itemMissing);
  const revisions = await listRevisions(kind, id, page);
  return { items: revisions.items.map(toRevisionSummary), nextCursor: revisions.nextCursor };
}

/** One revision of this item as the API shows it; not-found when there is none (or it is another item's). */
export async function revisionOf(kind: RevisionKind, id: string, revisionId: string): Promise<Revision> {
  const revision = await findRevision(kind, id, revisionId);
  if (!revision) throw notFound(`This version of the ${kind} does not exist.`);
  return toRevision(revision);
}

/** Oldest revision ids of an item, at most `limit`; only those numbered up to `upTo` when given. */
async function oldestRevisionIds(kind: RevisionKind, id: string, limit: number, upTo?: number): Promise<string[]> {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName('revisions'),
      IndexName: 'byItem',
      KeyConditionExpression: upTo === undefined ? 'itemKey = :key' : 'itemKey = :key AND seq <= :upTo',
      ExpressionAttributeValues: {
        ':key': revisionItemKey(kind, id),
        ...(upTo === undefined ? {} : { ':upTo': revisionSeq(upTo) }),
      },
      ProjectionExpression: 'revisionId',
      ScanIndexForward: true,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((item) => String(item.revisionId));
}

async function deleteRevisions(ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 25) {
    let requests: NonNullable<BatchWriteCommandInput['RequestItems']>[string] | undefined = ids
      .slice(i, i + 25)
      .map((revisionId) => ({ DeleteRequest: { Key: { revisionId } } }));
    for (let attempt = 0; requests?.length && attempt < 5; attempt++) {
      const out: BatchWriteCommandOutput = await documentClient().send(
        new BatchWriteCommand({ RequestItems: { [tableName('revisions')]: requests } }),
      );
      requests = out.UnprocessedItems?.[tableName('revisions')];
    }
    if (requests?.length) throw new Error(`${requests.length} revisions were not deleted`);
  }
}

/** Keeps the newest REVISIONS_KEPT revisions. A failure is logged: the save itself succeeded. */
async function pruneRevisions(kind: RevisionKind, id: string, count: number): Promise<void> {
  if (count <= REVISIONS_KEPT) return;
  try {
    // Those numbered up to count - KEPT; idempotent, so a prune that failed once is caught up later.
    await deleteRevisions(await oldestRevisionIds(kind, id, 25, count - REVISIONS_KEPT));
  } catch (err) {
    logger.warn('old revisions not pruned', { kind, id, error: err as Error });
  }
}

/**
 * Deletes every revision of a deleted item: what staff erased must not survive in its history.
 * A failure is logged (the item is already gone; its revisions are unreachable through the API).
 */
export async function deleteRevisionsOf(kind: RevisionKind, id: string): Promise<void> {
  try {
    // Bounded: on AWS the index may still list a just-deleted revision for a moment (deleting it again is harmless).
    for (let round = 0; round < REVISIONS_KEPT / 25 + 4; round++) {
      const ids = await oldestRevisionIds(kind, id, 100);
      if (ids.length === 0) return;
      await deleteRevisions(ids);
    }
  } catch (err) {
    logger.error('revisions of a deleted item not deleted', { kind, id, error: err as Error });
  }
}
