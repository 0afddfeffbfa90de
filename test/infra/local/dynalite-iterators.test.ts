/**
 * Integration: the DynamoDB emulator closes the storage iterator of every Query and Scan (the
 * patch in patches/dynalite+4.0.0.patch, applied by `postinstall`). Open iterators are counted
 * through abstract-level's resource registry, which every iterator joins until it is closed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AbstractLevel } from 'abstract-level';
import { BatchWriteItemCommand, CreateTableCommand, DynamoDBClient, QueryCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDynamo, type RunningEmulator } from '../../../infra/local/emulators';
import { LOCAL_CREDENTIALS } from '../../../infra/local/provision';

const open = new Set<object>();
const proto = AbstractLevel.prototype as unknown as { attachResource(r: object): void; detachResource(r: object): void };
const attach = proto.attachResource;
const detach = proto.detachResource;

let dir: string;
let dynamo: RunningEmulator;
let ddb: DynamoDBClient;

beforeAll(async () => {
  proto.attachResource = function (r) {
    open.add(r);
    return attach.call(this, r);
  };
  proto.detachResource = function (r) {
    open.delete(r);
    return detach.call(this, r);
  };
  dir = mkdtempSync(join(tmpdir(), 'dynalite-iterators-'));
  dynamo = await startDynamo(dir);
  ddb = new DynamoDBClient({ endpoint: dynamo.url, region: 'ap-south-1', credentials: LOCAL_CREDENTIALS });
  await ddb.send(
    new CreateTableCommand({
      TableName: 'iter',
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'id', AttributeType: 'S' },
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'at', AttributeType: 'S' },
      ],
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'byAt',
          KeySchema: [
            { AttributeName: 'pk', KeyType: 'HASH' },
            { AttributeName: 'at', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    }),
  );
  for (let batch = 0; batch < 4; batch++) {
    const puts = Array.from({ length: 25 }, (_, i) => ({
      PutRequest: {
        Item: { id: { S: `i${batch * 25 + i}` }, pk: { S: 'ALL' }, at: { S: String(batch * 25 + i).padStart(4, '0') } },
      },
    }));
    await ddb.send(new BatchWriteItemCommand({ RequestItems: { iter: puts } }));
  }
});

afterAll(async () => {
  ddb?.destroy();
  await dynamo?.stop();
  proto.attachResource = attach;
  proto.detachResource = detach;
  rmSync(dir, { recursive: true, force: true });
});

async function settled(): Promise<number> {
  // Closing is asynchronous: wait until the count stops moving (or reaches zero).
  for (let i = 0; i < 50 && open.size > 0; i++) await new Promise((r) => setTimeout(r, 20));
  return open.size;
}

it('closes the iterator of every paged Query and Scan, and a page still reads only what it returns', async () => {
  const before = await settled();
  for (let i = 0; i < 40; i++) {
    const page = await ddb.send(
      new QueryCommand({
        TableName: 'iter',
        IndexName: 'byAt',
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': { S: 'ALL' } },
        ScanIndexForward: false,
        Limit: 5,
      }),
    );
    expect(page.Items?.map((x) => x.at?.S)).toEqual(['0099', '0098', '0097', '0096', '0095']);
    expect(page.LastEvaluatedKey).toBeDefined();
  }
  for (let i = 0; i < 20; i++) {
    const scan = await ddb.send(new ScanCommand({ TableName: 'iter', Limit: 7 }));
    expect(scan.Count).toBe(7);
  }
  const all = await ddb.send(new ScanCommand({ TableName: 'iter' }));
  expect(all.Count).toBe(100);
  expect(await settled()).toBe(before);
});
