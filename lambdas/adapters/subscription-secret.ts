/**
 * The key that signs newsletter links: a generated secret in Secrets Manager in the cloud
 * (SUBSCRIPTION_SECRET_ARN), a generated file in the data folder locally (SUBSCRIPTION_SECRET_FILE,
 * written by the local stack). Never in the bundle or the repository.
 */
import { readFileSync } from 'node:fs';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { SUBSCRIPTION_SECRET_ENV, SUBSCRIPTION_SECRET_FILE_ENV } from '../contract/newsletter';
import { secretsClient } from './clients';

const CACHE_MS = 5 * 60_000;
let cached: { source: string; value: string; until: number } | undefined;

async function load(source: { file?: string; arn?: string }): Promise<string> {
  if (source.file) return readFileSync(source.file, 'utf8').trim();
  if (!source.arn) throw new Error(`${SUBSCRIPTION_SECRET_ENV} is not set: newsletter links cannot be signed`);
  const out = await secretsClient().send(new GetSecretValueCommand({ SecretId: source.arn }));
  return out.SecretString ?? '';
}

export async function subscriptionSecret(): Promise<string> {
  const file = process.env[SUBSCRIPTION_SECRET_FILE_ENV];
  const arn = process.env[SUBSCRIPTION_SECRET_ENV];
  const source = file ?? arn ?? '';
  if (cached && cached.source === source && cached.until > Date.now()) return cached.value;
  const value = await load({ file, arn });
  // A short key would make forged links guessable: refuse rather than sign with it.
  if (value.length < 32) throw new Error('The newsletter signing secret is missing or shorter than 32 characters');
  cached = { source, value, until: Date.now() + CACHE_MS };
  return value;
}

/** For tests: forget the cached secret. */
export const resetSubscriptionSecret = () => {
  cached = undefined;
};
