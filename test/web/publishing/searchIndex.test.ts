/**
 * The offline search index (web/src/publishing/searchIndex.ts) as the renderer publishes it, and
 * the search box's engine (web/src/lib/siteSearch.ts) answering from it.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepare, renderSite, renderSiteChanges } from '../../../web/src/entry-server';
import type { Job, Post } from '../../../lambdas/contract/schemas';
import { SEARCH_INDEX_PATH, searchWords, type SearchIndex } from '../../../lambdas/contract/search';
import { planPublish } from '../../../lambdas/domain/publish-plan';
import { loadSearchIndex, prepareIndex, searchIndex } from '../../../web/src/lib/siteSearch';

const kit = { template: '<html><head><!--head--></head><body><div id="root"><!--app--></div></body></html>', manifest: {} };
const sha = (body: string) => createHash('sha256').update(body).digest('hex');
const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();

const job = (i: number, over: Partial<Job> = {}): Job => ({
  jobId: `j${i}`,
  slug: `role-${i}`,
  title: `Role ${i}`,
  location: 'Pune (Hybrid)',
  workplaceType: 'Hybrid',
  employmentType: 'Full-time',
  description: 'Build things.',
  requirements: 'AWS.',
  active: true,
  createdAt: at(i),
  ...over,
});
const post = (i: number, over: Partial<Post> = {}): Post => ({
  blogId: `p${i}`,
  slug: `post-${i}`,
  title: `Post ${i}`,
  author: 'Asha Rao',
  content: `Body of post ${i}.`,
  excerpt: `Body of post ${i}.`,
  readingMinutes: 1,
  createdAt: at(i),
  ...over,
});

const posts: Post[] = [
  post(1, {
    title: 'Serverless cost guide',
    content: 'Lambda pricing, **DynamoDB** on-demand and [S3](https://aws.amazon.com/s3).',
  }),
  post(2, { title: 'Kubernetes on a budget', excerpt: 'Spot nodes and autoscaling.', content: 'Karpenter and spot nodes.' }),
  post(3, { title: 'Secret draft about quantum', status: 'draft' }),
  post(4, { title: 'Scheduled quantum news', status: 'scheduled', publishAt: '2999-01-01T00:00:00.000Z' }),
];
const jobs: Job[] = [
  job(1, { title: 'Senior Cloud Engineer', department: 'Engineering', description: 'Design serverless platforms on AWS.' }),
  job(2, { title: 'Data Engineer', location: 'Bengaluru', workplaceType: 'On-site', description: 'Pipelines with Glue.' }),
  job(3, { title: 'Closed quantum role', active: false }),
];

const indexOf = (files: readonly { key: string; body: string }[]): SearchIndex =>
  JSON.parse(files.find((f) => f.key === SEARCH_INDEX_PATH.slice(1))!.body) as SearchIndex;

beforeAll(async () => {
  await prepare();
}, 60_000);

describe('search index', () => {
  it('holds visitors’ posts and open jobs only, newest first, with their addresses', () => {
    const index = indexOf(renderSite({ posts, jobs }, kit));
    expect(index.v).toBe(1);
    expect(index.docs.map((d) => [d.k, d.t, d.u])).toEqual([
      ['post', 'Kubernetes on a budget', '/blog/post-2'],
      ['post', 'Serverless cost guide', '/blog/post-1'],
      ['job', 'Data Engineer', '/careers/role-2'],
      ['job', 'Senior Cloud Engineer', '/careers/role-1'],
    ]);
    expect(JSON.stringify(index)).not.toMatch(/quantum/i);
    const cloud = index.docs.find((d) => d.u === '/careers/role-1')!;
    expect(cloud.s).toBe('Engineering · Pune (Hybrid) · Hybrid · Full-time');
    expect(cloud.w.split(' ')).toEqual(expect.arrayContaining(['design', 'serverless', 'aws', 'engineering']));
  });

  it('keeps the words of the whole post, not markdown syntax or link addresses', () => {
    const doc = indexOf(renderSite({ posts, jobs }, kit)).docs.find((d) => d.u === '/blog/post-1')!;
    const words = doc.w.split(' ');
    expect(words).toEqual(expect.arrayContaining(['lambda', 'pricing', 'dynamodb', 'demand', 'asha', 'rao']));
    expect(words).not.toContain('https');
    expect(words.every((w) => /^[a-z0-9]+$/.test(w))).toBe(true);
    expect(new Set(words).size).toBe(words.length);
  });

  it('a partial run that changes one post leaves the index a full run would', () => {
    const previous = planPublish({}, renderSite({ posts, jobs }, kit), sha).manifest;
    const edited = posts.map((p) => (p.blogId === 'p2' ? { ...p, title: 'Kubernetes with Karpenter' } : p));
    const drafted = edited.map((p) => (p.blogId === 'p1' ? { ...p, status: 'draft' as const } : p));
    const partial = renderSiteChanges({ posts: drafted, jobs, previous }, kit, { posts: ['p1', 'p2'], jobs: [] });
    const full = renderSite({ posts: drafted, jobs, previous }, kit);
    expect(indexOf(partial.files)).toEqual(indexOf(full));
    expect(indexOf(partial.files).docs.map((d) => d.t)).toEqual([
      'Kubernetes with Karpenter',
      'Data Engineer',
      'Senior Cloud Engineer',
    ]);
    // A job closed in a partial run leaves the index too.
    const closed = jobs.map((j) => (j.jobId === 'j2' ? { ...j, active: false } : j));
    const jobRun = renderSiteChanges({ posts, jobs: closed, previous }, kit, { posts: [], jobs: ['j2'] });
    expect(indexOf(jobRun.files).docs.map((d) => d.u)).not.toContain('/careers/role-2');
  });
});

describe('search engine', () => {
  const loaded = () => prepareIndex(indexOf(renderSite({ posts, jobs }, kit)));

  it('matches every word of the query as the start of a word, titles first', () => {
    const index = loaded();
    expect(searchIndex(index, 'serverless').map((r) => r.url)).toEqual(['/blog/post-1', '/careers/role-1']);
    expect(searchIndex(index, 'Serv').map((r) => r.url)).toEqual(['/blog/post-1', '/careers/role-1']);
    expect(searchIndex(index, 'engineer pune').map((r) => r.title)).toEqual(['Senior Cloud Engineer']);
    expect(searchIndex(index, 'spot')).toEqual([
      { kind: 'post', title: 'Kubernetes on a budget', url: '/blog/post-2', summary: 'Spot nodes and autoscaling.' },
    ]);
  });

  it('answers nothing for no match, an empty query or punctuation only, and never a draft', () => {
    const index = loaded();
    expect(searchIndex(index, 'mainframe')).toEqual([]);
    expect(searchIndex(index, '   ')).toEqual([]);
    expect(searchIndex(index, '?!')).toEqual([]);
    expect(searchIndex(index, 'quantum')).toEqual([]);
    expect(searchIndex(index, 'engineer', 1)).toHaveLength(1);
  });

  it('normalises accents and case the same way on both sides', () => {
    expect(searchWords('Café DÉJÀ-vu 2026')).toEqual(['cafe', 'deja', 'vu', '2026']);
  });

  it('loads the index once, and again after a failed load', async () => {
    const body = indexOf(renderSite({ posts, jobs }, kit));
    let calls = 0;
    const failing = (async () => {
      calls++;
      return new Response('nope', { status: 503 });
    }) as unknown as typeof fetch;
    await expect(loadSearchIndex(failing)).rejects.toThrow(/503/);
    const working = (async (url: string) => {
      calls++;
      expect(url).toBe(SEARCH_INDEX_PATH);
      return Response.json(body);
    }) as unknown as typeof fetch;
    const first = await loadSearchIndex(working);
    const second = await loadSearchIndex(working);
    expect(second).toBe(first);
    expect(calls).toBe(2);
    expect(searchIndex(first, 'data').map((r) => r.url)).toEqual(['/careers/role-2']);
  });
});
