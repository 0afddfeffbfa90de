import '../support/env';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { handler } from '../../../lambdas/handlers/subscribers';
import { SUBSCRIPTION_SECRET_FILE_ENV } from '../../../lambdas/contract/newsletter';
import { apiEvent, call } from '../support/events';
import { tableFor } from '../support/env';

const ddb = mockClient(DynamoDBDocumentClient);
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'exists', $metadata: {} });
beforeAll(() => {
  const file = join(mkdtempSync(join(tmpdir(), 'subscribers-test-')), 'secret');
  writeFileSync(file, 's'.repeat(64));
  process.env[SUBSCRIPTION_SECRET_FILE_ENV] = file;
});
beforeEach(() => {
  ddb.reset();
  // The outbox's delivery claim: someone else has it (nothing is sent from a unit test).
  ddb.on(UpdateCommand, { TableName: tableFor('outbox') }).rejects(conditionFailed());
});

describe('POST /subscribers', () => {
  it('stores a new address in lower case, once', async () => {
    ddb.on(PutCommand).resolves({});
    const res = await call(handler, apiEvent('subscribe', { body: { email: '  Asha.Rao@Example.COM ' } }));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ email: 'asha.rao@example.com', subscribedAt: expect.any(String) });
    const [subscriber, mail] = ddb.commandCalls(PutCommand).map((c) => c.args[0].input);
    expect(subscriber!.TableName).toBe(tableFor('subscribers'));
    expect(subscriber!.Item).toEqual({
      email: 'asha.rao@example.com',
      subscribedAt: res.json.subscribedAt,
      status: 'pending',
      listPk: 'ALL',
      schemaVersion: 2,
    });
    expect(subscriber!.ConditionExpression).toBe('attribute_not_exists(#pk)');
    // The confirmation link goes through the outbox, once per sign-up.
    expect(mail!.TableName).toBe(tableFor('outbox'));
    expect(mail!.Item).toMatchObject({
      messageId: `newsletter-confirmation#asha.rao@example.com#${res.json.subscribedAt as string}`,
    });
    expect(String(mail!.Item!.text)).toMatch(/\/newsletter\/confirm\?token=[\w-]+\.[\w-]+/);
    expect(String(mail!.Item!.text)).toMatch(/\/newsletter\/unsubscribe\?token=/);
  });

  it('answers a repeated sign-up with the original date and overwrites nothing', async () => {
    ddb.on(PutCommand).rejects(conditionFailed());
    ddb.on(UpdateCommand, { TableName: tableFor('subscribers') }).rejects(conditionFailed());
    // A release-1.0 sign-up (no status): a confirmed subscriber, mailed nothing.
    ddb.on(GetCommand).resolves({ Item: { email: 'asha@example.com', subscribedAt: '2025-05-05T00:00:00.000Z' } });
    const res = await call(handler, apiEvent('subscribe', { body: { email: 'ASHA@example.com' } }));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ email: 'asha@example.com', subscribedAt: '2025-05-05T00:00:00.000Z' });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(1);
  });

  it('refuses an invalid address', async () => {
    const res = await call(handler, apiEvent('subscribe', { body: { email: 'not-an-email' } }));
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ email: ['Please enter a valid email.'] });
  });
});
