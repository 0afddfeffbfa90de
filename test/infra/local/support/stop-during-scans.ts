/**
 * Child process of dynalite-stop.test.ts: fills a table, starts Scans, stops the emulator while
 * they are in flight, and prints how each Scan ended. Run in its own process so that an emulator
 * fault that escapes as an uncaught exception ends this process, which the test sees.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchWriteItemCommand, CreateTableCommand, DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { startDynamo } from '../../../../infra/local/emulators';
import { LOCAL_CREDENTIALS } from '../../../../infra/local/provision';

const dir = mkdtempSync(join(tmpdir(), 'dynalite-stop-'));
const dynamo = await startDynamo(dir);
const ddb = new DynamoDBClient({ endpoint: dynamo.url, region: 'ap-south-1', credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
await ddb.send(
  new CreateTableCommand({
    TableName: 'stop',
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
  }),
);
for (let batch = 0; batch < 80; batch++) {
  const puts = Array.from({ length: 25 }, (_, i) => ({
    PutRequest: { Item: { id: { S: `i${batch * 25 + i}` }, pad: { S: 'x'.repeat(300) } } },
  }));
  await ddb.send(new BatchWriteItemCommand({ RequestItems: { stop: puts } }));
}
const scans = Array.from({ length: 8 }, () =>
  ddb.send(new ScanCommand({ TableName: 'stop' })).then(
    (page) => `read ${page.Count}`,
    () => 'failed',
  ),
);
await new Promise((resolve) => setTimeout(resolve, 15));
await dynamo.stop();
const outcomes = await Promise.all(scans);
ddb.destroy();
rmSync(dir, { recursive: true, force: true });
process.stdout.write(JSON.stringify(outcomes));
