import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { api, staffIdToken } from './support/auth';
import { rawHtml, waitForStatus } from './support/published';
import { CAREERS_PAGE_SIZE } from '../../lambdas/contract/site-routes';

// resume-priya-sharma.pdf is resume-priya-sharma.html converted with
// `soffice --headless --infilter="HTML (StarWriter)" --convert-to pdf`.
const RESUME_PDF = fileURLToPath(new URL('../fixtures/e2e/resume-priya-sharma.pdf', import.meta.url));
const PLAIN_TEXT = fileURLToPath(new URL('../fixtures/e2e/resume-plain.txt', import.meta.url));

interface CreatedJob {
  jobId: string;
  slug: string;
  title: string;
}

async function createJob(request: Parameters<typeof api>[0], title: string): Promise<CreatedJob> {
  const response = await api(request, 'POST', '/jobs', {
    token: await staffIdToken(),
    body: {
      title,
      location: 'Pune (On-site)',
      employmentType: 'Contract',
      description:
        'First sentence of the role. Second sentence of the role. Third sentence, hidden on the card.\n\nA second paragraph.',
      requirements: 'Three years of TypeScript.\n\n\nComfort with AWS.',
      active: true,
    },
  });
  expect(response.status()).toBe(201);
  const job = (await response.json()) as CreatedJob;
  // The tests open the job by its id: its 301 is written last in a publish run.
  await waitForStatus(request, `/careers/${job.jobId}`, 301);
  return job;
}

/** The careers list filtered to the seeded ReactJS Developer's location and type (the specs' own jobs are contracts). */
const SEEDED_JOB_LIST = '/careers?location=Pune+%28On-site%29&type=Full-time';

const jobCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const applicationForm = (page: Page) => page.getByRole('form', { name: /^Apply for:/ });

test('a staff-created job appears on /careers and vanishes when deactivated', async ({ page, request }) => {
  const job = await createJob(request, `E2E Careers Visibility ${Date.now()}`);
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Unlock Your Potential With Nimbus Crest' })).toBeVisible();
  const card = jobCard(page, job.title);
  await expect(card).toBeVisible();
  await expect(card.getByText('First sentence of the role. Second sentence of the role...')).toBeVisible();
  await expect(card.getByText('Pune (On-site)')).toBeVisible();
  await expect(card.getByText('Contract')).toBeVisible();
  await expect(card.getByRole('link', { name: /View More/ })).toHaveAttribute('href', `/careers/${job.slug}`);
  await expect(page.getByRole('heading', { name: 'Unleash Your Full Potential' })).toBeVisible();

  const deactivated = await api(request, 'PUT', `/jobs/${job.jobId}`, { token: await staffIdToken(), body: { active: false } });
  expect(deactivated.status()).toBe(200);
  await waitForStatus(request, `/careers/${job.slug}`, 410);
  await page.reload();
  await expect(page.locator('.job-grid > li').first()).toBeVisible();
  await expect(jobCard(page, job.title)).toHaveCount(0);
});

