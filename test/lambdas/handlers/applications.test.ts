import '../support/env';
import { mockClient } from 'aws-sdk-client-mock';
import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { handler } from '../../../lambdas/handlers/applications';
import { LIMITS, PRIVACY_NOTICE_VERSION } from '../../../lambdas/contract';
import { applicationIdFor } from '../../../lambdas/domain/resumes';
import { indexedFields } from '../../../lambdas/domain/applications';
import { allRows, listingRows } from '../../../lambdas/domain/search-keys';
import type * as ResumeModuleValue from '../../../lambdas/resume';
import { ResumeError, parseResume } from '../../../lambdas/resume';
import { apiEvent, call } from '../support/events';
import { PDF_BYTES, TEXT_BYTES, noSuchKey, notFound, objectBody } from '../support/s3';
import { TEST_BUCKET, tableFor } from '../support/env';

type ResumeModule = typeof ResumeModuleValue;
vi.mock('../../../lambdas/resume', async (importOriginal) => {
  const actual = await importOriginal<ResumeModule>();
  return { ...actual, parseResume: vi.fn() };
});
const parse = vi.mocked(parseResume);
const ddb = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);

const KEY = 'incoming/0f8fad5b-d9cb-469f-a165-70867728950e.pdf';
const APP_ID = applicationIdFor(KEY);
const JOB = {
  jobId: 'job-1',
  title: 'ReactJS Developer',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  listPk: 'ALL',
  activePk: 'ALL',
};
const request = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  jobId: 'job-1',
  jobTitle: 'Client-supplied title',
  resumeUrl: KEY,
  consent: true,
};
const SECTIONS = { experience: 'Five years of React.', education: 'B.E.', skills: 'TypeScript' };

/** Puts to the applications table (the outbox and audit log get their own). */
const appPuts = () => ddb.commandCalls(PutCommand).filter((c) => c.args[0].input.TableName === tableFor('applications'));

const getReturns = (byTable: Record<string, Record<string, unknown> | undefined>) =>
  ddb.on(GetCommand).callsFake((input: { TableName: string }) => ({ Item: byTable[input.TableName] }));

function happyPath() {
  getReturns({ [tableFor('jobs')]: JOB });
  ddb.on(PutCommand).resolves({});
  s3.on(HeadObjectCommand).resolves({ ContentLength: PDF_BYTES.byteLength });
  s3.on(GetObjectCommand).resolves({ Body: objectBody(PDF_BYTES), ETag: '"etag-1"' });
  s3.on(CopyObjectCommand).resolves({});
  s3.on(DeleteObjectCommand).resolves({});
  parse.mockResolvedValue({ name: 'Asha', ...SECTIONS, source: 'builtin', text: '' });
}

beforeEach(() => {
  ddb.reset();
  s3.reset();
  parse.mockReset();
});

