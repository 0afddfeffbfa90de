import '../support/env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { handler } from '../../../lambdas/handlers/jobs';
import { encodeCursor } from '../../../lambdas/adapters/pagination';
import { STAFF_CLAIMS, USER_CLAIMS, apiEvent, call } from '../support/events';
import { idToken, useTestIssuer } from '../support/tokens';
import { tableFor } from '../support/env';

const ddb = mockClient(DynamoDBDocumentClient);
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

const storedJob = (over: Record<string, unknown> = {}) => ({
  jobId: 'job-1',
  title: 'ReactJS Developer',
  location: 'Pune (On-site)',
  employmentType: 'Full-time',
  description: 'Build things.',
  requirements: 'React.',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  listPk: 'ALL',
  activePk: 'ALL',
  ...over,
});

/** The parts of the n-th transaction: the job's write, then its revision. */
const transaction = (n = 0) => ddb.commandCalls(TransactWriteCommand)[n]!.args[0].input.TransactItems!;

const newJob = { title: 'Data Engineer', location: 'Pune', description: 'Pipelines.', requirements: 'SQL.' };

beforeEach(() => {
  ddb.reset();
  // Address lookups and the slug uniqueness check find nothing unless a test says otherwise.
  ddb.on(QueryCommand, { IndexName: 'bySlug' }).resolves({ Items: [] });
  ddb.on(TransactWriteCommand).resolves({});
  useTestIssuer();
});

describe('GET /jobs', () => {
  it('gives visitors the sparse index of active jobs, newest first, without internal attributes', async () => {
    ddb.on(QueryCommand).resolves({ Items: [storedJob()] });
    const res = await call(handler, apiEvent('listJobs'));
    expect(res.status).toBe(200);
    const input = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(input).toMatchObject({
      TableName: tableFor('jobs'),
      IndexName: 'activeByCreatedAt',
      ScanIndexForward: false,
      Limit: 20,
      ExpressionAttributeNames: { '#pk': 'activePk' },
      ExpressionAttributeValues: { ':pk': 'ALL' },
    });
    expect(res.json.items).toEqual([expect.objectContaining({ jobId: 'job-1', title: 'ReactJS Developer' })]);
    const item = (res.json.items as Record<string, unknown>[])[0]!;
    expect(item).not.toHaveProperty('listPk');
    expect(item).not.toHaveProperty('activePk');
    expect(res.json.nextCursor).toBeNull();
  });

  it('gives a verified staff token every job', async () => {
    ddb.on(QueryCommand).resolves({ Items: [storedJob({ active: false, activePk: undefined })] });
    const res = await call(handler, apiEvent('listJobs', { bearer: idToken({ groups: ['staff'] }) }));
    expect(res.status).toBe(200);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'byCreatedAt',
      ExpressionAttributeNames: { '#pk': 'listPk' },
    });
  });

  it.each([
    ['a signed-in non-staff user', () => idToken()],
    ['a garbage token', () => 'not.a.jwt'],
    ['an expired staff token', () => idToken({ groups: ['staff'], expiresInSeconds: -60 })],
    ['a staff token signed by an unknown key', () => idToken({ groups: ['staff'], wrongKey: true })],
    ['a staff token for another client', () => idToken({ groups: ['staff'], audience: 'other-client' })],
  ])('treats %s as a visitor', async (_label, token) => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    const res = await call(handler, apiEvent('listJobs', { bearer: token() }));
    expect(res.status).toBe(200);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input.IndexName).toBe('activeByCreatedAt');
  });

  it('pages with an opaque cursor: LastEvaluatedKey out, ExclusiveStartKey in', async () => {
    const last = { jobId: 'job-9', activePk: 'ALL', createdAt: '2026-01-01T00:00:00.000Z' };
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [storedJob()], LastEvaluatedKey: last })
      .resolves({ Items: [] });
    const first = await call(handler, apiEvent('listJobs', { query: { limit: '1' } }));
    expect(first.json.nextCursor).toEqual(expect.any(String));
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input.Limit).toBe(1);

    const second = await call(handler, apiEvent('listJobs', { query: { limit: '1', cursor: first.json.nextCursor as string } }));
    expect(second.status).toBe(200);
    expect(ddb.commandCalls(QueryCommand)[1]!.args[0].input.ExclusiveStartKey).toEqual(last);
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['a cursor of another index', encodeCursor({ jobId: 'x', listPk: 'ALL', createdAt: 'c' })!],
    ['a cursor for another partition', encodeCursor({ jobId: 'x', activePk: 'OTHER', createdAt: 'c' })!],
    ['a cursor with a non-string value', encodeCursor({ jobId: { S: 'x' }, activePk: 'ALL', createdAt: 'c' })!],
    ['a JSON array', Buffer.from('[1]').toString('base64url')],
  ])('refuses a forged cursor (%s) with 400 before querying', async (_label, cursor) => {
    const res = await call(handler, apiEvent('listJobs', { query: { cursor } }));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Invalid cursor.');
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('refuses a limit out of bounds with field details', async () => {
    const res = await call(handler, apiEvent('listJobs', { query: { limit: '1000' } }));
    expect(res.status).toBe(400);
    expect(res.json.fields).toHaveProperty('limit');
  });

  it('answers a DynamoDB fault with 500, a generic message and the request id, no stack', async () => {
    ddb.on(QueryCommand).rejects(new Error('socket hang up at secret/path.ts:12'));
    const res = await call(handler, apiEvent('listJobs'));
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ message: 'Something went wrong on our side. Please try again.', requestId: res.requestId });
    expect(res.raw).not.toContain('secret/path');
    expect(res.raw).not.toContain('at ');
  });
});

