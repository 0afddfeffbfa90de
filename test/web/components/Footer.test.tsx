// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../../web/src/components/layout/Footer';
import { newsletter } from '../../../web/src/content/contact';
import { renderAt } from './renderAt';

const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

describe('Footer', () => {
  it('highlights the current quick link only', () => {
    renderAt(<Footer />, '/about');
    const quick = within(screen.getByRole('navigation', { name: 'Quick Links' }));
    expect(quick.getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Services', 'About Us', 'Blog', 'Careers', 'Contact']);
    expect(quick.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(quick.getAllByRole('link').filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('shows social links, the tree-planting mission, the current year and the legal pages', () => {
    renderAt(<Footer />, '/');
    for (const name of ['Facebook', 'Instagram', 'LinkedIn']) expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/plant trees/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeInTheDocument();
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
    expect(legal.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/privacy-policy', '/terms-of-service', '/cookie-policy']);
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
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await subscribe('not-an-email');
    expect(await screen.findByText(newsletter.invalid)).toBeInTheDocument();
    expect(screen.getByLabelText(newsletter.label)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('subscribes through POST /api/subscribers and confirms', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(201, { email: 'a@b.co', subscribedAt: new Date().toISOString() }));
    await subscribe('  reader@example.com ');
    expect(await screen.findByText(newsletter.success)).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/subscribers');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'reader@example.com', website: '', filledInMs: expect.any(Number) });
    expect(screen.getByLabelText(newsletter.label)).toHaveValue('');
  });

  it('shows the failure message when the API fails, keeping the address', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(500, { message: 'boom' }));
    await subscribe('reader@example.com');
    expect(await screen.findByText(newsletter.failure)).toBeInTheDocument();
    expect(screen.getByLabelText(newsletter.label)).toHaveValue('reader@example.com');
  });

  it('shows the invalid message when the API rejects the address', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(400, { message: 'Invalid request', fields: { email: ['Please enter a valid email.'] } }));
    await subscribe('reader@example.com');
    await waitFor(() => expect(screen.getByText(newsletter.invalid)).toBeInTheDocument());
  });

  it("shows the server's message when it refuses too many requests, keeping the address", async () => {
    const message = 'Too many requests from your connection. Please wait a minute and try again; what you typed is kept.';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(429, { message, requestId: 'r' }));
    await subscribe('reader@example.com');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(newsletter.label)).toHaveValue('reader@example.com');
  });
});
