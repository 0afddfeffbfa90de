/**
 * Staff accounts end to end: sign-up with the e-mailed code (read from the local outbox), Resend
 * Code, sign-in with Amplify's default SRP flow, the awaiting-approval page, promotion with the ops
 * command, password reset, and the login redirect of a protected page.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eStack } from './support/stack';
import { emailField, passwordField, submitLogin } from './support/login';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'Str0ng!Pass';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  code: string;
  sentAt: string;
}

const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The local outbox's messages to one address, newest first. */
async function mailTo(request: APIRequestContext, email: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${e2eStack().baseURL}/_local/outbox.json`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as OutboxMessage[]).filter((m) => m.to.toLowerCase() === email.toLowerCase());
}

async function latestCode(request: APIRequestContext, email: string, count: number): Promise<string> {
  await expect.poll(async () => (await mailTo(request, email)).length, { message: `outbox messages to ${email}` }).toBe(count);
  return (await mailTo(request, email))[0]!.code;
}

// The footer's newsletter field is labelled "Email address" too: match the account form's exactly.

async function logIn(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await submitLogin(page, email, password);
}

/** Registers through the UI and confirms with the first outbox code; ends on /login. */
async function registerAndConfirm(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/register');
  await emailField(page).fill(email);
  await passwordField(page).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm Your Account' })).toBeVisible();
  await page.getByLabel('Confirmation Code').fill(await latestCode(request, email, 1));
  await page.getByRole('button', { name: 'Confirm Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** `npm run staff:add` against the stack's pool: the SDK's endpoint variable points it at the emulator itself (the browser-facing endpoint refuses Admin* calls). */
async function addToStaff(email: string) {
  const stack = e2eStack();
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'staff:add', '--', email, '--pool-id', stack.userPoolId],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: stack.cognitoAdminEndpoint,
        AWS_ACCESS_KEY_ID: 'local',
        AWS_SECRET_ACCESS_KEY: 'local',
        AWS_REGION: 'ap-south-1',
      },
    },
  );
  expect(stdout).toContain(`${email} is now in the "staff" group`);
}

test('sign up, confirm, resend the code, wait for approval, get promoted, reach the admin', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('signup');

  await page.goto('/register');
  await expect(page.getByText('At least 8 characters, including a number, a symbol and an uppercase letter.')).toBeVisible();
  await emailField(page).fill(email);
  await passwordField(page).fill('weakpass');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/Password does not meet the requirements/)).toBeVisible();
  await passwordField(page).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm Your Account' })).toBeVisible();
  const firstCode = await latestCode(request, email, 1);

  await page.getByRole('button', { name: 'Resend Code' }).click();
  await expect(page.getByText(`A new code has been sent to ${email}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Confirm Your Account' })).toBeVisible();
  const resentCode = await latestCode(request, email, 2);
  expect(resentCode).toMatch(/^\d+$/);
  expect(firstCode).toMatch(/^\d+$/);

  await page.getByLabel('Confirmation Code').fill(resentCode);
  await page.getByRole('button', { name: 'Confirm Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account is confirmed. Please log in.')).toBeVisible();

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Your account awaits approval' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jobs' })).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText('Your account has not been approved yet.')).toBeVisible();

  await addToStaff(email);

  // New tokens from the refresh token carry the new group: no second sign-in needed...
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'Candidate Applications' })).toBeVisible();
  // ...and a fresh sign-in reaches the admin too.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/admin\/applications$/);
  await expect(page.getByRole('heading', { name: 'Candidate Applications' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/jobs');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password: reset code from the outbox, new password works, old one does not', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('reset');
  await registerAndConfirm(page, request, email);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await emailField(page).fill(email);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
  const resetCode = await latestCode(request, email, 2);
  expect((await mailTo(request, email))[0]!.subject).toMatch(/reset/i);

  await page.getByLabel('Reset Code').fill(resetCode);
  await page.getByLabel('New Password', { exact: true }).fill('An0ther!Pass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset. Please log in.')).toBeVisible();

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await passwordField(page).fill('An0ther!Pass');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Your account awaits approval' })).toBeVisible();
});

test('an unconfirmed account that logs in is offered the confirmation step', async ({ page, request }) => {
  const email = uniqueEmail('unconfirmed');
  await page.goto('/register');
  await emailField(page).fill(email);
  await passwordField(page).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm Your Account' })).toBeVisible();
  await latestCode(request, email, 1);

  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Your account is not confirmed yet.');
  await page.getByRole('link', { name: 'Confirm your account' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm Your Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Resend Code' }).click();
  await expect(page.getByText(`A new code has been sent to ${email}.`)).toBeVisible();
  await page.getByLabel('Confirmation Code').fill(await latestCode(request, email, 2));
  await page.getByRole('button', { name: 'Confirm Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Your account awaits approval' })).toBeVisible();
});

test('a wrong password and an empty form get the catalogue messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address.');
  await logIn(page, e2eStack().staff.email, 'Wrong!Pass1');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
});

test('registering an existing e-mail says so', async ({ page }) => {
  await page.goto('/register');
  await emailField(page).fill(e2eStack().staff.email);
  await passwordField(page).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this email address already exists.');
});

test('an anonymous visit to /admin/jobs goes to /login and back to /admin/jobs after login', async ({ page }) => {
  await page.goto('/admin/jobs');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Access your Nimbus Crest dashboard.')).toBeVisible();
  const { email, password } = e2eStack().staff;
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Manage Jobs' })).toBeVisible();
  // Login replaced the history entry: Back does not return to the login form.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login$/);
});

test('the dashboard shows its widgets', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard' })).toBeVisible();
  await expect(page.getByText('No active services.')).toBeVisible();
  await expect(page.getByText('No recent activity.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View your profile' })).toHaveAttribute('href', '/profile');
});

test('public pages never load Amplify, the account screens or the admin area', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const accountChunk =
    /\/(amplify|AccountShell|AuthContext|LoginPage|RegisterPage|SignedOutLogin|SignedOutRegister|AdminArea|StaffArea)[-.]/;
  for (const path of ['/', '/careers', '/blog', '/contact']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => accountChunk.test(s))).toEqual([]);

  // The prerendered /login hydrates without Amplify; it loads once a visitor starts on the form.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(emailField(page)).toBeEditable();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /\/amplify[-.]/.test(s))).toEqual([]);
  const amplifyLoaded = page.waitForRequest((r) => /\/amplify[-.]/.test(new URL(r.url()).pathname));
  await emailField(page).focus();
  await amplifyLoaded;
});

test('the account screens have no serious accessibility violations', async ({ page }) => {
  for (const [path, heading] of [
    ['/login', 'Login'],
    ['/register', 'Register'],
    ['/forgot-password', 'Reset Password'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path}: ${v.id}`)).toEqual(
      [],
    );
  }
});
