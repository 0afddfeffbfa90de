/**
 * A resume that is no readable document of its type (here a PDF header in front of a ZIP) is
 * refused at submission through the real gateway and handlers, and the form shows the server's
 * message with everything typed kept; nothing reaches staff.
 */
import { expect, test, type Page } from '@playwright/test';
import { pdfZipPolyglot } from '../fixtures/hostile/hostile-files';
import { api, staffIdToken } from './support/auth';

const jobCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const applicationForm = (page: Page) => page.getByRole('form', { name: /^Apply for:/ });

/** Every CSP violation the page reports (the gateway sends the full policy, as CloudFront does). */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('the public pages and the sign-in page load under the full Content-Security-Policy with no violation', async ({ page }) => {
  const violations = cspViolations(page);
  for (const path of ['/', '/services', '/about', '/contact', '/careers', '/blog', '/login']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('main')).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('a polyglot resume is refused at submission with the server message, the typed fields kept', async ({ page, request }) => {
  const violations = cspViolations(page);
  const email = `polyglot.e2e.${Date.now()}@example.com`;
  const submissions: number[] = [];
  page.on('response', (res) => {
    if (res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/applications') submissions.push(res.status());
  });
  // A seeded job, through a filter: jobs other specs create meanwhile may fill the first page.
  await page.goto('/careers?location=Pune+%28On-site%29&type=Full-time');
  await jobCard(page, 'ReactJS Developer')
    .getByRole('link', { name: /View More/ })
    .click();
  const form = applicationForm(page);
  await form.getByLabel(/^Resume/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfZipPolyglot() });
  // Parsing refuses it too; the spec's text says so and the form stays usable.
  await expect(page.getByRole('status')).toHaveText('AI parsing failed. Please fill form manually.', { timeout: 30_000 });
  await form.getByLabel('Full name').fill('Polly Glot');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('9876543210');
  await form.getByRole('checkbox', { name: /privacy notice/ }).check();
  await form.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByRole('status')).toHaveText('The PDF could not be read.', { timeout: 30_000 });
  expect(submissions).toEqual([422]);
  await expect(form.getByLabel('Full name')).toHaveValue('Polly Glot');
  await expect(form.getByLabel('Email')).toHaveValue(email);

  const response = await api(request, 'GET', '/applications?limit=100', { token: await staffIdToken() });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { email: string }[] };
  expect(items.some((a) => a.email === email)).toBe(false);
  // The upload went to the S3 emulator under connect-src.
  expect(violations).toEqual([]);
});
