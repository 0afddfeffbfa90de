import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { api, staffIdToken } from './support/auth';
import { waitForStatus } from './support/published';
import { BLOG_PAGE_SIZE } from '../../lambdas/contract/site-routes';

const GFM_POST_TITLE = 'Our Cloud Migration Checklist';

test('the blog list shows the hero and the seeded posts, linking out or to the post page', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog Posts' })).toBeVisible();
  await expect(
    page.getByText('Explore the latest in cloud technology, AI innovation, and our journey at Nimbus Crest.'),
  ).toBeVisible();

  const gfmItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: GFM_POST_TITLE }) });
  await expect(gfmItem.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', /^\/blog\/[\w-]+$/);
  await expect(gfmItem.getByText(/^Moving a workload to the cloud is mostly about preparation\..*\.\.\.$/)).toBeVisible();

  // The seeded legacy posts carry an external URL: their link opens a new tab.
  const external = page.locator('a[target="_blank"]', { hasText: 'Read More' }).first();
  await expect(external).toHaveAttribute('href', /^https:\/\//);
  await expect(external).toHaveAttribute('rel', /noopener/);
});

test('the seeded GFM post renders its table, task list, strikethrough, footnote and autolink', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/blog');
  const readMore = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: GFM_POST_TITLE }) })
    .getByRole('link', { name: /Read More/ });
  await expect(readMore).toBeVisible();
  // The markdown renderer is in the post page's chunk, loaded by the post page only.
  expect(scripts.some((url) => /BlogPostPage|MarkdownContent/.test(url))).toBe(false);
  await readMore.click();

  await expect(page.getByRole('heading', { level: 1, name: GFM_POST_TITLE })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Strategy' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Replatform.*Managed databases, containers.*Medium/ })).toBeVisible();
  await expect(page.locator('.contains-task-list input[type="checkbox"]')).toHaveCount(4);
  await expect(page.locator('.contains-task-list input[type="checkbox"]:checked')).toHaveCount(2);
  await expect(page.locator('del', { hasText: 'one big weekend cut-over' })).toBeVisible();
  await expect(page.locator('section[data-footnotes]')).toContainText('blue/green deployments');
  await expect(page.getByRole('link', { name: 'https://www.example.com/contact' })).toHaveAttribute('target', '_blank');
  await expect(page.getByText(/^By Nimbus Crest Engineering · [A-Z][a-z]+ \d{1,2}, \d{4} · \d+ min read$/)).toBeVisible();
  expect(scripts.some((url) => /BlogPostPage/.test(url))).toBe(true);

  await expect(page).toHaveTitle(`${GFM_POST_TITLE} | Nimbus Crest`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${GFM_POST_TITLE} | Nimbus Crest`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
});

test('a staff-published post appears in the list, and raw HTML in its content is not rendered', async ({ page, request }) => {
  const title = `E2E blog post ${Date.now()}`;
  const token = await staffIdToken();
  const created = await api(request, 'POST', '/blogs', {
    token,
    body: {
      title,
      author: 'E2E Author',
      content:
        'Intro with **bold** text.\n\n<script>window.__injected = true</script>\n\n<img src="x" onerror="window.__injected = true">\n\n~~old~~ new',
    },
  });
  expect(created.status()).toBe(201);
  const { blogId, slug } = (await created.json()) as { blogId: string; slug: string };
  await waitForStatus(request, `/blog/${slug}`, 200);

  await page.goto('/blog');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(item.getByText('By E2E Author', { exact: false })).toBeVisible();
  await item.getByRole('link', { name: /Read More/ }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.locator('.blog-post__content strong', { hasText: 'bold' })).toBeVisible();
  await expect(page.locator('.blog-post__content del', { hasText: 'old' })).toBeVisible();
  await expect(page.locator('.blog-post__content script, .blog-post__content img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();

  await api(request, 'DELETE', `/blogs/${blogId}`, { token });
});

test("a missing post answers 404 with the site's not-found page", async ({ page }) => {
  const response = await page.goto(`/blog/no-such-post-${Date.now()}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the blog list and a post have no serious accessibility violations', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: GFM_POST_TITLE })).toBeVisible();
  const list = await new AxeBuilder({ page }).include('main').analyze();
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: GFM_POST_TITLE }) })
    .getByRole('link', { name: /Read More/ })
    .click();
  await expect(page.getByRole('table')).toBeVisible();
  const post = await new AxeBuilder({ page }).include('main').analyze();
  const serious = [
    ...list.violations.map((v) => ({ ...v, page: 'list' })),
    ...post.violations.map((v) => ({ ...v, page: 'post' })),
  ]
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.page}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});

test('the blog loads one page at a time: the first in the HTML, older pages as their own page data', async ({
  page,
  request,
}) => {
  const token = await staffIdToken();
  const run = `E2E Blog Paging ${Date.now()}`;
  const created: string[] = [];
  try {
    for (let i = 0; i <= BLOG_PAGE_SIZE; i++) {
      const response = await api(request, 'POST', '/blogs', {
        token,
        body: {
          title: `${run} ${String(i).padStart(2, '0')}`,
          author: 'E2E',
          content: `Body of post ${i}. ${'Filler sentence. '.repeat(40)}\n\nThe closing line.`,
        },
      });
      expect(response.status()).toBe(201);
      created.push(((await response.json()) as { blogId: string }).blogId);
    }
    await waitForStatus(request, `/blog/${created.at(-1)!}`, 301);

    const dataRequests: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/') || url.pathname.endsWith('/data.json')) dataRequests.push(url.pathname);
    });
    await page.goto('/blog');
    const items = page.locator('.blog-items > li');
    await expect(items).toHaveCount(BLOG_PAGE_SIZE);
    await expect(items.first().getByRole('heading')).toHaveText(`${run} ${String(BLOG_PAGE_SIZE).padStart(2, '0')}`);
    // Summaries only: no post body in the list.
    await expect(page.getByText('The closing line.')).toHaveCount(0);
    expect(dataRequests).toEqual([]);

    await page.getByRole('link', { name: 'Older posts →' }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(page.getByRole('heading', { name: `${run} 00` })).toBeVisible();
    expect(dataRequests).toEqual(['/blog/page/2/data.json']);
  } finally {
    for (const blogId of created) await api(request, 'DELETE', `/blogs/${blogId}`, { token });
  }
});
