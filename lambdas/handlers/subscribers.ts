import { createApiHandler } from '../http/api-handler';
import { getItem, putNew } from '../adapters/repository';
import { newSubscriberItem, normalizeEmail } from '../domain/subscribers';

/**
 * POST /subscribers: stores an address once (case-insensitive); signing up again is a success
 * that changes nothing and answers the original sign-up date.
 */
export const handler = createApiHandler('subscribers', {
  subscribe: async ({ body }) => {
    const email = normalizeEmail(body.email);
    const subscribedAt = new Date().toISOString();
    if (await putNew('subscribers', newSubscriberItem(email, subscribedAt))) return { email, subscribedAt };
    const existing = await getItem('subscribers', email);
    return { email, subscribedAt: typeof existing?.subscribedAt === 'string' ? existing.subscribedAt : subscribedAt };
  },
});
