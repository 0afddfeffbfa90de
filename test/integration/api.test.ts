/**
 * The API over HTTP through the local gateway, against the real emulators (dynalite, s3rver,
 * cognito-local) and the real resume parser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { LocalStack } from '../../infra/local/stack';
import { LOCAL_BUCKET, LOCAL_CREDENTIALS } from '../../infra/local/provision';
import { api, withLocalStack, uploadResume } from './support/local-api';

const FIXTURES = join(__dirname, '..', 'fixtures', 'api');
const PDF = readFileSync(join(FIXTURES, 'resume.pdf'));
const FAKE_PDF = readFileSync(join(FIXTURES, 'not-a-pdf.pdf'));
const DOCX = readFileSync(join(FIXTURES, 'resume.docx'));
/** A scanned resume (image-only PDF, 200 dpi, turned by 1°) from the resume corpus. */
const SCAN = readFileSync(join(__dirname, '..', 'fixtures', 'resumes', 'documents', 'd01-narayan-scan-200dpi.pdf'));
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let stack: LocalStack;
let staff: string;
let visitorAccount: string;

withLocalStack({ visitorAccount: true }, (started) => {
  ({ stack, staff, visitorAccount } = started);
});

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
const jobFields = (title: string) => ({
  title,
  location: 'Pune (On-site)',
  description: 'Build the cloud.',
  requirements: 'AWS experience.',
});
type Item = Record<string, unknown>;

async function createJob(fields: Item): Promise<Item> {
  const res = await api(stack, 'POST', '/jobs', { token: staff, body: fields });
  expect(res.status).toBe(201);
  return res.json;
}

