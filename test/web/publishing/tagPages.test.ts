/**
 * Tag pages (issue 16): rendered from data like /blog, listed in the sitemap, and kept current by
 * partial runs: a post's save re-renders the pages of the tags it has now and had when last
 * published, and a tag that loses its last post loses its pages and its sitemap entry.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepare, renderSite, renderSiteChanges } from '../../../web/src/entry-server';
import type { Post } from '../../../lambdas/contract/schemas';
import type { PublishManifest } from '../../../lambdas/contract/site-routes';
import type { SiteChange } from '../../../lambdas/contract/site-changes';
import { planPublish } from '../../../lambdas/domain/publish-plan';
import type { TagListData } from '../../../web/src/lib/publishedData';

const kit = { template: '<html><head><!--head--></head><body><div id="root"><!--app--></div></body></html>', manifest: {} };
const sha = (body: string) => createHash('sha256').update(body).digest('hex');
const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();

const post = (i: number, tags: string[], over: Partial<Post> = {}): Post => ({
  blogId: `p${i}`,
  slug: `post-${i}`,
  title: `Post ${i}`,
  author: 'Asha Rao',
  content: `Body of post ${i}.`,
  excerpt: `Body of post ${i}.`,
  readingMinutes: 1,
  tags,
  createdAt: at(i),
  ...over,
});

/** 11 posts tagged AWS (two tag pages), p3 also "Cost Optimisation", p11 alone "FinOps", p12 untagged. */
const posts = [
  ...Array.from({ length: 11 }, (_, i) => post(i, i === 3 ? ['AWS', 'Cost Optimisation'] : ['AWS'])),
  post(11, ['FinOps']),
  post(12, []),
];

const full = (content: Post[], previous: PublishManifest = {}) =>
  planPublish(previous, renderSite({ posts: content, jobs: [], previous }, kit), sha).manifest;

function change(content: Post[], previous: PublishManifest, what: SiteChange) {
  const rendered = renderSiteChanges({ posts: content, jobs: [], previous }, kit, what);
  return { rendered, plan: planPublish(previous, rendered.files, sha, rendered.claimed) };
}

const tagKeys = (manifest: PublishManifest) =>
  Object.keys(manifest)
    .filter((k) => k.startsWith('blog/tag/'))
    .sort();
const fileOf = (files: { key: string; body: string }[], key: string) => files.find((f) => f.key === key)?.body ?? '';

let published: PublishManifest;
let files: ReturnType<typeof renderSite>;

beforeAll(async () => {
  await prepare();
  files = renderSite({ posts, jobs: [] }, kit);
  published = planPublish({}, files, sha).manifest;
}, 60_000);

