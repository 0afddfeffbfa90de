/**
 * Staff management end to end: a new account registers (code from the local outbox) and waits for
 * approval; the seeded administrator approves it on the Staff page; the new member then reaches
 * the admin area, without the Staff link, and the Staff page tells them only administrators manage
 * staff; the administrator removes them again. The page has no axe violations and no sideways
 * scroll on a phone.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eStack } from './support/stack';
import { emailField, passwordField, submitLogin } from './support/login';

const PASSWORD = 'Str0ng!Pass';

async function confirmationCode(request: APIRequestContext, email: string): Promise<string> {
  const codes = async () => {
    const response = await request.get(`${e2eStack().baseURL}/_local/outbox.json`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { to: string; code: string }[]).filter((m) => m.to.toLowerCase() === email.toLowerCase());
  };
  await expect.poll(async () => (await codes()).length, { message: `outbox messages to ${email}` }).toBe(1);
  return (await codes())[0]!.code;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await submitLogin(page, email, password);
}

async function register(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/register');
  await emailField(page).fill(email);
  await passwordField(page).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm Your Account' })).toBeVisible();
  await page.getByLabel('Confirmation Code').fill(await confirmationCode(request, email));
  await page.getByRole('button', { name: 'Confirm Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email }) });

test('an administrator approves a new account on the Staff page; the new member reaches the admin area', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-newcomer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

  await register(page, request, email);
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Your account awaits approval' })).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  admin.on('dialog', (dialog) => void dialog.accept());
  const { email: adminEmail, password: adminPassword } = e2eStack().staff;
  await logIn(admin, adminEmail, adminPassword);
  await expect(admin.getByRole('heading', { name: 'Candidate Applications' })).toBeVisible();
  await admin.getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/staff$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(rowOf(admin, adminEmail)).toContainText('Administrator');
  await expect(rowOf(admin, adminEmail)).toContainText('You');
  const row = rowOf(admin, email);
  await expect(row).toContainText('Pending approval');
  await row.getByRole('button', { name: `Approve ${email}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: `${email} is now staff.` })).toBeVisible();
  await expect(row).toContainText('Staff');
  await expect(row.getByRole('button', { name: `Remove ${email} from staff` })).toBeVisible();

  // New tokens carry the group: the waiting member is in.
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'Candidate Applications' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jobs' })).toBeVisible();
  // Staff, not an administrator: no Staff link, and the page says why.
  await expect(page.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
  await page.goto('/admin/staff');
  await expect(page.getByText('Only administrators can manage staff.')).toBeVisible();

  await rowOf(admin, email)
    .getByRole('button', { name: `Remove ${email} from staff` })
    .click();
  await expect(admin.getByRole('status').filter({ hasText: `${email} is no longer staff.` })).toBeVisible();
  await expect(rowOf(admin, email)).toContainText('Pending approval');
  await adminContext.close();
});

test('the Staff page has no axe violations and no sideways scroll on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  const { email, password } = e2eStack().staff;
  await logIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Candidate Applications' })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/admin/staff');
    await expect(rowOf(page, email)).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${colorScheme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/staff');
  await expect(rowOf(page, email)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});
