import '../support/env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { handler } from '../../../lambdas/handlers/subscribers';
import { apiEvent, call } from '../support/events';

const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => ddb.reset());

describe('POST /subscribers', () => {
  it('stores a new address in lower case, once', async () => {
    ddb.on(PutCommand).resolves({});
    const res = await call(handler, apiEvent('subscribe', { body: { email: '  Asha.Rao@Example.COM ' } }));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ email: 'asha.rao@example.com', subscribedAt: expect.any(String) });
    const input = ddb.commandCalls(PutCommand)[0]!.args[0].input;
    expect(input.Item).toEqual({ email: 'asha.rao@example.com', subscribedAt: res.json.subscribedAt, schemaVersion: 1 });
    expect(input.ConditionExpression).toBe('attribute_not_exists(#pk)');
  });

  it('answers a repeated sign-up with the original date and overwrites nothing', async () => {
    ddb.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    ddb.on(GetCommand).resolves({ Item: { email: 'asha@example.com', subscribedAt: '2025-05-05T00:00:00.000Z' } });
    const res = await call(handler, apiEvent('subscribe', { body: { email: 'ASHA@example.com' } }));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ email: 'asha@example.com', subscribedAt: '2025-05-05T00:00:00.000Z' });
  });

  it('refuses an invalid address', async () => {
    const res = await call(handler, apiEvent('subscribe', { body: { email: 'not-an-email' } }));
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ email: ['Please enter a valid email.'] });
  });
});
