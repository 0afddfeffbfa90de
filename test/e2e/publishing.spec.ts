/**
 * Publishing end to end, through the real gateway and the real publisher: staff changes reach the
 * prerendered pages (full content and JSON-LD in the HTML itself), the lists, sitemap.xml and the
 * feed within seconds; old addresses answer 301, closed jobs 410, unknown paths 404.
 */
import { expect, test } from '@playwright/test';
import { api, staffIdToken } from './support/auth';
import { jsonLdOf, rawHtml, waitForStatus } from './support/published';

const SITE = 'https://www.nimbuscrest.example';

test('a job: created, found prerendered and in the sitemap, renamed (301), closed (410), deleted (still 410)', async ({
  page,
  request,
}) => {
  const token = await staffIdToken();
  const stamp = Date.now();
  const created = await api(request, 'POST', '/jobs', {
    token,
    body: {
      title: `Senior Cloud Engineer ${stamp}`,
      location: 'Pune (Hybrid)',
      employmentType: 'Full-time',
      description: 'Design landing zones on AWS.\n\nLead migrations end to end.',
      requirements: 'Five years with AWS.',
      department: 'Cloud Engineering',
      salaryMin: 1800000,
      salaryMax: 2600000,
      closingDate: '2027-03-31',
      active: true,
    },
  });
  expect(created.status()).toBe(201);
  const job = (await created.json()) as { jobId: string; slug: string; title: string; workplaceType: string };
  expect(job.slug).toBe(`senior-cloud-engineer-${stamp}`);
  expect(job.workplaceType).toBe('Hybrid');

  const started = Date.now();
  await waitForStatus(request, `/careers/${job.slug}`, 200);
  const latency = Date.now() - started;
  console.log(`publish: job page live ${latency} ms after the API answered`);
  expect(latency).toBeLessThan(10_000);

  // The page's HTML itself holds the content and complete JobPosting data (no JavaScript needed).
  const { html } = await rawHtml(request, `/careers/${job.slug}`);
  expect(html).toContain(`<h1>${job.title}</h1>`);
  expect(html).toContain('Lead migrations end to end.');
  expect(html).toContain(`<link rel="canonical" href="${SITE}/careers/${job.slug}" />`);
  expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
  const [posting] = jsonLdOf(html);
  expect(posting).toMatchObject({
    '@type': 'JobPosting',
    title: job.title,
    employmentType: 'FULL_TIME',
    validThrough: '2027-03-31T23:59:59+05:30',
    hiringOrganization: { name: 'Nimbus Crest', sameAs: SITE },
    jobLocation: { address: { addressLocality: 'Pune', addressRegion: 'Maharashtra', addressCountry: 'IN' } },
    baseSalary: { currency: 'INR', value: { minValue: 1800000, maxValue: 2600000, unitText: 'YEAR' } },
    identifier: { value: job.jobId },
    directApply: true,
  });
  expect((await rawHtml(request, '/sitemap.xml')).html).toContain(`<loc>${SITE}/careers/${job.slug}</loc>`);
  expect((await rawHtml(request, '/careers')).html).toContain(job.title);

  // The id address and, after a rename, the old slug answer 301 to the current address.
  const byId = await rawHtml(request, `/careers/${job.jobId}`);
  expect(byId.status).toBe(301);
  expect(byId.headers.location).toBe(`/careers/${job.slug}`);
  const renamed = `cloud-engineer-pune-${stamp}`;
  const edit = await api(request, 'PUT', `/jobs/${job.jobId}`, {
    token,
    body: {
      title: job.title,
      location: 'Pune (Hybrid)',
      description: 'Design landing zones on AWS.',
      requirements: 'Five years with AWS.',
      slug: renamed,
      active: true,
    },
  });
  expect(edit.status()).toBe(200);
  await waitForStatus(request, `/careers/${renamed}`, 200);
  await waitForStatus(request, `/careers/${job.slug}`, 301);
  expect((await rawHtml(request, `/careers/${job.slug}`)).headers.location).toBe(`/careers/${renamed}`);

  // In the browser the page hydrates and shows the application form.
  await page.goto(`/careers/${job.slug}`);
  await expect(page).toHaveURL(new RegExp(`/careers/${renamed}$`));
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByRole('form', { name: /^Apply for:/ })).toBeVisible();

  // Closed: 410 with a "no longer open" page, noindex, out of the sitemap and the list.
  expect((await api(request, 'PUT', `/jobs/${job.jobId}`, { token, body: { active: false } })).status()).toBe(200);
  await waitForStatus(request, `/careers/${renamed}`, 410);
  const gone = await rawHtml(request, `/careers/${renamed}`);
  expect(gone.html).toContain('This position is no longer open.');
  expect(gone.html).toContain('<meta name="robots" content="noindex" />');
  expect((await rawHtml(request, '/sitemap.xml')).html).not.toContain(`/careers/${renamed}<`);
  expect((await rawHtml(request, '/careers')).html).not.toContain(job.title);
  const response = await page.goto(`/careers/${renamed}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByText('This position is no longer open.')).toBeVisible();

  // Deleted: the address stays 410 (it was published), an unknown one is 404.
  expect((await api(request, 'DELETE', `/jobs/${job.jobId}`, { token })).status()).toBe(204);
  await expect.poll(async () => (await rawHtml(request, `/careers/${job.jobId}`)).status, { timeout: 15_000 }).toBe(410);
  expect((await rawHtml(request, `/careers/${renamed}`)).status).toBe(410);
  expect((await rawHtml(request, `/careers/never-published-${stamp}`)).status).toBe(404);
});

test('a post: published with its content, BlogPosting data, feed and sitemap entries; deleted: 404', async ({
  page,
  request,
}) => {
  const token = await staffIdToken();
  const stamp = Date.now();
  const created = await api(request, 'POST', '/blogs', {
    token,
    body: {
      title: `Serverless Cost Guide ${stamp}`,
      author: 'Asha Rao',
      content: '# Why costs drift\n\n| Service | Lever |\n|:--|--:|\n| Lambda | memory |\n\nRight-size **every** function.',
    },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as { blogId: string; slug: string; title: string; excerpt: string; readingMinutes: number };
  expect(post.excerpt).toBe('Why costs drift Right-size every function.');
  expect(post.excerpt).not.toContain(':--');
  expect(post.readingMinutes).toBe(1);

  await waitForStatus(request, `/blog/${post.slug}`, 200);
  const { html } = await rawHtml(request, `/blog/${post.slug}`);
  expect(html).toContain('<table>');
  expect(html).toContain('<strong>every</strong>');
  expect(jsonLdOf(html)[0]).toMatchObject({ '@type': 'BlogPosting', headline: post.title, author: { name: 'Asha Rao' } });
  expect((await rawHtml(request, '/feed.xml')).html).toContain(`<link>${SITE}/blog/${post.slug}</link>`);
  expect((await rawHtml(request, '/sitemap.xml')).html).toContain(`<loc>${SITE}/blog/${post.slug}</loc>`);
  const list = (await rawHtml(request, '/blog')).html;
  expect(list).toContain(post.title);
  expect(list).toContain(`<link rel="canonical" href="${SITE}/blog" />`);

  await page.goto('/blog');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: post.title }) })
    .getByRole('link', { name: /Read More/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  await expect(page.getByRole('cell', { name: 'Lambda' })).toBeVisible();

  expect((await api(request, 'DELETE', `/blogs/${post.blogId}`, { token })).status()).toBe(204);
  await waitForStatus(request, `/blog/${post.slug}`, 404);
  expect((await rawHtml(request, '/feed.xml')).html).not.toContain(post.slug);
});

test("unknown paths answer 404 with the site's own page; account routes get the app shell", async ({ request }) => {
  const missing = await rawHtml(request, `/no-such-page-${Date.now()}`);
  expect(missing.status).toBe(404);
  expect(missing.html).toContain('Page not found');
  expect(missing.html).toContain('<meta name="robots" content="noindex" />');
  expect((await rawHtml(request, '/login')).status).toBe(200);
  expect((await rawHtml(request, '/_publish/manifest.json')).status).toBe(404);
});
