import type { APIGatewayProxyEvent } from 'aws-lambda';
import { createApiDispatcher, MAX_BODY_BYTES } from '../../../infra/local/gateway/api';
import type { LambdaHandler } from '../../../lambdas/handlers/registry';

const STAFF_CLAIMS = { sub: 'u1', email: 'a@b.co', 'cognito:groups': 'staff' };

function setup(
  opts: { claims?: Record<string, string> | null; loadFails?: boolean; result?: Awaited<ReturnType<LambdaHandler>> } = {},
) {
  const events: APIGatewayProxyEvent[] = [];
  const authorizations: (string | undefined)[] = [];
  const handler: LambdaHandler = async (event) => {
    events.push(event);
    return opts.result ?? { statusCode: 200, headers: { 'Content-Type': 'application/json' }, body: '{"ok":true}' };
  };
  const dispatch = createApiDispatcher({
    authorizer: async (header) => {
      authorizations.push(header);
      return opts.claims ?? null;
    },
    loadHandler: async (family) => {
      if (opts.loadFails) throw new Error(`Cannot find module './${family}.ts'`);
      return handler;
    },
  });
  return { dispatch, events, authorizations };
}

const request = (method: string, path: string, extra: { headers?: Record<string, string[]>; body?: Buffer } = {}) => ({
  method,
  path,
  query: '',
  headers: extra.headers ?? {},
  body: extra.body ?? Buffer.alloc(0),
  sourceIp: '127.0.0.1',
});

const bodyOf = (answer: { body: Buffer }) => JSON.parse(answer.body.toString()) as unknown;

describe('local gateway /api dispatch', () => {
  it('answers 404 with a message for a path the contract does not know', async () => {
    const { dispatch, events } = setup();
    const answer = await dispatch(request('GET', '/nothing-here'));
    expect(answer.statusCode).toBe(404);
    expect(bodyOf(answer)).toEqual({ message: 'Not Found' });
    expect(events).toHaveLength(0);
  });

  it('answers 405 for a known path with the wrong method', async () => {
    const { dispatch, events } = setup();
    const answer = await dispatch(request('PATCH', '/jobs'));
    expect(answer.statusCode).toBe(405);
    expect(events).toHaveLength(0);
  });

  it('runs public routes without the authorizer and passes the route template and parameters', async () => {
    const { dispatch, events, authorizations } = setup();
    const answer = await dispatch(request('GET', '/jobs/j-1'));
    expect(answer.statusCode).toBe(200);
    expect(bodyOf(answer)).toEqual({ ok: true });
    expect(answer.headers['content-type']).toBe('application/json');
    expect(authorizations).toHaveLength(0);
    expect(events[0]!.resource).toBe('/jobs/{id}');
    expect(events[0]!.pathParameters).toEqual({ id: 'j-1' });
    expect(events[0]!.requestContext.authorizer).toBeNull();
  });

  it('rejects a staff route with 401 and never calls the handler when the authorizer refuses the token', async () => {
    const { dispatch, events, authorizations } = setup({ claims: null });
    const answer = await dispatch(request('GET', '/applications', { headers: { authorization: ['Bearer junk'] } }));
    expect(answer.statusCode).toBe(401);
    expect(bodyOf(answer)).toEqual({ message: 'Unauthorized' });
    expect(authorizations).toEqual(['Bearer junk']);
    expect(events).toHaveLength(0);
  });

  it('passes verified claims to the handler of a staff route', async () => {
    const { dispatch, events } = setup({ claims: STAFF_CLAIMS });
    const answer = await dispatch(request('GET', '/applications', { headers: { Authorization: ['Bearer good'] } }));
    expect(answer.statusCode).toBe(200);
    expect(events[0]!.requestContext.authorizer).toEqual({ claims: STAFF_CLAIMS });
  });

  it('answers a clear 500 when the family handler cannot be loaded', async () => {
    const { dispatch } = setup({ loadFails: true });
    const answer = await dispatch(request('GET', '/jobs'));
    expect(answer.statusCode).toBe(500);
    expect(bodyOf(answer)).toEqual({ message: 'The "jobs" handler is not available yet.' });
  });

  it('refuses bodies over API Gateway’s 10 MB limit with 413', async () => {
    const { dispatch, events } = setup();
    const answer = await dispatch(request('POST', '/contact', { body: Buffer.alloc(MAX_BODY_BYTES + 1) }));
    expect(answer.statusCode).toBe(413);
    expect(events).toHaveLength(0);
  });

  it('decodes base64 results and keeps multi-value headers', async () => {
    const { dispatch } = setup({
      result: {
        statusCode: 201,
        isBase64Encoded: true,
        body: Buffer.from('hello').toString('base64'),
        multiValueHeaders: { 'Set-Cookie': ['a=1', 'b=2'] },
      },
    });
    const answer = await dispatch(request('POST', '/subscribers'));
    expect(answer.statusCode).toBe(201);
    expect(answer.body.toString()).toBe('hello');
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
  });

  it('answers 502 when the handler throws, like a failed Lambda invocation', async () => {
    const dispatch = createApiDispatcher({
      authorizer: async () => null,
      loadHandler: async () => async () => {
        throw new Error('boom');
      },
    });
    const answer = await dispatch(request('GET', '/blogs'));
    expect(answer.statusCode).toBe(502);
  });

  it('answers 504 when the handler outlives the integration timeout, like API Gateway', async () => {
    const dispatch = createApiDispatcher({
      authorizer: async () => null,
      loadHandler: async () => () => new Promise((resolve) => setTimeout(() => resolve({ statusCode: 200, body: '' }), 500)),
      timeoutMs: 20,
    });
    const answer = await dispatch(request('GET', '/blogs'));
    expect(answer.statusCode).toBe(504);
    expect(bodyOf(answer)).toEqual({ message: 'Endpoint request timed out' });
  });
});
