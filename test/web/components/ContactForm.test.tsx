// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contactForm } from '../../../web/src/content/contact';
import { ContactForm } from '../../../web/src/features/marketing/contact/ContactForm';
import { db } from '../../../web/src/testing/mocks/db';
import { answerApi, json } from '../../../web/src/testing/mocks/record';
import { useMockApi } from '../../../web/src/testing/mocks/server';
import { http } from 'msw';
import { renderAt } from './renderAt';

const server = useMockApi();

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<keyof typeof contactForm.fields, string>>) {
  for (const [field, value] of Object.entries(values))
    await user.type(screen.getByLabelText(new RegExp(`^${contactForm.fields[field as keyof typeof contactForm.fields]}`)), value);
}

describe('Contact form', () => {
  it('validates with the contract schema before sending anything', async () => {
    const calls = answerApi({ 'POST /api/contact': () => json({ message: 'should not be called' }, 500) });
    const user = userEvent.setup();
    renderAt(<ContactForm />, '/contact');
    await fill(user, { email: 'nope' });
    await user.click(screen.getByRole('button', { name: contactForm.submit }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('posts to /api/contact, shows sending, then the confirmation', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    server.use(http.post('*/api/contact', () => held.then(() => undefined)));
    const user = userEvent.setup();
    renderAt(<ContactForm />, '/contact');
    await fill(user, {
      name: 'Asha Rao',
      company: 'Acme',
      phone: '9876543210',
      email: 'asha@example.com',
      subject: 'Hello',
      message: 'We need an AI assistant.',
    });
    await user.click(screen.getByRole('button', { name: contactForm.submit }));
    expect(await screen.findByRole('button', { name: contactForm.sending })).toBeDisabled();
    expect(db.messages).toEqual([]);
    release();
    expect(await screen.findByText(contactForm.success)).toBeInTheDocument();
    // The default fake stored exactly what the form sent.
    expect(db.messages).toEqual([
      expect.objectContaining({
        name: 'Asha Rao',
        company: 'Acme',
        phone: '9876543210',
        email: 'asha@example.com',
        subject: 'Hello',
        message: 'We need an AI assistant.',
        // Bot traps: the hidden field stays empty, and the time since the form was shown goes along.
        website: '',
        filledInMs: expect.any(Number),
      }),
    ]);
  });

  it('shows the failure message and keeps what was typed', async () => {
    answerApi({ 'POST /api/contact': () => json({ message: 'Unavailable' }, 503) });
    const user = userEvent.setup();
    renderAt(<ContactForm />, '/contact');
    await fill(user, { name: 'Asha Rao', email: 'asha@example.com', message: 'Keep me.' });
    await user.click(screen.getByRole('button', { name: contactForm.submit }));
    expect(await screen.findByText(contactForm.failure)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Rao');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Keep me.');
    expect(screen.getByRole('button', { name: contactForm.submit })).toBeEnabled();
  });

  it("shows the server's message when it refuses too many requests, keeping what was typed", async () => {
    const message = 'Too many requests from your connection. Please wait 4 minutes and try again; what you typed is kept.';
    answerApi({
      'POST /api/contact': () =>
        new Response(JSON.stringify({ message, requestId: 'r' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '240' },
        }),
    });
    const user = userEvent.setup();
    renderAt(<ContactForm />, '/contact');
    await fill(user, { name: 'Asha Rao', email: 'asha@example.com', message: 'Keep me.' });
    await user.click(screen.getByRole('button', { name: contactForm.submit }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Keep me.');
  });

  it('has a honeypot field out of the tab order and hidden from assistive technology', () => {
    renderAt(<ContactForm />, '/contact');
    const trap = document.querySelector('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
