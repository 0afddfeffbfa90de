/**
 * The job-filters table (careers filters): keeping a job's rows in line with the job, and pages of
 * open jobs matching one filter, newest first.
 */
import {
  BatchGetCommand,
  BatchWriteCommand,
  QueryCommand,
  UpdateCommand,
  type BatchGetCommandOutput,
  type BatchWriteCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import type { Page } from '../contract/schemas';
import type { StoredItem } from '../domain/items';
import {
  FILTER_ROWS_ATTRIBUTE,
  FILTER_ROWS_VERSION,
  hasFilterRows,
  jobFilterRows,
  type JobFilterRow,
} from '../domain/job-filter-rows';
import { documentClient } from './clients';
import { decodeCursor, encodeCursor } from './pagination';
import { upgradeItem } from '../domain/schema';
import { getItem, isConditionalFailure } from './repository';
import { tableName } from './tables';

const BATCH = 25;
const RETRIES = 8;
const backoff = (attempt: number) => new Promise((r) => setTimeout(r, 20 * 2 ** attempt));

export async function writeJobFilterRows(put: JobFilterRow[], remove: string[]): Promise<void> {
  const table = tableName('jobFilters');
  const requests: Record<string, unknown>[] = [
    ...put.map((Item) => ({ PutRequest: { Item } })),
    ...remove.map((rowId) => ({ DeleteRequest: { Key: { rowId } } })),
  ];
  for (let i = 0; i < requests.length; i += BATCH) {
    let pending: Record<string, unknown>[] | undefined = requests.slice(i, i + BATCH);
    for (let attempt = 0; pending?.length; attempt += 1) {
      if (attempt > RETRIES) throw new Error('Job filter rows could not be written: DynamoDB kept items unprocessed');
      if (attempt) await backoff(attempt);
      const out: BatchWriteCommandOutput | undefined = await documentClient().send(
        new BatchWriteCommand({ RequestItems: { [table]: pending } }),
      );
      pending = out?.UnprocessedItems?.[table];
    }
  }
}

/** One page of the jobs under filter key `k`, newest first (jobs deleted meanwhile are skipped). */
export async function queryJobsByFilter(k: string, page: { limit: number; cursor?: string }): Promise<Page<StoredItem>> {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName('jobFilters'),
      IndexName: 'byKey',
      KeyConditionExpression: '#k = :k',
      ExpressionAttributeNames: { '#k': 'k' },
      ExpressionAttributeValues: { ':k': k },
      ScanIndexForward: false,
      Limit: page.limit,
      ExclusiveStartKey: decodeCursor(page.cursor, ['rowId', 'k', 's'], { k }),
    }),
  );
  const ids = ((out.Items ?? []) as JobFilterRow[]).map((row) => row.jobId);
  const jobs = await batchGetJobs(ids);
  return {
    items: ids.map((id) => jobs.get(id)).filter((job): job is StoredItem => job !== undefined),
    nextCursor: encodeCursor(out.LastEvaluatedKey),
  };
}

async function batchGetJobs(ids: string[]): Promise<Map<string, StoredItem>> {
  const found = new Map<string, StoredItem>();
  const table = tableName('jobs');
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = unique.slice(i, i + 100).map((jobId) => ({ jobId }));
    for (let attempt = 0; keys?.length; attempt += 1) {
      if (attempt > RETRIES) throw new Error('Jobs could not be read: DynamoDB kept keys unprocessed');
      if (attempt) await backoff(attempt);
      const out: BatchGetCommandOutput | undefined = await documentClient().send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } }),
      );
      for (const item of (out?.Responses?.[table] ?? []) as StoredItem[])
        found.set(String(item.jobId), upgradeItem('jobs', item));
      keys = out?.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return found;
}

/**
 * Writes the rows of open jobs stored before the job-filters table existed (no stamp), then stamps
 * them. Run by the publisher, which has just read every job: each job is backfilled once. When a
 * staff write races the stamp (it wrote the rows it needs and stamped the job itself), the rows
 * written here that the job no longer has are removed again.
 */
export async function backfillJobFilterRows(
  items: readonly StoredItem[],
  asRead: (item: StoredItem) => StoredItem,
): Promise<number> {
  const legacy = items.filter((item) => item.active === true && !hasFilterRows(item));
  for (const item of legacy) {
    const rows = jobFilterRows(asRead(item));
    await writeJobFilterRows(rows, []);
    if (await stamp(String(item.jobId))) continue;
    const now = await getItem('jobs', String(item.jobId));
    const keep = new Set(jobFilterRows(now && asRead(now)).map((r) => r.rowId));
    await writeJobFilterRows(
      [],
      rows.filter((r) => !keep.has(r.rowId)).map((r) => r.rowId),
    );
  }
  return legacy.length;
}

async function stamp(jobId: string): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('jobs'),
        Key: { jobId },
        UpdateExpression: 'SET #v = :v',
        ConditionExpression: 'attribute_exists(jobId) AND attribute_not_exists(#v)',
        ExpressionAttributeNames: { '#v': FILTER_ROWS_ATTRIBUTE },
        ExpressionAttributeValues: { ':v': FILTER_ROWS_VERSION },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionalFailure(err)) return false;
    throw err;
  }
}
