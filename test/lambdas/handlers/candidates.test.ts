import '../support/env';
import { mockClient } from 'aws-sdk-client-mock';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { EXPORT_MAX_BYTES, EXPORT_MAX_ROWS, EXPORT_TRUNCATED_HEADER, handler } from '../../../lambdas/handlers/candidates';
import { LIMITS } from '../../../lambdas/contract';
import { encodeCursor } from '../../../lambdas/adapters/pagination';
import { searchTerms, termSort } from '../../../lambdas/domain/search-keys';
import { indexedFields } from '../../../lambdas/domain/applications';
import { STAFF_CLAIMS, USER_CLAIMS, apiEvent, call } from '../support/events';

const ddb = mockClient(DynamoDBDocumentClient);
mockClient(S3Client);
beforeEach(() => ddb.reset());

const SECTIONS = { experience: 'Five years of React.', education: 'B.E.', skills: 'TypeScript' };
const stored = {
  applicationId: 'a1',
  name: 'Asha',
  email: 'a@example.com',
  phone: '9876543210',
  jobId: 'job-1',
  jobTitle: 'Dev',
  resumeUrl: 'resumes/a1.pdf',
  ...SECTIONS,
  createdAt: '2026-01-01T00:00:00.000Z',
  listPk: 'ALL',
};

describe('GET /applications', () => {
  it('lists summaries newest first for staff: no contact details, sections or internal attributes', async () => {
    ddb.on(QueryCommand).resolves({ Items: [stored, { ...stored, applicationId: 'a0', stage: 'interview' }] });
    const res = await call(handler, apiEvent('listApplications', { claims: STAFF_CLAIMS, query: { limit: '5' } }));
    expect(res.status).toBe(200);
    const summary = { applicationId: 'a1', name: 'Asha', jobId: 'job-1', jobTitle: 'Dev', createdAt: stored.createdAt };
    // An application stored before stages existed reads as 'new' (the schema's default on read).
    expect(res.json).toEqual({
      items: [
        { ...summary, stage: 'new' },
        { ...summary, applicationId: 'a0', stage: 'interview' },
      ],
      nextCursor: null,
    });
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'byCreatedAt',
      ScanIndexForward: false,
      Limit: 5,
    });
  });

  it('lists one job through the byJob index, and checks the cursor belongs to that job', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    await call(handler, apiEvent('listApplications', { claims: STAFF_CLAIMS, query: { jobId: 'job-1' } }));
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'byJob',
      ExpressionAttributeNames: { '#pk': 'jobId' },
      ExpressionAttributeValues: { ':pk': 'job-1' },
    });
    const otherJob = encodeCursor({ applicationId: 'a', jobId: 'job-2', createdAt: 'c' })!;
    const res = await call(
      handler,
      apiEvent('listApplications', { claims: STAFF_CLAIMS, query: { jobId: 'job-1', cursor: otherJob } }),
    );
    expect(res.status).toBe(400);
  });

  it('is staff only', async () => {
    expect((await call(handler, apiEvent('listApplications'))).status).toBe(401);
    expect((await call(handler, apiEvent('listApplications', { claims: USER_CLAIMS }))).status).toBe(403);
    expect(ddb.calls()).toHaveLength(0);
  });
});

describe('GET /applications/{id}', () => {
  it('answers the whole application to staff, 404 when unknown, 403 to others', async () => {
    ddb.on(GetCommand).resolves({ Item: stored });
    const res = await call(handler, apiEvent('getApplication', { params: { id: 'a1' }, claims: STAFF_CLAIMS }));
    expect(res.status).toBe(200);
    const { listPk: _listPk, ...visible } = stored;
    // The detail: the stored application with its pipeline (defaults for one stored before it).
    expect(res.json).toMatchObject({ ...visible, stage: 'new', history: [], notes: [], ratings: [], ratingAverage: null });
    expect(res.json).toMatchObject({ duplicates: [], resumeType: 'pdf' });
    expect(res.json).not.toHaveProperty('listPk');
    ddb.on(GetCommand).resolves({});
    expect((await call(handler, apiEvent('getApplication', { params: { id: 'x' }, claims: STAFF_CLAIMS }))).status).toBe(404);
    expect((await call(handler, apiEvent('getApplication', { params: { id: 'a1' }, claims: USER_CLAIMS }))).status).toBe(403);
  });
});

