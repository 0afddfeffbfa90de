/** Newsletter sign-ups: one record per address, case-insensitive. */
import type { SubscriberStatus } from '../contract/newsletter';
import type { StoredItem } from './items';
import { upgradeSubscriber } from './schema/subscribers';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A new sign-up: pending until the address confirms (double opt-in). */
export const newSubscriberItem = (email: string, subscribedAt: string): StoredItem =>
  upgradeSubscriber({ email: normalizeEmail(email), subscribedAt, status: 'pending' });

/** A subscriber as staff see it (and export it). */
export function toSubscriber(item: StoredItem) {
  const full = upgradeSubscriber(item);
  const opt = (k: string) => (typeof full[k] === 'string' ? { [k]: full[k] } : {});
  return {
    email: String(full.email),
    status: full.status as SubscriberStatus,
    subscribedAt: String(full.subscribedAt),
    ...opt('confirmedAt'),
    ...opt('unsubscribedAt'),
  };
}
