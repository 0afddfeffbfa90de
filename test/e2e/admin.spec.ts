/**
 * The admin area end to end, as the seeded staff account: jobs and posts are created, edited,
 * (for jobs) deactivated and deleted, and each change is checked on the public pages by an
 * anonymous visitor; a submitted application's resume opens through its short-lived link.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { api } from './support/auth';
import { e2eStack } from './support/stack';
import { logInAsStaff } from './support/login';
import { pdfFromObjects } from '../fixtures/pdf-objects';

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** A visitor without a session: what the public sees. */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: e2eStack().baseURL });
  return { page: await context.newPage(), close: () => context.close() };
}

/** The titles on the published /careers page (a staff change is re-published within seconds: poll). */
async function careersTitles(page: Page): Promise<string[]> {
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  return page.locator('.job-card__title').allInnerTexts();
}

async function blogTitles(page: Page): Promise<string[]> {
  await page.goto('/blog');
  await expect(page.locator('.blog-item__title').first()).toBeVisible();
  return page.locator('.blog-item__title').allInnerTexts();
}

test('staff create, edit, deactivate and delete a job, and the careers page follows', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = `E2E Cloud Engineer ${stamp()}`;
  const edited = `${title} (edited)`;
  const anon = await visitor(browser);
  await logInAsStaff(page);

  await page.getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Jobs' })).toBeVisible();
  await page.getByRole('link', { name: 'Add New Job' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Job' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Job' }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Location').fill('Remote (India)');
  await page.getByLabel('Employment Type').selectOption('Contract');
  await page.getByLabel('Description').fill('Design cloud platforms. Mentor the team. Ship often.');
  await page.getByLabel('Requirements').fill('5 years of AWS.\nTypeScript.');
  await page.getByRole('button', { name: 'Create Job' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Contract');
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => careersTitles(anon.page), { timeout: 20_000 }).toContain(title);

  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Job' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Employment Type')).toHaveValue('Contract');
  await page.getByLabel('Title').fill(edited);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole('rowheader', { name: edited, exact: true })).toBeVisible();
  await expect
    .poll(
      async () => {
        const titles = await careersTitles(anon.page);
        return titles.includes(edited) && !titles.includes(title);
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  await page.getByRole('switch', { name: `Active: ${edited}` }).click();
  await expect(page.getByRole('switch', { name: `Active: ${edited}` })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: `Active: ${edited}` })).toHaveText('Inactive');
  await expect.poll(() => careersTitles(anon.page), { timeout: 20_000 }).not.toContain(edited);

  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('button', { name: `Delete ${edited}` }).click();
  await expect(page.getByRole('rowheader', { name: edited, exact: true })).toBeVisible();
  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('confirm');
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Delete ${edited}` }).click();
  await expect(page.getByRole('rowheader', { name: edited, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  await expect(page.getByRole('rowheader', { name: edited, exact: true })).toHaveCount(0);
  await anon.close();
});

test('staff create, edit and delete a post, and the blog follows', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = `E2E Post ${stamp()}`;
  const edited = `${title} (edited)`;
  const anon = await visitor(browser);
  await logInAsStaff(page);

  await page.getByRole('link', { name: 'Blogs' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Blogs' })).toBeVisible();
  await page.getByRole('link', { name: 'Add New Post' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Post' })).toBeVisible();
  await expect(page.getByLabel('Image URL')).toHaveAttribute('placeholder', 'https://example.com/image.jpg');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Author').fill('E2E Author');
  await page
    .getByLabel('Content')
    .fill('Intro paragraph.\n\n| Region | Latency |\n| --- | --- |\n| ap-south-1 | 12 ms |\n\n<script>alert(1)</script>');
  const preview = page.locator('.blog-preview');
  await expect(preview.getByRole('table')).toContainText('ap-south-1');
  await expect(preview.locator('script')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(page.getByRole('rowheader', { name: title, exact: true })).toBeVisible();
  const editHref = await page.getByRole('link', { name: `Edit ${title}` }).getAttribute('href');
  const blogId = decodeURIComponent(editHref!.split('/').pop()!);
  await expect.poll(() => blogTitles(anon.page), { timeout: 20_000 }).toContain(title);
  await anon.page.goto(`/blog/${encodeURIComponent(blogId)}`);
  await expect(anon.page.getByRole('heading', { name: title })).toBeVisible();
  await expect(anon.page.getByRole('table')).toContainText('12 ms');

  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Title').fill(edited);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(page.getByRole('rowheader', { name: edited, exact: true })).toBeVisible();
  await expect
    .poll(
      async () => {
        const titles = await blogTitles(anon.page);
        return titles.includes(edited) && !titles.includes(title);
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Delete ${edited}` }).click();
  await expect(page.getByRole('rowheader', { name: edited, exact: true })).toHaveCount(0);
  await expect.poll(() => blogTitles(anon.page), { timeout: 20_000 }).not.toContain(edited);
  await anon.page.goto(`/blog/${encodeURIComponent(blogId)}`);
  await expect(anon.page.getByRole('heading', { name: edited })).toHaveCount(0);
  await anon.close();
});