describe('GET /applications/{id}/resume', () => {
  it('answers a short-lived presigned GET that opens inline', async () => {
    ddb.on(GetCommand).resolves({ Item: { applicationId: 'a1', resumeUrl: 'resumes/a1.pdf' } });
    const res = await call(handler, apiEvent('getResumeUrl', { params: { id: 'a1' }, claims: STAFF_CLAIMS }));
    expect(res.status).toBe(200);
    expect(res.json.expiresIn).toBe(LIMITS.resumeUrlSeconds);
    const url = new URL(res.json.url as string);
    expect(url.pathname).toContain('resumes/a1.pdf');
    expect(url.searchParams.get('response-content-disposition')).toBe('inline');
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(LIMITS.resumeUrlSeconds));
  });

  it('answers 404 for an unknown application and 403 for non-staff', async () => {
    ddb.on(GetCommand).resolves({});
    expect((await call(handler, apiEvent('getResumeUrl', { params: { id: 'x' }, claims: STAFF_CLAIMS }))).status).toBe(404);
    expect((await call(handler, apiEvent('getResumeUrl', { params: { id: 'x' }, claims: USER_CLAIMS }))).status).toBe(403);
  });
});

describe('GET /applications/export bounds', () => {
  const page = (from: number, n: number, skills: string, last = false) => ({
    Items: Array.from({ length: n }, (_, i) => ({ ...stored, applicationId: `a${from + i}`, skills })),
    LastEvaluatedKey: last ? undefined : { applicationId: `a${from + n - 1}`, listPk: 'ALL', createdAt: stored.createdAt },
  });

  it('exports every row, page by page, when they fit, without the truncated header', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce(page(0, 100, 'Go'))
      .resolvesOnce(page(100, 50, 'Go', true));
    const res = await call(handler, apiEvent('exportApplications', { claims: STAFF_CLAIMS }));
    expect(res.status).toBe(200);
    expect(res.raw.trim().split('\r\n')).toHaveLength(151);
    expect(res.headers).not.toHaveProperty(EXPORT_TRUNCATED_HEADER);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(2);
  });

  it('stops before the answer would pass the Lambda answer limit, and says it is truncated', async () => {
    // Long skills sections: about 20 KB a row, so 5 MB is reached long before 10,000 rows.
    const skills = 'Kubernetes, '.repeat(1_600);
    ddb.on(QueryCommand).callsFake((input: { ExclusiveStartKey?: { applicationId: string } }) => {
      const from = input.ExclusiveStartKey ? Number(input.ExclusiveStartKey.applicationId.slice(1)) + 1 : 0;
      return page(from, 100, skills);
    });
    const res = await call(handler, apiEvent('exportApplications', { claims: STAFF_CLAIMS }));
    expect(res.status).toBe(200);
    expect(res.headers[EXPORT_TRUNCATED_HEADER]).toBe('true');
    expect(Buffer.byteLength(JSON.stringify(res.raw))).toBeLessThanOrEqual(EXPORT_MAX_BYTES + 2);
    const rows = res.raw.trim().split('\r\n').length - 1;
    expect(rows).toBeGreaterThan(200);
    expect(rows).toBeLessThan(EXPORT_MAX_ROWS);
  });
});

// A search combined with job or stage reads rows within them (decision 0037); combined with dates
// it still reads the term's rows and skips those outside the dates.
const IN_RANGE = '2026-06-01T00:00:00.000Z';
const OUT_OF_RANGE = '2025-01-01T00:00:00.000Z';

