import { createHandler } from './api';
import { rawAnswer } from '../http/api-handler';
import { actorOf } from '../http/auth';
import { getItem, putNew } from '../adapters/repository';
import { newSubscriberItem, normalizeEmail, toSubscriber } from '../domain/subscribers';
import { looksLikeBot } from '../domain/abuse';
import { DomainError } from '../domain/errors';
import { csvRow } from '../domain/csv';
import { newsletterConfirmation, newsletterWelcome } from '../domain/mail-templates';
import { signSubscriptionToken, verifySubscriptionToken } from '../domain/subscription-token';
import { MIN_FILL_MS } from '../contract/abuse';
import {
  CONFIRM_TOKEN_TTL_SECONDS,
  INVALID_LINK_MESSAGE,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  type SubscriberStatus,
  type SubscriptionTokenPurpose,
} from '../contract/newsletter';
import { subscriptionSecret } from '../adapters/subscription-secret';
import { confirmPending, listSubscribers, markUnsubscribed, resubscribe } from '../adapters/subscriber-store';
import { enqueueAndTry } from '../adapters/outbox';
import { recordAudit } from '../adapters/audit';

const siteUrl = () => (process.env.SITE_URL ?? '').replace(/\/$/, '');
const link = (path: string, token: string) => `${siteUrl()}${path}?token=${encodeURIComponent(token)}`;

/** The signed unsubscribe link every newsletter mail carries (it never expires). */
export async function unsubscribeLink(email: string): Promise<string> {
  return link(NEWSLETTER_UNSUBSCRIBE_PATH, signSubscriptionToken(await subscriptionSecret(), { email, purpose: 'unsubscribe' }));
}

/** Once per sign-up (the id carries its date): a retried request does not mail twice. */
async function mailConfirmation(email: string, subscribedAt: string) {
  const secret = await subscriptionSecret();
  const expiresAt = new Date(Date.now() + CONFIRM_TOKEN_TTL_SECONDS * 1000);
  const confirmUrl = link(NEWSLETTER_CONFIRM_PATH, signSubscriptionToken(secret, { email, purpose: 'confirm', expiresAt }));
  await enqueueAndTry(`newsletter-confirmation#${email}#${subscribedAt}`, {
    to: email,
    ...newsletterConfirmation({ confirmUrl, unsubscribeUrl: await unsubscribeLink(email) }),
  });
}

/**
 * Once per confirmed sign-up (the id carries the sign-up's date): opening the link again enqueues
 * nothing new, and only retries a welcome whose first delivery failed.
 */
async function mailWelcome(email: string, subscribedAt: string) {
  await enqueueAndTry(`newsletter-welcome#${email}#${subscribedAt}`, {
    to: email,
    ...newsletterWelcome({ unsubscribeUrl: await unsubscribeLink(email) }),
  });
}

const invalidLink = () => new DomainError('invalid', INVALID_LINK_MESSAGE, { token: [INVALID_LINK_MESSAGE] });

async function emailOf(token: string, purpose: SubscriptionTokenPurpose): Promise<string> {
  const email = verifySubscriptionToken(await subscriptionSecret(), token, purpose);
  if (!email) throw invalidLink();
  return email;
}

const CSV_COLUMNS = ['email', 'status', 'subscribedAt', 'confirmedAt', 'unsubscribedAt'] as const;
/** Rows one export may hold (an API Gateway answer is at most 10 MB). */
const EXPORT_MAX_ROWS = 50_000;

async function exportCsv(status: SubscriberStatus | undefined): Promise<{ csv: string; rows: number }> {
  const chunks = [csvRow(CSV_COLUMNS)];
  let cursor: string | undefined;
  let rows = 0;
  do {
    const page = await listSubscribers({ limit: 500, cursor, status });
    for (const item of page.items) {
      const s = toSubscriber(item) as Record<string, unknown>;
      chunks.push(csvRow(CSV_COLUMNS.map((c) => s[c])));
    }
    rows += page.items.length;
    cursor = page.nextCursor ?? undefined;
  } while (cursor && rows < EXPORT_MAX_ROWS);
  return { csv: chunks.join(''), rows };
}

/**
 * POST /subscribers stores a pending sign-up and mails a confirmation link (double opt-in);
 * signing up again is a success that changes nothing and answers the original sign-up date
 * (an address that had unsubscribed starts a new pending sign-up). The links' pages post the
 * token to /subscribers/confirm and /subscribers/unsubscribe. Staff list and export subscribers.
 */
export const handler = createHandler('subscribers', {
  subscribe: async ({ body }) => {
    const email = normalizeEmail(body.email);
    const subscribedAt = new Date().toISOString();
    // A bot gets the answer a person gets, and nothing is stored (lambdas/contract/abuse.ts).
    if (looksLikeBot(body, MIN_FILL_MS.subscribe)) return { email, subscribedAt };
    if (await putNew('subscribers', newSubscriberItem(email, subscribedAt))) {
      await mailConfirmation(email, subscribedAt);
      return { email, subscribedAt };
    }
    if (await resubscribe(email, subscribedAt)) {
      await mailConfirmation(email, subscribedAt);
      return { email, subscribedAt };
    }
    const existing = await getItem('subscribers', email);
    const original = typeof existing?.subscribedAt === 'string' ? existing.subscribedAt : subscribedAt;
    // Still pending: the same sign-up's message (enqueued once) gets another delivery attempt.
    if (existing?.status === 'pending') await mailConfirmation(email, original);
    return { email, subscribedAt: original };
  },

  confirmSubscription: async ({ body }) => {
    const email = await emailOf(body.token, 'confirm');
    const confirmed = await confirmPending(email, new Date().toISOString());
    // Opening the link twice confirms once and says so both times; an unsubscribed or unknown
    // address needs a new sign-up.
    const current = confirmed ?? (await getItem('subscribers', email));
    if (current?.status !== 'confirmed') throw invalidLink();
    // Also when the link is opened again: a welcome lost to a crash after confirming is sent then.
    await mailWelcome(email, typeof current.subscribedAt === 'string' ? current.subscribedAt : '');
    return { email, status: 'confirmed' as const };
  },

  unsubscribe: async ({ body }) => {
    const email = await emailOf(body.token, 'unsubscribe');
    // An address no longer stored is unsubscribed all the same: the answer does not say which.
    await markUnsubscribed(email, new Date().toISOString());
    return { email, status: 'unsubscribed' as const };
  },

  listSubscribers: async ({ query }) => {
    const page = await listSubscribers({ limit: query.limit, cursor: query.cursor, status: query.status });
    return { items: page.items.map(toSubscriber), nextCursor: page.nextCursor };
  },

  exportSubscribers: async ({ query, caller }) => {
    const { csv, rows } = await exportCsv(query.status);
    await recordAudit({ action: 'exported', by: actorOf(caller), target: 'subscribers', detail: `${rows} rows` });
    return rawAnswer('text/csv; charset=utf-8', csv, 'subscribers.csv');
  },
});
