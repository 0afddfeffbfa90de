/**
 * Newsletter double opt-in: a sign-up is `pending` until the address confirms through a signed,
 * expiring link; every later mail carries a signed unsubscribe link. The links point at web pages
 * (below) that POST the token to the API, so a mail scanner prefetching a link changes nothing.
 */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export type SubscriptionTokenPurpose = 'confirm' | 'unsubscribe';
/** A confirmation link is valid this long (the mail says so). Unsubscribe links never expire. */
export const CONFIRM_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
export const MAX_TOKEN_LENGTH = 1000;

/** Web pages the links open (app-shell routes). */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** Where a function finds the signing key: Secrets Manager in the cloud, a file in the data folder locally. */
export const SUBSCRIPTION_SECRET_ENV = 'SUBSCRIPTION_SECRET_ARN';
export const SUBSCRIPTION_SECRET_FILE_ENV = 'SUBSCRIPTION_SECRET_FILE';

/** The one message a tampered, expired or unknown link gets. */
export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired.';
