/**
 * The job-filters table (careers filters): keeping a job's rows in line with the job, and pages of
 * open jobs matching one filter, newest first.
 */
import {
  BatchGetCommand,
  BatchWriteCommand,
  QueryCommand,
  type BatchGetCommandOutput,
  type BatchWriteCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import type { Page } from '../contract/schemas';
import type { StoredItem } from '../domain/items';
import type { JobFilterRow } from '../domain/job-filter-rows';
import { documentClient } from './clients';
import { decodeCursor, encodeCursor } from './pagination';
import { upgradeItem } from '../domain/schema';
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
