/**
 * JavaScript budget of the public pages: loads each page in Chromium (Playwright) from the built
 * site and adds up the compressed bytes of every script it requests before any interaction
 * (load, network idle, then 1 s). Budget: 100 KB gzipped per page. Prints a table; exits 1 when a
 * page is over budget or loads a chunk that public pages must never load (Amplify, markdown, admin).
 *
 * Usage: npm run build:web && npx tsx bench/web-budget.ts [--url http://127.0.0.1:PORT]
 */
import { chromium, type Request } from '@playwright/test';
import { startSnapshotServer } from './local-site';
import { chunkName } from './support/chunk-name';

export const JS_BUDGET_BYTES = 100 * 1024;
export const BUDGET_PAGES = [
  '/',
  '/services',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/blog',
  '/careers',
  // Published by the local stack from the seeded content: a post and a job page.
  '/blog/our-cloud-migration-checklist',
  '/careers/reactjs-developer',
  // The prerendered sign-in pages: Amplify loads only once a visitor uses the form.
  '/login',
  '/register',
  '/forgot-password',
];
/** Chunks public pages must not request before interaction (matched on the chunk's name, not its hash). */
const FORBIDDEN = /amplify|AdminArea|StaffArea|MarkdownContent|lib-|zod|schemas/i;

async function transferSize(request: Request): Promise<number> {
  const sizes = await request.sizes().catch(() => undefined);
  return sizes ? sizes.responseBodySize : 0;
}

async function main() {
  const urlArg = process.argv.indexOf('--url');
  const server = urlArg > 0 ? undefined : await startSnapshotServer();
  const base = urlArg > 0 ? process.argv[urlArg + 1]! : server!.url;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  let failed = false;
  console.log(`JS budget per page: ${(JS_BUDGET_BYTES / 1024).toFixed(0)} KB gzipped (${base})`);
  console.log('page                 scripts   KB gz   verdict');
  try {
    for (const path of BUDGET_PAGES) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const scripts: Request[] = [];
      page.on('requestfinished', (r) => {
        if (r.resourceType() === 'script') scripts.push(r);
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      const sizes = await Promise.all(scripts.map(transferSize));
      const total = sizes.reduce((a, b) => a + b, 0);
      const forbidden = scripts.map((r) => r.url()).filter((u) => FORBIDDEN.test(chunkName(u)));
      const ok = total <= JS_BUDGET_BYTES && forbidden.length === 0;
      failed ||= !ok;
      console.log(
        `${path.padEnd(20)} ${String(scripts.length).padStart(7)} ${(total / 1024).toFixed(1).padStart(7)}   ${ok ? 'ok' : 'OVER'}${forbidden.length ? ` forbidden: ${forbidden.join(', ')}` : ''}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await server?.close();
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
