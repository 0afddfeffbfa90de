/**
 * The pages a change affects (renderSiteChanges): a partial run renders only the changed items'
 * pages, their earlier addresses, the lists they are on, the sitemap and the feed, and publishing
 * it leaves exactly the site a full render would.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepare, renderSite, renderSiteChanges } from '../../../web/src/entry-server';
import type { Job, Post } from '../../../lambdas/contract/schemas';
import type { PublishManifest } from '../../../lambdas/contract/site-routes';
import type { SiteChange } from '../../../lambdas/contract/site-changes';
import { planPublish } from '../../../lambdas/domain/publish-plan';

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
  description: 'Build.',
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

const jobs = Array.from({ length: 20 }, (_, i) => job(i));
/** 25 posts: three blog list pages (p24..p15, p14..p5, p4..p0). */
const posts = Array.from({ length: 25 }, (_, i) => post(i));

/** The site published in full from `content`, as its manifest. */
function publishFull(content: { posts: Post[]; jobs: Job[] }, previous: PublishManifest): PublishManifest {
  return planPublish(previous, renderSite({ ...content, previous }, kit), sha).manifest;
}

function publishChange(content: { posts: Post[]; jobs: Job[] }, previous: PublishManifest, change: SiteChange) {
  const rendered = renderSiteChanges({ ...content, previous }, kit, change);
  return { rendered, plan: planPublish(previous, rendered.files, sha, rendered.claimed) };
}

let published: PublishManifest;

beforeAll(async () => {
  await prepare();
  published = publishFull({ posts, jobs }, {});
}, 60_000);

describe('renderSiteChanges', () => {
  it('an edited job: its page, data and id redirect, /careers, sitemap and feed, nothing else', () => {
    const after = jobs.map((j) =>
      j.jobId === 'j3' ? { ...j, description: 'Build more.', updatedAt: '2026-03-01T00:00:00.000Z' } : j,
    );
    const { rendered, plan } = publishChange({ posts, jobs: after }, published, { jobs: ['j3'], posts: [] });
    expect(rendered.files.map((f) => f.key).sort()).toEqual([
      'careers/data.json',
      'careers/index.html',
      'careers/j3/index.html',
      'careers/role-3/card.png',
      'careers/role-3/data.json',
      'careers/role-3/index.html',
      'feed.xml',
      'search-index.json',
      'sitemap.xml',
    ]);
    // Only what changed is written: the job's page and data, its lastmod (a later day) in the
    // sitemap and its words in the search index; not its card (title and details unchanged).
    expect(plan.writes.map((f) => f.key).sort()).toEqual([
      'careers/role-3/data.json',
      'careers/role-3/index.html',
      'search-index.json',
      'sitemap.xml',
    ]);
    expect(plan.removals).toEqual([]);
    expect(plan.manifest).toEqual(publishFull({ posts, jobs: after }, published));
  });

  it('an edited post on the second blog page: that page onwards, not the first', () => {
    const after = posts.map((p) => (p.blogId === 'p10' ? { ...p, title: 'Post ten, retitled' } : p));
    const { rendered, plan } = publishChange({ posts: after, jobs }, published, { jobs: [], posts: ['p10'] });
    const keys = rendered.files.map((f) => f.key);
    expect(keys).toEqual(expect.arrayContaining(['blog/page/2/index.html', 'blog/page/3/index.html', 'blog/post-10/index.html']));
    expect(keys).not.toContain('blog/index.html');
    expect(keys).not.toContain('careers/index.html');
    expect(keys.filter((k) => k.startsWith('blog/post-'))).toEqual([
      'blog/post-10/index.html',
      'blog/post-10/data.json',
      'blog/post-10/card.png',
    ]);
    expect(plan.writes.map((f) => f.key)).toEqual(expect.arrayContaining(['blog/page/2/index.html', 'blog/post-10/card.png']));
    expect(plan.manifest).toEqual(publishFull({ posts: after, jobs }, published));
  });

  it('a new post shifts every blog page; a deleted one leaves with its pages', () => {
    const after = [...posts.filter((p) => p.blogId !== 'p7'), post(30)];
    const { rendered, plan } = publishChange({ posts: after, jobs }, published, { jobs: [], posts: ['p7', 'p30'] });
    expect(rendered.files.map((f) => f.key)).toContain('blog/index.html');
    expect(plan.removals.sort()).toEqual([
      'blog/p7/index.html',
      'blog/post-7/card.png',
      'blog/post-7/data.json',
      'blog/post-7/index.html',
    ]);
    expect(plan.manifest).toEqual(publishFull({ posts: after, jobs }, published));
  });

  it('leaves the site a full render would after renames, closes, deletes and a shrinking blog', () => {
    const afterJobs = jobs
      .filter((j) => j.jobId !== 'j7')
      .map((j) => (j.jobId === 'j5' ? { ...j, slug: 'principal-role', title: 'Principal role' } : j))
      .map((j) => (j.jobId === 'j6' ? { ...j, active: false } : j));
    const afterPosts = posts.filter((p) => !['p0', 'p1', 'p2', 'p3', 'p4'].includes(p.blogId));
    const change = { jobs: ['j5', 'j6', 'j7'], posts: ['p0', 'p1', 'p2', 'p3', 'p4'] };
    const { plan } = publishChange({ posts: afterPosts, jobs: afterJobs }, published, change);
    expect(plan.manifest).toEqual(publishFull({ posts: afterPosts, jobs: afterJobs }, published));
    expect(plan.manifest['careers/role-5/index.html']).toMatchObject({ status: 301, location: '/careers/principal-role' });
    expect(plan.manifest['careers/role-6/index.html']).toMatchObject({ status: 410 });
    expect(plan.manifest['careers/role-7/index.html']).toMatchObject({ status: 410 });
    expect(plan.removals).toContain('blog/page/3/index.html');
  });

  it("moves an item whose address another item's change freed (slugs shared by items stored before slugs)", () => {
    const twins = [...jobs, job(40, { slug: 'role-3', title: 'Role 3, again' })];
    const before = publishFull({ posts, jobs: twins }, {});
    expect(before['careers/role-3-j40/index.html']).toMatchObject({ owner: 'job:j40' });
    const after = twins.filter((j) => j.jobId !== 'j3');
    const { rendered, plan } = publishChange({ posts, jobs: after }, before, { jobs: ['j3'], posts: [] });
    expect(plan.manifest['careers/role-3/index.html']).toMatchObject({ owner: 'job:j40' });
    expect(plan.manifest['careers/role-3-j40/index.html']).toMatchObject({ status: 301, location: '/careers/role-3' });
    expect(plan.manifest).toEqual(publishFull({ posts, jobs: after }, before));
    expect(rendered.files.filter((f) => /^careers\/role-\d+\/index\.html$/.test(f.key)).map((f) => f.key)).toEqual([
      'careers/role-3/index.html',
    ]);
  });

  it('a change of nothing renders only the sitemap, the feed and the search index', () => {
    const { rendered, plan } = publishChange({ posts, jobs }, published, { jobs: [], posts: [] });
    expect(rendered.files.map((f) => f.key).sort()).toEqual(['feed.xml', 'search-index.json', 'sitemap.xml']);
    expect(plan.writes).toEqual([]);
    expect(plan.manifest).toEqual(published);
  });
});

