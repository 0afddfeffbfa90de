/**
 * Only CloudFront reaches the regional API in the cloud: every function checks the `x-origin-verify` secret before
 * any other work, and only then trusts CloudFront's viewer address for rate limits. Secrets Manager is faked with
 * aws-sdk-client-mock; the handler chain is the real one.
 */
import '../support/env';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { ORIGIN_SECRET_ENV, ORIGIN_VERIFY_HEADER } from '../../../lambdas/contract/abuse';
import { resetOriginSecret, verifyOrigin } from '../../../lambdas/adapters/origin-verify';
import { DomainError } from '../../../lambdas/domain/errors';
import { clientIp, createApiHandler } from '../../../lambdas/http/api-handler';
import { apiEvent, call } from '../support/events';

const SECRET = 'a-long-random-origin-secret';
const ARN = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:origin-verify';
const secrets = mockClient(SecretsManagerClient);

async function refusal(headers: Record<string, string | undefined>) {
  const error = await verifyOrigin(headers).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).kind;
}

beforeEach(() => {
  secrets.reset();
  secrets.on(GetSecretValueCommand, { SecretId: ARN }).resolves({ SecretString: SECRET });
  resetOriginSecret();
  process.env[ORIGIN_SECRET_ENV] = ARN;
});
afterEach(() => {
  delete process.env[ORIGIN_SECRET_ENV];
  delete process.env.TRUST_VIEWER_ADDRESS_HEADER;
});

describe('verifyOrigin', () => {
  it('lets a request carrying the secret through, reading the secret once for many requests', async () => {
    await verifyOrigin({ [ORIGIN_VERIFY_HEADER]: SECRET });
    await verifyOrigin({ [ORIGIN_VERIFY_HEADER]: SECRET });
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('refuses a request without the header, with a wrong value, or with the secret as a prefix', async () => {
    expect(await refusal({})).toBe('forbidden');
    expect(await refusal({ [ORIGIN_VERIFY_HEADER]: 'guess' })).toBe('forbidden');
    expect(await refusal({ [ORIGIN_VERIFY_HEADER]: `${SECRET}x` })).toBe('forbidden');
    expect(await refusal({ [ORIGIN_VERIFY_HEADER]: SECRET.slice(0, -1) })).toBe('forbidden');
  });

  it('refuses everything while the secret is empty rather than accepting an empty header', async () => {
    secrets.reset();
    secrets.on(GetSecretValueCommand).resolves({ SecretString: '' });
    expect(await refusal({ [ORIGIN_VERIFY_HEADER]: '' })).toBe('forbidden');
  });

  it('checks nothing and reads no secret where no secret is configured (the local stack)', async () => {
    delete process.env[ORIGIN_SECRET_ENV];
    await verifyOrigin({});
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });
});

describe('the API handler with the origin guard', () => {
  const createContactMessage = vi.fn(async () => ({ messageId: 'm-1', createdAt: '2026-01-01T00:00:00.000Z' }));
  const handler = createApiHandler(
    'contact',
    { createContactMessage, listContactMessages: vi.fn(), getContactMessage: vi.fn(), updateContactMessage: vi.fn() },
    { verifyOrigin },
  );
  const body = { name: 'Asha', email: 'asha@example.com', message: 'Hello' };

  it('answers a request that bypassed CloudFront with 403 before reading its body', async () => {
    const res = await call(handler, apiEvent('createContactMessage', { rawBody: '{"not json' }));
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ message: 'Forbidden.', requestId: res.requestId });
    expect(createContactMessage).not.toHaveBeenCalled();
  });

  it('serves a request that came through CloudFront (header names in any case)', async () => {
    const res = await call(handler, apiEvent('createContactMessage', { body, headers: { 'X-Origin-Verify': SECRET } }));
    expect(res.status).toBe(201);
    expect(createContactMessage).toHaveBeenCalledTimes(1);
  });
});

describe('clientIp', () => {
  const event = (headers: Record<string, string>, sourceIp = '198.51.100.7') =>
    ({
      ...apiEvent('createContactMessage', { headers }),
      requestContext: { identity: { sourceIp } },
    }) as unknown as APIGatewayProxyEvent;
  const spoofed = { 'CloudFront-Viewer-Address': '192.0.2.1:443', 'X-Forwarded-For': '192.0.2.2, 192.0.2.3' };

  it('takes the connecting address, ignoring forwarding headers, unless the stage trusts CloudFront', () => {
    expect(clientIp(event(spoofed))).toBe('198.51.100.7');
    expect(clientIp({ ...event({}), requestContext: {} } as unknown as APIGatewayProxyEvent)).toBe('unknown');
  });

  it("behind CloudFront takes the viewer's address without its port, IPv6 included", () => {
    process.env.TRUST_VIEWER_ADDRESS_HEADER = 'true';
    expect(clientIp(event({ 'cloudfront-viewer-address': '203.0.113.5:51234' }))).toBe('203.0.113.5');
    expect(clientIp(event({ 'CloudFront-Viewer-Address': '[2001:db8::1]:443' }))).toBe('2001:db8::1');
  });

  it('behind CloudFront without the viewer header takes the second-last forwarded address, not what the client wrote first', () => {
    process.env.TRUST_VIEWER_ADDRESS_HEADER = 'true';
    expect(clientIp(event({ 'X-Forwarded-For': '10.0.0.1, 203.0.113.9, 130.176.0.1' }))).toBe('203.0.113.9');
    expect(clientIp(event({ 'X-Forwarded-For': '130.176.0.1' }))).toBe('198.51.100.7');
  });
});
