import '../support/env';
import { createApiHandler } from '../../../lambdas/http/api-handler';
import { DomainError } from '../../../lambdas/domain/errors';
import { logger } from '../../../lambdas/adapters/observability';
import { callerFromClaims, groupsFromClaim } from '../../../lambdas/http/auth';
import { LIMITS } from '../../../lambdas/contract';
import { STAFF_CLAIMS, USER_CLAIMS, apiEvent, call } from '../support/events';
import { idToken, useTestIssuer } from '../support/tokens';

const validMessage = { name: 'Asha', email: 'asha@example.com', message: 'Hello' };
const created = { messageId: 'm-1', createdAt: '2026-01-01T00:00:00.000Z' };

const createContactMessage = vi.fn(async () => created);
const listContactMessages = vi.fn(async () => ({ items: [], nextCursor: null }));
const updateContactMessage = vi.fn(async () => ({ ...validMessage, ...created, status: 'read' as const }));
const getContactMessage = vi.fn(async () => ({ ...validMessage, company: '', phone: '', subject: '', ...created }));
const handler = createApiHandler('contact', {
  createContactMessage,
  listContactMessages,
  getContactMessage,
  updateContactMessage,
});

beforeEach(() => {
  createContactMessage.mockClear();
  listContactMessages.mockClear();
  useTestIssuer();
});

describe('request bodies', () => {
  it('passes the validated, trimmed body with defaults to the implementation', async () => {
    const res = await call(handler, apiEvent('createContactMessage', { body: { ...validMessage, name: '  Asha  ' } }));
    expect(res.status).toBe(201);
    expect(res.json).toEqual(created);
    expect(res.headers['Content-Type']).toBe('application/json');
    expect(createContactMessage).toHaveBeenCalledWith(
      expect.objectContaining({ body: { ...validMessage, company: '', phone: '', subject: '' }, requestId: res.requestId }),
    );
  });

  it('answers malformed JSON with 400', async () => {
    const res = await call(handler, apiEvent('createContactMessage', { rawBody: '{"name": "Asha",' }));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'The request body is not valid JSON.', requestId: res.requestId });
    expect(createContactMessage).not.toHaveBeenCalled();
  });

  it('answers invalid fields with 400 and the message of every field', async () => {
    const res = await call(
      handler,
      apiEvent('createContactMessage', { body: { name: '', email: 'nope', message: 'x'.repeat(LIMITS.message + 1) } }),
    );
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Invalid request.');
    expect(res.json.fields).toEqual({
      name: ['Name is required.'],
      email: ['Please enter a valid email.'],
      message: [`Message must be at most ${LIMITS.message} characters.`],
    });
  });

  it('answers an empty body with 400 naming the required fields', async () => {
    const res = await call(handler, apiEvent('createContactMessage', { rawBody: null }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields as object).sort()).toEqual(['email', 'message', 'name']);
  });

  it('answers a JSON array or string with 400', async () => {
    expect((await call(handler, apiEvent('createContactMessage', { rawBody: '[1,2]' }))).status).toBe(400);
    expect((await call(handler, apiEvent('createContactMessage', { rawBody: '"text"' }))).status).toBe(400);
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['form encoding', 'application/x-www-form-urlencoded'],
  ])('answers a %s body with 415', async (_label, type) => {
    const res = await call(
      handler,
      apiEvent('createContactMessage', { rawBody: JSON.stringify(validMessage), headers: { 'Content-Type': type } }),
    );
    expect(res.status).toBe(415);
    expect(res.json.message).toBe('Send the request body as application/json.');
  });

  it('accepts a charset parameter and any header case', async () => {
    const res = await call(
      handler,
      apiEvent('createContactMessage', {
        rawBody: JSON.stringify(validMessage),
        headers: { 'CONTENT-TYPE': 'application/json; charset=utf-8' },
      }),
    );
    expect(res.status).toBe(201);
  });

  it('decodes a base64 body', async () => {
    const event = apiEvent('createContactMessage', { rawBody: Buffer.from(JSON.stringify(validMessage)).toString('base64') });
    event.isBase64Encoded = true;
    expect((await call(handler, event)).status).toBe(201);
  });

  it('answers a body over the limit with 413 before parsing it', async () => {
    const res = await call(
      handler,
      apiEvent('createContactMessage', { body: { ...validMessage, message: 'x'.repeat(LIMITS.requestBodyBytes) } }),
    );
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('The request body is too large.');
    expect(createContactMessage).not.toHaveBeenCalled();
  });
});