/** A one-page PDF with the given lines of text (enough for the resume checks and parser). */
function pdfWith(lines: string[]): Buffer {
  const text = lines.map((l, i) => `BT /F1 12 Tf 72 ${720 - i * 18} Td (${l.replace(/[()\\]/g, '\\$&')}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  return pdfFromObjects(objects);
}

test("staff open a submitted application's resume through its short-lived link", async ({ page, request }) => {
  test.setTimeout(120_000);
  const name = `E2E Candidate ${stamp()}`;
  const jobs = (await (await api(request, 'GET', '/jobs?limit=100')).json()) as { items: { jobId: string; title: string }[] };
  const job = jobs.items.find((j) => j.title === 'ReactJS Developer')!;
  const resume = pdfWith([
    name,
    'candidate@example.com',
    '+91 98765 43210',
    'Experience',
    'Frontend engineer at Acme, 2020-2025',
    'Education',
    'B.Tech Computer Science',
    'Skills',
    'React, TypeScript',
  ]);

  const upload = await api(request, 'POST', '/applications/upload-url', {
    body: { fileName: 'resume.pdf', fileType: 'application/pdf', fileSize: resume.byteLength },
  });
  expect(upload.status()).toBe(200);
  const { uploadUrl, key, headers } = (await upload.json()) as {
    uploadUrl: string;
    key: string;
    headers: Record<string, string>;
  };
  const put = await request.put(uploadUrl, { headers, data: resume });
  expect(put.ok()).toBe(true);
  const created = await api(request, 'POST', '/applications', {
    body: {
      name,
      email: 'candidate@example.com',
      phone: '+91 98765 43210',
      jobId: job.jobId,
      jobTitle: job.title,
      resumeUrl: key,
      consent: true,
    },
  });
  expect(created.status()).toBe(201);

  await logInAsStaff(page);
  // The job options load when the filter is first used; the API filters by the job's index.
  await page.getByLabel('Filter by job').focus();
  await expect(page.getByLabel('Filter by job').getByRole('option', { name: 'ReactJS Developer' })).toBeAttached();
  await page.getByLabel('Filter by job').selectOption({ label: 'ReactJS Developer' });
  await expect(page).toHaveURL(/\/admin\/applications\?jobId=/);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Applied for: ReactJS Developer');
  // The list shows a summary; contact details and sections open on demand.
  await card.getByRole('button', { name: 'View details' }).click();
  await expect(card).toContainText('candidate@example.com');
  await expect(card.getByRole('heading', { name: 'Experience' })).toBeVisible();

  const resumeRequest = page.context().waitForEvent('request', (r) => r.url().includes('/resumes/'));
  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'View Resume' }).click();
  await popup;
  const link = (await resumeRequest).url();
  expect(link).toMatch(/X-Amz-Signature=/);
  const download = await request.get(link);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the messages page lists a contact submission', async ({ page, request }) => {
  const subject = `E2E question ${stamp()}`;
  const sent = await api(request, 'POST', '/contact', {
    body: {
      name: 'E2E Visitor',
      email: 'visitor@example.com',
      company: 'Acme',
      phone: '',
      subject,
      message: 'Do you build agents?',
    },
  });
  expect(sent.status()).toBe(201);
  await logInAsStaff(page);
  await page.getByRole('link', { name: 'Messages' }).click();
  const message = page.getByRole('article', { name: subject });
  await message.getByRole('button', { name: 'Read message' }).click();
  await expect(message).toContainText('Do you build agents?');
  await expect(message).toContainText('visitor@example.com');
});

test('the admin screens have their own shell, no axe violations in light or dark, and one menu toggle on phones', async ({
  page,
}) => {
  test.setTimeout(240_000); // a dozen full-page axe runs
  await logInAsStaff(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const path of [
      '/admin/applications',
      '/admin/jobs',
      '/admin/jobs/new',
      '/admin/blogs',
      '/admin/blogs/new',
      '/admin/messages',
      '/admin/staff',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map((v) => `${colorScheme} ${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  }
  // An unknown admin address is a page inside the admin area, not a redirect loop.
  await page.goto('/admin/xyz');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/xyz$/);
  await page.getByRole('link', { name: 'Back to applications' }).click();
  await expect(page).toHaveURL(/\/admin\/applications/);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The back office wears no public footer, and the current section is marked.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Messages' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.setViewportSize({ width: 375, height: 740 });
  // The shell's one menu toggle (list rows' "View details" disclosures are not menus).
  await expect(page.locator('button[aria-expanded]:visible:not(.admin-content *)')).toHaveCount(1);
  const menu = page.getByRole('button', { name: 'Admin menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Jobs', exact: true })).toBeHidden();
  await menu.click();
  await page.getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Manage Jobs' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});
