/** Request hygiene: path ids, control characters, lone surrogates, invisible-only fields, NFC, outages. */
import '../support/env';
import { createServer } from 'node:net';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { handler as contact } from '../../../lambdas/handlers/contact';
import { handler as jobs } from '../../../lambdas/handlers/jobs';
import { matchPath } from '../../../lambdas/contract/endpoints';
import { isOutage } from '../../../lambdas/adapters/outage';
import { STAFF_CLAIMS, apiEvent, call } from '../support/events';

const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => ddb.reset());

const message = { name: 'Ravi', email: 'ravi@example.com', message: 'Can you help?' };

describe('path ids', () => {
  it('answers 404 without a lookup for an id longer than the contract allows or not well-formed', async () => {
    for (const id of ['x'.repeat(3000), 'a\u0000b', 'next\u0085line', 'tab\there']) {
      const res = await call(jobs, apiEvent('getJob', { params: { id } }));
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ message: 'Not found.', requestId: expect.any(String) });
    }
    expect(ddb.calls()).toHaveLength(0);
  });

  it('matches no route for a malformed percent-encoding instead of throwing', () => {
    expect(matchPath('GET', '/jobs/%E0%A4%A')).toBeUndefined();
    expect(matchPath('GET', '/jobs/caf%C3%A9')).toMatchObject({ params: { id: 'café' } });
  });
});

describe('text fields', () => {
  it.each([
    ['name', { name: '\u200B\u200B\u200B' }, 'Name is required.'],
    ['name', { name: ' \u2060\uFEFF ' }, 'Name is required.'],
    ['subject', { subject: '\u0000' }, 'Subject must not contain line breaks or control characters.'],
    ['subject', { subject: 'line\nbreak' }, 'Subject must not contain line breaks or control characters.'],
    ['message', { message: 'lone \uD800 surrogate' }, 'Message contains an invalid character.'],
    ['message', { message: 'bell \u0007' }, 'Message must not contain control characters.'],
  ])('refuses %s %j with the field named and stores nothing', async (field, change, text) => {
    const res = await call(contact, apiEvent('createContactMessage', { body: { ...message, ...change } }));
    expect(res.status).toBe(400);
    expect((res.json.fields as Record<string, string[]>)[field]).toContain(text);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('keeps line breaks and tabs in long text and stores text normalised to NFC', async () => {
    ddb.on(PutCommand).resolves({});
    const decomposed = 'Jose\u0301';
    const res = await call(
      contact,
      apiEvent('createContactMessage', { body: { ...message, name: decomposed, message: 'Hello,\n\tteam' } }),
    );
    expect(res.status).toBe(201);
    const item = ddb.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(item.name).toBe('José');
    expect(item.message).toBe('Hello,\n\tteam');
  });
});

describe('dependency outages', () => {
  it('classifies network failures, throttling and 5xx as outages, and conditional failures as not', () => {
    expect(isOutage(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isOutage(Object.assign(new Error('x'), { name: 'ProvisionedThroughputExceededException' }))).toBe(true);
    expect(isOutage(Object.assign(new Error('x'), { name: 'InternalServerError', $metadata: { httpStatusCode: 500 } }))).toBe(
      true,
    );
    expect(isOutage(new TypeError('fetch failed', { cause: Object.assign(new Error('c'), { code: 'ECONNRESET' }) }))).toBe(true);
    expect(
      isOutage(Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException', $metadata: { httpStatusCode: 400 } })),
    ).toBe(false);
    expect(isOutage(Object.assign(new Error('x'), { name: 'AccessDeniedException', $metadata: { httpStatusCode: 400 } }))).toBe(
      false,
    );
  });

  it('answers 503 with Retry-After when DynamoDB cannot be reached', async () => {
    ddb.restore();
    // A port that refuses connections: a real SDK client, a real network failure.
    const closed = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    process.env.AWS_ENDPOINT_URL_DYNAMODB = `http://127.0.0.1:${closed}`;
    vi.resetModules();
    try {
      const { handler } = await import('../../../lambdas/handlers/contact');
      const res = await call(handler, apiEvent('listContactMessages', { claims: STAFF_CLAIMS }));
      expect(res.status).toBe(503);
      expect(res.headers['Retry-After']).toMatch(/^\d+$/);
      expect(res.json).toMatchObject({ message: expect.stringContaining('try again'), requestId: expect.any(String) });
    } finally {
      delete process.env.AWS_ENDPOINT_URL_DYNAMODB;
      vi.resetModules();
    }
  });

  it('answers a staff route 503 when the token keys cannot be fetched', async () => {
    process.env.USER_POOL_ID = 'ap-south-1_test';
    process.env.USER_POOL_CLIENT_ID = 'client';
    process.env.AUTH_ISSUER = 'http://127.0.0.1:1/ap-south-1_test';
    process.env.AUTH_JWKS_URI = 'http://127.0.0.1:1/ap-south-1_test/.well-known/jwks.json';
    vi.resetModules();
    try {
      const { handler } = await import('../../../lambdas/handlers/jobs');
      const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'k1', typ: 'JWT' })).toString('base64url');
      const payload = Buffer.from(
        JSON.stringify({ sub: 's', iss: process.env.AUTH_ISSUER, aud: 'client', token_use: 'id', exp: 9999999999 }),
      ).toString('base64url');
      const res = await call(handler, apiEvent('listJobs', { bearer: `${header}.${payload}.c2ln` }));
      expect(res.status).toBe(503);
      expect(res.headers['Retry-After']).toBeDefined();
    } finally {
      for (const k of ['USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'AUTH_ISSUER', 'AUTH_JWKS_URI']) delete process.env[k];
      vi.resetModules();
    }
  });
});
