import '../support/env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { handler } from '../../../lambdas/handlers/parse';
import { LIMITS } from '../../../lambdas/contract';
import type * as ResumeModuleValue from '../../../lambdas/resume';
import { ResumeError, parseResume, type ResumeErrorCode } from '../../../lambdas/resume';
import { apiEvent, call } from '../support/events';
import { DOCX_BYTES, PDF_BYTES, TEXT_BYTES, notFound, objectBody } from '../support/s3';
import { TEST_BUCKET } from '../support/env';

type ResumeModule = typeof ResumeModuleValue;
vi.mock('../../../lambdas/resume', async (importOriginal) => {
  const actual = await importOriginal<ResumeModule>();
  return { ...actual, parseResume: vi.fn() };
});
const parse = vi.mocked(parseResume);
const s3 = mockClient(S3Client);
// The abuse-limit counter (an UpdateItem) answers as an empty table would.
mockClient(DynamoDBDocumentClient);

const KEY = 'incoming/0f8fad5b-d9cb-469f-a165-70867728950e.pdf';
const uploaded = (bytes: Uint8Array, size = bytes.byteLength) => {
  s3.on(HeadObjectCommand).resolves({ ContentLength: size });
  s3.on(GetObjectCommand).resolves({ Body: objectBody(bytes) });
};

beforeEach(() => {
  s3.reset();
  parse.mockReset();
});

describe('POST /applications/parse', () => {
  it('verifies the upload and answers the contact fields', async () => {
    uploaded(PDF_BYTES);
    parse.mockResolvedValue({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      experience: 'x',
      education: 'y',
      skills: 'z',
      source: 'builtin',
      text: '',
    });
    const res = await call(handler, apiEvent('parseResume', { body: { key: KEY } }));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      source: 'builtin',
      fromScan: false,
    });
    expect(parse).toHaveBeenCalledWith(PDF_BYTES, expect.anything());
    expect(s3.commandCalls(HeadObjectCommand)[0]!.args[0].input).toEqual({ Bucket: TEST_BUCKET, Key: KEY });
  });

  it('answers without the fields the parser did not find', async () => {
    uploaded(PDF_BYTES);
    parse.mockResolvedValue({ experience: '', education: '', skills: '', source: 'builtin', text: '' });
    const res = await call(handler, apiEvent('parseResume', { body: { key: KEY } }));
    expect(res.json).toEqual({ source: 'builtin', fromScan: false });
  });

  it('says when the fields were read from a scan', async () => {
    uploaded(PDF_BYTES);
    parse.mockResolvedValue({
      name: 'Asha Rao',
      experience: '',
      education: '',
      skills: '',
      source: 'builtin',
      text: '',
      fromScan: true,
    });
    const res = await call(handler, apiEvent('parseResume', { body: { key: KEY } }));
    expect(res.json).toEqual({ name: 'Asha Rao', source: 'builtin', fromScan: true });
  });

  it.each([
    ['a client-chosen path', 'resumes/someone-else.pdf'],
    ['a traversal', 'incoming/../resumes/x.pdf'],
    ['another extension', 'incoming/0f8fad5b-d9cb-469f-a165-70867728950e.exe'],
  ])('refuses %s as key with 400 without touching S3', async (_label, key) => {
    const res = await call(handler, apiEvent('parseResume', { body: { key } }));
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ key: ['Unknown upload key.'] });
    expect(s3.calls()).toHaveLength(0);
  });

  it('answers 400 "Upload the resume first." when nothing was uploaded', async () => {
    s3.on(HeadObjectCommand).rejects(notFound());
    const res = await call(handler, apiEvent('parseResume', { body: { key: KEY } }));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Upload the resume first.');
    expect(parse).not.toHaveBeenCalled();
  });

  it('answers 413 for an object over 5 MB without downloading it', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: LIMITS.resumeBytes + 1 });
    const res = await call(handler, apiEvent('parseResume', { body: { key: KEY } }));
    expect(res.status).toBe(413);
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
  });

  it('answers 415 for a text file named .pdf', async () => {
    uploaded(TEXT_BYTES);
    const res = await call(handler, apiEvent('parseResume', { body: { key: KEY } }));
    expect(res.status).toBe(415);
    expect(res.json.message).toBe('The file is not a PDF, DOC or DOCX document.');
    expect(parse).not.toHaveBeenCalled();
  });

  it('answers 415 for a real DOCX uploaded under a .pdf key', async () => {
    uploaded(DOCX_BYTES);
    expect((await call(handler, apiEvent('parseResume', { body: { key: KEY } }))).status).toBe(415);
  });

  it.each<[ResumeErrorCode, number]>([
    ['too-large', 413],
    ['unsupported', 415],
    ['no-text', 422],
    ['encrypted', 422],
    ['corrupt', 422],
    ['timeout', 422],
  ])('maps the parser error %s to %i with its message', async (code, status) => {
    uploaded(PDF_BYTES);
    parse.mockRejectedValue(new ResumeError(code, `Parser says ${code}.`));
    const res = await call(handler, apiEvent('parseResume', { body: { key: KEY } }));
    expect(res.status).toBe(status);
    expect(res.json.message).toBe(`Parser says ${code}.`);
  });

  it('answers 500 for an S3 fault', async () => {
    s3.on(HeadObjectCommand).rejects(new Error('connection reset'));
    const res = await call(handler, apiEvent('parseResume', { body: { key: KEY } }));
    expect(res.status).toBe(500);
    expect(res.raw).not.toContain('connection reset');
  });
});
