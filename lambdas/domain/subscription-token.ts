/**
 * Signed newsletter tokens: `<payload>.<signature>`, both base64url; the payload is
 * `{e: email, p: purpose, x?: expiry in epoch seconds}` and the signature its HMAC-SHA256 under
 * the stage's secret. Verification is constant-time and checks purpose and expiry.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_TOKEN_LENGTH, type SubscriptionTokenPurpose } from '../contract/newsletter';

interface Payload {
  e: string;
  p: SubscriptionTokenPurpose;
  x?: number;
}

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function signSubscriptionToken(
  secret: string,
  o: { email: string; purpose: SubscriptionTokenPurpose; expiresAt?: Date },
): string {
  const body: Payload = { e: o.email, p: o.purpose, ...(o.expiresAt ? { x: Math.floor(o.expiresAt.getTime() / 1000) } : {}) };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The token's e-mail when it is genuine, for this purpose and not expired at `now`; otherwise undefined. */
export function verifySubscriptionToken(
  secret: string,
  token: string,
  purpose: SubscriptionTokenPurpose,
  now = new Date(),
): string | undefined {
  if (token.length > MAX_TOKEN_LENGTH) return undefined;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return undefined;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let body: Partial<Payload>;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    return undefined;
  }
  if (body.p !== purpose || typeof body.e !== 'string' || !body.e) return undefined;
  if (body.x !== undefined && (typeof body.x !== 'number' || body.x * 1000 <= now.getTime())) return undefined;
  return body.e;
}
