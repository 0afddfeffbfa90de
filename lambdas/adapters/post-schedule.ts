/**
 * The post scheduler's table access: finds scheduled posts whose publish time has passed and
 * stores each as published, with a condition (still scheduled, same publish time), so a post staff
 * changed in the meantime is left as they saved it. The posts table already gained its one index
 * this release (bySlug), so the due posts are found by a Query of the posts list (byCreatedAt)
 * with a filter, reading keys and states only: never a Scan (docs/decisions/0034). Scheduled posts
 * carry the sparse `scheduledPk` (removed here on publishing) for next release's due-post index.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LIST_PARTITION } from '../contract/tables';
import { documentClient } from './clients';
import { isConditionalFailure } from './repository';
import { recordAudit } from './audit';
import { tableName } from './tables';

export interface DuePost {
  blogId: string;
  publishAt: string;
}

/** Scheduled posts with a publish time at or before `now`. */
export async function findDuePosts(now: Date): Promise<DuePost[]> {
  const due: DuePost[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName('posts'),
        IndexName: 'byCreatedAt',
        KeyConditionExpression: 'listPk = :all',
        FilterExpression: '#status = :scheduled AND publishAt <= :now',
        ProjectionExpression: 'blogId, publishAt',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':all': LIST_PARTITION, ':scheduled': 'scheduled', ':now': now.toISOString() },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of out.Items ?? []) due.push({ blogId: String(item.blogId), publishAt: String(item.publishAt) });
    start = out.LastEvaluatedKey;
  } while (start);
  return due;
}

/** Stores a due post as published (publishedAt: its publish time); false when staff changed its state or time meanwhile. */
export async function markPublished(post: DuePost, now: Date): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('posts'),
        Key: { blogId: post.blogId },
        // Its first publication is its publish time (kept if it was public before).
        UpdateExpression:
          'SET #status = :published, updatedAt = :now, publishedAt = if_not_exists(publishedAt, :publishAt) REMOVE scheduledPk',
        ConditionExpression: '#status = :scheduled AND publishAt = :publishAt',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':published': 'published',
          ':scheduled': 'scheduled',
          ':publishAt': post.publishAt,
          ':now': now.toISOString(),
        },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionalFailure(err)) return false;
    throw err;
  }
}

/** Publishes every due scheduled post (audited, by `scheduler`); the table change has the publisher render it. */
export async function publishDuePosts(now: Date = new Date()): Promise<{ published: string[] }> {
  const published: string[] = [];
  for (const post of await findDuePosts(now)) {
    if (!(await markPublished(post, now))) continue;
    published.push(post.blogId);
    await recordAudit(
      { action: 'changed-post', by: 'scheduler', target: `post:${post.blogId}`, detail: 'published as scheduled' },
      now,
    );
  }
  return { published };
}
