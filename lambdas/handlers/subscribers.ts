import { createHandler } from './api';
import { getItem, putNew } from '../adapters/repository';
import { newSubscriberItem, normalizeEmail } from '../domain/subscribers';
import { looksLikeBot } from '../domain/abuse';
import { MIN_FILL_MS } from '../contract/abuse';

/**
 * POST /subscribers: stores an address once (case-insensitive); signing up again is a success
 * that changes nothing and answers the original sign-up date.
 */
export const handler = createHandler('subscribers', {
  subscribe: async ({ body }) => {
    const email = normalizeEmail(body.email);
    const subscribedAt = new Date().toISOString();
    // A bot gets the answer a person gets, and nothing is stored (lambdas/contract/abuse.ts).
    if (looksLikeBot(body, MIN_FILL_MS.subscribe)) return { email, subscribedAt };
    if (await putNew('subscribers', newSubscriberItem(email, subscribedAt))) return { email, subscribedAt };
    const existing = await getItem('subscribers', email);
    return { email, subscribedAt: typeof existing?.subscribedAt === 'string' ? existing.subscribedAt : subscribedAt };
  },
});