describe('GET /jobs/{id}', () => {
  it('answers an active job to anyone', async () => {
    ddb.on(GetCommand).resolves({ Item: storedJob() });
    const res = await call(handler, apiEvent('getJob', { params: { id: 'job-1' } }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ jobId: 'job-1', active: true });
    expect(res.json).not.toHaveProperty('activePk');
    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input.Key).toEqual({ jobId: 'job-1' });
  });

  it('hides an inactive job from visitors and non-staff users (404) but not from staff', async () => {
    ddb.on(GetCommand).resolves({ Item: storedJob({ active: false, activePk: undefined }) });
    expect((await call(handler, apiEvent('getJob', { params: { id: 'job-1' } }))).status).toBe(404);
    expect((await call(handler, apiEvent('getJob', { params: { id: 'job-1' }, bearer: idToken() }))).status).toBe(404);
    const staff = await call(handler, apiEvent('getJob', { params: { id: 'job-1' }, bearer: idToken({ groups: ['staff'] }) }));
    expect(staff.status).toBe(200);
    expect(staff.json.active).toBe(false);
  });

  it('answers 404 for an unknown id', async () => {
    ddb.on(GetCommand).resolves({});
    const res = await call(handler, apiEvent('getJob', { params: { id: 'nope' } }));
    expect(res.status).toBe(404);
    expect(res.json.message).toEqual(expect.any(String));
  });
});