describe('tag pages in a full render', () => {
  it('renders each tag page newest first with later pages like /blog, and records each post page tags', () => {
    expect(tagKeys(published)).toEqual([
      'blog/tag/aws/data.json',
      'blog/tag/aws/index.html',
      'blog/tag/aws/page/2/data.json',
      'blog/tag/aws/page/2/index.html',
      'blog/tag/cost-optimisation/data.json',
      'blog/tag/cost-optimisation/index.html',
      'blog/tag/finops/data.json',
      'blog/tag/finops/index.html',
    ]);
    const first = JSON.parse(fileOf(files, 'blog/tag/aws/data.json')) as TagListData;
    expect(first.tag).toEqual({ slug: 'aws', label: 'AWS' });
    expect(first.posts.map((p) => p.blogId)).toEqual(['p10', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4', 'p3', 'p2', 'p1']);
    expect(first).toMatchObject({ page: 1, pages: 2 });
    expect((JSON.parse(fileOf(files, 'blog/tag/aws/page/2/data.json')) as TagListData).posts.map((p) => p.blogId)).toEqual([
      'p0',
    ]);
    expect(published['blog/post-3/index.html']?.tags).toEqual(['aws', 'cost-optimisation']);
  });

  it('gives the tag page its head tags and links posts, and posts and cards link their tags', () => {
    const html = fileOf(files, 'blog/tag/cost-optimisation/index.html');
    expect(html).toContain('<title>Cost Optimisation | Blog | Nimbus Crest</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.nimbuscrest.example/blog/tag/cost-optimisation" />');
    expect(html).toMatch(/<meta name="description" content="Posts tagged “Cost Optimisation”/);
    expect(html).toContain('<h1>Cost Optimisation</h1>');
    expect(html).toContain('href="/blog/post-3"');
    expect(html).not.toContain('noindex');
    expect(fileOf(files, 'blog/post-3/index.html')).toContain('href="/blog/tag/cost-optimisation"');
    expect(fileOf(files, 'blog/index.html')).toContain('href="/blog/tag/finops"');
  });

  it('lists every tag page in the sitemap with the last change of its posts', () => {
    const sitemap = fileOf(files, 'sitemap.xml');
    expect(sitemap).toContain(
      `<url><loc>https://www.nimbuscrest.example/blog/tag/aws</loc><lastmod>${at(10).slice(0, 10)}</lastmod><priority>0.5</priority></url>`,
    );
    expect(sitemap).toContain('<loc>https://www.nimbuscrest.example/blog/tag/finops</loc>');
    expect(sitemap).not.toContain('/blog/tag/aws/page/2');
  });
});

describe('hostile tag labels', () => {
  it('are escaped in the page, its JSON-LD, the sitemap and the feed', () => {
    const label = '</script><img src=x onerror=alert(1)>';
    const rendered = renderSite({ posts: [post(50, [label])], jobs: [] }, kit);
    const slug = 'script-img-src-x-onerror-alert-1';
    const bodies = ['blog/post-50/index.html', `blog/tag/${slug}/index.html`, 'sitemap.xml', 'feed.xml'].map((k) =>
      fileOf(rendered, k),
    );
    for (const body of bodies) {
      expect(body).not.toBe('');
      expect(body).not.toContain('<img src=x');
    }
    expect(fileOf(rendered, 'feed.xml')).toContain('<category>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</category>');
  });
});

describe('tag pages in partial runs', () => {
  it('an edit that keeps its tags renders only those tags, not the others', () => {
    const after = posts.map((p) => (p.blogId === 'p11' ? { ...p, title: 'FinOps, retitled' } : p));
    const { rendered, plan } = change(after, published, { jobs: [], posts: ['p11'] });
    expect(rendered.files.map((f) => f.key).filter((k) => k.startsWith('blog/tag/'))).toEqual([
      'blog/tag/finops/index.html',
      'blog/tag/finops/data.json',
    ]);
    expect(plan.writes.map((f) => f.key)).toContain('blog/tag/finops/index.html');
    expect(plan.manifest).toEqual(full(after, published));
  });

  it('a tag moved from one post to a new tag: old and new tag pages re-rendered, the emptied tag removed and out of the sitemap', () => {
    const after = posts.map((p) => (p.blogId === 'p11' ? { ...p, tags: ['Serverless'] } : p));
    const { rendered, plan } = change(after, published, { jobs: [], posts: ['p11'] });
    expect(rendered.claimed).toEqual(expect.arrayContaining(['blog/tag/finops/index.html', 'blog/tag/finops/data.json']));
    expect(plan.removals.sort()).toEqual(['blog/tag/finops/data.json', 'blog/tag/finops/index.html']);
    expect(plan.writes.map((f) => f.key)).toEqual(expect.arrayContaining(['blog/tag/serverless/index.html']));
    expect(plan.paths).toEqual(expect.arrayContaining(['/blog/tag/finops', '/blog/tag/serverless', '/sitemap.xml']));
    const sitemap = fileOf(rendered.files, 'sitemap.xml');
    expect(sitemap).not.toContain('/blog/tag/finops');
    expect(sitemap).toContain('/blog/tag/serverless');
    expect(plan.manifest).toEqual(full(after, published));
  });

  it('a post that leaves (draft or deleted) takes its tags along; a tag that shrinks to one page loses page 2', () => {
    const drafted = posts.map((p) => (p.blogId === 'p3' ? { ...p, status: 'draft' as const } : p));
    const { rendered, plan } = change(drafted, published, { jobs: [], posts: ['p3'] });
    expect(plan.removals.sort()).toEqual([
      'blog/p3/index.html',
      'blog/post-3/card.png',
      'blog/post-3/data.json',
      'blog/post-3/index.html',
      'blog/tag/aws/page/2/data.json',
      'blog/tag/aws/page/2/index.html',
      'blog/tag/cost-optimisation/data.json',
      'blog/tag/cost-optimisation/index.html',
    ]);
    expect(rendered.files.map((f) => f.key)).not.toContain('blog/tag/finops/index.html');
    expect(plan.manifest).toEqual(full(drafted, published));

    const deleted = posts.filter((p) => p.blogId !== 'p11');
    const gone = change(deleted, published, { jobs: [], posts: ['p11'] });
    expect(gone.plan.removals).toEqual(expect.arrayContaining(['blog/tag/finops/index.html', 'blog/tag/finops/data.json']));
    expect(gone.plan.manifest).toEqual(full(deleted, published));
  });

  it('retires a published tag page no public post has (left by an earlier failed run), whatever changed', () => {
    const stale: PublishManifest = {
      ...published,
      'blog/tag/retired/index.html': { hash: 'x', contentType: 'text/html; charset=utf-8' },
    };
    const { plan } = change(posts, stale, { jobs: [], posts: ['p12'] });
    expect(plan.removals).toEqual(['blog/tag/retired/index.html']);
    expect(plan.manifest).toEqual(published);
  });
});
