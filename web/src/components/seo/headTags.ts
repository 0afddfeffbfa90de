import { FEED_PATH } from '../../../../lambdas/contract/site-routes';
import type { HeadTags } from './HeadContext';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * JSON for an inline <script> element: `<` is escaped so no text in the data can close the
 * script (`</script>`) or open a comment, and the two line separators JavaScript rejects are escaped too.
 */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The feed every page advertises. */
export const feedLink = (siteName: string) => ({ href: FEED_PATH, title: `${siteName} blog` });

/** The head tags as an HTML string, for the prerender step to put at the `<!--head-->` marker. */
export function headTagsToHtml(tags: HeadTags, siteName: string): string {
  const feed = feedLink(siteName);
  const lines = [
    `<title>${escapeAttr(tags.title)}</title>`,
    `<meta name="description" content="${escapeAttr(tags.description)}" />`,
    `<link rel="canonical" href="${escapeAttr(tags.canonical)}" />`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeAttr(feed.title)}" href="${feed.href}" />`,
    `<meta property="og:type" content="${tags.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="${escapeAttr(siteName)}" />`,
    `<meta property="og:title" content="${escapeAttr(tags.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(tags.description)}" />`,
    `<meta property="og:url" content="${escapeAttr(tags.canonical)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeAttr(tags.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttr(tags.description)}" />`,
  ];
  if (tags.image)
    lines.push(
      `<meta property="og:image" content="${escapeAttr(tags.image)}" />`,
      `<meta name="twitter:image" content="${escapeAttr(tags.image)}" />`,
    );
  if (tags.publishedTime) lines.push(`<meta property="article:published_time" content="${escapeAttr(tags.publishedTime)}" />`);
  if (tags.author) lines.push(`<meta property="article:author" content="${escapeAttr(tags.author)}" />`);
  if (tags.noindex) lines.push(`<meta name="robots" content="noindex" />`);
  for (const data of tags.jsonLd ?? []) lines.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  return lines.join('\n    ');
}

/** Brings document.head in line with the tags after a client-side navigation. */
export function applyHeadTags(doc: Document, tags: HeadTags) {
  doc.title = tags.title;
  const upsert = (selector: string, create: () => HTMLElement, attr: string, value: string | undefined) => {
    let el = doc.head.querySelector<HTMLElement>(selector);
    if (value === undefined) {
      el?.remove();
      return;
    }
    if (!el) {
      el = create();
      doc.head.appendChild(el);
    }
    el.setAttribute(attr, value);
  };
  const meta = (key: 'name' | 'property', name: string) => () => {
    const el = doc.createElement('meta');
    el.setAttribute(key, name);
    return el;
  };
  upsert('meta[name="description"]', meta('name', 'description'), 'content', tags.description);
  upsert('link[rel="canonical"]', () => Object.assign(doc.createElement('link'), { rel: 'canonical' }), 'href', tags.canonical);
  upsert('meta[property="og:type"]', meta('property', 'og:type'), 'content', tags.type ?? 'website');
  upsert('meta[property="og:title"]', meta('property', 'og:title'), 'content', tags.title);
  upsert('meta[property="og:description"]', meta('property', 'og:description'), 'content', tags.description);
  upsert('meta[property="og:url"]', meta('property', 'og:url'), 'content', tags.canonical);
  upsert('meta[property="og:image"]', meta('property', 'og:image'), 'content', tags.image);
  upsert('meta[name="twitter:title"]', meta('name', 'twitter:title'), 'content', tags.title);
  upsert('meta[name="twitter:description"]', meta('name', 'twitter:description'), 'content', tags.description);
  upsert('meta[name="twitter:image"]', meta('name', 'twitter:image'), 'content', tags.image);
  upsert('meta[property="article:published_time"]', meta('property', 'article:published_time'), 'content', tags.publishedTime);
  upsert('meta[property="article:author"]', meta('property', 'article:author'), 'content', tags.author);
  upsert('meta[name="robots"]', meta('name', 'robots'), 'content', tags.noindex ? 'noindex' : undefined);
  for (const el of doc.head.querySelectorAll('script[type="application/ld+json"]')) el.remove();
  for (const data of tags.jsonLd ?? []) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    doc.head.appendChild(script);
  }
}