describe('POST /jobs', () => {
  it('creates an active Full-time job by default, listed in both indexes', async () => {
    ddb.on(PutCommand).resolves({});
    const res = await call(handler, apiEvent('createJob', { body: newJob, claims: STAFF_CLAIMS }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ ...newJob, active: true, employmentType: 'Full-time' });
    expect(res.json.jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(res.json.createdAt as string).toISOString()).toBe(res.json.createdAt);
    const put = transaction()[0]!.Put!;
    expect(put.Item).toMatchObject({ listPk: 'ALL', activePk: 'ALL', jobId: res.json.jobId });
    expect(put.ConditionExpression).toBe('attribute_not_exists(#pk)');
    expect(res.json).not.toHaveProperty('listPk');
  });

  it('creates an inactive job outside the visitors index', async () => {
    ddb.on(PutCommand).resolves({});
    const res = await call(handler, apiEvent('createJob', { body: { ...newJob, active: false }, claims: STAFF_CLAIMS }));
    expect(res.status).toBe(201);
    const item = transaction()[0]!.Put!.Item!;
    expect(item).not.toHaveProperty('activePk');
    expect(item.listPk).toBe('ALL');
  });

  it('answers 401 without a token and 403 for a non-staff user, storing nothing', async () => {
    const anon = await call(handler, apiEvent('createJob', { body: newJob }));
    expect(anon.status).toBe(401);
    const user = await call(handler, apiEvent('createJob', { body: newJob, claims: USER_CLAIMS }));
    expect(user.status).toBe(403);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 400 with field details for invalid fields', async () => {
    const res = await call(
      handler,
      apiEvent('createJob', {
        body: { ...newJob, title: '  ', employmentType: 'Gig', externalUrl: 'ftp://x' },
        claims: STAFF_CLAIMS,
      }),
    );
    expect(res.status).toBe(400);
    const fields = res.json.fields as Record<string, string[]>;
    expect(fields.title).toEqual(['Title is required.']);
    expect(fields).toHaveProperty('employmentType');
    expect(fields.externalUrl).toEqual(['Must be an http(s) URL.']);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

/** Rows the handler wrote to (put) and removed from (remove) the careers filters' table. */
function filterRowWrites() {
  const requests = ddb
    .commandCalls(BatchWriteCommand)
    .flatMap(
      (c) =>
        (c.args[0].input.RequestItems?.[tableFor('jobFilters')] ?? []) as Record<
          string,
          Record<string, Record<string, unknown>>
        >[],
    );
  return {
    put: requests.filter((r) => r.PutRequest).map((r) => r.PutRequest!.Item!.rowId),
    remove: requests.filter((r) => r.DeleteRequest).map((r) => r.DeleteRequest!.Key!.rowId),
  };
}

describe('careers filters', () => {
  it('answers a filtered list from the job-filters rows of that combination, open jobs only', async () => {
    ddb.on(QueryCommand, { TableName: tableFor('jobFilters') }).resolves({
      Items: [
        { rowId: 'x#job-1', k: 'x', s: '2026-01-02#job-1', jobId: 'job-1' },
        { rowId: 'x#job-2', k: 'x', s: '2026-01-01#job-2', jobId: 'job-2' },
      ],
      LastEvaluatedKey: { rowId: 'x#job-2', k: 'location=Pune%20(On-site)&type=Full-time', s: '2026-01-01#job-2' },
    });
    ddb.on(BatchGetCommand).resolves({
      Responses: { [tableFor('jobs')]: [storedJob({ jobId: 'job-2', active: false }), storedJob()] },
    });
    const res = await call(
      handler,
      apiEvent('listJobs', { query: { type: 'Full-time', location: 'Pune (On-site)', limit: '12' } }),
    );
    expect(res.status).toBe(200);
    const input = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(input).toMatchObject({
      TableName: tableFor('jobFilters'),
      IndexName: 'byKey',
      ScanIndexForward: false,
      Limit: 12,
      ExpressionAttributeNames: { '#pk': 'k' },
      ExpressionAttributeValues: { ':pk': 'location=Pune%20(On-site)&type=Full-time' },
    });
    // job-2 was closed after its rows were read: never shown.
    expect((res.json.items as { jobId: string }[]).map((j) => j.jobId)).toEqual(['job-1']);
    expect(typeof res.json.nextCursor).toBe('string');
  });

  it('refuses a cursor of another filter', async () => {
    const cursor = encodeCursor({ rowId: 'a', k: 'type=Contract', s: 'b' })!;
    const res = await call(handler, apiEvent('listJobs', { query: { type: 'Full-time', cursor } }));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Invalid cursor.');
  });

  it("writes one row per combination of an open job's filter values on create", async () => {
    ddb.on(PutCommand).resolves({});
    const res = await call(
      handler,
      apiEvent('createJob', { body: { ...newJob, department: 'Data', employmentType: 'Contract' }, claims: STAFF_CLAIMS }),
    );
    expect(res.status).toBe(201);
    const { put, remove } = filterRowWrites();
    // department, location, workplace (derived: On-site) and type: 2^4 - 1 combinations.
    expect(put).toHaveLength(15);
    expect(put).toContain(`department=Data&location=Pune&workplace=On-site&type=Contract#${String(res.json.jobId)}`);
    expect(remove).toEqual([]);
  });

  it('removes every row of a job that closes, and of one deleted', async () => {
    ddb.on(GetCommand).resolves({ Item: storedJob() });
    ddb.on(DeleteCommand).resolves({});
    await call(handler, apiEvent('updateJob', { params: { id: 'job-1' }, body: { active: false }, claims: STAFF_CLAIMS }));
    const closed = filterRowWrites();
    expect(closed.put).toEqual([]);
    // location, workplace, type: 7 combinations.
    expect(closed.remove).toHaveLength(7);
    expect(closed.remove).toContain('location=Pune%20(On-site)&workplace=On-site&type=Full-time#job-1');

    ddb.resetHistory();
    await call(handler, apiEvent('deleteJob', { params: { id: 'job-1' }, claims: STAFF_CLAIMS }));
    expect(filterRowWrites().remove).toHaveLength(7);
  });

  it('moves the rows whose values an edit changes, and keeps the others', async () => {
    ddb.on(GetCommand).resolves({ Item: storedJob({ filterRowsVersion: 1 }) });
    const body = { ...newJob, location: 'Pune (On-site)', employmentType: 'Contract', active: true };
    await call(handler, apiEvent('updateJob', { params: { id: 'job-1' }, body, claims: STAFF_CLAIMS }));
    const { put, remove } = filterRowWrites();
    // Every combination with the type changes (4); location, workplace and both together stay (3).
    expect(put).toHaveLength(4);
    expect(remove).toHaveLength(4);
    expect(put).toContain('type=Contract#job-1');
    expect(remove).toContain('type=Full-time#job-1');
  });

  it('writes every row of a job stored before the filters table (no stamp) on its first edit', async () => {
    ddb.on(GetCommand).resolves({ Item: storedJob() });
    const body = { ...newJob, location: 'Pune (On-site)', employmentType: 'Contract', active: true };
    const res = await call(handler, apiEvent('updateJob', { params: { id: 'job-1' }, body, claims: STAFF_CLAIMS }));
    expect(res.json).not.toHaveProperty('filterRowsVersion');
    const { put, remove } = filterRowWrites();
    expect(put).toHaveLength(7);
    expect(remove).toHaveLength(4);
  });
});

describe('PUT /jobs/{id}', () => {
  beforeEach(() => ddb.on(GetCommand).resolves({ Item: storedJob() }));

  it('toggles a job off: only active changes and activePk is removed (sparse index)', async () => {
    const res = await call(
      handler,
      apiEvent('updateJob', { params: { id: 'job-1' }, body: { active: false }, claims: STAFF_CLAIMS }),
    );
    expect(res.status).toBe(200);
    expect(res.json.active).toBe(false);
    const input = transaction()[0]!.Update!;
    expect(input.Key).toEqual({ jobId: 'job-1' });
    expect(input.UpdateExpression).toBe('SET #a0 = :v0, #a2 = :v2, #a3 = :v3 REMOVE #a1');
    expect(input.ExpressionAttributeNames).toEqual({
      '#a0': 'active',
      '#a1': 'activePk',
      '#a2': 'filterRowsVersion',
      '#a3': 'revisionCount',
      '#key': 'jobId',
      '#count': 'revisionCount',
    });
    expect(input.ExpressionAttributeValues).toEqual({ ':v0': false, ':v2': 1, ':v3': 1 });
    // A job saved before history existed has no count: its first revision is number 1.
    expect(input.ConditionExpression).toBe('attribute_exists(#key) AND attribute_not_exists(#count)');
    const revision = transaction()[1]!.Put!.Item!;
    expect(revision).toMatchObject({ itemKey: 'job#job-1', action: 'closed', by: STAFF_CLAIMS.email, number: 1 });
    // A toggle keeps the whole job in its revision, not only what changed.
    expect(revision.content).toMatchObject({ title: 'ReactJS Developer', requirements: 'React.', active: false });
  });

  it('toggles a job on: activePk is written again', async () => {
    await call(handler, apiEvent('updateJob', { params: { id: 'job-1' }, body: { active: true }, claims: STAFF_CLAIMS }));
    const input = transaction()[0]!.Update!;
    expect(input.UpdateExpression).toBe('SET #a0 = :v0, #a1 = :v1, #a2 = :v2, #a3 = :v3');
    expect(input.ExpressionAttributeValues).toEqual({ ':v0': true, ':v1': 'ALL', ':v2': 1, ':v3': 1 });
  });

  it('replaces every editable field on a full edit, never jobId or createdAt, and removes a cleared URL', async () => {
    const body = {
      ...newJob,
      title: 'New',
      employmentType: 'Contract',
      active: true,
      jobId: 'evil',
      createdAt: '1999-01-01T00:00:00Z',
    };
    const res = await call(handler, apiEvent('updateJob', { params: { id: 'job-1' }, body, claims: STAFF_CLAIMS }));
    expect(res.status).toBe(200);
    const input = transaction()[0]!.Update!;
    const names = Object.values(input.ExpressionAttributeNames!);
    expect(names).not.toContain('createdAt');
    expect(names.filter((n) => n === 'jobId')).toHaveLength(1); // only the condition's key name
    expect(Object.values(input.ExpressionAttributeValues!)).toEqual(expect.arrayContaining(['New', 'Contract', 'ALL']));
    // Cleared optional fields are removed: the external URL and the job fields left empty.
    const removed = /REMOVE (.+)$/
      .exec(input.UpdateExpression!)![1]!
      .split(', ')
      .map((n) => input.ExpressionAttributeNames![n]);
    expect(removed).toEqual(expect.arrayContaining(['externalUrl', 'department', 'salaryMin', 'salaryMax', 'closingDate']));
    expect(Object.values(input.ExpressionAttributeValues!)).toContain('new');
  });

  it('refuses an address another job already has, and a salary range upside down', async () => {
    ddb.on(QueryCommand, { IndexName: 'bySlug' }).resolves({ Items: [storedJob({ jobId: 'other', slug: 'taken' })] });
    const taken = await call(handler, apiEvent('createJob', { body: { ...newJob, slug: 'taken' }, claims: STAFF_CLAIMS }));
    expect(taken.status).toBe(409);
    expect(taken.json.fields).toEqual({ slug: [expect.stringContaining('already used')] });
    const upside = await call(
      handler,
      apiEvent('createJob', { body: { ...newJob, salaryMin: 20, salaryMax: 10 }, claims: STAFF_CLAIMS }),
    );
    expect(upside.status).toBe(400);
    expect(upside.json.fields).toHaveProperty('salaryMax');
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('gives a derived address a suffix when another job has it', async () => {
    ddb
      .on(QueryCommand, {
        IndexName: 'bySlug',
        ExpressionAttributeNames: { '#pk': 'slug' },
        ExpressionAttributeValues: { ':pk': 'data-engineer' },
      })
      .resolves({ Items: [storedJob({ jobId: 'other' })] });
    ddb.on(PutCommand).resolves({});
    const res = await call(handler, apiEvent('createJob', { body: newJob, claims: STAFF_CLAIMS }));
    expect(res.status).toBe(201);
    expect(res.json.slug).toBe('data-engineer-2');
  });

  it('answers 404 for an unknown job', async () => {
    ddb.on(GetCommand).resolves({});
    const res = await call(
      handler,
      apiEvent('updateJob', { params: { id: 'gone' }, body: { active: true }, claims: STAFF_CLAIMS }),
    );
    expect(res.status).toBe(404);
  });

  it('answers 400 for a body that is neither a toggle nor full fields', async () => {
    const res = await call(
      handler,
      apiEvent('updateJob', { params: { id: 'job-1' }, body: { active: 'yes' }, claims: STAFF_CLAIMS }),
    );
    expect(res.status).toBe(400);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('DELETE /jobs/{id}', () => {
  beforeEach(() => ddb.on(GetCommand).resolves({ Item: storedJob() }));

  it('deletes with 204 and an empty body', async () => {
    ddb.on(DeleteCommand).resolves({});
    const res = await call(handler, apiEvent('deleteJob', { params: { id: 'job-1' }, claims: STAFF_CLAIMS }));
    expect(res.status).toBe(204);
    expect(res.raw).toBe('');
    expect(ddb.commandCalls(DeleteCommand)[0]!.args[0].input).toMatchObject({
      Key: { jobId: 'job-1' },
      ConditionExpression: 'attribute_exists(#key)',
    });
  });

  it('answers 404 for an unknown job', async () => {
    ddb.on(DeleteCommand).rejects(conditionFailed());
    const res = await call(handler, apiEvent('deleteJob', { params: { id: 'gone' }, claims: STAFF_CLAIMS }));
    expect(res.status).toBe(404);
  });

  it('answers 403 for a non-staff user verified by the authorizer', async () => {
    const res = await call(
      handler,
      apiEvent('deleteJob', { params: { id: 'job-1' }, claims: { ...USER_CLAIMS, 'cognito:groups': '[editors]' } }),
    );
    expect(res.status).toBe(403);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });
});
