/**
 * The outbox table between a cause (an application stored, a stage move) and the mail port.
 * A message is enqueued under an id derived from its cause, so a retried cause enqueues it once;
 * delivery first claims the message with a conditional write, so concurrent deliveries send it
 * once. A failed send stays pending and the retry worker (scheduled) tries again later: mail never
 * blocks or loses the write that caused it. Once sent, the row keeps no personal data.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MailContent } from '../domain/mail-templates';
import { getItem, isConditionalFailure, putNew } from './repository';
import { documentClient } from './clients';
import { partitionQuery, tableName } from './tables';
import { sendMail } from './mail';
import { logger } from './observability';

export const PENDING = 'PENDING';
/** How long a claimed message is reserved for the claimer before another delivery may try. */
const LEASE_MS = 60_000;
/** Attempts before a message is left for staff to look at (status `failed`). */
export const MAX_ATTEMPTS = 10;
/** What a sent or cancelled message no longer keeps: its place in the queue, lease, content and last error. */
const REMOVE_CONTENT = 'REMOVE #pk, #lease, #to, #subject, #text, #html, #headers, #err';
const CONTENT_NAMES = {
  '#pk': 'pendingPk',
  '#lease': 'leaseUntil',
  '#to': 'to',
  '#subject': 'subject',
  '#text': 'text',
  '#html': 'html',
  '#headers': 'headers',
  '#err': 'lastError',
};

export interface QueuedMail extends MailContent {
  to: string;
}

/** Enqueues a message once per id; false when it was already there. */
export async function enqueueMail(messageId: string, mail: QueuedMail, now = new Date()): Promise<boolean> {
  return putNew('outbox', {
    messageId,
    ...mail,
    status: 'pending',
    pendingPk: PENDING,
    createdAt: now.toISOString(),
    attempts: 0,
  });
}

async function claim(messageId: string, now: Date): Promise<Record<string, unknown> | undefined> {
  try {
    const out = await documentClient().send(
      new UpdateCommand({
        TableName: tableName('outbox'),
        Key: { messageId },
        UpdateExpression: 'SET #lease = :until, #attempts = if_not_exists(#attempts, :zero) + :one',
        ConditionExpression: '#status = :pending AND (attribute_not_exists(#lease) OR #lease < :now)',
        ExpressionAttributeNames: { '#lease': 'leaseUntil', '#status': 'status', '#attempts': 'attempts' },
        ExpressionAttributeValues: {
          ':until': new Date(now.getTime() + LEASE_MS).toISOString(),
          ':now': now.toISOString(),
          ':pending': 'pending',
          ':zero': 0,
          ':one': 1,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes;
  } catch (err) {
    if (isConditionalFailure(err)) return undefined;
    throw err;
  }
}

const update = (messageId: string, expression: string, names: Record<string, string>, values?: Record<string, unknown>) =>
  documentClient().send(
    new UpdateCommand({
      TableName: tableName('outbox'),
      Key: { messageId },
      UpdateExpression: expression,
      ExpressionAttributeNames: names,
      ...(values ? { ExpressionAttributeValues: values } : {}),
    }),
  );

/**
 * Sends one pending message if no one else is sending it; 'sent', 'busy' (claimed elsewhere or
 * already sent) or 'failed' (still pending, or `failed` after MAX_ATTEMPTS). Never throws for a send failure.
 */
export async function deliver(messageId: string, now = new Date()): Promise<'sent' | 'busy' | 'failed'> {
  const claimed = await claim(messageId, now);
  if (!claimed) return 'busy';
  try {
    await sendMail({
      to: String(claimed.to),
      subject: String(claimed.subject),
      text: String(claimed.text),
      html: String(claimed.html),
      ...(claimed.headers && typeof claimed.headers === 'object' ? { headers: claimed.headers as Record<string, string> } : {}),
    });
  } catch (err) {
    const attempts = Number(claimed.attempts ?? 1);
    logger.warn('mail not sent; it stays in the outbox for the retry worker', { messageId, attempts, error: err as Error });
    const giveUp = attempts >= MAX_ATTEMPTS;
    await update(
      messageId,
      giveUp ? 'SET #status = :failed, #err = :err REMOVE #lease, #pk' : 'SET #err = :err REMOVE #lease',
      { '#err': 'lastError', '#lease': 'leaseUntil', ...(giveUp ? { '#status': 'status', '#pk': 'pendingPk' } : {}) },
      { ':err': String((err as Error).message ?? err).slice(0, 500), ...(giveUp ? { ':failed': 'failed' } : {}) },
    );
    return 'failed';
  }
  // Sent: keep only the id (so a retried cause does not enqueue it again) and when.
  await update(
    messageId,
    `SET #status = :sent, #sentAt = :at ${REMOVE_CONTENT}`,
    { '#status': 'status', '#sentAt': 'sentAt', ...CONTENT_NAMES },
    { ':sent': 'sent', ':at': new Date().toISOString() },
  );
  return 'sent';
}

/** Enqueue then try at once; any failure is logged and left to the retry worker. */
export async function enqueueAndTry(messageId: string, mail: QueuedMail): Promise<void> {
  try {
    await enqueueMail(messageId, mail);
    await deliver(messageId);
  } catch (err) {
    logger.error('mail could not be queued or delivered now; the retry worker will pick it up if it was queued', {
      messageId,
      error: err as Error,
    });
  }
}

/** The retry worker: delivers pending messages, oldest first, up to `max` per run. */
export async function deliverPending(max = 100, now = new Date()): Promise<{ sent: number; failed: number; busy: number }> {
  const result = { sent: 0, failed: 0, busy: 0 };
  let startKey: Record<string, unknown> | undefined;
  let seen = 0;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        ...partitionQuery(tableName('outbox'), 'pending', 'pendingPk', PENDING),
        Limit: Math.min(25, max - seen),
        ExclusiveStartKey: startKey,
      }),
    );
    for (const row of out.Items ?? []) {
      seen += 1;
      result[await deliver(String(row.messageId), now)] += 1;
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey && seen < max);
  return result;
}

/** Drops the content of messages about an erased application that were not sent yet. */
export async function cancelMail(messageIds: string[]): Promise<void> {
  for (const messageId of messageIds) {
    const row = await getItem('outbox', messageId);
    if (!row || row.status === 'sent') continue;
    await update(
      messageId,
      `SET #status = :cancelled ${REMOVE_CONTENT}`,
      { '#status': 'status', ...CONTENT_NAMES },
      { ':cancelled': 'cancelled' },
    );
  }
}
