import { expect, test } from '@playwright/test';
import { api, staffIdToken } from './support/auth';
import { e2eStack } from './support/stack';

const SEEDED_JOB_TITLES = [
  'Cloud Solutions Architect Manager – Data Engineering',
  'ReactJS Developer',
  'Salesforce DevOps Developer',
  'Salesforce Team Lead',
];

test('the home page renders', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Nimbus Crest/);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('GET /api/jobs returns the seeded jobs through the gateway', async ({ request }) => {
  const response = await api(request, 'GET', '/jobs?limit=100');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    items: { title: string; location: string; employmentType: string; active: boolean }[];
  };
  const titles = body.items.map((j) => j.title);
  for (const title of SEEDED_JOB_TITLES) expect(titles).toContain(title);
  for (const job of body.items.filter((j) => SEEDED_JOB_TITLES.includes(j.title))) {
    expect(job.employmentType).toBe('Full-time');
    expect(job.active).toBe(true);
    expect(['Pune (On-site)', 'Pune and Delhi (On-site)']).toContain(job.location);
  }
});

test.describe('a staff-only route (GET /api/applications)', () => {
  test('answers 401 without a token', async ({ request }) => {
    const response = await api(request, 'GET', '/applications');
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  test('answers 401 with a garbage token', async ({ request }) => {
    const response = await api(request, 'GET', '/applications', { token: 'not-a-jwt' });
    expect(response.status()).toBe(401);
  });

  test("answers 200 with the seeded staff account's ID token from Amplify's default sign-in", async ({ request }) => {
    const token = await staffIdToken();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims.email).toBe(e2eStack().staff.email);
    expect(claims['cognito:groups']).toContain('staff');
    const response = await api(request, 'GET', '/applications', { token });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { items: unknown[]; nextCursor: string | null };
    expect(Array.isArray(body.items)).toBe(true);
  });
});
