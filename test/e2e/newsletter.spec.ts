/**
 * Newsletter double opt-in end to end: sign up in the footer, open the confirmation link from the
 * local outbox (the confirmed page), then the welcome mail's unsubscribe link (the unsubscribed
 * page); a tampered link says it is invalid. Staff see the address move through the statuses.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eStack } from './support/stack';
import { api, staffIdToken } from './support/auth';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor();
}

async function mailTo(request: APIRequestContext, email: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${e2eStack().baseURL}/_local/outbox.json`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as OutboxMessage[]).filter((m) => m.to === email);
}

/** The link to `path` in the mail to `email` (of `count` so far) whose subject has `subject`, as a path on this site. */
async function linkIn(request: APIRequestContext, email: string, path: string, count = 1, subject = ''): Promise<string> {
  await expect.poll(async () => (await mailTo(request, email)).length, { message: `mail to ${email}` }).toBe(count);
  const mail = (await mailTo(request, email)).find((m) => m.subject.includes(subject));
  if (!mail) throw new Error(`no mail to ${email} about "${subject}"`);
  const url = mail.text.split(/\s+/).find((w) => w.includes(path));
  if (!url) throw new Error(`no ${path} link in: ${mail.text}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

async function statusOf(request: APIRequestContext, email: string): Promise<unknown> {
  const res = await api(request, 'GET', '/subscribers?limit=100', { token: await staffIdToken() });
  const body = (await res.json()) as { items: { email: string; status: string }[] };
  return body.items.find((s) => s.email === email)?.status;
}

test('sign up, confirm through the mailed link, then unsubscribe through the mail', async ({ page, request }) => {
  const email = `e2e-news-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.clock.install();
  await open(page, '/about');
  const form = page.locator('form.newsletter');
  await form.getByLabel('Email address').fill(email);
  // The form's bot trap wants a person's pace.
  await page.clock.fastForward(5_000);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Open the link in it to confirm', { exact: false })).toBeVisible();
  await expect.poll(() => statusOf(request, email)).toBe('pending');

  const confirm = await linkIn(request, email, '/newsletter/confirm');
  await open(page, confirm);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await expect(page.getByText('Your subscription is confirmed.', { exact: false })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  expect(await statusOf(request, email)).toBe('confirmed');

  // A tampered link: the page says so and nothing changes.
  await open(page, `${confirm.slice(0, -2)}xx`);
  await expect(page.getByText('This link is invalid or has expired.', { exact: false })).toBeVisible();
  await open(page, '/newsletter/confirm');
  await expect(page.getByText('This link is invalid or has expired.', { exact: false })).toBeVisible();
  expect(await statusOf(request, email)).toBe('confirmed');

  // Confirming sent one welcome, which carries a working unsubscribe link.
  await open(page, await linkIn(request, email, '/newsletter/unsubscribe', 2, "You're subscribed"));
  await expect(page.getByText('You are unsubscribed.', { exact: false })).toBeVisible();
  expect(await statusOf(request, email)).toBe('unsubscribed');
});
