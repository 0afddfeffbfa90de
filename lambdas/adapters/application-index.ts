/**
 * The application-index table (search keys): writing and removing an application's rows, and
 * pages of application ids from one key, newest first (or term order for prefix searches).
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { SearchRow } from '../domain/search-keys';
import { batchWrite as batchWriteRows } from './batch';
import { documentClient } from './clients';
import { tableName } from './tables';

/**
 * BatchWriteItem calls in flight at once: an application with many skills has about 270 rows, 11
 * calls that are each a round trip to DynamoDB (the local emulator answers them one by one anyway).
 */
const CONCURRENT_WRITES = 4;
const batchWrite = (requests: Record<string, unknown>[]) =>
  batchWriteRows(documentClient(), tableName('applicationIndex'), requests, 'Search keys', CONCURRENT_WRITES);

export const putSearchRows = (rows: SearchRow[]) => batchWrite(dedupe(rows).map((Item) => ({ PutRequest: { Item } })));

export const deleteSearchRows = (rowIds: string[]) =>
  batchWrite([...new Set(rowIds)].map((rowId) => ({ DeleteRequest: { Key: { rowId } } })));

const dedupe = (rows: SearchRow[]) => [...new Map(rows.map((r) => [r.rowId, r])).values()];

export interface KeyQuery {
  k: string;
  /** Sort-key condition on `s`. */
  range?:
    | { op: 'between'; lo: string; hi: string }
    | { op: '>='; v: string }
    | { op: '<='; v: string }
    | { op: '<'; v: string }
    | { op: 'begins_with'; v: string };
  newestFirst: boolean;
}

export async function queryKey(q: KeyQuery, limit: number, startKey?: Record<string, unknown>) {
  const input: QueryCommandInput = {
    TableName: tableName('applicationIndex'),
    IndexName: 'byKey',
    KeyConditionExpression: '#k = :k',
    ExpressionAttributeNames: { '#k': 'k' },
    ExpressionAttributeValues: { ':k': q.k },
    ScanIndexForward: !q.newestFirst,
    Limit: limit,
    ExclusiveStartKey: startKey,
  };
  const r = q.range;
  if (r) {
    input.ExpressionAttributeNames!['#s'] = 's';
    if (r.op === 'between') {
      input.KeyConditionExpression += ' AND #s BETWEEN :lo AND :hi';
      Object.assign(input.ExpressionAttributeValues!, { ':lo': r.lo, ':hi': r.hi });
    } else if (r.op === 'begins_with') {
      input.KeyConditionExpression += ' AND begins_with(#s, :v)';
      input.ExpressionAttributeValues![':v'] = r.v;
    } else {
      input.KeyConditionExpression += ` AND #s ${r.op} :v`;
      input.ExpressionAttributeValues![':v'] = r.v;
    }
  }
  const out = await documentClient().send(new QueryCommand(input));
  return { rows: (out?.Items ?? []) as SearchRow[], lastKey: out?.LastEvaluatedKey };
}

/** Every row of one key (small keys only: the duplicates of one e-mail or phone). */
export async function allRowsOf(k: string, max = 200): Promise<SearchRow[]> {
  const rows: SearchRow[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await queryKey({ k, newestFirst: true }, 100, startKey);
    rows.push(...page.rows);
    startKey = page.lastKey;
  } while (startKey && rows.length < max);
  return rows;
}
