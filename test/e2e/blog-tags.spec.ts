/**
 * Tags end to end (issue 16), as the seeded staff account in the browser through the real gateway
 * and publisher: staff add tags in the post editor, the public tag page lists the post within
 * seconds with its own head tags, the post page links its tags and carries them in its
 * BlogPosting data, the sitemap lists the tag page, and an unknown tag answers 404.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { api, staffIdToken } from './support/auth';
import { jsonLdOf, rawHtml, waitForStatus } from './support/published';
import { logInAsStaff } from './support/login';

const SITE = 'https://www.nimbuscrest.example';

test('staff tag a post in the editor; its tag page is live within seconds with head tags, links and JSON-LD', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const title = `Tagged Post ${stamp}`;
  const tag = `Edge ${stamp}`;
  const tagSlug = `edge-${stamp}`;
  await logInAsStaff(page);

  await page.getByRole('link', { name: 'Blogs' }).click();
  await page.getByRole('link', { name: 'Add New Post' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Author').fill('E2E Author');
  await page.getByLabel('Content').fill('A paragraph about tagging.');
  await page.getByLabel(/^Tags/).fill(`${tag}, #FinOps, finops`);
  await expect(page.getByText(`Saved as: ${tag} · FinOps.`)).toBeVisible();
  await page.getByRole('button', { name: 'Create Post' }).click();
  const saved = Date.now();
  await expect(page).toHaveURL(/\/admin\/blogs$/);

  const started = Date.now();
  await waitForStatus(request, `/blog/tag/${tagSlug}`, 200);
  console.log(`tags: tag page live ${Date.now() - saved} ms after the save (${Date.now() - started} ms of polling)`);
  expect(Date.now() - saved).toBeLessThan(10_000);

  const token = await staffIdToken();
  const list = (await (await api(request, 'GET', '/blogs?limit=100', { token })).json()) as {
    items: { blogId: string; slug: string; title: string; tags: string[]; publishedAt?: string }[];
  };
  const post = list.items.find((p) => p.title === title)!;
  expect(post.tags).toEqual([tag, 'FinOps']);
  expect(post.publishedAt).toBeTruthy();

  // The tag page's HTML itself: head tags, the post, no noindex.
  const { html } = await rawHtml(request, `/blog/tag/${tagSlug}`);
  expect(html).toContain(`<title>${tag} | Blog | Nimbus Crest</title>`);
  expect(html).toContain(`<link rel="canonical" href="${SITE}/blog/tag/${tagSlug}" />`);
  expect(html).toContain(`<meta name="description" content="Posts tagged “${tag}”`);
  expect(html).toContain(`<h1>${tag}</h1>`);
  expect(html).toContain(`href="/blog/${post.slug}"`);
  expect(html).not.toContain('noindex');

  // The post page links its tags and names them in its BlogPosting, dated by its first publication.
  await waitForStatus(request, `/blog/${post.slug}`, 200);
  const postHtml = (await rawHtml(request, `/blog/${post.slug}`)).html;
  expect(postHtml).toContain(`href="/blog/tag/${tagSlug}"`);
  const posting = jsonLdOf(postHtml).find((d) => d['@type'] === 'BlogPosting');
  expect(posting).toMatchObject({ keywords: `${tag}, FinOps`, datePublished: post.publishedAt, headline: title });

  // The sitemap lists the tag page; an unknown tag is the site's 404.
  expect((await rawHtml(request, '/sitemap.xml')).html).toContain(`<loc>${SITE}/blog/tag/${tagSlug}</loc>`);
  const unknown = await rawHtml(request, `/blog/tag/no-such-tag-${stamp}`);
  expect(unknown.status).toBe(404);

  // A visitor follows the tag from the post page to the tag page and on to the post.
  await page.goto(`/blog/${post.slug}`);
  await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: tag }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/tag/${tagSlug}$`));
  await expect(page.getByRole('heading', { level: 1, name: tag })).toBeVisible();
  await expect(page).toHaveTitle(`${tag} | Blog | Nimbus Crest`);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

  // The tag page and the post page with its tags pass axe, light and dark.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const path of [`/blog/tag/${tagSlug}`, `/blog/${post.slug}`]) {
      await page.goto(path);
      await expect(page.getByRole('list', { name: 'Tags' }).first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map((v) => `${colorScheme} ${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  }
});