test("a missing job answers 404 with the site's not-found page", async ({ page }) => {
  const response = await page.goto(`/careers/no-such-job-${Date.now()}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the job page shows paragraphs, the type badge and JobPosting data', async ({ page, request }) => {
  const job = await createJob(request, `E2E Careers Detail ${Date.now()}`);
  await page.goto(`/careers/${job.jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.locator('.job-badge')).toHaveText(['Contract', 'On-site']);
  await expect(page.getByRole('region', { name: 'Job Description' }).locator('p')).toHaveText([
    'First sentence of the role. Second sentence of the role. Third sentence, hidden on the card.',
    'A second paragraph.',
  ]);
  await expect(page.getByRole('region', { name: 'Requirements' }).locator('p')).toHaveText([
    'Three years of TypeScript.',
    'Comfort with AWS.',
  ]);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
    string,
    unknown
  >;
  expect(jsonLd).toMatchObject({
    '@type': 'JobPosting',
    title: job.title,
    employmentType: 'CONTRACTOR',
    hiringOrganization: { name: 'Nimbus Crest' },
    jobLocation: { address: { addressLocality: 'Pune', addressCountry: 'IN' } },
  });
  await expect(page).toHaveTitle(`${job.title} | Careers | Nimbus Crest`);
  await api(request, 'PUT', `/jobs/${job.jobId}`, { token: await staffIdToken(), body: { active: false } });
});

test('a full application: the PDF resume prefills the form, "Thank You!" follows, and it is stored once', async ({
  page,
  request,
}) => {
  const job = await createJob(request, `E2E Careers Apply ${Date.now()}`);
  const uniqueEmail = `priya.e2e.${Date.now()}@example.com`;
  await page.goto(`/careers/${job.jobId}`);
  const form = applicationForm(page);
  await expect(form).toBeVisible();
  await form.getByLabel(/^Resume/).setInputFiles(RESUME_PDF);

  await expect(page.getByRole('status')).toHaveText('Resume parsed successfully!', { timeout: 30_000 });
  await expect(form.getByLabel('Full name')).toHaveValue('Priya Sharma');
  await expect(form.getByLabel('Email')).toHaveValue('priya.sharma@example.com');
  await expect(form.getByLabel('Phone')).toHaveValue(/98765\s?43210/);

  await form.getByLabel('Email').fill(uniqueEmail);
  await form.getByRole('checkbox', { name: /privacy notice/ }).check();
  // A double click must not create two applications.
  await form.getByRole('button', { name: 'Submit Application' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(form).toHaveCount(0);

  const response = await api(request, 'GET', `/applications?jobId=${encodeURIComponent(job.jobId)}&limit=100`, {
    token: await staffIdToken(),
  });
  expect(response.status()).toBe(200);
  // The job is this test's own: the list (summaries) holds exactly this one application.
  const { items } = (await response.json()) as { items: { applicationId: string; name: string; jobTitle: string }[] };
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ name: 'Priya Sharma', jobTitle: job.title });
  const detail = await api(request, 'GET', `/applications/${items[0]!.applicationId}`, { token: await staffIdToken() });
  expect(await detail.json()).toMatchObject({ email: uniqueEmail });
  await api(request, 'PUT', `/jobs/${job.jobId}`, { token: await staffIdToken(), body: { active: false } });
});

test('a retry after the answer was lost in the network stores the application once', async ({ page, request }) => {
  const job = await createJob(request, `E2E Careers Retry ${Date.now()}`);
  const email = `retry.e2e.${Date.now()}@example.com`;
  // The first submission reaches the server, but the browser never sees the answer.
  let lostAnswers = 0;
  await page.route('**/api/applications', async (route) => {
    if (route.request().method() !== 'POST' || lostAnswers > 0) return route.continue();
    lostAnswers += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto(`/careers/${job.jobId}`);
  const form = applicationForm(page);
  await form.getByLabel(/^Resume/).setInputFiles(RESUME_PDF);
  await expect(page.getByRole('status')).toHaveText('Resume parsed successfully!', { timeout: 30_000 });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('checkbox', { name: /privacy notice/ }).check();
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('status')).toHaveText('Submission failed. Please try again.');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('Full name')).toHaveValue('Priya Sharma');

  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  expect(lostAnswers).toBe(1);
  const response = await api(request, 'GET', `/applications?jobId=${encodeURIComponent(job.jobId)}&limit=100`, {
    token: await staffIdToken(),
  });
  // The job is this test's own: one application in its list, and it is this candidate's.
  const { items } = (await response.json()) as { items: { applicationId: string }[] };
  expect(items).toHaveLength(1);
  const detail = await api(request, 'GET', `/applications/${items[0]!.applicationId}`, { token: await staffIdToken() });
  expect(await detail.json()).toMatchObject({ email });
  await api(request, 'PUT', `/jobs/${job.jobId}`, { token: await staffIdToken(), body: { active: false } });
});

test('a wrong file type is refused at once, without an upload', async ({ page }) => {
  const uploads: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/applications/')) uploads.push(req.url());
  });
  await page.goto(SEEDED_JOB_LIST);
  // A seeded job, through a filter: jobs other specs create meanwhile may fill the first page.
  await jobCard(page, 'ReactJS Developer')
    .getByRole('link', { name: /View More/ })
    .click();
  const form = applicationForm(page);
  await form.getByLabel(/^Resume/).setInputFiles(PLAIN_TEXT);
  await expect(form.getByText('Only PDF, DOC and DOCX files are accepted.')).toBeVisible();
  await expect(form.getByLabel(/^Resume/)).toHaveValue('');
  await form.getByLabel('Full name').fill('Refused Candidate');
  await form.getByLabel('Email').fill('refused@example.com');
  await form.getByLabel('Phone').fill('9876543210');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('status')).toHaveText('Please upload a resume.');
  await expect(form.getByText('Only PDF, DOC and DOCX files are accepted.')).toBeVisible();
  expect(uploads).toEqual([]);
});

