import { buildProxyEvent, lambdaContext, STAGE } from '../../../infra/local/gateway/event';

const base = {
  method: 'GET',
  path: '/jobs/abc',
  query: '',
  headers: { host: ['127.0.0.1:3000'], 'user-agent': ['vitest'] },
  body: Buffer.alloc(0),
  sourceIp: '127.0.0.1',
};

describe('buildProxyEvent', () => {
  it('carries the route template as resource and the concrete path, method and path parameters', () => {
    const event = buildProxyEvent(base, { resource: '/jobs/{id}', pathParameters: { id: 'abc' } }, 'req-1');
    expect(event.resource).toBe('/jobs/{id}');
    expect(event.path).toBe('/jobs/abc');
    expect(event.httpMethod).toBe('GET');
    expect(event.pathParameters).toEqual({ id: 'abc' });
    expect(event.requestContext.requestId).toBe('req-1');
    expect(event.requestContext.stage).toBe(STAGE);
    expect(event.requestContext.stage).toBe('Production');
    expect(event.requestContext.resourcePath).toBe('/jobs/{id}');
    expect(event.requestContext.identity.sourceIp).toBe('127.0.0.1');
    expect(event.requestContext.identity.userAgent).toBe('vitest');
    expect(event.requestContext.authorizer).toBeNull();
  });

  it('uses null for absent query, path parameters and body, as API Gateway does', () => {
    const event = buildProxyEvent({ ...base, path: '/jobs' }, { resource: '/jobs', pathParameters: {} });
    expect(event.queryStringParameters).toBeNull();
    expect(event.multiValueQueryStringParameters).toBeNull();
    expect(event.pathParameters).toBeNull();
    expect(event.body).toBeNull();
    expect(event.isBase64Encoded).toBe(false);
  });

  it('keeps the last value of repeated query parameters and headers, and all of them in the multi-value maps', () => {
    const event = buildProxyEvent(
      { ...base, query: 'limit=5&tag=a&tag=b&q=a%20b', headers: { ...base.headers, 'x-many': ['1', '2'] } },
      { resource: '/jobs/{id}', pathParameters: { id: 'abc' } },
    );
    expect(event.queryStringParameters).toEqual({ limit: '5', tag: 'b', q: 'a b' });
    expect(event.multiValueQueryStringParameters).toEqual({ limit: ['5'], tag: ['a', 'b'], q: ['a b'] });
    expect(event.headers['x-many']).toBe('2');
    expect(event.multiValueHeaders['x-many']).toEqual(['1', '2']);
  });

  it('passes JSON bodies as UTF-8 text', () => {
    const body = JSON.stringify({ title: 'Déjà vu ✓' });
    const event = buildProxyEvent(
      { ...base, method: 'POST', headers: { 'content-type': ['application/json; charset=utf-8'] }, body: Buffer.from(body) },
      { resource: '/jobs', pathParameters: {} },
    );
    expect(event.body).toBe(body);
    expect(event.isBase64Encoded).toBe(false);
  });

  it('passes binary bodies base64-encoded', () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    const event = buildProxyEvent(
      { ...base, method: 'POST', headers: { 'content-type': ['application/pdf'] }, body: bytes },
      { resource: '/applications/parse', pathParameters: {} },
    );
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body!, 'base64')).toEqual(bytes);
  });

  it('puts authorizer claims where the Cognito authorizer does', () => {
    const claims = { sub: 'u1', 'cognito:groups': 'staff' };
    const event = buildProxyEvent(base, { resource: '/jobs/{id}', pathParameters: { id: 'abc' }, claims });
    expect(event.requestContext.authorizer).toEqual({ claims });
  });
});

describe('lambdaContext', () => {
  it('names the function after the family and counts down the remaining time', async () => {
    const context = lambdaContext('jobs', 'req-2', 1000);
    expect(context.awsRequestId).toBe('req-2');
    expect(context.functionName).toBe('local-jobs');
    const first = context.getRemainingTimeInMillis();
    expect(first).toBeLessThanOrEqual(1000);
    expect(first).toBeGreaterThan(900);
    await new Promise((r) => setTimeout(r, 30));
    expect(context.getRemainingTimeInMillis()).toBeLessThan(first);
  });
});
