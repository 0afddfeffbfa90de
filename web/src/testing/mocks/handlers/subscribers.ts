import { contractRoute } from '../contract';
import { db, now } from '../db';

export const subscribersHandlers = [
  contractRoute('subscribe', ({ body }) => {
    const email = body.email.trim().toLowerCase();
    if (!db.subscribers.includes(email)) db.subscribers.push(email);
    return { email, subscribedAt: now() };
  }),
];
