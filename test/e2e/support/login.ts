/**
 * Signing in through the login page, as a person does (the browser's own Amplify session). For an
 * API token without a page, see auth.ts.
 */
import { expect, type Page } from '@playwright/test';
import { e2eStack } from './stack';

export const emailField = (page: Page) => page.getByLabel('Email Address', { exact: true });
export const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });

/** Fills the login form already on screen and submits it. */
export async function submitLogin(page: Page, email: string, password: string) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Opens /login, signs in with these credentials, and waits for the staff area's first page. */
export async function logInAs(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/login');
  await submitLogin(page, credentials.email, credentials.password);
  await expect(page).toHaveURL(/\/admin\/applications$/);
}

/** Signs the seeded staff account in through /login. */
export const logInAsStaff = (page: Page) => logInAs(page, e2eStack().staff);
