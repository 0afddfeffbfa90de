/**
 * Prerender step of `npm run build:web`, run after the browser and SSR builds: renders every
 * public route to static HTML (dist/web/<route>/index.html, 404.html), puts each page's head tags
 * and its chunk's modulepreload links in the head, inlines the small global stylesheet, and writes
 * sitemap.xml and robots.txt. Also writes app-shell.html: the empty SPA shell for routes that are
 * not prerendered (login, admin), for servers that want a neutral fallback.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { HeadTags } from '../src/components/seo/HeadContext';
import { caseStudies } from '../src/content/proof';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '../../dist/web');
const ssrEntry = join(here, '../../dist/web-ssr/entry-server.js');

/** Public routes to prerender, the page module each one loads, and their sitemap priority. */
export const PRERENDERED_ROUTES = [
  { path: '/', module: 'src/features/marketing/pages/HomePage.tsx', priority: '1.0' },
  { path: '/services', module: 'src/features/marketing/pages/ServicesPage.tsx', priority: '0.9' },
  { path: '/about', module: 'src/features/marketing/pages/AboutPage.tsx', priority: '0.8' },
  { path: '/contact', module: 'src/features/marketing/pages/ContactPage.tsx', priority: '0.8' },
  { path: '/case-studies', module: 'src/features/marketing/pages/CaseStudiesPage.tsx', priority: '0.8' },
  ...caseStudies.map((study) => ({
    path: `/case-studies/${study.slug}`,
    module: 'src/features/marketing/pages/CaseStudyPage.tsx',
    priority: '0.7',
  })),
  { path: '/blog', module: 'src/features/blog/index.tsx', priority: '0.7' },
  { path: '/careers', module: 'src/features/careers/index.tsx', priority: '0.7' },
  { path: '/privacy-policy', module: 'src/features/marketing/pages/LegalPages.tsx', priority: '0.3' },
  { path: '/terms-of-service', module: 'src/features/marketing/pages/LegalPages.tsx', priority: '0.3' },
  { path: '/cookie-policy', module: 'src/features/marketing/pages/LegalPages.tsx', priority: '0.3' },
];
const NOT_FOUND = { path: '/__not-found__', module: 'src/features/marketing/pages/NotFoundPage.tsx' };
/** Marker the browser entry reads to know which path the HTML was rendered for. */
const NOT_FOUND_MARKER = '404';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }>;

interface ServerEntry {
  prepare(): Promise<unknown>;
  render(url: string): { html: string; head: HeadTags | undefined };
  headTagsToHtml(tags: HeadTags, siteName: string): string;
  site: { brand: string; url: string };
}

/** Files a chunk needs, dependencies first (for modulepreload), skipping the entry the page already loads. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  // The entry's own stylesheet is inlined into every page; only a page's extra CSS is linked.
  const out = { js: [] as string[], css: chunk.isEntry ? [] : [...(chunk.css ?? [])] };
  for (const dep of chunk.imports ?? []) {
    const sub = chunkFiles(manifest, dep, seen);
    out.js.push(...sub.js);
    out.css.push(...sub.css);
  }
  if (!chunk.isEntry) out.js.push(chunk.file);
  return out;
}

function inlineEntryCss(template: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_tag, href: string) => {
    const css = readFileSync(join(dist, href), 'utf8');
    return `<style>${css}</style>`;
  });
}

function writePage(path: string, html: string) {
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

async function main() {
  const started = Date.now();
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const rawTemplate = readFileSync(join(dist, 'index.html'), 'utf8');
  writeFileSync(join(dist, 'app-shell.html'), rawTemplate.replace('<!--head-->', '').replace('<!--app-->', ''));
  const template = inlineEntryCss(rawTemplate);

  const entry = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;
  await entry.prepare();

  const renderRoute = (url: string, module: string, marker: string) => {
    const { js, css } = chunkFiles(manifest, module);
    const preloads = [
      ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    ];
    let html = '';
    let head = '';
    try {
      const result = entry.render(url);
      html = result.html;
      if (result.head) head = entry.headTagsToHtml(result.head, entry.site.brand);
    } catch (error) {
      // A feature that cannot render on the server still gets a working SPA shell.
      console.warn(`prerender: ${url} could not be rendered, writing an empty shell:`, (error as Error).message);
      return rawTemplate.replace('<!--head-->', preloads.join('\n    ')).replace('<!--app-->', '');
    }
    return template
      .replace('<!--head-->', [head, ...preloads].filter(Boolean).join('\n    '))
      .replace('<div id="root"><!--app--></div>', `<div id="root" data-prerendered="${marker}">${html}</div>`);
  };

  for (const route of PRERENDERED_ROUTES) writePage(route.path, renderRoute(route.path, route.module, route.path));
  writeFileSync(join(dist, '404.html'), renderRoute(NOT_FOUND.path, NOT_FOUND.module, NOT_FOUND_MARKER));

  const base = entry.site.url.replace(/\/$/, '');
  const today = new Date().toISOString().slice(0, 10);
  const urls = PRERENDERED_ROUTES.map(
    (r) => `  <url><loc>${base}${r.path === '/' ? '/' : r.path}</loc><lastmod>${today}</lastmod><priority>${r.priority}</priority></url>`,
  );
  writeFileSync(join(dist, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  writeFileSync(
    join(dist, 'robots.txt'),
    ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /dashboard', 'Disallow: /profile', 'Disallow: /api/', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n'),
  );

  rmSync(join(dist, '.vite'), { recursive: true, force: true });
  if (existsSync(join(here, '../../dist/web-ssr'))) rmSync(join(here, '../../dist/web-ssr'), { recursive: true, force: true });
  console.log(`prerender: ${PRERENDERED_ROUTES.length + 1} pages, sitemap.xml and robots.txt in ${Date.now() - started} ms`);
}

await main();
