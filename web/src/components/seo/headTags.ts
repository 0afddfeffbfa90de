import type { HeadTags } from './HeadContext';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The head tags as an HTML string, for the prerender step to put at the `<!--head-->` marker. */
export function headTagsToHtml(tags: HeadTags, siteName: string): string {
  const lines = [
    `<title>${escapeAttr(tags.title)}</title>`,
    `<meta name="description" content="${escapeAttr(tags.description)}" />`,
    `<link rel="canonical" href="${escapeAttr(tags.canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeAttr(siteName)}" />`,
    `<meta property="og:title" content="${escapeAttr(tags.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(tags.description)}" />`,
    `<meta property="og:url" content="${escapeAttr(tags.canonical)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (tags.image) lines.push(`<meta property="og:image" content="${escapeAttr(tags.image)}" />`);
  if (tags.noindex) lines.push(`<meta name="robots" content="noindex" />`);
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
  upsert('meta[property="og:title"]', meta('property', 'og:title'), 'content', tags.title);
  upsert('meta[property="og:description"]', meta('property', 'og:description'), 'content', tags.description);
  upsert('meta[property="og:url"]', meta('property', 'og:url'), 'content', tags.canonical);
  upsert('meta[property="og:image"]', meta('property', 'og:image'), 'content', tags.image);
  upsert('meta[name="robots"]', meta('name', 'robots'), 'content', tags.noindex ? 'noindex' : undefined);
}
