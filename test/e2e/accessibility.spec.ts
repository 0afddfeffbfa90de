/**
 * axe-core, whole page, light and dark, on the routes the other specs do not scan: the account
 * screens, the newsletter pages, and every staff screen (board, one application, audit,
 * subscribers, the editors and a post preview). The marketing, blog and careers pages are scanned
 * in marketing.spec.ts and look-and-behaviour.spec.ts; the admin lists in admin.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { api, staffIdToken } from './support/auth';
import { logInAsStaff } from './support/login';

const RESUME_PDF = readFileSync(fileURLToPath(new URL('../fixtures/e2e/resume-priya-sharma.pdf', import.meta.url)));

async function expectNoViolations(page: Page, label: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** One application through the public API, as a candidate's browser stores it. */
async function storeApplication(request: APIRequestContext, jobId: string, jobTitle: string): Promise<string> {
  const url = await api(request, 'POST', '/applications/upload-url', {
    body: { fileName: 'cv.pdf', fileType: 'application/pdf', fileSize: RESUME_PDF.byteLength },
  });
  expect(url.status()).toBe(200);
  const { uploadUrl, headers, key } = (await url.json()) as { uploadUrl: string; headers: Record<string, string>; key: string };
  const put = await request.put(uploadUrl, { headers, data: RESUME_PDF });
  expect(put.status()).toBe(200);
  const stored = await api(request, 'POST', '/applications', {
    body: {
      name: 'Axe Candidate',
      email: `axe.${Date.now()}@example.com`,
      phone: '+91 98765 43210',
      jobId,
      jobTitle,
      resumeUrl: key,
      consent: true,
    },
  });
  expect(stored.status()).toBe(201);
  return ((await stored.json()) as { applicationId: string }).applicationId;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test('the account and newsletter screens have no violations', async ({ page }) => {
      for (const path of [
        '/login',
        '/register',
        '/forgot-password',
        '/newsletter/confirm?token=x',
        '/newsletter/unsubscribe?token=x',
      ]) {
        await page.goto(path);
        await expectNoViolations(page, path);
      }
    });

    test('every staff screen has no violations', async ({ page, request }) => {
      test.setTimeout(180_000);
      const token = await staffIdToken();
      const job = await api(request, 'POST', '/jobs', {
        token,
        body: { title: `Axe Role ${Date.now()}`, location: 'Pune', description: 'Build.', requirements: 'Care.', active: true },
      });
      expect(job.status()).toBe(201);
      const { jobId, title } = (await job.json()) as { jobId: string; title: string };
      const applicationId = await storeApplication(request, jobId, title);
      const draft = await api(request, 'POST', '/blogs', {
        token,
        body: { title: `Axe Draft ${Date.now()}`, author: 'Axe', content: 'A *draft* post.', status: 'draft' },
      });
      expect(draft.status()).toBe(201);
      const { blogId } = (await draft.json()) as { blogId: string };

      await logInAsStaff(page);

      for (const path of [
        '/admin/applications/board',
        `/admin/applications/${applicationId}`,
        '/admin/audit',
        '/admin/subscribers',
        `/admin/jobs/edit/${jobId}`,
        `/admin/blogs/edit/${blogId}`,
        `/admin/blogs/${blogId}/preview`,
        '/admin/no-such-screen',
      ]) {
        await page.goto(path);
        await expectNoViolations(page, path);
      }
    });
  });
}
