/** sitemap.xml and the RSS 2.0 feed of the published site. */
import type { Post } from '../../../lambdas/contract/schemas';
import { FEED_PATH, postPath } from '../../../lambdas/contract/site-routes';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SitemapEntry {
  path: string;
  lastmod?: string;
  priority: string;
}

export function sitemapXml(base: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${xml(base + e.path)}</loc>${e.lastmod ? `<lastmod>${xml(e.lastmod.slice(0, 10))}</lastmod>` : ''}<priority>${e.priority}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const FEED_SIZE = 20;

/** The latest posts as RSS 2.0, with their excerpt as the description. */
export function feedXml(site: { brand: string; url: string }, posts: readonly Post[]): string {
  const latest = posts.slice(0, FEED_SIZE);
  const items = latest.map((post) => {
    const link = post.externalUrl ?? `${site.url}${postPath(post.slug)}`;
    return [
      '    <item>',
      `      <title>${xml(post.title)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="false">${xml(post.blogId)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
      ...(post.tags ?? []).map((tag) => `      <category>${xml(tag)}</category>`),
      `      <dc:creator>${xml(post.author)}</dc:creator>`,
      `      <description>${xml(post.excerpt)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const updated = latest[0]?.updatedAt ?? latest[0]?.publishedAt ?? latest[0]?.createdAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xml(site.brand)} blog</title>`,
    `    <link>${xml(site.url)}/blog</link>`,
    `    <description>${xml(`Cloud technology, AI innovation and news from ${site.brand}.`)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${xml(site.url + FEED_PATH)}" rel="self" type="application/rss+xml" />`,
    ...(updated ? [`    <lastBuildDate>${new Date(updated).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