/** Application i as stored, and its term row for "rahul" where a search lists it (its first matching term). */
function rahul(i: number, createdAt: string) {
  const item = { ...stored, applicationId: `a${i}`, name: 'Rahul', createdAt };
  const a = indexedFields(item);
  const s = searchTerms(a)
    .filter((t) => t.startsWith('rahul'))
    .map((t) => termSort(t, a))
    .sort()[0]!;
  return { item, row: { rowId: `term#r|${s}`, k: 'term#r', s, applicationId: item.applicationId, jobId: 'job-1', createdAt } };
}

/** Answers index queries from rows as DynamoDB does: in sort-key order, starting after the start key. */
function answerQueriesFrom(rows: { s: string }[]) {
  const sorted = [...rows].sort((a, b) => (a.s < b.s ? -1 : a.s > b.s ? 1 : 0));
  ddb.on(QueryCommand).callsFake((input: { Limit: number; ExclusiveStartKey?: { s: string } }) => {
    const start = input.ExclusiveStartKey;
    const from = start ? sorted.findIndex((r) => r.s > start.s) : 0;
    const items = from < 0 ? [] : sorted.slice(from, from + input.Limit);
    const more = from >= 0 && from + input.Limit < sorted.length;
    return { Items: items, LastEvaluatedKey: more ? items[items.length - 1] : undefined };
  });
}

describe('sparse filters', () => {
  it('grows its index reads when filters drop most rows, so a sparse match far down still fills the page', async () => {
    // 700 term rows for "rahul": only the last 5 fall within the dates asked for.
    const apps = Array.from({ length: 700 }, (_, i) => rahul(i, i >= 695 ? IN_RANGE : OUT_OF_RANGE));
    const rows = apps.map((x) => x.row);
    const items = new Map(apps.map((x) => [x.item.applicationId, x.item]));
    answerQueriesFrom(rows);
    ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { applicationId: string }[] }> }) => {
      const [table, { Keys }] = Object.entries(input.RequestItems)[0]!;
      return { Responses: { [table]: Keys.map((k) => items.get(k.applicationId)) } };
    });
    const res = await call(
      handler,
      apiEvent('listApplications', { claims: STAFF_CLAIMS, query: { q: 'Rahul', from: '2026-05-01', limit: '5' } }),
    );
    expect(res.status).toBe(200);
    expect((res.json.items as { applicationId: string }[]).map((i) => i.applicationId)).toEqual([
      'a695',
      'a696',
      'a697',
      'a698',
      'a699',
    ]);
    // The first read ends among the term's rows before the dates: the next starts at the term's rows
    // from the first date (decision 0041), and finds the five.
    const calls = ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(calls.map((c) => c.Limit)).toEqual([5, 25]);
    expect(calls[1]!.ExclusiveStartKey).toMatchObject({ k: 'term#r', s: 'rahul#2026-05-01' });
    // Only the rows within the dates were read as items.
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(1);
  });

  it('sizes the next read from the share of rows that matched so far', async () => {
    // Every fourth "rahul" application in the term's order is in the stage asked for (its item says so).
    const apps = Array.from({ length: 400 }, (_, i) => rahul(i, IN_RANGE))
      .sort((a, b) => (a.row.s < b.row.s ? -1 : 1))
      .map((app, i) => ({ ...app, item: { ...app.item, stage: i % 4 === 3 ? 'screening' : 'new' } }));
    const rows = apps.map((x) => x.row);
    const items = new Map(apps.map((x) => [x.item.applicationId, x.item]));
    answerQueriesFrom(rows);
    ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { applicationId: string }[] }> }) => {
      const [table, { Keys }] = Object.entries(input.RequestItems)[0]!;
      return { Responses: { [table]: Keys.map((k) => items.get(k.applicationId)) } };
    });
    const res = await call(
      handler,
      apiEvent('listApplications', { claims: STAFF_CLAIMS, query: { q: 'rahul', stage: 'screening', limit: '10' } }),
    );
    expect((res.json.items as unknown[]).length).toBe(10);
    // 10 rows gave 2 items: 8 more need about 40 rows, read with a margin.
    expect(ddb.commandCalls(QueryCommand).map((c) => c.args[0].input.Limit)).toEqual([10, 50]);
  });
});
