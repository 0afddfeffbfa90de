/**
 * Publication dates (issue 16): /blog, the feed, the sitemap and a post's BlogPosting use its first
 * publication (`publishedAt`), and posts stored before it fall back to their creation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { prepare, renderSite } from '../../../web/src/entry-server';
import type { Post } from '../../../lambdas/contract/schemas';
import type { PostListData } from '../../../web/src/lib/publishedData';

const kit = { template: '<html><head><!--head--></head><body><div id="root"><!--app--></div></body></html>', manifest: {} };

const post = (id: string, over: Partial<Post>): Post => ({
  blogId: id,
  slug: id,
  title: `Post ${id}`,
  author: 'Asha Rao',
  content: 'Body.',
  excerpt: 'Body.',
  readingMinutes: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

// Drafted first, published last: its publication, not its creation, makes it the newest.
const draftedEarly = post('drafted-early', { createdAt: '2026-01-01T00:00:00.000Z', publishedAt: '2026-03-01T09:00:00.000Z' });
const old = post('stored-before', { createdAt: '2026-02-01T00:00:00.000Z' });

let files: ReturnType<typeof renderSite>;
const body = (key: string) => files.find((f) => f.key === key)?.body ?? '';

beforeAll(async () => {
  await prepare();
  files = renderSite({ posts: [old, draftedEarly], jobs: [] }, kit);
}, 60_000);

describe('publication dates', () => {
  it('orders /blog by first publication and shows that date', () => {
    const list = JSON.parse(body('blog/data.json')) as PostListData;
    expect(list.posts.map((p) => p.blogId)).toEqual(['drafted-early', 'stored-before']);
    expect(body('blog/index.html')).toContain('<time dateTime="2026-03-01T09:00:00.000Z">');
    expect(body('blog/index.html')).toContain('<time dateTime="2026-02-01T00:00:00.000Z">');
  });

  it('dates the feed, the sitemap and BlogPosting by it, falling back to creation', () => {
    const feed = body('feed.xml');
    expect(feed).toContain('<pubDate>Sun, 01 Mar 2026 09:00:00 GMT</pubDate>');
    expect(feed).toContain('<pubDate>Sun, 01 Feb 2026 00:00:00 GMT</pubDate>');
    expect(feed.indexOf('drafted-early')).toBeLessThan(feed.indexOf('stored-before'));
    const sitemap = body('sitemap.xml');
    expect(sitemap).toContain('/blog/drafted-early</loc><lastmod>2026-03-01</lastmod>');
    expect(sitemap).toContain('/blog/stored-before</loc><lastmod>2026-02-01</lastmod>');
    expect(body('blog/drafted-early/index.html')).toContain('"datePublished":"2026-03-01T09:00:00.000Z"');
    expect(body('blog/stored-before/index.html')).toContain('"datePublished":"2026-02-01T00:00:00.000Z"');
  });
});
