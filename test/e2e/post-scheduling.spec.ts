/**
 * A post through draft, preview, schedule and publish (issue 16), as the seeded staff account in
 * the browser, through the real gateway and publisher: a draft is invisible to visitors (API and
 * pages), staff preview it as it will look, and a post scheduled a few seconds ahead appears on
 * its page, the blog list and the feed on its own.
 */
import { expect, test } from '@playwright/test';
import { api, staffIdToken } from './support/auth';
import { rawHtml, waitForStatus } from './support/published';
import { logInAsStaff } from './support/login';

/** `datetime-local` value (the browser's local time, seconds) for `ms` from now. */
const localInputIn = (ms: number) => {
  const d = new Date(Date.now() + ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

test('a post: drafted (public 404), previewed, scheduled, then published on its page, the list and the feed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Timed Post ${Date.now()}`;
  await logInAsStaff(page);

  // Draft.
  await page.getByRole('link', { name: 'Blogs' }).click();
  await page.getByRole('link', { name: 'Add New Post' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Author').fill('E2E Author');
  await page.getByLabel('Content').fill('Scheduled paragraph for the e2e test.');
  await page.getByRole('radio', { name: /Draft/ }).check();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
  await expect(row.locator('.post-status')).toHaveText('Draft');
  const editHref = await page.getByRole('link', { name: `Edit ${title}` }).getAttribute('href');
  const blogId = decodeURIComponent(editHref!.split('/').pop()!);

  const token = await staffIdToken();
  const staffView = (await (await api(request, 'GET', `/blogs/${blogId}`, { token })).json()) as { slug: string; status: string };
  expect(staffView.status).toBe('draft');
  expect((await api(request, 'GET', `/blogs/${blogId}`)).status()).toBe(404);
  expect((await rawHtml(request, `/blog/${staffView.slug}`)).status).toBe(404);

  // Preview: the public post view with the staff API's data, clearly marked.
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await page.getByRole('link', { name: 'Preview', exact: true }).click();
  await expect(page.getByText('Preview — not published')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Scheduled paragraph for the e2e test.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to editing' }).click();

  // Schedule a few seconds ahead.
  await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
  await page.getByRole('radio', { name: /Schedule/ }).check();
  await page.getByLabel('Publish at').fill(localInputIn(6_000));
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(row.locator('.post-status')).toHaveText(/^Scheduled /);
  const scheduled = (await (await api(request, 'GET', `/blogs/${blogId}`, { token })).json()) as { publishAt: string };
  const due = Date.parse(scheduled.publishAt);
  expect(due).toBeGreaterThan(Date.now());

  // Published on its own: the page, the list and the feed.
  await waitForStatus(request, `/blog/${staffView.slug}`, 200, 30_000);
  expect(Date.now()).toBeGreaterThanOrEqual(due);
  console.log(`scheduled post: page live ${Date.now() - due} ms after its publish time`);
  expect((await rawHtml(request, `/blog/${staffView.slug}`)).html).toContain(`<h1>${title}</h1>`);
  expect((await rawHtml(request, '/blog')).html).toContain(title);
  expect((await rawHtml(request, '/feed.xml')).html).toContain(title);
  expect((await api(request, 'GET', `/blogs/${blogId}`)).status()).toBe(200);
});
