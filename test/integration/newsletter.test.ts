/**
 * Newsletter double opt-in through the local gateway: a sign-up is pending and mailed a signed
 * confirmation link; the link confirms (twice is fine); tampered, expired or re-purposed tokens
 * are refused and change nothing; the unsubscribe link works; staff list and export subscribers.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { LocalStack } from '../../infra/local/stack';
import { api, withLocalStack } from './support/local-api';
import { signSubscriptionToken } from '../../lambdas/domain/subscription-token';
import {
  INVALID_LINK_MESSAGE,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  SUBSCRIPTION_SECRET_FILE_ENV,
} from '../../lambdas/contract/newsletter';

let stack: LocalStack;
let staff: string;

withLocalStack({}, (started) => {
  ({ stack, staff } = started);
});

const newAddress = () => `reader-${randomUUID().slice(0, 8)}@example.com`;
const mailTo = (to: string) => stack.outbox().filter((m) => m.to === to);
/** The token of the link to `path` in the newest mail to `to` that has one. */
function tokenIn(to: string, path: string): string {
  const words = mailTo(to).flatMap((m) => m.text.split(/\s+/));
  const url = words.find((w) => w.includes(path));
  if (!url) throw new Error(`no ${path} link in the mail to ${to}`);
  return new URL(url).searchParams.get('token')!;
}
async function subscriberRow(email: string) {
  const page = await api(stack, 'GET', '/subscribers?limit=100', { token: staff });
  return (page.json.items as Record<string, unknown>[]).find((s) => s.email === email);
}
const post = (path: string, token: unknown) => api(stack, 'POST', path, { body: { token } });

describe('double opt-in', () => {
  it('stores a pending sign-up and mails one confirmation link, also when the sign-up is repeated', async () => {
    const email = newAddress();
    const first = await api(stack, 'POST', '/subscribers', { body: { email } });
    expect(first.status).toBe(201);
    expect(await subscriberRow(email)).toMatchObject({ email, status: 'pending', subscribedAt: first.json.subscribedAt });
    const again = await api(stack, 'POST', '/subscribers', { body: { email: email.toUpperCase() } });
    expect(again.json).toEqual(first.json);
    expect(mailTo(email)).toHaveLength(1);
    expect(mailTo(email)[0]!.subject).toContain('confirm your newsletter subscription');
    expect(mailTo(email)[0]!.html).toContain(NEWSLETTER_UNSUBSCRIBE_PATH);
  });

  it('confirms through the link, once, and says confirmed when it is opened again', async () => {
    const email = newAddress();
    await api(stack, 'POST', '/subscribers', { body: { email } });
    const token = tokenIn(email, NEWSLETTER_CONFIRM_PATH);
    const confirmed = await post('/subscribers/confirm', token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ email, status: 'confirmed' });
    const row = await subscriberRow(email);
    expect(row).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) });
    const twice = await post('/subscribers/confirm', token);
    expect(twice.json).toEqual({ email, status: 'confirmed' });
    expect((await subscriberRow(email))!.confirmedAt).toBe(row!.confirmedAt);
  });

  it('refuses tampered, expired, re-purposed and malformed tokens with one clear message, changing nothing', async () => {
    const email = newAddress();
    await api(stack, 'POST', '/subscribers', { body: { email } });
    const token = tokenIn(email, NEWSLETTER_CONFIRM_PATH);
    const [payload, signature] = token.split('.') as [string, string];
    const secret = readFileSync(process.env[SUBSCRIPTION_SECRET_FILE_ENV]!, 'utf8').trim();
    const expired = signSubscriptionToken(secret, { email, purpose: 'confirm', expiresAt: new Date(Date.now() - 1000) });
    const otherPurpose = tokenIn(email, NEWSLETTER_UNSUBSCRIBE_PATH);
    const forgedPayload = Buffer.from(JSON.stringify({ e: email, p: 'confirm' })).toString('base64url');
    for (const bad of [`${forgedPayload}.${signature}`, `${payload}.${signature.slice(1)}`, expired, otherPurpose, 'garbage']) {
      const res = await post('/subscribers/confirm', bad);
      expect([bad, res.status]).toEqual([bad, 400]);
      expect(res.json).toMatchObject({ message: INVALID_LINK_MESSAGE, requestId: expect.any(String) });
    }
    for (const bad of [undefined, '', 'x'.repeat(5000), 42]) expect((await post('/subscribers/confirm', bad)).status).toBe(400);
    expect(await subscriberRow(email)).toMatchObject({ status: 'pending' });
    expect((await subscriberRow(email))!.confirmedAt).toBeUndefined();
  });

  it('unsubscribes through the signed link (repeatable); a new sign-up after that is pending again with a new link', async () => {
    const email = newAddress();
    await api(stack, 'POST', '/subscribers', { body: { email } });
    await post('/subscribers/confirm', tokenIn(email, NEWSLETTER_CONFIRM_PATH));
    const unsubscribeToken = tokenIn(email, NEWSLETTER_UNSUBSCRIBE_PATH);
    const res = await post('/subscribers/unsubscribe', unsubscribeToken);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ email, status: 'unsubscribed' });
    expect(await subscriberRow(email)).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(String) });
    expect((await post('/subscribers/unsubscribe', unsubscribeToken)).status).toBe(200);
    // The old confirmation link does not bring the address back.
    expect((await post('/subscribers/confirm', tokenIn(email, NEWSLETTER_CONFIRM_PATH))).status).toBe(400);
    expect((await post('/subscribers/unsubscribe', `${unsubscribeToken}x`)).status).toBe(400);

    const again = await api(stack, 'POST', '/subscribers', { body: { email } });
    expect(again.status).toBe(201);
    expect(await subscriberRow(email)).toMatchObject({ status: 'pending', subscribedAt: again.json.subscribedAt });
    // The first confirmation, its welcome, the new sign-up's confirmation.
    expect(mailTo(email)).toHaveLength(3);
  });
});