test('the careers list and a job page have no serious accessibility violations', async ({ page }) => {
  await page.goto('/careers');
  await expect(page.getByRole('link', { name: /View More/ }).first()).toBeVisible();
  const list = await new AxeBuilder({ page }).include('main').analyze();
  await page
    .getByRole('link', { name: /View More/ })
    .first()
    .click();
  await expect(applicationForm(page)).toBeVisible();
  const detail = await new AxeBuilder({ page }).include('main').analyze();
  const serious = [
    ...list.violations.map((v) => ({ ...v, page: 'list' })),
    ...detail.violations.map((v) => ({ ...v, page: 'job' })),
  ]
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.page}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});

test('careers loads one page at a time: the first in the HTML, "Load more" and filters from the API', async ({
  page,
  request,
}) => {
  const token = await staffIdToken();
  const department = `E2E Paging ${Date.now()}`;
  const created: string[] = [];
  try {
    for (let i = 0; i < CAREERS_PAGE_SIZE + 1; i++) {
      const response = await api(request, 'POST', '/jobs', {
        token,
        body: {
          title: `${department} role ${String(i).padStart(2, '0')}`,
          location: 'Pune (On-site)',
          employmentType: 'Contract',
          department,
          description: 'A paging role. It has a description.',
          requirements: 'Patience.',
          active: true,
        },
      });
      expect(response.status()).toBe(201);
      created.push(((await response.json()) as CreatedJob).jobId);
    }
    await waitForStatus(request, `/careers/${created.at(-1)!}`, 301);
    // The prerendered page holds the first page only: one document, small at any number of jobs.
    const html = await rawHtml(request, '/careers');
    expect(Buffer.byteLength(html.html)).toBeLessThanOrEqual(50 * 1024);
    expect(html.html).not.toContain('Patience.');

    const listRequests: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/jobs' || url.pathname.endsWith('/data.json')) listRequests.push(`${url.pathname}${url.search}`);
    });
    await page.goto('/careers');
    const cards = page.locator('.job-grid > li');
    await expect(cards).toHaveCount(CAREERS_PAGE_SIZE);
    expect(listRequests).toEqual([]);

    await page.getByRole('button', { name: 'Load more positions' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(CAREERS_PAGE_SIZE);
    expect(listRequests).toHaveLength(1);
    expect(listRequests[0]).toMatch(/^\/api\/jobs\?limit=12&cursor=/);

    // A filter asks the API for that filter's first page; the URL keeps it.
    listRequests.length = 0;
    await page.getByLabel('Department').selectOption(department);
    await expect(page).toHaveURL(new RegExp(`department=${encodeURIComponent(department).replace(/%20/g, '(%20|\\+)')}`));
    await expect(cards).toHaveCount(CAREERS_PAGE_SIZE);
    await expect(cards.first().getByRole('heading')).toHaveText(`${department} role 12`);
    await page.getByRole('button', { name: 'Load more positions' }).click();
    await expect(cards).toHaveCount(CAREERS_PAGE_SIZE + 1);
    await expect(cards.last().getByRole('heading')).toHaveText(`${department} role 00`);
    await expect(page.getByRole('button', { name: 'Load more positions' })).toHaveCount(0);
    expect(listRequests).toHaveLength(2);
    for (const r of listRequests) expect(r).toContain('department=');

    // A shared link with the filter shows the same view.
    await page.reload();
    await expect(cards).toHaveCount(CAREERS_PAGE_SIZE);
    await expect(cards.first().getByRole('heading')).toHaveText(`${department} role 12`);
  } finally {
    for (const jobId of created) await api(request, 'DELETE', `/jobs/${jobId}`, { token });
  }
});
