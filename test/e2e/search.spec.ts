import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SEARCH_INDEX_PATH } from '../../lambdas/contract/search';
import { rawHtml } from './support/published';

const POST_TITLE = 'Our Cloud Migration Checklist';
const JOB_TITLE = 'ReactJS Developer';

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor();
}

test('a word of a seeded post title finds it on /blog, and its link opens the post', async ({ page }) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === SEARCH_INDEX_PATH) indexRequests.push(request.url());
  });
  await openHydrated(page, '/blog');
  // Lazy: the page loads without the index or the search engine.
  expect(indexRequests).toEqual([]);

  const box = page.getByRole('searchbox', { name: 'Search posts and jobs' });
  await box.fill('migration');
  const results = page.getByRole('list', { name: 'Results for “migration”' });
  await expect(page.getByRole('status').filter({ hasText: /results? for “migration”/ })).toBeVisible();
  const link = results.getByRole('link', { name: POST_TITLE });
  await expect(link).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);
  expect(indexRequests).toHaveLength(1);

  const violations = (await new AxeBuilder({ page }).include('form[role="search"]').analyze()).violations;
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: POST_TITLE })).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
});

test('no match says so; Escape clears the box', async ({ page }) => {
  await openHydrated(page, '/blog');
  const box = page.getByRole('searchbox', { name: 'Search posts and jobs' });
  await box.fill('qqzzxx');
  await expect(page.getByRole('status').filter({ hasText: 'No results for “qqzzxx”' })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Results for/ })).toHaveCount(0);
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: 'No results' })).toHaveCount(0);
});

test('on /careers the keyboard alone finds a job and opens it', async ({ page }) => {
  await openHydrated(page, '/careers');
  const box = page.getByRole('searchbox', { name: 'Search posts and jobs' });
  await box.focus();
  await page.keyboard.type('reactjs dev');
  const link = page.getByRole('list', { name: 'Results for “reactjs dev”' }).getByRole('link', { name: JOB_TITLE });
  await expect(link).toBeVisible();
  await box.press('ArrowDown');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: JOB_TITLE })).toBeVisible();
});

test('a post page names its social card, which is a PNG served beside it', async ({ page, request }) => {
  await openHydrated(page, '/blog');
  await page.getByRole('searchbox', { name: 'Search posts and jobs' }).fill('checklist');
  // The result, not the post's card in the list below (its "Read More" link names the title too).
  const result = page.getByRole('list', { name: 'Results for “checklist”' }).getByRole('link', { name: POST_TITLE });
  const href = await result.getAttribute('href');
  const { html } = await rawHtml(request, href!);
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image).toMatch(new RegExp(`^https://[^/]+${href}/card\\.png$`));
  expect(html).toContain(`<meta name="twitter:image" content="${image}" />`);
  const card = await request.get(`${href}/card.png`);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toMatch(/^image\/png/);
  const png = await card.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});
