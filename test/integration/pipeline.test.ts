/**
 * The hiring pipeline over HTTP through the local gateway against the real emulators: consent,
 * stage moves with history and versions, notes, ratings, filters and cursors, duplicates, CSV
 * export, mail exactly once (5 concurrent retries) and after a failed send, erasure (tables,
 * bucket, search keys), the candidate data export and the retention purge.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { LocalStack } from '../../infra/local/stack';
import { api, withLocalStack, uploadResume } from './support/local-api';
import { documentClient, s3Client } from '../../lambdas/adapters/clients';
import { tableName } from '../../lambdas/adapters/tables';
import { loadScheduled } from '../../lambdas/handlers/registry';
import { indexApplication } from '../../lambdas/adapters/application-store';
import { PRIVACY_NOTICE_VERSION } from '../../lambdas/contract/pipeline';
import { RESUME_BUCKET_ENV } from '../../lambdas/contract/storage';

const PDF = readFileSync(join(__dirname, '..', 'fixtures', 'api', 'resume.pdf'));

let stack: LocalStack;
let staff: string;
type Item = Record<string, unknown>;
let jobA: Item;
let jobB: Item;

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

async function createJob(title: string): Promise<Item> {
  const res = await api(stack, 'POST', '/jobs', {
    token: staff,
    body: { title, location: 'Pune', description: 'Build.', requirements: 'AWS.' },
  });
  expect(res.status).toBe(201);
  return res.json;
}

const upload = () => uploadResume(stack, PDF, 'cv.pdf', 'application/pdf');

interface Candidate {
  name: string;
  email: string;
  phone?: string;
}

function applicationBody(c: Candidate, job: Item, key: string) {
  return {
    name: c.name,
    email: c.email,
    phone: c.phone ?? '+91 98765 43210',
    jobId: job.jobId,
    jobTitle: job.title,
    resumeUrl: key,
    consent: true,
  };
}

async function apply(c: Candidate, job: Item = jobA): Promise<string> {
  const res = await api(stack, 'POST', '/applications', { body: applicationBody(c, job, await upload()) });
  expect(res.status).toBe(201);
  return res.json.applicationId as string;
}

const detail = async (id: string) => {
  const res = await api(stack, 'GET', `/applications/${id}`, { token: staff });
  expect(res.status).toBe(200);
  return res.json;
};

const ids = (json: Item) => (json.items as Item[]).map((a) => a.applicationId);
const list = async (query: string) => {
  const res = await api(stack, 'GET', `/applications?${query}`, { token: staff });
  expect(res.status).toBe(200);
  return res.json;
};
const mailTo = (to: string) => stack.outbox().filter((m) => m.to === to);

withLocalStack({}, async (started) => {
  ({ stack, staff } = started);
  jobA = await createJob(unique('Data Engineer'));
  jobB = await createJob(unique('Platform Engineer'));
});

describe('consent', () => {
  it('refuses an application without consent, naming the field, and stores nothing', async () => {
    const key = await upload();
    const { consent: _c, ...without } = applicationBody({ name: 'No Consent', email: 'nc@example.com' }, jobA, key);
    const res = await api(stack, 'POST', '/applications', { body: without });
    expect(res.status).toBe(400);
    expect((res.json.fields as Record<string, string[]>).consent).toEqual(['Please agree to the privacy notice to apply.']);
    const refused = await api(stack, 'POST', '/applications', { body: { ...without, consent: false } });
    expect(refused.status).toBe(400);
    expect((await list(`jobId=${jobA.jobId as string}&q=no%20consent`)).items).toEqual([]);
  });
});

describe('mail', () => {
  it('sends one confirmation naming the job and one staff notice under 5 concurrent retries', async () => {
    const email = `retry-${randomUUID().slice(0, 6)}@example.com`;
    const body = applicationBody({ name: 'Retry Rani', email }, jobA, await upload());
    const replies = await Promise.all(Array.from({ length: 5 }, () => api(stack, 'POST', '/applications', { body })));
    expect(replies.map((r) => `${r.status} ${r.status === 201 ? '' : JSON.stringify(r.json)}`)).toEqual(Array(5).fill('201 '));
    expect(new Set(replies.map((r) => r.json.applicationId)).size).toBe(1);
    // One more retry after all of them.
    expect((await api(stack, 'POST', '/applications', { body })).status).toBe(201);

    const confirmations = mailTo(email);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.subject).toContain(String(jobA.title));
    expect(confirmations[0]!.text).toContain('Retry Rani');
    const notices = mailTo(stack.staff.email).filter((m) => m.subject.includes('Retry Rani'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(`New application: Retry Rani for ${String(jobA.title)}`);
    expect(notices[0]!.text).toContain(`/admin/applications/${replies[0]!.json.applicationId as string}`);

    const stored = await detail(replies[0]!.json.applicationId as string);
    expect(stored.consent).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION });
  });

  it('stores the application when mail cannot be sent, and the retry worker sends it once later', async () => {
    const good = process.env.MAIL_OUTBOX_FILE!;
    const broken = mkdtempSync(join(tmpdir(), 'outbox-broken-'));
    const email = `later-${randomUUID().slice(0, 6)}@example.com`;
    process.env.MAIL_OUTBOX_FILE = join(broken, 'missing-folder', 'outbox.json'); // writing fails
    let id: string;
    try {
      id = await apply({ name: 'Later Lata', email });
    } finally {
      process.env.MAIL_OUTBOX_FILE = good;
      rmSync(broken, { recursive: true, force: true });
    }
    expect(mailTo(email)).toHaveLength(0);
    expect((await detail(id)).name).toBe('Later Lata');

    const worker = await loadScheduled('outbox-worker');
    await worker();
    await worker();
    expect(mailTo(email)).toHaveLength(1);
    expect(mailTo(stack.staff.email).filter((m) => m.subject.includes('Later Lata'))).toHaveLength(1);
  });
});

describe('pipeline', () => {
  it('moves stages with history and versions, refuses stale and unknown moves, and mails a rejection when asked', async () => {
    const email = `pipe-${randomUUID().slice(0, 6)}@example.com`;
    const id = await apply({ name: 'Pipeline Priya', email });
    const fresh = await detail(id);
    expect(fresh).toMatchObject({
      stage: 'new',
      version: 0,
      history: [],
      notes: [],
      ratings: [],
      ratingAverage: null,
      resumeType: 'pdf',
    });

    const unknown = await api(stack, 'PATCH', `/applications/${id}`, { token: staff, body: { stage: 'hired-ish', version: 0 } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fields).toHaveProperty('stage');

    const moved = await api(stack, 'PATCH', `/applications/${id}`, { token: staff, body: { stage: 'screening', version: 0 } });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ stage: 'screening', version: 1 });
    expect(moved.json.history).toEqual([expect.objectContaining({ stage: 'screening', by: stack.staff.email })]);

    const stale = await api(stack, 'PATCH', `/applications/${id}`, { token: staff, body: { stage: 'interview', version: 0 } });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(/reload/i);
    expect((await detail(id)).stage).toBe('screening');

    const noReason = await api(stack, 'PATCH', `/applications/${id}`, { token: staff, body: { stage: 'rejected', version: 1 } });
    expect(noReason.status).toBe(400);
    expect(noReason.json.fields).toHaveProperty('reason');

    const rejected = await api(stack, 'PATCH', `/applications/${id}`, {
      token: staff,
      body: { stage: 'rejected', reason: 'position-filled', version: 1, notifyCandidate: true },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.json).toMatchObject({ stage: 'rejected', reason: 'position-filled', version: 2 });
    expect((rejected.json.history as Item[]).map((h) => h.stage)).toEqual(['screening', 'rejected']);
    const mails = mailTo(email);
    expect(mails.map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringContaining('your application for')]));
    expect(mails.filter((m) => m.text.includes('not to move forward'))).toHaveLength(1);

    const missing = await api(stack, 'PATCH', `/applications/${randomUUID()}`, {
      token: staff,
      body: { stage: 'screening', version: 0 },
    });
    expect(missing.status).toBe(404);
    expect((await api(stack, 'PATCH', `/applications/${id}`, { body: { stage: 'new', version: 2 } })).status).toBe(401);
  });

  it('keeps notes and one rating per staff member with the average', async () => {
    const id = await apply({ name: 'Notes Nila', email: `notes-${randomUUID().slice(0, 6)}@example.com` });
    const note = await api(stack, 'POST', `/applications/${id}/notes`, {
      token: staff,
      body: { text: 'Strong **AWS** background.' },
    });
    expect(note.status).toBe(201);
    expect(note.json.notes).toEqual([expect.objectContaining({ text: 'Strong **AWS** background.', by: stack.staff.email })]);
    const tooLong = await api(stack, 'POST', `/applications/${id}/notes`, { token: staff, body: { text: 'x'.repeat(5001) } });
    expect(tooLong.status).toBe(400);
    expect((await api(stack, 'POST', `/applications/${id}/notes`, { token: staff, body: { text: '   ' } })).status).toBe(400);

    expect((await api(stack, 'PUT', `/applications/${id}/rating`, { token: staff, body: { score: 2 } })).status).toBe(200);
    const rated = await api(stack, 'PUT', `/applications/${id}/rating`, { token: staff, body: { score: 4 } });
    expect(rated.json.ratings).toEqual([expect.objectContaining({ by: stack.staff.email, score: 4 })]);
    expect(rated.json.ratingAverage).toBe(4);
    expect((await api(stack, 'PUT', `/applications/${id}/rating`, { token: staff, body: { score: 6 } })).status).toBe(400);
    const after = await detail(id);
    expect(after.notes).toHaveLength(1);
    expect(after.ratingAverage).toBe(4);
  });
});

describe('search, filters and duplicates', () => {
  let first: string;
  let second: string;
  let other: string;
  const tag = randomUUID().slice(0, 6);
  beforeAll(async () => {
    first = await apply({ name: `Zara Quill${tag}`, email: `zq${tag}@example.com`, phone: '+91 90000 11111' }, jobA);
    second = await apply({ name: `Zed Quill${tag}`, email: `ZQ${tag}@Example.com`, phone: '+91 90000 22222' }, jobB);
    other = await apply({ name: `Omar Wren${tag}`, email: `ow${tag}@example.com`, phone: '090000 11111' }, jobB);
    const moved = await api(stack, 'PATCH', `/applications/${second}`, {
      token: staff,
      body: { stage: 'interview', version: 0 },
    });
    expect(moved.status).toBe(200);
  });

  it('filters by stage, job and stage, name and e-mail prefix (any case) and dates, with cursors', async () => {
    expect(ids(await list('stage=interview&limit=100'))).toContain(second);
    expect(ids(await list('stage=new&limit=100'))).not.toContain(second);
    expect(ids(await list(`stage=interview&jobId=${jobB.jobId as string}`))).toEqual([second]);
    expect(ids(await list(`stage=interview&jobId=${jobA.jobId as string}`))).toEqual([]);
    expect(ids(await list(`q=QUILL${tag}`)).sort()).toEqual([first, second].sort());
    expect(ids(await list(`q=zara%20q`))).toContain(first);
    expect(ids(await list(`q=zq${tag.toUpperCase()}`)).sort()).toEqual([first, second].sort());
    expect(ids(await list(`q=quill${tag}&stage=interview`))).toEqual([second]);
    expect(ids(await list(`q=quill${tag}&jobId=${jobA.jobId as string}`))).toEqual([first]);

    const today = new Date().toISOString().slice(0, 10);
    expect(ids(await list(`q=quill${tag}&from=${today}&to=${today}`)).sort()).toEqual([first, second].sort());
    expect(ids(await list(`q=quill${tag}&to=2020-01-01`))).toEqual([]);
    expect(ids(await list(`jobId=${jobB.jobId as string}&from=2999-01-01`))).toEqual([]);
    expect((await api(stack, 'GET', '/applications?stage=bogus', { token: staff })).status).toBe(400);
    expect((await api(stack, 'GET', '/applications?from=yesterday', { token: staff })).status).toBe(400);

    // Cursor paging on a stage listing.
    const page1 = await list(`jobId=${jobB.jobId as string}&stage=new&limit=1`);
    expect(ids(page1)).toEqual([other]);
    const all = await list(`jobId=${jobB.jobId as string}&limit=1`);
    expect(all.nextCursor).toEqual(expect.any(String));
    const next = await list(`jobId=${jobB.jobId as string}&limit=1&cursor=${encodeURIComponent(all.nextCursor as string)}`);
    expect(ids(next)).toHaveLength(1);
    expect(ids(next)).not.toEqual(ids(all));
    // A cursor of one listing cannot be replayed against another.
    expect(
      (
        await api(stack, 'GET', `/applications?stage=new&cursor=${encodeURIComponent(all.nextCursor as string)}`, {
          token: staff,
        })
      ).status,
    ).toBe(400);
  });

  it('finds a skill keyword from the parsed resume', async () => {
    const skills = String((await detail(first)).skills);
    expect(skills).toContain('TypeScript');
    expect(ids(await list('q=typescript&limit=100'))).toContain(first);
  });

  it('links applications with the same normalised e-mail or phone', async () => {
    const d = await detail(first);
    const dupes = d.duplicates as Item[];
    expect(dupes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ applicationId: second, jobTitle: jobB.title, matchedOn: ['email'] }),
        expect.objectContaining({ applicationId: other, jobTitle: jobB.title, matchedOn: ['phone'] }),
      ]),
    );
    expect(dupes.some((x) => x.applicationId === first)).toBe(false);
  });

  it('exports the filtered list as CSV with formulas neutralised', async () => {
    const evil = await apply({ name: `=HYPERLINK("x")${tag}`, email: `evil${tag}@example.com` }, jobA);
    const res = await fetch(`${stack.apiUrl}/applications/export?jobId=${jobA.jobId as string}`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const csv = await res.text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('applicationId,createdAt,name,email,phone,jobId,jobTitle,stage,reason,updatedAt,skills');
    const row = lines.find((l) => l.startsWith(evil))!;
    expect(row).toContain(`"'=HYPERLINK(""x"")${tag}"`);
    expect(lines.some((l) => l.startsWith(first))).toBe(true);
    expect(lines.some((l) => l.startsWith(second))).toBe(false);
    expect((await fetch(`${stack.apiUrl}/applications/export`)).status).toBe(401);
  });
});

async function searchRowsOf(applicationId: string) {
  const out = await documentClient().send(new ScanCommand({ TableName: tableName('applicationIndex') }));
  return (out.Items ?? []).filter((r) => r.applicationId === applicationId);
}

async function objectsUnder(prefix: string) {
  const out = await s3Client().send(new ListObjectsV2Command({ Bucket: process.env[RESUME_BUCKET_ENV]!, Prefix: prefix }));
  return out.Contents ?? [];
}

async function tableHolds(table: 'applications' | 'outbox' | 'audit', needle: string) {
  const out = await documentClient().send(new ScanCommand({ TableName: tableName(table) }));
  return (out.Items ?? []).filter((i) => JSON.stringify(i).toLowerCase().includes(needle.toLowerCase()));
}

describe('erasure, export and retention', () => {
  it('exports one candidate’s data, then erases every trace on request', async () => {
    const email = `erase-${randomUUID().slice(0, 6)}@example.com`;
    const id = await apply({ name: 'Erase Esha', email });
    await api(stack, 'POST', `/applications/${id}/notes`, { token: staff, body: { text: 'Called Esha.' } });
    await api(stack, 'PUT', `/applications/${id}/rating`, { token: staff, body: { score: 3 } });
    await api(stack, 'PATCH', `/applications/${id}`, { token: staff, body: { stage: 'screening', version: 0 } });

    const exported = await api(stack, 'GET', `/applications/${id}/export`, { token: staff });
    expect(exported.status).toBe(200);
    expect(exported.json.application).toMatchObject({
      applicationId: id,
      email,
      notes: [expect.objectContaining({ text: 'Called Esha.' })],
    });
    const resume = await fetch((exported.json.resume as Item).url as string);
    expect(Buffer.from(await resume.arrayBuffer()).equals(PDF)).toBe(true);

    expect(await searchRowsOf(id)).not.toHaveLength(0);
    // The resume and, beside it, the text extracted from it.
    expect((await objectsUnder(`resumes/${id}`)).map((o) => o.Key).sort()).toEqual([`resumes/${id}.pdf`, `resumes/${id}.txt`]);

    const erased = await api(stack, 'DELETE', `/applications/${id}`, { token: staff });
    expect(erased.status).toBe(204);
    expect((await api(stack, 'GET', `/applications/${id}`, { token: staff })).status).toBe(404);
    expect((await api(stack, 'DELETE', `/applications/${id}`, { token: staff })).status).toBe(404);

    expect(await searchRowsOf(id)).toEqual([]);
    expect(await objectsUnder(`resumes/${id}`)).toEqual([]);
    for (const key of [`resumes/${id}.pdf`, `resumes/${id}.txt`]) {
      await expect(
        s3Client().send(new HeadObjectCommand({ Bucket: process.env[RESUME_BUCKET_ENV]!, Key: key })),
      ).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
    }
    for (const table of ['applications', 'outbox', 'audit'] as const) {
      expect(await tableHolds(table, email)).toEqual([]);
      expect(await tableHolds(table, 'Erase Esha')).toEqual([]);
    }
    const audit = await tableHolds('audit', `application:${id}`);
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['erased', 'moved-stage', 'added-note', 'rated', 'exported']),
    );
    expect(audit.find((a) => a.action === 'erased')).toMatchObject({ by: stack.staff.email });
  });

  it('the purge erases an application backdated past retention and keeps a recent one', async () => {
    const oldId = await apply({ name: 'Old Omkar', email: `old-${randomUUID().slice(0, 6)}@example.com` });
    const recentId = await apply({ name: 'Recent Rhea', email: `recent-${randomUUID().slice(0, 6)}@example.com` });
    // Backdate: last change 400 days ago (retention is 365 days after the last change).
    const before = (await documentClient().send(new ScanCommand({ TableName: tableName('applicationIndex') }))).Items ?? [];
    const staleChanged = before.filter((r) => r.applicationId === oldId && String(r.k).startsWith('changed#'));
    const backdated = new Date(Date.now() - 400 * 86_400_000).toISOString();
    const out = await documentClient().send(
      new UpdateCommand({
        TableName: tableName('applications'),
        Key: { applicationId: oldId },
        UpdateExpression: 'SET updatedAt = :at',
        ExpressionAttributeValues: { ':at': backdated },
        ReturnValues: 'ALL_NEW',
      }),
    );
    await indexApplication(out.Attributes!);
    expect(staleChanged).toHaveLength(1);

    const purge = await loadScheduled('purge');
    const result = (await purge()) as { erased: number };
    expect(result.erased).toBeGreaterThanOrEqual(1);
    expect((await api(stack, 'GET', `/applications/${oldId}`, { token: staff })).status).toBe(404);
    expect(await searchRowsOf(oldId)).toEqual([]);
    expect(await objectsUnder(`resumes/${oldId}`)).toEqual([]);
    expect((await api(stack, 'GET', `/applications/${recentId}`, { token: staff })).status).toBe(200);
    expect((await tableHolds('audit', `application:${oldId}`)).map((a) => a.action)).toContain('purged');
  });
});
