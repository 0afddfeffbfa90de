/**
 * Visual regression: screenshots of the main pages at phone, tablet and desktop widths, compared
 * with the committed baselines in test/e2e/__screenshots__ (the `visual` project of the e2e run).
 *
 * Deterministic by construction: this spec starts its own local stack on a fresh data folder, so it
 * sees the seeded content only, whatever the other specs create meanwhile; reduced motion keeps the
 * hero videos on their posters and the particles still; every lazy image is loaded and the webfont
 * is ready before the shot; dates (which follow the day the stack was seeded) are masked.
 * After an intended visual change: `npm run test:visual:update`, then review and commit the images.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { WEB_DIST, startLocalStack, type LocalStack } from '../../infra/local/stack';
import { submitLogin } from './support/login';

const test = base.extend<object, { visualStack: LocalStack }>({
  visualStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument
    async ({}, use) => {
      const runDir = mkdtempSync(join(tmpdir(), 'nimbus-visual-'));
      const webRoot = join(runDir, 'web');
      cpSync(WEB_DIST, webRoot, { recursive: true });
      const stack = await startLocalStack({ port: 0, dataDir: join(runDir, 'data'), web: 'dist', webRoot, log: () => {} });
      await use(stack);
      await stack.stop();
      rmSync(runDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ visualStack }, use) => use(visualStack.url),
});

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The seeded post and job the detail shots show (infra/local/seed-content.ts). */
const SEEDED_POST_TITLE = 'Our Cloud Migration Checklist';
const SEEDED_JOB_TITLE = 'ReactJS Developer';

/** Waits until the page is hydrated, its data loaded, every image decoded and the webfont ready. */
async function settle(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor();
  // A job page loads its application form as the visitor heads for it: shots show it loaded.
  const applyArea = page.locator('aside#apply');
  if ((await applyArea.count()) > 0) {
    await applyArea.scrollIntoViewIfNeeded();
    await page.getByLabel('Full name').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(
      images
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
        ),
    );
    await document.fonts.ready;
  });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
}

/** Dates follow the day the stack was seeded, the footer's year the clock; data-visual-mask marks anything else that changes by design. */
const masks = (page: Page) => [page.locator('time'), page.getByText(/^© \d{4} /), page.locator('[data-visual-mask]')];

async function expectPage(page: Page, name: string) {
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, mask: masks(page) });
}

test.describe.configure({ mode: 'serial' });

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width}px)`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      reducedMotion: 'reduce',
      colorScheme: 'light',
    });

    for (const { name, path } of [
      { name: 'home', path: '/' },
      { name: 'services', path: '/services' },
      { name: 'about', path: '/about' },
      { name: 'contact', path: '/contact' },
      { name: 'blog', path: '/blog' },
      { name: 'careers', path: '/careers' },
      { name: 'login', path: '/login' },
    ]) {
      test(name, async ({ page }) => {
        await open(page, path);
        await expectPage(page, `${name}-${viewport.name}`);
      });
    }

    test('a post', async ({ page }) => {
      await open(page, '/blog');
      await page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: SEEDED_POST_TITLE }) })
        .getByRole('link', { name: /Read More/ })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: SEEDED_POST_TITLE })).toBeVisible();
      await settle(page);
      await expectPage(page, `post-${viewport.name}`);
    });

    test('a job', async ({ page }) => {
      await open(page, '/careers');
      await page.getByRole('link', { name: new RegExp(`View More.*${SEEDED_JOB_TITLE}`) }).click();
      await expect(page.getByRole('heading', { level: 1, name: SEEDED_JOB_TITLE })).toBeVisible();
      await settle(page);
      await expectPage(page, `job-${viewport.name}`);
    });

    test('admin applications', async ({ page, visualStack }) => {
      const { email, password } = visualStack.staff;
      await open(page, '/login');
      await submitLogin(page, email, password);
      await expect(page).toHaveURL(/\/admin\/applications/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      await expectPage(page, `admin-applications-${viewport.name}`);
    });
  });
}
