/**
 * Lists load one page at a time (issue 13): with more messages than one page, the admin's first
 * view makes one list request and "Next" shows the following page; an unknown admin address
 * shows "Page not found" inside the admin area instead of redirecting in a loop.
 */
import { expect, test } from '@playwright/test';
import { api } from './support/auth';
import { logInAsStaff } from './support/login';

test('the messages list loads one page in one request, and "Next" shows the next page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const batch = `${Date.now()}`;
  // More than a page of 10, whatever other tests stored.
  for (let i = 0; i < 12; i++) {
    const sent = await api(request, 'POST', '/contact', {
      body: {
        name: 'Volume Visitor',
        email: 'volume@example.com',
        subject: `Volume ${batch} #${String(i).padStart(2, '0')}`,
        message: `Message ${i}`,
      },
    });
    expect(sent.status()).toBe(201);
  }
  await logInAsStaff(page);

  const listRequests: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/contact' && r.method() === 'GET') listRequests.push(url.search);
  });
  await page.goto('/admin/messages?limit=10');
  const articles = page.getByRole('article');
  await expect(articles).toHaveCount(10);
  // Newest first: the last message sent heads the first page.
  await expect(articles.first().getByRole('heading')).toHaveText(`Volume ${batch} #11`);
  await expect(page.getByText('Page 1')).toBeVisible();
  expect(listRequests).toEqual(['?limit=10']);
  // A summary: the text is not in the list until the message is opened.
  await expect(page.getByText('Message 11', { exact: true })).toHaveCount(0);
  await articles.first().getByRole('button', { name: 'Read message' }).click();
  await expect(page.getByText('Message 11', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?limit=10&cursor=/);
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect(articles.first().getByRole('heading')).toHaveText(`Volume ${batch} #01`);
  expect(listRequests).toHaveLength(2);

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?limit=10$/);
  await expect(articles.first().getByRole('heading')).toHaveText(`Volume ${batch} #11`);
});

test('an unknown admin address shows Page not found inside the admin, with a way back', async ({ page }) => {
  await logInAsStaff(page);
  await page.goto('/admin/xyz');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/xyz$/);
  await expect(page).toHaveTitle('Page not found | Admin | Nimbus Crest');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Messages' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to applications' }).click();
  await expect(page.getByRole('heading', { name: 'Candidate Applications' })).toBeVisible();
  await expect(page).toHaveTitle('Applications | Admin | Nimbus Crest');

  // Signed in, /login sends the user on instead of showing the form.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin\/applications$/);
});
