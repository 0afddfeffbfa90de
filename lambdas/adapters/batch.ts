/**
 * Batch reads and writes of one table in DynamoDB's chunks (25 writes, 100 reads), retrying with
 * backoff whatever DynamoDB leaves unprocessed; after 8 retries the call fails, naming what it was doing.
 */
import {
  BatchGetCommand,
  BatchWriteCommand,
  type BatchGetCommandOutput,
  type BatchWriteCommandOutput,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { StoredItem } from '../domain/items';

const WRITE_CHUNK = 25;
const READ_CHUNK = 100;
const RETRIES = 8;
const backoff = (attempt: number) => new Promise((r) => setTimeout(r, 20 * 2 ** attempt));

/**
 * Put and delete requests (`{PutRequest}` / `{DeleteRequest}`); `rows` names them in the error ("Search keys").
 * Up to `concurrency` chunks are written at once; a failed chunk fails the call once every chunk
 * started has settled (none is left writing after the caller moved on).
 */
export async function batchWrite(
  client: DynamoDBDocumentClient,
  table: string,
  requests: Record<string, unknown>[],
  rows: string,
  concurrency = 1,
): Promise<void> {
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < requests.length; i += WRITE_CHUNK) chunks.push(requests.slice(i, i + WRITE_CHUNK));
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < chunks.length) {
      try {
        await writeChunk(client, table, chunks[next++]!, rows);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, chunks.length)) }, worker));
  if (failure) throw failure.error;
}

async function writeChunk(client: DynamoDBDocumentClient, table: string, chunk: Record<string, unknown>[], rows: string) {
  let pending: Record<string, unknown>[] | undefined = chunk;
  for (let attempt = 0; pending?.length; attempt += 1) {
    if (attempt > RETRIES) throw new Error(`${rows} could not be written: DynamoDB kept items unprocessed`);
    if (attempt) await backoff(attempt);
    // A mocked client (unit tests) may answer nothing at all.
    const out: BatchWriteCommandOutput | undefined = await client.send(
      new BatchWriteCommand({ RequestItems: { [table]: pending } }),
    );
    pending = out?.UnprocessedItems?.[table];
  }
}

/** The items whose key attribute `key` is one of `ids` (each read once), by id; `items` names them in the error. */
export async function batchGet(
  client: DynamoDBDocumentClient,
  table: string,
  key: string,
  ids: string[],
  items: string,
): Promise<Map<string, StoredItem>> {
  const found = new Map<string, StoredItem>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += READ_CHUNK) {
    let keys: Record<string, unknown>[] | undefined = unique.slice(i, i + READ_CHUNK).map((id) => ({ [key]: id }));
    for (let attempt = 0; keys?.length; attempt += 1) {
      if (attempt > RETRIES) throw new Error(`${items} could not be read: DynamoDB kept keys unprocessed`);
      if (attempt) await backoff(attempt);
      const out: BatchGetCommandOutput | undefined = await client.send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } }),
      );
      for (const item of (out?.Responses?.[table] ?? []) as StoredItem[]) found.set(String(item[key]), item);
      keys = out?.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return found;
}