describe('renderSiteChanges: unpublishing and scheduled posts (issue 16)', () => {
  it('a published post turned back into a draft leaves with its pages; published again, it returns', () => {
    const drafted = posts.map((p) => (p.blogId === 'p7' ? { ...p, status: 'draft' as const } : p));
    const { plan } = publishChange({ posts: drafted, jobs }, published, { jobs: [], posts: ['p7'] });
    expect(plan.removals.sort()).toEqual([
      'blog/p7/index.html',
      'blog/post-7/card.png',
      'blog/post-7/data.json',
      'blog/post-7/index.html',
    ]);
    expect(plan.manifest).toEqual(publishFull({ posts: drafted, jobs }, published));
    const again = publishChange({ posts, jobs }, plan.manifest, { jobs: [], posts: ['p7'] });
    expect(again.plan.manifest).toEqual(published);
  });

  it('a scheduled post not yet due is not published; once stored as published it is', () => {
    const later = post(40, { status: 'scheduled', publishAt: '2999-01-01T00:00:00.000Z' });
    const waiting = publishChange({ posts: [...posts, later], jobs }, published, { jobs: [], posts: ['p40'] });
    expect(Object.keys(waiting.plan.manifest).filter((k) => k.includes('post-40'))).toEqual([]);
    const live = { ...later, status: 'published' as const };
    const flipped = publishChange({ posts: [...posts, live], jobs }, waiting.plan.manifest, { jobs: [], posts: ['p40'] });
    expect(flipped.plan.manifest['blog/post-40/index.html']).toMatchObject({ owner: 'post:p40' });
  });
});
