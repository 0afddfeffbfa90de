// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../../web/src/components/layout/Footer';
import { newsletter } from '../../../web/src/content/contact';
import { db } from '../../../web/src/testing/mocks/db';
import { answerApi, json } from '../../../web/src/testing/mocks/record';
import { useMockApi } from '../../../web/src/testing/mocks/server';
import { renderAt } from './renderAt';

useMockApi();

describe('Footer', () => {
  it('highlights the current quick link only', () => {
    renderAt(<Footer />, '/about');
    const quick = within(screen.getByRole('navigation', { name: 'Quick Links' }));
    expect(quick.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Home',
      'Services',
      'About Us',
      'Blog',
      'Careers',
      'Contact',
    ]);
    expect(quick.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(quick.getAllByRole('link').filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('shows social links, the tree-planting mission, the current year and the legal pages', () => {
    renderAt(<Footer />, '/');
    for (const name of ['Facebook', 'Instagram', 'LinkedIn'])
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/plant trees/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeInTheDocument();
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
    expect(legal.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
    ]);
  });
});

describe('Newsletter form', () => {
  const subscribe = async (email: string) => {
    const user = userEvent.setup();
    renderAt(<Footer />, '/');
    if (email) await user.type(screen.getByLabelText(newsletter.label), email);
    await user.click(screen.getByRole('button', { name: newsletter.submit }));
  };

  it('rejects an invalid e-mail without calling the API', async () => {
    const calls = answerApi({ 'POST /api/subscribers': () => json({ message: 'should not be called' }, 500) });
    await subscribe('not-an-email');
    expect(await screen.findByText(newsletter.invalid)).toBeInTheDocument();
    expect(screen.getByLabelText(newsletter.label)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('subscribes through POST /api/subscribers and confirms', async () => {
    await subscribe('  reader@example.com ');
    expect(await screen.findByText(newsletter.success)).toBeInTheDocument();
    expect(db.subscribers).toEqual(['reader@example.com']);
    expect(screen.getByLabelText(newsletter.label)).toHaveValue('');
  });

  it('shows the failure message when the API fails, keeping the address', async () => {
    answerApi({ 'POST /api/subscribers': () => json({ message: 'boom' }, 500) });
    await subscribe('reader@example.com');
    expect(await screen.findByText(newsletter.failure)).toBeInTheDocument();
    expect(screen.getByLabelText(newsletter.label)).toHaveValue('reader@example.com');
  });

  it('shows the invalid message when the API rejects the address', async () => {
    answerApi({
      'POST /api/subscribers': () =>
        json({ message: 'Invalid request', fields: { email: ['Please enter a valid email.'] } }, 400),
    });
    await subscribe('reader@example.com');
    await waitFor(() => expect(screen.getByText(newsletter.invalid)).toBeInTheDocument());
  });

  it("shows the server's message when it refuses too many requests, keeping the address", async () => {
    const message = 'Too many requests from your connection. Please wait a minute and try again; what you typed is kept.';
    answerApi({ 'POST /api/subscribers': () => json({ message, requestId: 'r' }, 429) });
    await subscribe('reader@example.com');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(newsletter.label)).toHaveValue('reader@example.com');
  });
});
