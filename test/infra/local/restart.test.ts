/** Integration: the stack keeps its data across restarts and `reset` starts from scratch. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, PutItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { startLocalStack } from '../../../infra/local/stack';
import { LOCAL_CREDENTIALS, localTableName } from '../../../infra/local/provision';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'local-restart-test-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function countAndMark(mark?: string) {
  const ddb = new DynamoDBClient({
    endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB,
    region: 'ap-south-1',
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    if (mark) await ddb.send(new PutItemCommand({ TableName: localTableName('subscribers'), Item: { email: { S: mark } } }));
    const jobs = await ddb.send(new ScanCommand({ TableName: localTableName('jobs') }));
    const subscribers = await ddb.send(new ScanCommand({ TableName: localTableName('subscribers') }));
    return { jobs: jobs.Count, subscribers: subscribers.Count };
  } finally {
    ddb.destroy();
  }
}

it('keeps data, pool and seed state across restarts, and wipes everything on reset', async () => {
  const quiet = { port: 0, dataDir, web: 'none' as const, log: () => undefined };
  const first = await startLocalStack(quiet);
  expect(await countAndMark('kept@example.com')).toEqual({ jobs: 4, subscribers: 1 });
  await first.stop();

  const second = await startLocalStack(quiet);
  expect(second.userPoolId).toBe(first.userPoolId);
  expect(second.userPoolClientId).toBe(first.userPoolClientId);
  expect(await countAndMark()).toEqual({ jobs: 4, subscribers: 1 });
  await second.stop();

  const fresh = await startLocalStack({ ...quiet, reset: true });
  expect(fresh.userPoolId).not.toBe(first.userPoolId);
  // Seeded again through the handlers, whose SDK clients were created during the first run.
  expect(await countAndMark()).toEqual({ jobs: 4, subscribers: 0 });
  await fresh.stop();
});
