/**
 * In the cloud the regional API answers only requests that came through CloudFront: CloudFront
 * adds `x-origin-verify` with a value kept in Secrets Manager (ORIGIN_SECRET_ARN), and each
 * function compares it before any other work. Without ORIGIN_SECRET_ARN (local stack, tests)
 * there is nothing to check: the local gateway is the only way in.
 */
import { timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { ORIGIN_SECRET_ENV, ORIGIN_VERIFY_HEADER } from '../contract/abuse';
import { forbidden } from '../domain/errors';
import { secretsClient } from './clients';

const CACHE_MS = 5 * 60_000;
let cached: { value: string; until: number } | undefined;

async function expectedValue(arn: string): Promise<string> {
  if (cached && cached.until > Date.now()) return cached.value;
  const out = await secretsClient().send(new GetSecretValueCommand({ SecretId: arn }));
  const value = out.SecretString ?? '';
  cached = { value, until: Date.now() + CACHE_MS };
  return value;
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export async function verifyOrigin(headers: Record<string, string | undefined>): Promise<void> {
  const arn = process.env[ORIGIN_SECRET_ENV];
  if (!arn) return;
  const given = headers[ORIGIN_VERIFY_HEADER] ?? '';
  const expected = await expectedValue(arn);
  if (!expected || !sameSecret(given, expected)) throw forbidden('Forbidden.');
}

/** For tests: forget the cached secret. */
export const resetOriginSecret = () => {
  cached = undefined;
};
