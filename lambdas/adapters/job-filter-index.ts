/**
 * The job-filters table (careers filters): keeping a job's rows in line with the job, and pages of
 * open jobs matching one filter, newest first.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '../contract/schemas';
import type { StoredItem } from '../domain/items';
import {
  FILTER_ROWS_ATTRIBUTE,
  FILTER_ROWS_VERSION,
  hasFilterRows,
  jobFilterRows,
  type JobFilterRow,
} from '../domain/job-filter-rows';
import { batchGet, batchWrite } from './batch';
import { documentClient } from './clients';
import { decodeCursor, encodeCursor } from './pagination';
import { upgradeItem } from '../domain/schema';
import { getItem, isConditionalFailure } from './repository';
import { partitionQuery, tableName } from './tables';

export async function writeJobFilterRows(put: JobFilterRow[], remove: string[]): Promise<void> {
  const table = tableName('jobFilters');
  const requests: Record<string, unknown>[] = [
    ...put.map((Item) => ({ PutRequest: { Item } })),
    ...remove.map((rowId) => ({ DeleteRequest: { Key: { rowId } } })),
  ];
  await batchWrite(documentClient(), table, requests, 'Job filter rows');
}

/** One page of the jobs under filter key `k`, newest first (jobs deleted meanwhile are skipped). */
export async function queryJobsByFilter(k: string, page: { limit: number; cursor?: string }): Promise<Page<StoredItem>> {
  const out = await documentClient().send(
    new QueryCommand({
      ...partitionQuery(tableName('jobFilters'), 'byKey', 'k', k),
      ScanIndexForward: false,
      Limit: page.limit,
      ExclusiveStartKey: decodeCursor(page.cursor, ['rowId', 'k', 's'], { k }),
    }),
  );
  const ids = ((out.Items ?? []) as JobFilterRow[]).map((row) => row.jobId);
  const jobs = await batchGet(documentClient(), tableName('jobs'), 'jobId', ids, 'Jobs');
  return {
    items: ids.flatMap((id) => {
      const job = jobs.get(id);
      return job ? [upgradeItem('jobs', job)] : [];
    }),
    nextCursor: encodeCursor(out.LastEvaluatedKey),
  };
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
