/**
 * Hiring end to end: a candidate applies with consent (and gets one confirmation naming the job),
 * then staff open the application, see the PDF inline, move it through the pipeline with a note
 * and a rating, find it by stage and by name, and see their actions in the audit log.
 */
import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { api, staffIdToken } from './support/auth';
import { waitForStatus } from './support/published';
import { e2eStack } from './support/stack';
import { logInAsStaff } from './support/login';

const RESUME_PDF = fileURLToPath(new URL('../fixtures/e2e/resume-priya-sharma.pdf', import.meta.url));

test('a candidate applies with consent and staff move them through the pipeline', async ({ page, request, browser }) => {
  const stamp = Date.now();
  const created = await api(request, 'POST', '/jobs', {
    token: await staffIdToken(),
    body: {
      title: `E2E Pipeline Role ${stamp}`,
      location: 'Pune',
      description: 'Build things.',
      requirements: 'TypeScript.',
      active: true,
    },
  });
  expect(created.status()).toBe(201);
  const job = (await created.json()) as { jobId: string; title: string };
  // The job page is live once the publisher has run: its id's 301 is written last.
  await waitForStatus(request, `/careers/${job.jobId}`, 301);
  const email = `pipeline.${stamp}@example.com`;
  const name = `Pipeline Priya ${stamp}`;

  // The candidate, in a context of their own.
  const candidate = await browser.newContext({ baseURL: e2eStack().baseURL });
  const applyPage = await candidate.newPage();
  await applyPage.goto(`/careers/${job.jobId}`);
  const form = applyPage.getByRole('form', { name: /^Apply for:/ });
  await form.getByLabel(/^Resume/).setInputFiles(RESUME_PDF);
  await expect(applyPage.getByRole('status')).toHaveText('Resume parsed successfully!', { timeout: 30_000 });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(applyPage.getByText('Please agree to the privacy notice to apply.')).toBeVisible();
  await form.getByRole('checkbox', { name: /privacy notice/ }).check();
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(applyPage.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await candidate.close();

  const outbox = (await (await request.get('/_local/outbox.json')).json()) as { to: string; subject: string }[];
  const confirmations = outbox.filter((m) => m.to === email);
  expect(confirmations).toHaveLength(1);
  expect(confirmations[0]!.subject).toContain(job.title);

  // Staff: find the candidate by stage and by name.
  await logInAsStaff(page);
  await page.goto('/admin/applications?stage=new');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator(`iframe[title="Resume of ${name}"]`)).toHaveAttribute('src', /resumes\//);
  await expect(page.getByText('Privacy notice')).toBeVisible();

  const stageSelect = page.getByLabel('Move to');
  await stageSelect.selectOption('screening');
  await page.getByRole('button', { name: 'Update stage' }).click();
  await expect(page.getByText('Moved to Screening.')).toBeVisible();

  await page.getByLabel('Add a note (Markdown)').fill('Strong **TypeScript** profile.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.locator('.pipeline-notes strong', { hasText: 'TypeScript' })).toBeVisible();

  await page.getByRole('button', { name: 'Rate 4 of 5' }).click();
  await expect(page.getByTestId('rating-average')).toHaveText('Average 4.0 of 5 from 1 rating.');

  await stageSelect.selectOption('interview');
  await page.getByRole('button', { name: 'Update stage' }).click();
  await expect(page.getByText('Moved to Interview.')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history).toContainText('Interview');

  // The list by stage, from the URL, and a name search.
  await page.goto('/admin/applications?stage=interview');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.goto('/admin/applications?stage=new');
  await expect(page.getByRole('heading', { name: 'Candidate Applications' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await page.goto(`/admin/applications?q=${encodeURIComponent(`pipeline priya ${stamp}`)}`);
  await expect(page.getByRole('link', { name })).toBeVisible();

  await page.goto('/admin/audit');
  await expect(page.getByRole('cell', { name: 'moved stage' }).first()).toBeVisible();
  await api(request, 'PUT', `/jobs/${job.jobId}`, { token: await staffIdToken(), body: { active: false } });
});
