/**
 * A Word resume in the application view: staff open an application whose resume is a DOCX and
 * read the text extracted from it in the page, with the file's download beside it.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { api, staffIdToken } from './support/auth';
import { logInAsStaff } from './support/login';

const RESUME_DOCX = readFileSync(fileURLToPath(new URL('../fixtures/resumes/documents/01-priya-classic.docx', import.meta.url)));
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

test('staff read a Word resume as text in the application view', async ({ page, request }) => {
  const stamp = Date.now();
  const job = await api(request, 'POST', '/jobs', {
    token: await staffIdToken(),
    body: { title: `E2E Word Resume ${stamp}`, location: 'Pune', description: 'Build.', requirements: 'AWS.', active: true },
  });
  expect(job.status()).toBe(201);
  const { jobId } = (await job.json()) as { jobId: string };

  const upload = await api(request, 'POST', '/applications/upload-url', {
    body: { fileName: 'priya.docx', fileType: DOCX_TYPE, fileSize: RESUME_DOCX.byteLength },
  });
  expect(upload.status()).toBe(200);
  const { uploadUrl, key, headers } = (await upload.json()) as {
    uploadUrl: string;
    key: string;
    headers: Record<string, string>;
  };
  expect((await request.fetch(uploadUrl, { method: 'PUT', headers, data: RESUME_DOCX })).status()).toBe(200);
  const name = `Word Priya ${stamp}`;
  const applied = await api(request, 'POST', '/applications', {
    body: {
      name,
      email: `word.${stamp}@example.com`,
      phone: '+91 98765 43210',
      jobId,
      jobTitle: 'ignored',
      resumeUrl: key,
      consent: true,
    },
  });
  expect(applied.status()).toBe(201);
  const { applicationId } = (await applied.json()) as { applicationId: string };

  await logInAsStaff(page);

  await page.goto(`/admin/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const text = page.getByLabel(`Resume text of ${name}`);
  await expect(text).toContainText('Razorpay Software Pvt Ltd');
  await expect(text).toContainText('National Institute of Technology Karnataka');
  await expect(page.getByText('Text shortened')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download the resume (DOCX)' })).toHaveAttribute('href', /resumes\/.*\.docx/);
  await expect(page.locator('iframe')).toHaveCount(0);
});