describe('staff routes', () => {
  it('answers 401 without claims or token', async () => {
    const res = await call(handler, apiEvent('listContactMessages'));
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: 'Sign in to continue.', requestId: res.requestId });
    expect(listContactMessages).not.toHaveBeenCalled();
  });

  it('answers 403 for verified claims without the staff group', async () => {
    const res = await call(handler, apiEvent('listContactMessages', { claims: USER_CLAIMS }));
    expect(res.status).toBe(403);
    expect(listContactMessages).not.toHaveBeenCalled();
  });

  it('runs the implementation for staff claims from the authorizer', async () => {
    const res = await call(handler, apiEvent('listContactMessages', { claims: STAFF_CLAIMS }));
    expect(res.status).toBe(200);
    expect(listContactMessages).toHaveBeenCalledWith(
      expect.objectContaining({
        caller: expect.objectContaining({ kind: 'user', isStaff: true, sub: 'staff-sub' }),
        query: { limit: LIMITS.pageDefault },
      }),
    );
  });

  it('verifies a bearer token itself when no authorizer ran: staff 200, non-staff 403, garbage 401', async () => {
    expect((await call(handler, apiEvent('listContactMessages', { bearer: idToken({ groups: ['staff'] }) }))).status).toBe(200);
    expect((await call(handler, apiEvent('listContactMessages', { bearer: idToken() }))).status).toBe(403);
    expect((await call(handler, apiEvent('listContactMessages', { bearer: 'garbage' }))).status).toBe(401);
    expect(
      (await call(handler, apiEvent('listContactMessages', { bearer: idToken({ groups: ['staff'], wrongKey: true }) }))).status,
    ).toBe(401);
    expect(
      (await call(handler, apiEvent('listContactMessages', { bearer: idToken({ groups: ['staff'], expiresInSeconds: -5 }) })))
        .status,
    ).toBe(401);
    expect(
      (await call(handler, apiEvent('listContactMessages', { bearer: idToken({ groups: ['staff'], tokenUse: 'access' }) })))
        .status,
    ).toBe(401);
    expect(listContactMessages).toHaveBeenCalledTimes(1);
  });

  it('authorizes before looking at the body: an anonymous malformed request is 401, not 400', async () => {
    const staffOnly = createApiHandler('jobs', {
      listJobs: vi.fn(),
      getJob: vi.fn(),
      createJob: vi.fn(),
      updateJob: vi.fn(),
      deleteJob: vi.fn(),
      listJobRevisions: vi.fn(),
      getJobRevision: vi.fn(),
      restoreJobRevision: vi.fn(),
    });
    const res = await call(staffOnly, apiEvent('createJob', { rawBody: '{oops' }));
    expect(res.status).toBe(401);
  });
});

describe('routing and faults', () => {
  it('answers 404 for a route of another family', async () => {
    const res = await call(handler, apiEvent('listJobs'));
    expect(res.status).toBe(404);
  });

  it('answers thrown DomainErrors with the status of their kind and their message', async () => {
    createContactMessage.mockRejectedValueOnce(new DomainError('conflict', 'Already there.'));
    const res = await call(handler, apiEvent('createContactMessage', { body: validMessage }));
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ message: 'Already there.', requestId: res.requestId });
  });

  it('answers an unexpected fault with 500, the request id and no details, and logs it with the request id', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const fault = new TypeError('Cannot read properties of undefined (reading "secret")');
    createContactMessage.mockRejectedValueOnce(fault);
    const res = await call(handler, apiEvent('createContactMessage', { body: validMessage }));
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ message: 'Something went wrong on our side. Please try again.', requestId: res.requestId });
    expect(res.raw).not.toContain('secret');
    expect(logged).toHaveBeenCalledWith('unhandled error', expect.objectContaining({ error: fault, requestId: res.requestId }));
    logged.mockRestore();
  });

  it('does not log client errors as faults', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await call(handler, apiEvent('createContactMessage', { rawBody: '{' }));
    await call(handler, apiEvent('listContactMessages'));
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('answers 500 when an implementation breaks the response contract', async () => {
    createContactMessage.mockResolvedValueOnce({ messageId: 'm', createdAt: 'yesterday' });
    expect((await call(handler, apiEvent('createContactMessage', { body: validMessage }))).status).toBe(500);
  });

  it('adds CORS headers only when CORS_ORIGINS is set, on success and on error', async () => {
    expect(
      (
        await call(
          handler,
          apiEvent('listContactMessages', { claims: STAFF_CLAIMS, headers: { Origin: 'https://app.example.com' } }),
        )
      ).headers,
    ).not.toHaveProperty('Access-Control-Allow-Origin');
    process.env.CORS_ORIGINS = 'https://app.example.com';
    try {
      const cors = createApiHandler('contact', {
        createContactMessage,
        listContactMessages,
        getContactMessage,
        updateContactMessage,
      });
      const ok = await call(
        cors,
        apiEvent('listContactMessages', { claims: STAFF_CLAIMS, headers: { Origin: 'https://app.example.com' } }),
      );
      expect(ok.headers['Access-Control-Allow-Origin']).toBe('https://app.example.com');
      const denied = await call(cors, apiEvent('listContactMessages', { headers: { Origin: 'https://app.example.com' } }));
      expect(denied.status).toBe(401);
      expect(denied.headers['Access-Control-Allow-Origin']).toBe('https://app.example.com');
    } finally {
      delete process.env.CORS_ORIGINS;
    }
  });
});

describe('claims', () => {
  it.each([
    ['staff', ['staff']],
    ['[staff]', ['staff']],
    ['[staff editors]', ['staff', 'editors']],
    ['[staff, editors]', ['staff', 'editors']],
    ['ex,staff', ['ex,staff']],
    ['[ex,staff]', ['ex,staff']],
    ['staff-readonly', ['staff-readonly']],
    ['', []],
    ['[]', []],
    [['staff'], ['staff']],
    [
      ['ex,staff', 'staff-readonly'],
      ['ex,staff', 'staff-readonly'],
    ],
    [[], []],
    [undefined, []],
    [42, []],
  ])('reads cognito:groups %j', (value, groups) => {
    expect(groupsFromClaim(value)).toEqual(groups);
  });

  it('needs a subject to be a user, and the exact staff group to be staff', () => {
    expect(callerFromClaims({ 'cognito:groups': 'staff' })).toEqual({ kind: 'anonymous' });
    expect(callerFromClaims({ sub: 's', 'cognito:groups': 'staffers' })).toMatchObject({ isStaff: false });
    for (const groups of ['ex,staff', '[ex,staff]', 'staff-readonly', '', '[]', '[staff-readonly]', ['ex,staff'], []])
      expect(callerFromClaims({ sub: 's', 'cognito:groups': groups })).toMatchObject({ isStaff: false });
    for (const groups of ['staff', '[staff]', '[editors staff]', ['editors', 'staff']])
      expect(callerFromClaims({ sub: 's', 'cognito:groups': groups })).toMatchObject({ isStaff: true });
  });
});
