/**
 * Issue 19's behaviours in the real browser: the phone Apply bar of a job page, the fallback of a
 * blog image that fails, /login and /register never shown to a signed-in visitor, and axe on the
 * blog and careers pages in light and dark.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { api, staffIdToken } from './support/auth';
import { waitForStatus } from './support/published';
import { e2eStack } from './support/stack';
import { submitLogin } from './support/login';

/** Seeded content (infra/local/seed-content.ts): the addresses follow their titles. */
const SEEDED_JOB = { path: '/careers/reactjs-developer', title: 'ReactJS Developer' };
const SEEDED_POST = { path: '/blog/our-cloud-migration-checklist', title: 'Our Cloud Migration Checklist' };

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor();
}

const applyBar = (page: Page) => page.getByRole('link', { name: `Apply now for ${SEEDED_JOB.title}` });

test.describe('the job page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('keeps an Apply button in reach that takes the visitor into the form, hidden once the form is in view', async ({
    page,
  }) => {
    await open(page, SEEDED_JOB.path);
    await expect(page.getByRole('heading', { level: 1, name: SEEDED_JOB.title })).toBeVisible();
    const nameField = page.getByLabel('Full name');
    // The form's code waits until the visitor heads for it: far below on a phone, it is not in yet.
    await expect(page.getByText('Loading application form...')).toBeAttached();
    await expect(page.getByText('Loading application form...')).not.toBeInViewport();
    await expect(nameField).toHaveCount(0);
    await expect(applyBar(page)).toBeVisible();
    await expect(applyBar(page)).toBeInViewport();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const { violations } = await new AxeBuilder({ page }).include('.apply-bar').analyze();
      expect(violations.map((v) => `${colorScheme}: ${v.id}`)).toEqual([]);
    }

    await applyBar(page).click();
    await expect(nameField).toBeFocused();
    await expect(nameField).toBeInViewport();
    await expect(applyBar(page)).toBeHidden();

    // Back at the top (the visitor's own scrolling), the bar returns; the keyboard reaches it too.
    await page.mouse.move(200, 400);
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, -5000);
        return page.evaluate(() => window.scrollY);
      })
      .toBe(0);
    await expect(applyBar(page)).toBeVisible();
    await applyBar(page).focus();
    await page.keyboard.press('Enter');
    await expect(nameField).toBeFocused();
  });

  test('once there, the field stays on screen if the page moves under the visitor, but not against their own scrolling', async ({
    page,
  }) => {
    await open(page, SEEDED_JOB.path);
    const nameField = page.getByLabel('Full name');
    await applyBar(page).click();
    await expect(nameField).toBeFocused();
    await expect(nameField).toBeInViewport();

    // A script moving the page (as a layout shift or scroll anchoring would): the field comes back.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(nameField).toBeInViewport();

    // The visitor's own wheel: the page stays where they put it.
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getBoundingClientRect().bottom)).toBeLessThan(0);
    await page.waitForTimeout(1000);
    await expect(nameField).not.toBeInViewport();
  });
});

test('on a wide screen the form sits beside the description and there is no Apply bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, SEEDED_JOB.path);
  await expect(page.getByLabel('Full name')).toBeInViewport();
  await expect(applyBar(page)).toBeHidden();
});

test('a blog image that cannot load shows the neat fallback on the post page and the default picture on its card', async ({
  page,
  request,
}) => {
  const token = await staffIdToken();
  const title = `Broken image ${Date.now().toString(36)}`;
  const created = await api(request, 'POST', '/blogs', {
    token,
    body: {
      title,
      author: 'E2E Author',
      content: 'A post whose image has gone missing.',
      imageUrl: `${e2eStack().baseURL}/media/no-such-image-${Date.now()}.webp`,
    },
  });
  expect(created.status()).toBe(201);
  const { blogId, slug } = (await created.json()) as { blogId: string; slug: string };
  try {
    await waitForStatus(request, `/blog/${slug}`, 200);
    await open(page, `/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('main .image-fallback.blog-post__hero')).toBeVisible();
    await expect(page.locator('main img.blog-post__hero')).toHaveCount(0);

    await open(page, '/blog');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    // A card looks like any card without an image: the default picture, never a broken image.
    await expect(card.locator('svg.blog-default-image')).toBeVisible();
    await expect(card.locator('img')).toHaveCount(0);
  } finally {
    await api(request, 'DELETE', `/blogs/${blogId}`, { token });
  }
});

test('a signed-in visitor is never shown /login or /register', async ({ page }) => {
  const { email, password } = e2eStack().staff;
  await open(page, '/login');
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/admin\/applications/);

  // From here on each page notes whether a password field ever entered its DOM, however briefly.
  await page.addInitScript(() => {
    const seen = () => {
      if (document.querySelector('input[type="password"]')) (window as { sawPasswordField?: boolean }).sawPasswordField = true;
    };
    new MutationObserver(seen).observe(document, { subtree: true, childList: true });
  });
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/applications/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { sawPasswordField?: boolean }).sawPasswordField ?? false)).toBe(false);
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe on the blog and careers pages, ${colorScheme} scheme`, () => {
    test.use({ colorScheme });
    for (const { path, ready } of [
      { path: '/blog', ready: (page: Page) => page.getByRole('heading', { name: SEEDED_POST.title }) },
      { path: SEEDED_POST.path, ready: (page: Page) => page.getByRole('heading', { level: 1, name: SEEDED_POST.title }) },
      { path: '/careers', ready: (page: Page) => page.getByRole('link', { name: /View More/ }).first() },
      { path: SEEDED_JOB.path, ready: (page: Page) => page.getByLabel('Full name') },
    ]) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await open(page, path);
        await expect(ready(page)).toBeVisible();
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}