/** Every item of a list, following cursors. */
async function allPages(path: string, token?: string, limit = 100): Promise<{ items: Item[]; pages: number }> {
  const items: Item[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await api(stack, 'GET', `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
      token,
    });
    expect(res.status).toBe(200);
    items.push(...(res.json.items as Item[]));
    cursor = res.json.nextCursor as string | null;
    pages += 1;
  } while (cursor && pages < 50);
  return { items, pages };
}

const upload = (bytes: Buffer, fileName: string, fileType = 'application/pdf') => uploadResume(stack, bytes, fileName, fileType);

describe('jobs', () => {
  it('visitors see the seeded active jobs, newest first, without internal attributes', async () => {
    const res = await api(stack, 'GET', '/jobs');
    expect(res.status).toBe(200);
    const items = res.json.items as Item[];
    expect(items.map((j) => j.title)).toEqual(expect.arrayContaining(['ReactJS Developer', 'Salesforce Team Lead']));
    expect(items.every((j) => j.active === true && !('listPk' in j) && !('activePk' in j))).toBe(true);
    const dates = items.map((j) => j.createdAt as string);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('creates, toggles (sparse visitors index), edits and deletes a job', async () => {
    const title = unique('Platform Engineer');
    const job = await createJob(jobFields(title));
    expect(job).toMatchObject({ title, active: true, employmentType: 'Full-time' });
    const id = job.jobId as string;
    const inVisitorList = async (token?: string) => (await allPages('/jobs', token)).items.some((j) => j.jobId === id);
    expect(await inVisitorList()).toBe(true);

    const off = await api(stack, 'PUT', `/jobs/${id}`, { token: staff, body: { active: false } });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ jobId: id, title, active: false, createdAt: job.createdAt });

    // The staff / visitor matrix on the optional-auth route.
    expect(await inVisitorList()).toBe(false);
    expect(await inVisitorList('garbage.token.value')).toBe(false);
    expect(await inVisitorList(visitorAccount)).toBe(false);
    expect(await inVisitorList(staff)).toBe(true);
    expect((await api(stack, 'GET', `/jobs/${id}`)).status).toBe(404);
    expect((await api(stack, 'GET', `/jobs/${id}`, { token: visitorAccount })).status).toBe(404);
    expect((await api(stack, 'GET', `/jobs/${id}`, { token: staff })).json).toMatchObject({ jobId: id, active: false });

    const edited = await api(stack, 'PUT', `/jobs/${id}`, {
      token: staff,
      body: {
        ...jobFields(`${title} II`),
        employmentType: 'Contract',
        active: true,
        jobId: 'ignored',
        createdAt: '2000-01-01T00:00:00Z',
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({
      jobId: id,
      title: `${title} II`,
      employmentType: 'Contract',
      active: true,
      createdAt: job.createdAt,
    });
    expect(await inVisitorList()).toBe(true);

    expect((await api(stack, 'DELETE', `/jobs/${id}`, { token: staff })).status).toBe(204);
    expect((await api(stack, 'GET', `/jobs/${id}`, { token: staff })).status).toBe(404);
    expect((await api(stack, 'DELETE', `/jobs/${id}`, { token: staff })).status).toBe(404);
    expect((await api(stack, 'PUT', `/jobs/${id}`, { token: staff, body: { active: true } })).status).toBe(404);
  });

  it('refuses invalid fields with details, malformed JSON and a wrong content type', async () => {
    const invalid = await api(stack, 'POST', '/jobs', { token: staff, body: { ...jobFields(''), employmentType: 'Gig' } });
    expect(invalid.status).toBe(400);
    expect(invalid.json.fields).toMatchObject({ title: ['Title is required.'], employmentType: expect.any(Array) });
    expect((await api(stack, 'POST', '/jobs', { token: staff, rawBody: '{"title":' })).status).toBe(400);
    const text = await api(stack, 'POST', '/jobs', {
      token: staff,
      rawBody: 'title=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });
});

describe('the staff / visitor matrix on a staff route', () => {
  it.each([
    ['no token', undefined, 401],
    ['a garbage token', 'garbage', 401],
    ['a signed-in non-staff account', 'visitor', 403],
    ['staff', 'staff', 200],
  ])('GET /contact with %s answers %i', async (_label, who, status) => {
    const token = who === 'visitor' ? visitorAccount : who === 'staff' ? staff : who;
    const res = await api(stack, 'GET', '/contact', { token });
    expect(res.status).toBe(status);
    if (status !== 200) expect(res.json.message).toEqual(expect.any(String));
  });

  it('a non-staff account cannot create jobs or read applications', async () => {
    expect((await api(stack, 'POST', '/jobs', { token: visitorAccount, body: jobFields('Nope') })).status).toBe(403);
    expect((await api(stack, 'GET', '/applications', { token: visitorAccount })).status).toBe(403);
    expect((await api(stack, 'POST', '/blogs', { body: { title: 't', author: 'a', content: 'c' } })).status).toBe(401);
  });
});

describe('blogs', () => {
  it('creates, reads, updates and deletes a post; lists page by page', async () => {
    const titles = [unique('Post A'), unique('Post B'), unique('Post C')];
    const ids: string[] = [];
    for (const title of titles) {
      const res = await api(stack, 'POST', '/blogs', {
        token: staff,
        body: { title, author: 'Nimbus Crest', content: '# Hi', externalUrl: 'https://example.com/a' },
      });
      expect(res.status).toBe(201);
      ids.push(res.json.blogId as string);
    }
    const { items, pages } = await allPages('/blogs', undefined, 2);
    expect(pages).toBeGreaterThan(1);
    const mine = items.filter((p) => ids.includes(p.blogId as string)).map((p) => p.title);
    expect(mine).toEqual([...titles].reverse());
    expect(new Set(items.map((p) => p.blogId)).size).toBe(items.length);

    const one = await api(stack, 'GET', `/blogs/${ids[0]}`);
    expect(one.json).toMatchObject({ title: titles[0], externalUrl: 'https://example.com/a' });
    const updated = await api(stack, 'PUT', `/blogs/${ids[0]}`, {
      token: staff,
      body: { title: 'Renamed', author: 'Nimbus Crest', content: 'Body' },
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ blogId: ids[0], title: 'Renamed', createdAt: one.json.createdAt });
    expect(updated.json).not.toHaveProperty('externalUrl');
    expect((await api(stack, 'DELETE', `/blogs/${ids[0]}`, { token: staff })).status).toBe(204);
    expect((await api(stack, 'GET', `/blogs/${ids[0]}`)).status).toBe(404);
  });
});

describe('contact and newsletter', () => {
  it('stores messages for staff and pages through them newest first', async () => {
    const subjects = Array.from({ length: 5 }, (_, i) => unique(`Subject ${i}`));
    for (const subject of subjects) {
      const res = await api(stack, 'POST', '/contact', {
        body: { name: 'Ravi', email: 'ravi@example.com', subject, message: 'Please call me.' },
      });
      expect(res.status).toBe(201);
      expect(res.json).toEqual({ messageId: expect.any(String), createdAt: expect.any(String) });
    }
    const { items, pages } = await allPages('/contact', staff, 2);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(items.filter((m) => subjects.includes(m.subject as string)).map((m) => m.subject)).toEqual([...subjects].reverse());
    expect(items.every((m) => !('listPk' in m))).toBe(true);
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await api(stack, 'POST', '/contact', {
      body: { name: 'Ravi', email: 'ravi@example.com', message: 'x'.repeat(300 * 1024) },
    });
    expect(res.status).toBe(413);
  });

  it('refuses a forged cursor with 400', async () => {
    const forged = Buffer.from(JSON.stringify({ messageId: 'x', listPk: 'OTHER', createdAt: 'z' })).toString('base64url');
    expect((await api(stack, 'GET', `/contact?cursor=${forged}`, { token: staff })).status).toBe(400);
  });

  it('signs an address up once, case-insensitively', async () => {
    const email = `${randomUUID().slice(0, 8)}@Example.com`;
    const first = await api(stack, 'POST', '/subscribers', { body: { email } });
    expect(first.status).toBe(201);
    const again = await api(stack, 'POST', '/subscribers', { body: { email: email.toUpperCase() } });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(first.json.email).toBe(email.toLowerCase());
  });
});

describe('resumes and applications', () => {
  let openJob: Item;
  beforeAll(async () => {
    openJob = await createJob(jobFields(unique('Cloud Engineer')));
  });

  it('uploads a real PDF, parses it, applies once however often the request is retried, and serves the resume to staff', async () => {
    const key = await upload(PDF, 'Priya Sharma CV.pdf');
    expect(key).toMatch(/^incoming\/[0-9a-f-]{36}\.pdf$/);

    const parsed = await api(stack, 'POST', '/applications/parse', { body: { key } });
    expect(parsed.status).toBe(200);
    expect(parsed.json).toMatchObject({ email: 'priya.sharma@example.com', source: 'builtin' });
    expect(parsed.json.name).toBe('Priya Sharma');
    expect(String(parsed.json.phone).replace(/\D/g, '')).toContain('9876543210');

    const application = {
      name: 'Priya Sharma',
      email: 'priya.sharma@example.com',
      phone: '+91 98765 43210',
      jobId: openJob.jobId,
      jobTitle: openJob.title,
      resumeUrl: key,
      consent: true,
    };
    // A double click: several submissions of the same upload at once.
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => api(stack, 'POST', '/applications', { body: application })),
    );
    const first = replies[0]!;
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    for (const r of replies) expect(r.json).toEqual(first.json);
    const retried = await api(stack, 'POST', '/applications', { body: application });
    expect(retried.status).toBe(201);
    expect(retried.json).toEqual(first.json);

    const { items } = await allPages(`/applications?jobId=${openJob.jobId as string}`, staff);
    expect(items).toHaveLength(1);
    // The list answers a summary; GET /applications/{id} the whole application.
    expect(items[0]).toEqual({
      applicationId: first.json.applicationId,
      name: application.name,
      jobId: openJob.jobId,
      jobTitle: openJob.title,
      createdAt: first.json.createdAt,
      stage: 'new',
    });
    const detail = await api(stack, 'GET', `/applications/${first.json.applicationId as string}`, { token: staff });
    expect(detail.status).toBe(200);
    const stored = detail.json;
    expect(stored).toMatchObject({
      applicationId: first.json.applicationId,
      jobTitle: openJob.title,
      resumeUrl: `resumes/${first.json.applicationId as string}.pdf`,
    });
    expect(String(stored.skills)).toContain('TypeScript');
    expect(
      (await allPages('/applications', staff)).items.filter((a) => a.applicationId === first.json.applicationId),
    ).toHaveLength(1);

    const link = await api(stack, 'GET', `/applications/${first.json.applicationId as string}/resume`, { token: staff });
    expect(link.status).toBe(200);
    const resume = await fetch(link.json.url as string);
    expect(resume.status).toBe(200);
    expect(Buffer.from(await resume.arrayBuffer()).equals(PDF)).toBe(true);
    // The upload was moved: the incoming key no longer parses.
    expect((await api(stack, 'POST', '/applications/parse', { body: { key } })).json.message).toBe('Upload the resume first.');
    expect(
      (await api(stack, 'GET', `/applications/${first.json.applicationId as string}/resume`, { token: visitorAccount })).status,
    ).toBe(403);
    expect((await api(stack, 'GET', `/applications/${randomUUID()}/resume`, { token: staff })).status).toBe(404);
  });

  it('reads a scanned PDF by OCR, says so, and stores the links, city and scan flag with the application', async () => {
    const key = await upload(SCAN, 'scan.pdf');
    const parsed = await api(stack, 'POST', '/applications/parse', { body: { key } });
    expect(parsed.status).toBe(200);
    expect(parsed.json).toMatchObject({
      name: 'R. K. Narayan Swamy',
      email: 'rk.narayanswamy@gmail.com',
      phone: '+91 98860 12345',
      fromScan: true,
    });
    const res = await api(stack, 'POST', '/applications', {
      body: {
        name: 'R. K. Narayan Swamy',
        email: 'rk.narayanswamy@gmail.com',
        phone: '+91 98860 12345',
        jobId: openJob.jobId,
        jobTitle: openJob.title,
        resumeUrl: key,
        consent: true,
      },
    });
    expect(res.status).toBe(201);
    const detail = await api(stack, 'GET', `/applications/${res.json.applicationId as string}`, { token: staff });
    expect(detail.json).toMatchObject({
      city: 'Bengaluru',
      linkedin: 'https://linkedin.com/in/rknarayanswamy',
      resumeFromScan: true,
    });
  }, 120_000);

  it('a delete of the upload racing the submission never stores an application without its resume', async () => {
    const s3 = new S3Client({
      endpoint: process.env.AWS_ENDPOINT_URL_S3,
      region: 'ap-south-1',
      credentials: LOCAL_CREDENTIALS,
      forcePathStyle: true,
    });
    const outcomes: number[] = [];
    try {
      for (let round = 0; round < 4; round++) {
        const key = await upload(PDF, `race-${round}.pdf`);
        const email = `race-${round}-${randomUUID().slice(0, 8)}@example.com`;
        const application = {
          name: 'Race Tester',
          email,
          phone: '+91 98765 43210',
          jobId: openJob.jobId,
          jobTitle: openJob.title,
          resumeUrl: key,
        };
        // The delete is sent after a growing head start, so some rounds land before, during and after the copy.
        const [reply] = await Promise.all([
          api(stack, 'POST', '/applications', { body: application }),
          new Promise((r) => setImmediate(r))
            .then(() => (round ? new Promise((r) => setTimeout(r, round * 5)) : undefined))
            .then(() => s3.send(new DeleteObjectCommand({ Bucket: LOCAL_BUCKET, Key: key }))),
        ]);
        outcomes.push(reply.status);
        expect(reply.status).toBeLessThan(500);
        const stored = (await allPages(`/applications?jobId=${openJob.jobId as string}`, staff)).items.filter(
          (a) => a.email === email,
        );
        if (reply.status === 201) {
          // Accepted: the application and its resume are both there.
          expect(stored).toHaveLength(1);
          const link = await api(stack, 'GET', `/applications/${reply.json.applicationId as string}/resume`, { token: staff });
          const resume = await fetch(link.json.url as string);
          expect(Buffer.from(await resume.arrayBuffer()).equals(PDF)).toBe(true);
        } else {
          // Refused with a message: nothing stored.
          expect(typeof reply.json.message).toBe('string');
          expect(stored).toEqual([]);
        }
      }
    } finally {
      s3.destroy();
    }
    expect(outcomes).toHaveLength(4);
  });

  it('parses and accepts a DOCX resume, stored under its own extension', async () => {
    const key = await upload(DOCX, 'priya.docx', DOCX_TYPE);
    expect(key).toMatch(/\.docx$/);
    const parsed = await api(stack, 'POST', '/applications/parse', { body: { key } });
    expect(parsed.status).toBe(200);
    expect(parsed.json.email).toBe('priya.sharma@example.com');
    const res = await api(stack, 'POST', '/applications', {
      body: {
        name: 'Priya Sharma',
        email: 'priya.sharma@example.com',
        phone: '+91 98765 43210',
        jobId: openJob.jobId,
        jobTitle: openJob.title,
        resumeUrl: key,
        consent: true,
      },
    });
    expect(res.status).toBe(201);
    const { items } = await allPages(`/applications?jobId=${openJob.jobId as string}`, staff);
    expect(items.some((a) => a.applicationId === res.json.applicationId)).toBe(true);
    const detail = await api(stack, 'GET', `/applications/${res.json.applicationId as string}`, { token: staff });
    expect(detail.json.resumeUrl).toBe(`resumes/${res.json.applicationId as string}.docx`);
  });

  it('refuses a PDF uploaded under a .docx key (415)', async () => {
    const key = await upload(PDF, 'cv.docx', DOCX_TYPE);
    expect((await api(stack, 'POST', '/applications/parse', { body: { key } })).status).toBe(415);
  });

  it('refuses a text file named .pdf (415) and stores nothing', async () => {
    const key = await upload(FAKE_PDF, 'cv.pdf');
    const parsed = await api(stack, 'POST', '/applications/parse', { body: { key } });
    expect(parsed.status).toBe(415);
    expect(parsed.json.message).toBe('The file is not a PDF, DOC or DOCX document.');
    const applied = await api(stack, 'POST', '/applications', {
      body: {
        name: 'Mallory',
        email: 'm@example.com',
        phone: '9876543210',
        jobId: openJob.jobId,
        jobTitle: openJob.title,
        resumeUrl: key,
        consent: true,
      },
    });
    expect(applied.status).toBe(415);
    const { items } = await allPages(`/applications?jobId=${openJob.jobId as string}`, staff);
    expect(items.some((a) => a.name === 'Mallory')).toBe(false);
  });

  it('refuses an upload URL for a mismatched name or an oversized file, and an application before upload', async () => {
    expect(
      (
        await api(stack, 'POST', '/applications/upload-url', {
          body: { fileName: 'cv.docx', fileType: 'application/pdf', fileSize: 10 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api(stack, 'POST', '/applications/upload-url', {
          body: { fileName: 'cv.pdf', fileType: 'application/pdf', fileSize: 6 * 1024 * 1024 },
        })
      ).status,
    ).toBe(400);
    const neverUploaded = `incoming/${randomUUID()}.pdf`;
    const res = await api(stack, 'POST', '/applications', {
      body: {
        name: 'Asha',
        email: 'a@example.com',
        phone: '9876543210',
        jobId: openJob.jobId,
        jobTitle: 'x',
        resumeUrl: neverUploaded,
        consent: true,
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Upload the resume first.');
  });

  it('answers 409 for a closed job and 404 for an unknown one', async () => {
    const closed = await createJob({ ...jobFields(unique('Closed role')), active: false });
    const key = await upload(PDF, 'cv.pdf');
    const body = { name: 'Asha', email: 'a@example.com', phone: '9876543210', jobTitle: 'x', resumeUrl: key, consent: true };
    expect((await api(stack, 'POST', '/applications', { body: { ...body, jobId: closed.jobId } })).status).toBe(409);
    expect((await api(stack, 'POST', '/applications', { body: { ...body, jobId: randomUUID() } })).status).toBe(404);
  });
});
