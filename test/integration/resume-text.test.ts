/**
 * A Word resume read as text in the application view, through the local gateway against the real
 * emulators: the text kept beside the resume at submission (DOCX and DOC fixtures), extracted on
 * demand for an application stored before texts were kept, "unavailable" when nothing can be
 * read, staff only, and gone with the application when it is erased.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { LocalStack } from '../../infra/local/stack';
import { api, createJob, uploadResume, visitorAccountToken, withLocalStack } from './support/local-api';
import { s3Client } from '../../lambdas/adapters/clients';
import { RESUME_BUCKET_ENV } from '../../lambdas/contract/storage';
import type { ResumeMimeType } from '../../lambdas/contract/schemas';

const DOCUMENTS = join(__dirname, '..', 'fixtures', 'resumes', 'documents');
const DOCX = readFileSync(join(DOCUMENTS, '01-priya-classic.docx'));
const DOC = readFileSync(join(DOCUMENTS, '04-john-header-table.doc'));
const TYPES: Record<'docx' | 'doc', ResumeMimeType> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

let stack: LocalStack;
let staff: string;
let jobId: string;
const bucket = () => process.env[RESUME_BUCKET_ENV]!;

withLocalStack({}, async (started) => {
  ({ stack, staff } = started);
  ({ jobId } = await createJob(stack, staff, `Cloud Engineer ${randomUUID().slice(0, 6)}`));
});

async function apply(kind: 'docx' | 'doc', bytes: Buffer, name: string): Promise<string> {
  const key = await uploadResume(stack, bytes, `cv.${kind}`, TYPES[kind]);
  const res = await api(stack, 'POST', '/applications', {
    body: {
      name,
      email: `${randomUUID().slice(0, 8)}@example.com`,
      phone: '+91 98765 43210',
      jobId,
      jobTitle: 'ignored',
      resumeUrl: key,
      consent: true,
    },
  });
  expect(res.status).toBe(201);
  return res.json.applicationId as string;
}

const resumeText = (id: string, token = staff) => api(stack, 'GET', `/applications/${id}/resume-text`, { token });

async function keysUnder(prefix: string) {
  const out = await s3Client().send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key).sort();
}

describe('resume text', () => {
  it('keeps a DOCX resume’s whole text at submission and answers it to staff, not to others', async () => {
    const id = await apply('docx', DOCX, 'Priya Sharma');
    expect(await keysUnder(`resumes/${id}`)).toEqual([`resumes/${id}.docx`, `resumes/${id}.txt`]);

    const res = await resumeText(id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ source: 'stored', shortened: false });
    const text = res.json.text as string;
    for (const words of ['PRIYA SHARMA', 'priya.sharma@gmail.com', 'Razorpay', 'National Institute of Technology Karnataka']) {
      expect(text).toContain(words);
    }
    // The list and the detail never carry it.
    const detail = await api(stack, 'GET', `/applications/${id}`, { token: staff });
    expect(detail.status).toBe(200);
    expect(Object.keys(detail.json)).not.toContain('text');
    const list = await api(stack, 'GET', `/applications?jobId=${jobId}`, { token: staff });
    expect(JSON.stringify(list.json)).not.toContain('Razorpay');

    expect((await resumeText(id, '')).status).toBe(401);
    expect((await resumeText(id, await visitorAccountToken(stack))).status).toBe(403);
    expect((await resumeText(randomUUID())).status).toBe(404);
  });

  it('keeps a DOC resume’s text too', async () => {
    const id = await apply('doc', DOC, 'John Miller');
    const res = await resumeText(id);
    expect(res.status).toBe(200);
    expect(res.json.source).toBe('stored');
    const stored = await s3Client().send(new GetObjectCommand({ Bucket: bucket(), Key: `resumes/${id}.txt` }));
    const kept = await stored.Body!.transformToString('utf-8');
    expect(res.json.text).toBe(kept);
    for (const words of ['John Miller', 'Dell Technologies', 'University of Texas at Austin']) expect(kept).toContain(words);
  });

  it('extracts the text on demand for an application stored before texts were kept, without keeping it', async () => {
    const id = await apply('docx', DOCX, 'Priya Sharma');
    // What an application of the previous release looks like: no text beside its resume.
    await s3Client().send(new DeleteObjectCommand({ Bucket: bucket(), Key: `resumes/${id}.txt` }));
    const res = await resumeText(id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ source: 'extracted', shortened: false });
    expect(res.json.text).toContain('PRIYA SHARMA');
    expect(await keysUnder(`resumes/${id}`)).toEqual([`resumes/${id}.docx`]);
  });

  it('says the text is unavailable when the resume cannot be read', async () => {
    const id = await apply('docx', DOCX, 'Priya Sharma');
    await s3Client().send(new DeleteObjectCommand({ Bucket: bucket(), Key: `resumes/${id}.txt` }));
    await s3Client().send(new PutObjectCommand({ Bucket: bucket(), Key: `resumes/${id}.docx`, Body: 'not a Word file' }));
    const res = await resumeText(id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ source: 'unavailable', text: null, shortened: false });
  });

  it('erasing the application removes its text with the resume', async () => {
    const id = await apply('doc', DOC, 'John Miller');
    expect(await keysUnder(`resumes/${id}`)).toHaveLength(2);
    expect((await api(stack, 'DELETE', `/applications/${id}`, { token: staff })).status).toBe(204);
    expect(await keysUnder(`resumes/${id}`)).toEqual([]);
    expect((await resumeText(id)).status).toBe(404);
  });
});
