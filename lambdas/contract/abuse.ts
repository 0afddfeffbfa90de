/**
 * Abuse limits on anonymous writes, shared by the handlers (which enforce them), the stage
 * configuration (which may override them) and the forms (which show the answer).
 *
 * Counters are per source IP and, where the request carries one, per e-mail address; each counts
 * requests in a fixed window. A normal visitor or candidate never meets these numbers: a
 * candidate uploads, parses and submits once or twice, a visitor writes one message.
 */
import type { RouteId } from './endpoints';

export interface WindowLimit {
  /** Requests allowed in one window. */
  readonly limit: number;
  readonly windowSeconds: number;
}

export interface RouteLimits {
  readonly perIp: WindowLimit;
  /** Per e-mail address in the body (case-insensitive). */
  readonly perEmail?: WindowLimit;
}

export type RateLimitedRoute = 'createContactMessage' | 'subscribe' | 'createUploadUrl' | 'parseResume' | 'createApplication';
export type RateLimits = Record<RateLimitedRoute, RouteLimits>;

const TEN_MINUTES = 600;
const HOUR = 3600;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  createContactMessage: { perIp: { limit: 20, windowSeconds: TEN_MINUTES }, perEmail: { limit: 5, windowSeconds: HOUR } },
  subscribe: { perIp: { limit: 20, windowSeconds: TEN_MINUTES }, perEmail: { limit: 5, windowSeconds: HOUR } },
  createUploadUrl: { perIp: { limit: 30, windowSeconds: TEN_MINUTES } },
  parseResume: { perIp: { limit: 30, windowSeconds: TEN_MINUTES } },
  createApplication: { perIp: { limit: 20, windowSeconds: TEN_MINUTES }, perEmail: { limit: 10, windowSeconds: HOUR } },
};

/** Every limit multiplied by `factor` (the e2e run's many sign-ups from one address; a soak's load). */
export const scaleRateLimits = (limits: RateLimits, factor: number): RateLimits => {
  const scale = (w: WindowLimit): WindowLimit => ({ ...w, limit: w.limit * factor });
  return Object.fromEntries(
    Object.entries(limits).map(([route, l]) => [
      route,
      { perIp: scale(l.perIp), ...(l.perEmail ? { perEmail: scale(l.perEmail) } : {}) },
    ]),
  ) as RateLimits;
};

export const isRateLimitedRoute = (id: RouteId): id is RateLimitedRoute => id in DEFAULT_RATE_LIMITS;

/** Environment variable through which a stage passes its limits (JSON of RateLimits) to the functions. */
export const RATE_LIMITS_ENV = 'RATE_LIMITS';

/** The answer's message: the forms show it as is, with what was typed kept. */
export const rateLimitMessage = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many requests from your connection. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again; what you typed is kept.`;
};

/**
 * Bot traps on the contact and newsletter forms. A filled honeypot field (hidden from people and
 * screen readers) or a form sent sooner than the minimum after it was shown is treated as a bot:
 * it gets the same success answer a person gets, so it learns nothing. A bot's contact message is
 * kept with the status `spam` (staff can still rescue a false positive from the inbox); a bot's
 * newsletter sign-up is not stored.
 */
export const HONEYPOT_FIELD = 'website';
export const MIN_FILL_MS = { createContactMessage: 3_000, subscribe: 1_500 } as const;

/** Header CloudFront adds to API requests; its value is a Secrets Manager secret (ORIGIN_SECRET_ARN). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
export const ORIGIN_SECRET_ENV = 'ORIGIN_SECRET_ARN';