describe('welcome mail', () => {
  it('sends one welcome with a working signed unsubscribe link, however often the confirm link is opened', async () => {
    const email = newAddress();
    await api(stack, 'POST', '/subscribers', { body: { email } });
    const confirmToken = tokenIn(email, NEWSLETTER_CONFIRM_PATH);
    const opens = await Promise.all([1, 2, 3].map(() => post('/subscribers/confirm', confirmToken)));
    expect(opens.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await post('/subscribers/confirm', confirmToken)).status).toBe(200);

    const welcomes = mailTo(email).filter((m) => m.subject.includes("You're subscribed"));
    expect(welcomes).toHaveLength(1);
    const welcome = welcomes[0]!;
    expect(mailTo(email)).toHaveLength(2);
    const link = welcome.text.split(/\s+/).find((w) => w.includes(NEWSLETTER_UNSUBSCRIBE_PATH))!;
    expect(welcome.html).toContain(NEWSLETTER_UNSUBSCRIBE_PATH);
    expect(welcome.headers).toEqual({ 'List-Unsubscribe': `<${link}>` });

    const res = await post('/subscribers/unsubscribe', new URL(link).searchParams.get('token'));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ email, status: 'unsubscribed' });
    expect(await subscriberRow(email)).toMatchObject({ status: 'unsubscribed' });
    // An unsubscribed address opening the old confirm link gets no welcome either.
    expect((await post('/subscribers/confirm', confirmToken)).status).toBe(400);
    expect(mailTo(email)).toHaveLength(2);
  });
});

describe('staff view', () => {
  it('lists and exports subscribers for staff only, filtered by status, with formula injection neutralised', async () => {
    const email = `+cmd-${randomUUID().slice(0, 6)}@example.com`;
    const signedUp = await api(stack, 'POST', '/subscribers', { body: { email } });
    expect(signedUp.status).toBe(201);
    expect((await api(stack, 'GET', '/subscribers')).status).toBe(401);
    expect((await api(stack, 'GET', '/subscribers/export')).status).toBe(401);
    const pending = await api(stack, 'GET', '/subscribers?status=pending&limit=100', { token: staff });
    expect((pending.json.items as { status: string }[]).every((s) => s.status === 'pending')).toBe(true);
    expect((await api(stack, 'GET', '/subscribers?status=maybe', { token: staff })).status).toBe(400);

    const res = await fetch(`${stack.apiUrl}/subscribers/export?status=pending`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('email,status,subscribedAt,confirmedAt,unsubscribedAt');
    expect(lines).toContain(`'${email},pending,${signedUp.json.subscribedAt as string},,`);
    expect(lines.slice(1).every((l) => l.split(',')[1] === 'pending')).toBe(true);
  });
});
