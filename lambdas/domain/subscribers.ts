/** Newsletter sign-ups: one record per address, case-insensitive. */
import type { StoredItem } from './items';
import { upgradeSubscriber } from './schema/subscribers';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const newSubscriberItem = (email: string, subscribedAt: string): StoredItem =>
  upgradeSubscriber({ email: normalizeEmail(email), subscribedAt });
