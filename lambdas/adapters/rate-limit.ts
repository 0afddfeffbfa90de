/**
 * Abuse-limit counters in DynamoDB (table `rateCounters`), so a limit holds across Lambda
 * containers and in the local stack. Each window has its own item (the window start is in the
 * key): an expired window is simply never read again, and on AWS TTL deletes it after `expiresAt`.
 * E-mail addresses are hashed into the key, never stored.
 */
import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  DEFAULT_RATE_LIMITS,
  RATE_LIMITS_ENV,
  rateLimitMessage,
  type RateLimitedRoute,
  type RateLimits,
  type WindowLimit,
} from '../contract/abuse';
import { rateLimited } from '../domain/errors';
import { documentClient } from './clients';
import { tableName } from './tables';

let parsed: { raw: string; limits: RateLimits } | undefined;

/** The stage's limits (RATE_LIMITS, JSON, per route) over the contract's defaults. */
export function rateLimits(): RateLimits {
  const raw = process.env[RATE_LIMITS_ENV] ?? '';
  if (parsed?.raw !== raw)
    parsed = { raw, limits: { ...DEFAULT_RATE_LIMITS, ...(raw ? (JSON.parse(raw) as Partial<RateLimits>) : {}) } };
  return parsed.limits;
}

export interface ClientIdentity {
  ip: string;
  email?: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

async function count(key: string, rule: WindowLimit, nowMs: number): Promise<{ over: boolean; retryAfterSeconds: number }> {
  const now = nowMs / 1000;
  const windowStart = Math.floor(now / rule.windowSeconds) * rule.windowSeconds;
  const windowEnd = windowStart + rule.windowSeconds;
  const out = await documentClient().send(
    new UpdateCommand({
      TableName: tableName('rateCounters'),
      Key: { counterKey: `${key}#${windowStart}` },
      UpdateExpression: 'ADD #count :one SET #expiresAt = if_not_exists(#expiresAt, :expiresAt)',
      ExpressionAttributeNames: { '#count': 'count', '#expiresAt': 'expiresAt' },
      ExpressionAttributeValues: { ':one': 1, ':expiresAt': windowEnd },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const counted = Number(out?.Attributes?.count ?? 0);
  return { over: counted > rule.limit, retryAfterSeconds: Math.max(1, Math.ceil(windowEnd - now)) };
}

/**
 * Counts one request of `route` for the client's IP (and e-mail, where the route has a per-e-mail
 * limit) and throws `rate-limited` (429 with Retry-After) when a limit is passed.
 */
export async function consumeRateLimit(route: RateLimitedRoute, client: ClientIdentity, nowMs = Date.now()): Promise<void> {
  const rules = rateLimits()[route];
  const checks: [string, WindowLimit][] = [[`${route}#ip#${client.ip}`, rules.perIp]];
  if (rules.perEmail && client.email)
    checks.push([`${route}#email#${digest(client.email.trim().toLowerCase())}`, rules.perEmail]);
  const results = await Promise.all(checks.map(([key, rule]) => count(key, rule, nowMs)));
  const over = results.filter((r) => r.over);
  if (over.length) {
    const wait = Math.max(...over.map((r) => r.retryAfterSeconds));
    throw rateLimited(rateLimitMessage(wait), wait);
  }
}
