/**
 * The site publisher against dynalite and s3rver: it renders every stored job and post with the site kit (a small
 * stand-in kit here, the web build's own renderer is tested in test/web/publishing), writes only what changed to
 * the site bucket with its status metadata, removes what is no longer rendered and names exactly those addresses
 * for invalidation. The folder store (local stack) and the CloudFront invalidation are checked on their own.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { DeleteCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { mockClient } from 'aws-sdk-client-mock';
import { startS3, type RunningEmulator } from '../../../infra/local/emulators';
import { LOCAL_CREDENTIALS, LOCAL_REGION, localTableName } from '../../../infra/local/provision';
import type { TableName } from '../../../lambdas/contract/tables';
import { PUBLISH_MANIFEST_KEY } from '../../../lambdas/contract/site-routes';
import { changeOfRecords, handler, publishSite } from '../../../lambdas/handlers/publish';
import {
  PUBLISHED_CACHE_CONTROL,
  bucketSiteStore,
  folderSiteStore,
  siteStoreFromEnv,
} from '../../../lambdas/adapters/site-store';
import { loadSiteKit, resetSiteKit } from '../../../lambdas/adapters/site-kit';
import { handlerTableEnv, startStageTables, type StageTables } from '../../support/stage-tables';

const BUCKET = 'site-test';
/** A site kit as the web build ships it (template, manifest, self-contained renderer), rendering one page an item. */
const KIT_RENDERER = `
let prepared = false;
export async function prepare() { prepared = true; }
export function renderSite({ posts, jobs }, kit) {
  if (!prepared) throw new Error('renderSite before prepare');
  const page = (key, owner, title) => ({
    key, owner, title, contentType: 'text/html; charset=utf-8',
    body: kit.template.replace('<!--app-->', '<h1>' + title + '</h1>'),
  });
  return [
    page('index.html', undefined, 'Home'),
    ...jobs.filter((j) => j.active).map((j) => page('careers/' + j.slug + '/index.html', 'job:' + j.jobId, j.title)),
    ...posts.filter((p) => p.status !== 'draft').map((p) => page('blog/' + p.slug + '/index.html', 'post:' + p.blogId, p.title)),
    { key: 'careers/old-address/index.html', body: '', contentType: 'text/html', status: 301, location: '/careers' },
  ];
}
/** The pages of the changed items only, and the keys the run decides (theirs, before and now). */
export function renderSiteChanges(content, kit, change) {
  const owners = new Set([...change.jobs.map((id) => 'job:' + id), ...change.posts.map((id) => 'post:' + id)]);
  const files = renderSite(content, kit).filter((f) => f.owner && owners.has(f.owner));
  globalThis.renderedByKit = files.map((f) => f.key);
  const earlier = Object.entries(content.previous ?? {}).filter(([, e]) => owners.has(e.owner)).map(([key]) => key);
  return { files, claimed: [...files.map((f) => f.key), ...earlier] };
}
`;

let dir: string;
let kitDir: string;
let tables: StageTables;
let s3rver: RunningEmulator;
let ddb: DynamoDBDocumentClient;
let s3: S3Client;
const saved = { ...process.env };

function writeKit(at: string, template = '<html><body><!--app--></body></html>') {
  mkdirSync(at, { recursive: true });
  writeFileSync(join(at, 'template.html'), template);
  writeFileSync(join(at, 'manifest.json'), '{}');
  writeFileSync(join(at, 'entry-server.mjs'), KIT_RENDERER);
}

const job = (jobId: string, title: string, createdAt: string) => ({
  jobId,
  title,
  location: 'Pune',
  employmentType: 'Full-time',
  description: 'Build things.',
  requirements: 'Know things.',
  active: true,
  activePk: 'ALL',
  listPk: 'ALL',
  createdAt,
});
const put = (table: TableName, Item: Record<string, unknown>) =>
  ddb.send(new PutCommand({ TableName: localTableName(table), Item }));
const object = async (key: string) => {
  const out = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return { body: await out.Body!.transformToString(), contentType: out.ContentType, cacheControl: out.CacheControl };
};
const missing = (key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
    () => false,
    (e: { name?: string }) => e.name === 'NotFound',
  );

