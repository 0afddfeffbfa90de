/**
 * Upgrade, end to end: the current release starts on a COPY of a data folder written by release
 * 1.0 (test/fixtures/upgrade/release-1.0, made by make-fixture.ts from that commit), migrates it
 * once, and serves everything the old release stored at the same addresses.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { LOCAL_CREDENTIALS, LOCAL_REGION, localTableName } from '../../infra/local/provision';
import { api, staffToken } from '../integration/support/local-api';

const FIXTURE = join(__dirname, '../fixtures/upgrade/release-1.0');
interface Manifest {
  staff: { email: string; password: string };
  jobs: { jobId: string; title: string; active: boolean }[];
  posts: { blogId: string; title: string }[];
  applications: { applicationId: string; jobId: string; resumeSha256: string; resumeBytes: number }[];
  messages: { messageId: string; email: string }[];
  subscribers: { email: string; subscribedAt: string }[];
}
const manifest = JSON.parse(readFileSync(join(FIXTURE, 'manifest.json'), 'utf8')) as Manifest;

let dataDir: string;
let stack: LocalStack;
let token: string;
const lines: string[] = [];
const start = (log: string[]) =>
  startLocalStack({
    port: 0,
    dataDir,
    web: 'none',
    staffEmail: manifest.staff.email,
    staffPassword: manifest.staff.password,
    log: (l) => log.push(l),
  });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'upgrade-test-'));
  cpSync(join(FIXTURE, 'data'), dataDir, { recursive: true });
  stack = await start(lines);
  token = await staffToken(stack);
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Items = Record<string, unknown>[];

it('migrates the old data once on the first start and says so', () => {
  expect(stack.migrations.map((r) => [r.id, r.outcome])).toEqual([
    ['0001-schema-v1', 'applied'],
    ['0002-search-keys-unique-slugs', 'applied'],
    ['0003-search-terms-within-job-and-stage', 'applied'],
  ]);
  const counts = stack.migrations[0]!.tables;
  expect(counts.jobs).toMatchObject({ scanned: manifest.jobs.length, updated: manifest.jobs.length });
  expect(counts.posts).toMatchObject({ scanned: manifest.posts.length, updated: manifest.posts.length });
  expect(counts.applications).toMatchObject({ updated: 1 });
  expect(counts.messages).toMatchObject({ updated: 1 });
  expect(counts.subscribers).toMatchObject({ updated: 1 });
  expect(lines).toContain(
    'migrate: applied 0001-schema-v1, 0002-search-keys-unique-slugs, 0003-search-terms-within-job-and-stage.',
  );
  expect(stack.migrations[1]!.tables.applications).toMatchObject({ updated: manifest.applications.length });
  expect(stack.migrations[2]!.tables.applications).toMatchObject({ updated: manifest.applications.length });
  // The old folder was already seeded: nothing is added twice.
  expect(lines.filter((l) => l.startsWith('seed:'))).toEqual([]);
});

it('serves every job at its old address, visitors still seeing only the active ones', async () => {
  const staffList = (await api(stack, 'GET', '/jobs?limit=50', { token })).json.items as Items;
  expect(staffList.map((j) => j.jobId).sort()).toEqual(manifest.jobs.map((j) => j.jobId).sort());
  const publicList = (await api(stack, 'GET', '/jobs?limit=50')).json.items as Items;
  expect(publicList.map((j) => j.jobId).sort()).toEqual(
    manifest.jobs
      .filter((j) => j.active)
      .map((j) => j.jobId)
      .sort(),
  );
  for (const job of manifest.jobs) {
    const res = await api(stack, 'GET', `/jobs/${job.jobId}`, job.active ? {} : { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ jobId: job.jobId, title: job.title, active: job.active });
    if (!job.active) expect((await api(stack, 'GET', `/jobs/${job.jobId}`)).status).toBe(404);
  }
});

it('serves every post at its old address', async () => {
  const list = (await api(stack, 'GET', '/blogs?limit=50')).json.items as Items;
  expect(list.map((p) => p.blogId).sort()).toEqual(manifest.posts.map((p) => p.blogId).sort());
  for (const post of manifest.posts) {
    const res = await api(stack, 'GET', `/blogs/${post.blogId}`);
    expect(res.status).toBe(200);
    expect(res.json.title).toBe(post.title);
  }
});

it('lets the staff account sign in and read every application with its resume, and every message', async () => {
  const applications = (await api(stack, 'GET', '/applications?limit=50', { token })).json.items as Items;
  expect(applications.map((a) => a.applicationId)).toEqual(manifest.applications.map((a) => a.applicationId));
  for (const a of manifest.applications) {
    expect((await api(stack, 'GET', `/applications?jobId=${a.jobId}`, { token })).json.items).toEqual([
      expect.objectContaining({ applicationId: a.applicationId }),
    ]);
    // The filters served by the search keys (migration 0002) see the old application too.
    expect((await api(stack, 'GET', `/applications?stage=new&jobId=${a.jobId}`, { token })).json.items).toEqual([
      expect.objectContaining({ applicationId: a.applicationId }),
    ]);
    const link = await api(stack, 'GET', `/applications/${a.applicationId}/resume`, { token });
    expect(link.status).toBe(200);
    const file = Buffer.from(await (await fetch(link.json.url as string)).arrayBuffer());
    expect(file.byteLength).toBe(a.resumeBytes);
    expect(createHash('sha256').update(file).digest('hex')).toBe(a.resumeSha256);
  }
  const messages = (await api(stack, 'GET', '/contact?limit=50', { token })).json.items as Items;
  expect(messages.map((m) => [m.messageId, m.email])).toEqual(manifest.messages.map((m) => [m.messageId, m.email]));
});

it('keeps every subscriber: signing up again answers the original date', async () => {
  // Single opt-in sign-ups read as confirmed, on staff's list (migration 0002 gave them its key).
  const listed = (await api(stack, 'GET', '/subscribers?limit=100', { token })).json.items as Items;
  for (const s of manifest.subscribers)
    expect(listed).toContainEqual(expect.objectContaining({ email: s.email, status: 'confirmed', subscribedAt: s.subscribedAt }));
  for (const s of manifest.subscribers) {
    const res = await api(stack, 'POST', '/subscribers', { body: { email: s.email.toUpperCase() } });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ email: s.email, subscribedAt: s.subscribedAt });
  }
});

it('stored every old item at version 1 with the backfilled attributes', async () => {
  const base = new DynamoDBClient({
    endpoint: new URL(String(process.env.AWS_ENDPOINT_URL_DYNAMODB)).origin,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const ddb = DynamoDBDocumentClient.from(base);
  try {
    const scan = async (t: Parameters<typeof localTableName>[0]) =>
      ((await ddb.send(new ScanCommand({ TableName: localTableName(t) }))).Items ?? []) as Items;
    for (const t of ['posts', 'messages'] as const) {
      for (const item of await scan(t)) expect(item.schemaVersion).toBe(1);
    }
    // 0002: search keys written for old applications, job slugs made unique, subscribers listed.
    for (const t of ['jobs', 'subscribers'] as const) {
      for (const item of await scan(t)) expect(item.schemaVersion).toBe(2);
    }
    // 0003: term rows of old applications within their job and stage.
    for (const item of await scan('applications')) expect(item.schemaVersion).toBe(3);
    // Sign-ups from before double opt-in are confirmed, and on staff's list.
    expect((await scan('subscribers')).every((s) => s.status === 'confirmed' && s.listPk === 'ALL')).toBe(true);
    const slugs = (await scan('jobs')).map((j) => j.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect((await scan('jobs')).every((j) => typeof j.slug === 'string' && j.slug.length > 0)).toBe(true);
    expect((await scan('posts')).every((p) => p.status === 'published')).toBe(true);
    expect((await scan('applications')).every((a) => a.stage === 'new')).toBe(true);
    expect((await scan('migrations')).map((m) => [m.migrationId, m.status]).sort()).toEqual([
      ['0001-schema-v1', 'done'],
      ['0002-search-keys-unique-slugs', 'done'],
      ['0003-search-terms-within-job-and-stage', 'done'],
    ]);
  } finally {
    base.destroy();
  }
});

it('runs no migration on the next start', async () => {
  await stack.stop();
  const again: string[] = [];
  stack = await start(again);
  expect(stack.migrations).toEqual([]);
  expect(again).toContain('migrate: data is up to date (no pending migrations).');
  expect((await api(stack, 'GET', '/jobs?limit=50', { token: await staffToken(stack) })).json.items).toHaveLength(
    manifest.jobs.length,
  );
}, 60_000);