describe('POST /applications', () => {
  it('stores the city, links and scan flag read from the resume, dropping what is not a web link', async () => {
    happyPath();
    parse.mockResolvedValue({
      ...SECTIONS,
      city: 'Chennai',
      linkedin: 'https://linkedin.com/in/asha',
      github: 'javascript:alert(1)',
      portfolio: 'https://asha.dev',
      fromScan: true,
      source: 'builtin',
      text: '',
    });
    const res = await call(handler, apiEvent('createApplication', { body: request }));
    expect(res.status).toBe(201);
    const put = ddb.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put.Item).toMatchObject({
      city: 'Chennai',
      linkedin: 'https://linkedin.com/in/asha',
      portfolio: 'https://asha.dev',
      resumeFromScan: true,
    });
    expect(put.Item).not.toHaveProperty('github');
  });

  it('verifies, extracts, moves the resume and stores one application', async () => {
    happyPath();
    const res = await call(handler, apiEvent('createApplication', { body: request }));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ applicationId: APP_ID, createdAt: expect.any(String) });

    const copy = s3.commandCalls(CopyObjectCommand)[0]!.args[0].input;
    expect(copy).toEqual({
      Bucket: TEST_BUCKET,
      CopySource: `${TEST_BUCKET}/${KEY}`,
      Key: `resumes/${APP_ID}.pdf`,
      CopySourceIfMatch: '"etag-1"',
    });
    const put = appPuts()[0]!.args[0].input;
    expect(put.TableName).toBe(tableFor('applications'));
    expect(put.ConditionExpression).toBe('attribute_not_exists(#pk)');
    expect(put.ExpressionAttributeNames).toEqual({ '#pk': 'applicationId' });
    expect(put.Item).toEqual({
      applicationId: APP_ID,
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      jobId: 'job-1',
      jobTitle: 'ReactJS Developer',
      resumeUrl: `resumes/${APP_ID}.pdf`,
      ...SECTIONS,
      createdAt: res.json.createdAt,
      listPk: 'ALL',
      stage: 'new',
      version: 0,
      updatedAt: res.json.createdAt,
      history: [],
      notes: [],
      ratings: {},
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION, at: res.json.createdAt },
      schemaVersion: 3,
    });
    expect(s3.commandCalls(DeleteObjectCommand)[0]!.args[0].input).toEqual({ Bucket: TEST_BUCKET, Key: KEY });
  });

  it('keeps the resume text beside the resume before storing the record, shortened past the limit', async () => {
    happyPath();
    const long = 'x'.repeat(LIMITS.resumeText + 10);
    parse.mockResolvedValue({ name: 'Asha', ...SECTIONS, source: 'builtin', text: long });
    const steps: string[] = [];
    s3.on(PutObjectCommand).callsFake(() => (steps.push('text'), {}));
    ddb
      .on(PutCommand)
      .callsFake((input: { TableName: string }) => (input.TableName === tableFor('applications') && steps.push('put'), {}));
    const res = await call(handler, apiEvent('createApplication', { body: request }));
    expect(res.status).toBe(201);
    expect(steps).toEqual(['text', 'put']);
    const text = s3.commandCalls(PutObjectCommand)[0]!.args[0].input;
    expect(text).toMatchObject({
      Bucket: TEST_BUCKET,
      Key: `resumes/${APP_ID}.txt`,
      ContentType: 'text/plain; charset=utf-8',
      Metadata: { shortened: 'true' },
    });
    expect(text.Body).toHaveLength(LIMITS.resumeText);
    expect(appPuts()[0]!.args[0].input.Item).not.toHaveProperty('text');
  });

  it('stores the application when its text cannot be kept (the view extracts it later)', async () => {
    happyPath();
    parse.mockResolvedValue({ name: 'Asha', ...SECTIONS, source: 'builtin', text: 'Asha Rao\nFive years of React.' });
    s3.on(PutObjectCommand).rejects(new Error('S3 is down'));
    const res = await call(handler, apiEvent('createApplication', { body: request }));
    expect(res.status).toBe(201);
    expect(appPuts()).toHaveLength(1);
  });

  it('copies before storing and deletes the upload only after: a crash in between never loses the resume', async () => {
    happyPath();
    const steps: string[] = [];
    s3.on(CopyObjectCommand).callsFake(() => (steps.push('copy'), {}));
    ddb
      .on(PutCommand)
      .callsFake((input: { TableName: string }) => (input.TableName === tableFor('applications') && steps.push('put'), {}));
    s3.on(DeleteObjectCommand).callsFake(() => (steps.push('delete'), {}));
    await call(handler, apiEvent('createApplication', { body: request }));
    expect(steps).toEqual(['copy', 'put', 'delete']);
  });

  it('answers a retried submission with the same application, storing nothing twice', async () => {
    happyPath();
    const first = await call(handler, apiEvent('createApplication', { body: request }));
    const stored = appPuts()[0]!.args[0].input.Item!;
    getReturns({ [tableFor('jobs')]: JOB, [tableFor('applications')]: stored });

    const second = await call(handler, apiEvent('createApplication', { body: request }));
    expect(second.status).toBe(201);
    expect(second.json).toEqual(first.json);
    expect(appPuts()).toHaveLength(1);
    expect(s3.commandCalls(CopyObjectCommand)).toHaveLength(1);
  });

  it('refuses to reuse an upload that already belongs to an application for another job (409)', async () => {
    happyPath();
    getReturns({
      [tableFor('jobs')]: JOB,
      [tableFor('applications')]: { applicationId: APP_ID, jobId: 'job-2', createdAt: 'c' },
    });
    const res = await call(handler, apiEvent('createApplication', { body: request }));
    expect(res.status).toBe(409);
    expect(appPuts()).toHaveLength(0);
  });

  it('answers 409 and stores nothing when the upload was replaced after it was verified', async () => {
    happyPath();
    s3.on(CopyObjectCommand).rejects(
      new S3ServiceException({
        name: 'PreconditionFailed',
        $fault: 'client',
        $metadata: { httpStatusCode: 412 },
        message: 'At least one of the pre-conditions you specified did not hold',
      }),
    );
    const res = await call(handler, apiEvent('createApplication', { body: request }));
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/upload it again/);
    expect(appPuts()).toHaveLength(0);
  });

  it('answers the winner when a concurrent submission stored it first', async () => {
    happyPath();
    const winner = { applicationId: APP_ID, jobId: 'job-1', createdAt: '2026-02-02T00:00:00.000Z' };
    let applicationReads = 0;
    ddb.on(GetCommand).callsFake((input: { TableName: string }) => {
      if (input.TableName === tableFor('jobs')) return { Item: JOB };
      applicationReads += 1;
      return { Item: applicationReads === 1 ? undefined : winner };
    });
    ddb.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    const res = await call(handler, apiEvent('createApplication', { body: request }));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ applicationId: APP_ID, createdAt: winner.createdAt });
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it('answers the winner when a concurrent submission already moved the upload away', async () => {
    happyPath();
    const winner = { applicationId: APP_ID, jobId: 'job-1', createdAt: '2026-02-02T00:00:00.000Z' };
    let applicationReads = 0;
    ddb.on(GetCommand).callsFake((input: { TableName: string }) => {
      if (input.TableName === tableFor('jobs')) return { Item: JOB };
      applicationReads += 1;
      return { Item: applicationReads === 1 ? undefined : winner };
    });
    s3.on(CopyObjectCommand).rejects(noSuchKey());
    const res = await call(handler, apiEvent('createApplication', { body: request }));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ applicationId: APP_ID, createdAt: winner.createdAt });
    expect(appPuts()).toHaveLength(0);
  });

  it('stores the application with empty sections when extraction fails', async () => {
    happyPath();
    parse.mockRejectedValue(new ResumeError('no-text', 'No text.'));
    const res = await call(handler, apiEvent('createApplication', { body: request }));
    expect(res.status).toBe(201);
    expect(appPuts()[0]!.args[0].input.Item).toMatchObject({ experience: '', education: '', skills: '' });
  });

  it.each([
    ['corrupt', 'The PDF could not be read.', 422],
    ['encrypted', 'The PDF is password-protected.', 422],
    ['unsafe', 'We could not read this file safely. Please upload another PDF or Word file, or fill in the form yourself.', 422],
    ['timeout', 'We could not read this file safely. Please upload another PDF or Word file, or fill in the form yourself.', 422],
    ['unsupported', 'Only PDF, DOC and DOCX files are accepted.', 415],
  ] as const)(
    'refuses a resume that is %s with the parser message, storing and moving nothing',
    async (code, message, status) => {
      happyPath();
      parse.mockRejectedValue(new ResumeError(code, message));
      const res = await call(handler, apiEvent('createApplication', { body: request }));
      expect(res.status).toBe(status);
      expect(res.json).toMatchObject({ message, requestId: res.requestId });
      expect(appPuts()).toHaveLength(0);
      expect(s3.commandCalls(CopyObjectCommand)).toHaveLength(0);
    },
  );

  it('stores a long resume (past the page or text bound) without sections rather than refusing it', async () => {
    happyPath();
    parse.mockRejectedValue(new ResumeError('too-large', 'The document is far longer than a resume.'));
    const res = await call(handler, apiEvent('createApplication', { body: request }));
    expect(res.status).toBe(201);
    expect(appPuts()[0]!.args[0].input.Item).toMatchObject({ experience: '', skills: '' });
  });

  it('bounds each extracted section', async () => {
    happyPath();
    parse.mockResolvedValue({
      experience: 'x'.repeat(LIMITS.extractedSection + 50),
      education: '',
      skills: '',
      source: 'builtin',
      text: '',
    });
    await call(handler, apiEvent('createApplication', { body: request }));
    expect((appPuts()[0]!.args[0].input.Item!.experience as string).length).toBe(LIMITS.extractedSection);
  });

  it('still answers 201 when the leftover upload cannot be deleted', async () => {
    happyPath();
    s3.on(DeleteObjectCommand).rejects(new Error('S3 is having a moment'));
    expect((await call(handler, apiEvent('createApplication', { body: request }))).status).toBe(201);
  });

  it('answers 404 for an unknown job and 409 for a closed one, storing nothing', async () => {
    happyPath();
    getReturns({});
    const missing = await call(handler, apiEvent('createApplication', { body: request }));
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('This job does not exist.');

    getReturns({ [tableFor('jobs')]: { ...JOB, active: false } });
    const closed = await call(handler, apiEvent('createApplication', { body: request }));
    expect(closed.status).toBe(409);
    expect(closed.json.message).toBe('This job is no longer accepting applications.');
    expect(appPuts()).toHaveLength(0);
    expect(s3.commandCalls(CopyObjectCommand)).toHaveLength(0);
  });

  it('answers 400 when the resume was never uploaded, 413 when too large, 415 when not a resume', async () => {
    happyPath();
    s3.on(HeadObjectCommand).rejects(notFound());
    expect((await call(handler, apiEvent('createApplication', { body: request }))).json.message).toBe('Upload the resume first.');

    s3.on(HeadObjectCommand).resolves({ ContentLength: LIMITS.resumeBytes + 1 });
    expect((await call(handler, apiEvent('createApplication', { body: request }))).status).toBe(413);

    s3.on(HeadObjectCommand).resolves({ ContentLength: 40 });
    s3.on(GetObjectCommand).resolves({ Body: objectBody(TEXT_BYTES) });
    expect((await call(handler, apiEvent('createApplication', { body: request }))).status).toBe(415);

    s3.on(GetObjectCommand).rejects(noSuchKey());
    expect((await call(handler, apiEvent('createApplication', { body: request }))).status).toBe(400);
    expect(appPuts()).toHaveLength(0);
  });

  it('answers 400 with field details for invalid applicant fields', async () => {
    const res = await call(
      handler,
      apiEvent('createApplication', { body: { ...request, name: 'A', email: 'x', phone: '123', resumeUrl: 'cv.pdf' } }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields as object).sort()).toEqual(['email', 'name', 'phone', 'resumeUrl']);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('a fault among the term rows leaves the stored application listed, mailed and purgeable; the retry writes every row', async () => {
    happyPath();
    const manySkills = Array.from({ length: 40 }, (_, i) => `skill${i}`).join(', ');
    parse.mockResolvedValue({ name: 'Asha', ...SECTIONS, skills: manySkills, source: 'builtin', text: '' });
    const indexTable = tableFor('applicationIndex');
    const written = () =>
      ddb
        .commandCalls(BatchWriteCommand)
        .map((c) => (c.args[0].input.RequestItems?.[indexTable] ?? []).map((r) => String(r.PutRequest?.Item?.rowId)));
    let calls = 0;
    ddb.on(BatchWriteCommand).callsFake(() => {
      calls += 1;
      if (calls === 3)
        throw Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), { name: 'ThrottlingException' });
      return {};
    });

    const first = await call(handler, apiEvent('createApplication', { body: request }));
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(first.json.requestId).toBe(first.requestId);
    const stored = appPuts()[0]!.args[0].input.Item!;
    const rows = allRows(indexedFields(stored));
    expect(rows.length).toBeGreaterThan(100); // several BatchWriteItem calls of 25
    // The rows that list it (stage views, duplicates, the retention purge's last change) went first, in one call…
    const listing = listingRows(indexedFields(stored)).map((r) => r.rowId);
    expect(listing.map((id) => id.split('|')[0])).toEqual(
      expect.arrayContaining(['stage#new', 'job#job-1#stage#new', 'changed#new', 'email#asha@example.com', 'phone#9876543210']),
    );
    expect(written()[0]!.sort()).toEqual([...listing].sort());
    // …then the confirmation and the staff notice were queued; the upload is kept for the retry.
    const queued = ddb.commandCalls(PutCommand).map((c) => String(c.args[0].input.Item?.messageId));
    expect(queued).toContain(`application-confirmation#${APP_ID}`);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
    const firstAttempt = new Set(written().flat());
    expect(rows.filter((r) => !firstAttempt.has(r.rowId)).length).toBeGreaterThan(0);

    // The retry (the form keeps the upload key) finds the stored application and writes every row.
    ddb.resetHistory();
    getReturns({ [tableFor('jobs')]: JOB, [tableFor('applications')]: stored });
    const retried = await call(handler, apiEvent('createApplication', { body: request }));
    expect(retried.status).toBe(201);
    expect(retried.json).toEqual({ applicationId: APP_ID, createdAt: stored.createdAt });
    expect(new Set(written().flat())).toEqual(new Set(rows.map((r) => r.rowId)));
    expect(appPuts()).toHaveLength(0);
    expect(s3.commandCalls(CopyObjectCommand)).toHaveLength(1);
  });

  it('answers 500 when storing fails', async () => {
    happyPath();
    ddb.on(PutCommand).rejects(new Error('ProvisionedThroughputExceeded'));
    const res = await call(handler, apiEvent('createApplication', { body: request }));
    expect(res.status).toBe(500);
    expect(res.json.requestId).toBe(res.requestId);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });
});