beforeAll(async () => {
  tables = await startStageTables('publish-test-');
  dir = tables.root;
  ddb = tables.client;
  kitDir = join(dir, 'kit');
  writeKit(kitDir);
  mkdirSync(join(dir, 's3'));
  s3rver = await startS3(join(dir, 's3'));
  Object.assign(process.env, handlerTableEnv(tables.url), {
    AWS_ENDPOINT_URL_S3: s3rver.url,
    S3_FORCE_PATH_STYLE: 'true',
    SITE_KIT_DIR: kitDir,
    SITE_BUCKET: BUCKET,
  });
  delete process.env.SITE_DIR;
  s3 = new S3Client({ endpoint: s3rver.url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
  await put('jobs', job('j1', 'Cloud Architect', '2026-01-01T00:00:00.000Z'));
  await put('jobs', job('j2', 'Data Engineer (Pune)', '2026-01-02T00:00:00.000Z'));
  await put('posts', {
    blogId: 'p1',
    title: 'Moving to Serverless',
    content: 'Why and how we moved.',
    author: 'Asha',
    listPk: 'ALL',
    createdAt: '2026-01-03T00:00:00.000Z',
  });
  await put('posts', {
    blogId: 'p2',
    title: 'Draft',
    content: 'Not yet.',
    status: 'draft',
    listPk: 'ALL',
    createdAt: '2026-01-04T00:00:00.000Z',
  });
});

afterAll(async () => {
  process.env = saved;
  s3.destroy();
  await s3rver.stop();
  await tables.stop();
});

describe('publishing to the site bucket', () => {
  it('writes every rendered page with its content type and cache policy, slugs derived for items stored without one', async () => {
    const result = await handler({ Records: [{}] });
    expect(result.written).toBe(5);
    expect(result.removed).toBe(0);
    expect(result.paths).toEqual(
      expect.arrayContaining(['/', '/careers/cloud-architect', '/careers/data-engineer-pune/', '/blog/moving-to-serverless']),
    );
    expect(await object('careers/data-engineer-pune/index.html')).toEqual({
      body: '<html><body><h1>Data Engineer (Pune)</h1></body></html>',
      contentType: 'text/html; charset=utf-8',
      cacheControl: PUBLISHED_CACHE_CONTROL,
    });
    expect(await missing('blog/draft/index.html')).toBe(true);
    const manifest = JSON.parse((await object(PUBLISH_MANIFEST_KEY)).body) as Record<string, { owner?: string; hash: string }>;
    expect(Object.keys(manifest).sort()).toHaveLength(5);
    expect(manifest['careers/cloud-architect/index.html']).toMatchObject({
      owner: 'job:j1',
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('stores a redirect with its status and location as object metadata', async () => {
    const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'careers/old-address/index.html' }));
    expect(head.Metadata).toEqual({ status: '301', location: '/careers' });
  });

  it('changes nothing when nothing changed, even when runs overlap', async () => {
    const [a, b] = await Promise.all([publishSite(), publishSite()]);
    expect([a.written, a.removed, b.written, b.removed]).toEqual([0, 0, 0, 0]);
    expect(a.paths).toEqual([]);
  });

  it('removes the page of a job taken down and names only its addresses', async () => {
    await ddb.send(
      new UpdateCommand({
        TableName: localTableName('jobs'),
        Key: { jobId: 'j1' },
        UpdateExpression: 'SET active = :f REMOVE activePk',
        ExpressionAttributeValues: { ':f': false },
      }),
    );
    const result = await publishSite();
    expect(result).toMatchObject({ written: 0, removed: 1, paths: ['/careers/cloud-architect', '/careers/cloud-architect/'] });
    expect(await missing('careers/cloud-architect/index.html')).toBe(true);
    expect(await missing('careers/data-engineer-pune/index.html')).toBe(false);
  });

  it('rewrites every page after a new web build, once the kit is reloaded', async () => {
    writeKit(kitDir, '<html><body class="v2"><!--app--></body></html>');
    resetSiteKit();
    const result = await publishSite();
    // The three pages on the template; the redirect does not use it and stays as it was.
    expect(result.written).toBe(3);
    expect(result.paths).not.toContain('/careers/old-address');
    expect((await object('index.html')).body).toBe('<html><body class="v2"><h1>Home</h1></body></html>');
  });
});

/** A DynamoDB stream record as the tables' streams send it (keys only). */
const streamRecord = (table: 'jobs' | 'posts', id: string) => ({
  eventName: 'MODIFY',
  eventSourceARN: `arn:aws:dynamodb:ap-south-1:123456789012:table/${table}/stream/2026-01-01T00:00:00.000`,
  dynamodb: { Keys: table === 'jobs' ? { jobId: { S: id } } : { blogId: { S: id } } },
});
const renderedByKit = () => (globalThis as { renderedByKit?: string[] }).renderedByKit;

describe('publishing what a stream batch changed', () => {
  it('reads the changed jobs and posts from the records; an empty batch or an unknown record means everything', () => {
    expect(changeOfRecords([streamRecord('jobs', 'j1'), streamRecord('jobs', 'j1'), streamRecord('posts', 'p1')])).toEqual({
      jobs: ['j1'],
      posts: ['p1'],
    });
    expect(changeOfRecords(undefined)).toBeUndefined();
    expect(changeOfRecords([])).toBeUndefined();
    expect(changeOfRecords([streamRecord('jobs', 'j1'), { dynamodb: { Keys: { other: { S: 'x' } } } }])).toBeUndefined();
  });

  it('renders and writes only the changed job, keeps every other page, and retires its earlier address', async () => {
    const before = JSON.parse((await object(PUBLISH_MANIFEST_KEY)).body) as Record<string, unknown>;
    await put('jobs', { ...job('j3', 'Platform Lead', '2026-01-05T00:00:00.000Z'), slug: 'platform-lead' });
    const added = await handler({ Records: [streamRecord('jobs', 'j3')] });
    expect(added).toMatchObject({
      partial: true,
      written: 1,
      removed: 0,
      paths: ['/careers/platform-lead', '/careers/platform-lead/'],
    });
    expect(renderedByKit()).toEqual(['careers/platform-lead/index.html']);
    const after = JSON.parse((await object(PUBLISH_MANIFEST_KEY)).body) as Record<string, unknown>;
    expect(Object.keys(after).sort()).toEqual([...Object.keys(before), 'careers/platform-lead/index.html'].sort());

    await put('jobs', { ...job('j3', 'Platform Lead', '2026-01-05T00:00:00.000Z'), slug: 'platform-head' });
    const renamed = await handler({ Records: [streamRecord('jobs', 'j3')] });
    expect(renamed).toMatchObject({ partial: true, written: 1, removed: 1 });
    expect(await missing('careers/platform-lead/index.html')).toBe(true);
    expect(await missing('careers/platform-head/index.html')).toBe(false);
    expect(await missing('careers/data-engineer-pune/index.html')).toBe(false);

    await ddb.send(new DeleteCommand({ TableName: localTableName('jobs'), Key: { jobId: 'j3' } }));
    const deleted = await handler({ Records: [streamRecord('jobs', 'j3')] });
    expect(deleted).toMatchObject({ partial: true, written: 0, removed: 1 });
    expect(await missing('careers/platform-head/index.html')).toBe(true);
  });

  it('renders nothing for the post-deploy trigger (no records) when no item changed since its pages were rendered', async () => {
    const result = await handler({});
    expect(result).toMatchObject({ partial: false, rendered: 0, written: 0, removed: 0, refreshed: 0, remaining: 0 });
  });
});

describe('the site kit', () => {
  it('is loaded once per folder, and a kit that fails to load is tried again', async () => {
    expect(await loadSiteKit(kitDir)).toBe(await loadSiteKit(kitDir));
    const broken = join(dir, 'broken-kit');
    mkdirSync(broken);
    // Template, manifest and code are read at once: whichever read fails first names its file.
    await expect(loadSiteKit(broken)).rejects.toThrow(/ENOENT.*broken-kit\/(template\.html|manifest\.json|entry-server\.mjs)/);
    writeKit(broken);
    const kit = await loadSiteKit(broken);
    expect(kit.kit.manifest).toEqual({});
  });
});

describe('the folder store (local stack)', () => {
  it('publishes into a folder with its manifest, and starts from nothing without one', async () => {
    const folder = join(dir, 'site');
    const store = folderSiteStore(folder);
    expect(await store.readManifest()).toEqual({});
    const result = await publishSite(store);
    expect(result.written).toBe(4);
    expect(readFileSync(join(folder, 'careers/data-engineer-pune/index.html'), 'utf8')).toContain('Data Engineer (Pune)');
    expect(Object.keys(await store.readManifest())).toHaveLength(4);
    await store.remove('index.html');
    expect(existsSync(join(folder, 'index.html'))).toBe(false);
    await store.remove('index.html'); // removing what is gone is not an error
  });

  it('is the store the environment names: the folder first, else the bucket, else a clear error', async () => {
    const folder = join(dir, 'env-site');
    await siteStoreFromEnv({ SITE_DIR: folder, SITE_BUCKET: BUCKET }).writeManifest({});
    expect(existsSync(join(folder, PUBLISH_MANIFEST_KEY))).toBe(true);
    expect(() => siteStoreFromEnv({})).toThrow('Missing environment variable SITE_BUCKET (or SITE_DIR locally)');
  });
});

describe('CloudFront invalidation', () => {
  const cloudfront = mockClient(CloudFrontClient);
  afterAll(() => cloudfront.restore());

  it('invalidates exactly the changed paths, one wildcard beyond 200, nothing without a distribution or a change', async () => {
    cloudfront.on(CreateInvalidationCommand).resolves({});
    await bucketSiteStore(BUCKET, 'E123').invalidate(['/careers/a', '/careers/a/']);
    await bucketSiteStore(BUCKET, 'E123').invalidate(Array.from({ length: 201 }, (_, i) => `/blog/p${i}`));
    await bucketSiteStore(BUCKET, 'E123').invalidate([]);
    await bucketSiteStore(BUCKET).invalidate(['/careers/b']);
    const batches = cloudfront.commandCalls(CreateInvalidationCommand).map((c) => c.args[0].input);
    expect(batches).toHaveLength(2);
    expect(batches[0]).toMatchObject({
      DistributionId: 'E123',
      InvalidationBatch: { Paths: { Quantity: 2, Items: ['/careers/a', '/careers/a/'] } },
    });
    expect(batches[1]!.InvalidationBatch!.Paths).toEqual({ Quantity: 1, Items: ['/*'] });
  });
});

type StampedManifest = Record<string, { owner?: string; inputs?: string }>;
const manifestNow = async () => JSON.parse((await object(PUBLISH_MANIFEST_KEY)).body) as StampedManifest;

describe('a full publish at volume: only stale items, a chunk at a time', () => {
  it('records on every page an item owns the inputs it was rendered from', async () => {
    const manifest = await manifestNow();
    const owned = Object.values(manifest).filter((entry) => entry.owner);
    expect(owned.length).toBeGreaterThan(0);
    for (const entry of owned) expect(entry.inputs).toMatch(/^[0-9a-f]{64}$/);
    // The redirect and the home page belong to no item: nothing to record.
    expect(manifest['index.html']!.inputs).toBeUndefined();
  });

  it('re-renders only the edited item when asked for everything', async () => {
    await put('jobs', job('j2', 'Data Engineer (Pune)', '2026-01-02T00:00:00.000Z'));
    await ddb.send(
      new UpdateCommand({
        TableName: localTableName('jobs'),
        Key: { jobId: 'j2' },
        UpdateExpression: 'SET title = :t',
        ExpressionAttributeValues: { ':t': 'Data Lead (Pune)' },
      }),
    );
    const result = await publishSite();
    expect(result).toMatchObject({ partial: false, refreshed: 1, remaining: 0, written: 1 });
    expect(renderedByKit()).toEqual(['careers/data-lead-pune/index.html']);
    expect((await object('careers/data-lead-pune/index.html')).body).toContain('<h1>Data Lead (Pune)</h1>');
  });

  it('after a new kit re-renders every item in chunks, each a whole publish, and a run out of time leaves the rest to the next', async () => {
    writeKit(kitDir, '<html><body class="v3"><!--app--></body></html>');
    resetSiteKit();
    // Chunks of one item, and no time left after the first: one chunk, the rest remain.
    // The items with pages: post p1 and job j2 (j1 is closed and p2 a draft: no page of theirs).
    const first = await publishSite(undefined, undefined, { chunkItems: 1, deadline: Date.now() - 1 });
    expect(first).toMatchObject({ partial: false, refreshed: 1, remaining: 1 });
    // The newest post first (its chunk re-renders the blog lists), and its page is already on the new kit.
    expect(renderedByKit()).toEqual(['blog/moving-to-serverless/index.html']);
    expect((await object('blog/moving-to-serverless/index.html')).body).toContain('class="v3"');
    expect((await object('careers/data-lead-pune/index.html')).body).not.toContain('class="v3"');

    const rest = await publishSite(undefined, undefined, { chunkItems: 1 });
    expect(rest).toMatchObject({ partial: false, refreshed: 1, remaining: 0 });
    expect((await object('careers/data-lead-pune/index.html')).body).toContain('class="v3"');
    const after = await publishSite(undefined, undefined, { chunkItems: 1 });
    expect(after).toMatchObject({ refreshed: 0, remaining: 0, written: 0 });
  });

  it('counts a deleted item once: its pages retired, then never stale again', async () => {
    await ddb.send(new DeleteCommand({ TableName: localTableName('posts'), Key: { blogId: 'p1' } }));
    const removed = await publishSite();
    expect(removed).toMatchObject({ refreshed: 1, removed: 1 });
    expect(await missing('blog/moving-to-serverless/index.html')).toBe(true);
    expect(await publishSite()).toMatchObject({ refreshed: 0, removed: 0, written: 0 });
  });
});
