/**
 * Prerender step of `npm run build:web`, run after the browser and SSR builds. It completes the
 * site kit (dist/site-kit: the SSR bundle, the page template with the global stylesheet inlined,
 * Vite's manifest), renders the marketing pages and 404.html with it, and runs the shared renderer
 * (web/src/publishing/renderSite.ts) with no content, so /blog, /careers, sitemap.xml and feed.xml
 * exist before anything is published. The publisher re-renders them from data with the same kit.
 * Also renders the sign-in pages (/login, /register, /forgot-password: their cards with placeholder
 * fields, hydrated in the browser), and writes app-shell.html (the empty SPA shell for the other
 * account and admin routes) and robots.txt.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { APP_SHELL_FILE, NOT_FOUND_FILE } from '../../lambdas/contract/site-routes';
import type * as ServerEntry from '../src/entry-server';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '../../dist/web');
const kitDir = join(here, '../../dist/site-kit');
export const KIT_FILES = { entry: 'entry-server.mjs', template: 'template.html', manifest: 'manifest.json' } as const;

function inlineEntryCss(template: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_tag, href: string) => {
    const css = readFileSync(join(dist, href), 'utf8');
    return `<style>${css}</style>`;
  });
}

function write(key: string, body: string) {
  const file = join(dist, key);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
}

async function main() {
  const started = Date.now();
  const manifestText = readFileSync(join(dist, '.vite/manifest.json'), 'utf8');
  const rawTemplate = readFileSync(join(dist, 'index.html'), 'utf8');
  writeFileSync(join(dist, APP_SHELL_FILE), rawTemplate.replace('<!--head-->', '').replace('<!--app-->', ''));
  const template = inlineEntryCss(rawTemplate);
  writeFileSync(join(kitDir, KIT_FILES.template), template);
  writeFileSync(join(kitDir, KIT_FILES.manifest), manifestText);
  const kit = { template, manifest: JSON.parse(manifestText) as ServerEntry.Manifest };

  const entry = (await import(pathToFileURL(join(kitDir, KIT_FILES.entry)).href)) as typeof ServerEntry;
  // A page module the manifest does not name renders with no stylesheet and no preloads (its
  // chunk merged into another): the page would shift and load late, so the build stops here.
  const unnamed = [
    ...new Set([...Object.values(entry.PAGE_MODULES), ...Object.values(entry.SIGN_IN_PAGE_MODULES).flat()]),
  ].filter((module) => !kit.manifest[module]);
  if (unnamed.length > 0)
    throw new Error(`prerender: page modules without a chunk of their own in the manifest: ${unnamed.join(', ')}`);
  await entry.prepare();

  for (const { path } of entry.STATIC_PAGES)
    write(path === '/' ? 'index.html' : `${path.slice(1)}/index.html`, entry.renderPageHtml(kit, path));
  // Built once here (the publisher never renders them), so their one extra stylesheet (the account
  // forms') is inlined too: no request stands between the HTML and the first paint.
  for (const path of Object.keys(entry.SIGN_IN_PAGE_MODULES))
    write(`${path.slice(1)}/index.html`, inlineEntryCss(entry.renderPageHtml(kit, path)));
  write(NOT_FOUND_FILE, entry.renderPageHtml(kit, '/__not-found__', undefined, '404'));
  const files = entry.renderSite({ posts: [], jobs: [] }, kit);
  for (const file of files) write(file.key, file.body);

  const base = entry.site.url.replace(/\/$/, '');
  writeFileSync(
    join(dist, 'robots.txt'),
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /dashboard',
      'Disallow: /profile',
      'Disallow: /api/',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n'),
  );

  rmSync(join(dist, '.vite'), { recursive: true, force: true });
  console.log(
    `prerender: ${entry.STATIC_PAGES.length + Object.keys(entry.SIGN_IN_PAGE_MODULES).length + 1} pages and ${files.length} content files in ${Date.now() - started} ms; site kit in dist/site-kit`,
  );
}

await main();
