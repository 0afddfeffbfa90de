/**
 * Subscriber state changes, each one conditional write: a new sign-up (or a fresh one after
 * unsubscribing) becomes pending, a confirmation moves pending → confirmed, unsubscribing moves
 * anything → unsubscribed. Staff's list reads the `byCreatedAt` index, never a Scan.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SubscriberStatus } from '../contract/newsletter';
import { LIST_PARTITION } from '../contract/tables';
import type { Page } from '../contract/schemas';
import type { StoredItem } from '../domain/items';
import { upgradeSubscriber } from '../domain/schema/subscribers';
import { documentClient } from './clients';
import { decodeCursor, encodeCursor } from './pagination';
import { isConditionalFailure } from './repository';
import { tableName } from './tables';

async function conditionalSet(
  email: string,
  set: Record<string, unknown>,
  condition: string,
  conditionValues: Record<string, unknown> = {},
): Promise<StoredItem | undefined> {
  const names: Record<string, string> = { '#email': 'email', ...(condition.includes('#status') ? { '#status': 'status' } : {}) };
  const values: Record<string, unknown> = { ...conditionValues };
  const parts = Object.entries(set).map(([k, v], i) => {
    names[`#s${i}`] = k;
    values[`:s${i}`] = v;
    return `#s${i} = :s${i}`;
  });
  try {
    const out = await documentClient().send(
      new UpdateCommand({
        TableName: tableName('subscribers'),
        Key: { email },
        UpdateExpression: `SET ${parts.join(', ')}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes && upgradeSubscriber(out.Attributes);
  } catch (err) {
    if (isConditionalFailure(err)) return undefined;
    throw err;
  }
}

/** An address that had unsubscribed signs up again: pending, with a new sign-up date. */
export const resubscribe = (email: string, at: string) =>
  conditionalSet(email, { status: 'pending', subscribedAt: at }, 'attribute_exists(#email) AND #status = :unsubscribed', {
    ':unsubscribed': 'unsubscribed',
  });

/** pending → confirmed; undefined when the address is not pending (gone, confirmed or unsubscribed). */
export const confirmPending = (email: string, at: string) =>
  conditionalSet(email, { status: 'confirmed', confirmedAt: at }, 'attribute_exists(#email) AND #status = :pending', {
    ':pending': 'pending',
  });

/** Any stored address → unsubscribed (kept, so a later mail run knows not to write to it). */
export const markUnsubscribed = (email: string, at: string) =>
  conditionalSet(email, { status: 'unsubscribed', unsubscribedAt: at }, 'attribute_exists(#email)');

/** Newest sign-ups first, optionally one status (filtered within the index read). */
export async function listSubscribers(page: {
  limit: number;
  cursor?: string;
  status?: SubscriberStatus;
}): Promise<Page<StoredItem>> {
  const keys = ['email', 'listPk', 'subscribedAt'];
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName('subscribers'),
      IndexName: 'byCreatedAt',
      KeyConditionExpression: '#pk = :pk',
      ...(page.status
        ? {
            // Old items have no status and count as confirmed (the migration writes it).
            FilterExpression:
              page.status === 'confirmed' ? '#status = :status OR attribute_not_exists(#status)' : '#status = :status',
            ExpressionAttributeNames: { '#pk': 'listPk', '#status': 'status' },
            ExpressionAttributeValues: { ':pk': LIST_PARTITION, ':status': page.status },
          }
        : { ExpressionAttributeNames: { '#pk': 'listPk' }, ExpressionAttributeValues: { ':pk': LIST_PARTITION } }),
      ScanIndexForward: false,
      Limit: page.limit,
      ExclusiveStartKey: decodeCursor(page.cursor, keys, { listPk: LIST_PARTITION }),
    }),
  );
  return {
    items: ((out.Items ?? []) as StoredItem[]).map(upgradeSubscriber),
    nextCursor: encodeCursor(out.LastEvaluatedKey),
  };
}
