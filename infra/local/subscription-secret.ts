/**
 * The local stack's key for newsletter links: generated once into the data folder (so links in
 * the outbox keep working across restarts), readable by the owner only. The cloud keeps it in
 * Secrets Manager (infra/cloud/stateful-stack.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function ensureSubscriptionSecret(dataDir: string): string {
  const file = join(dataDir, 'subscription-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  return file;
}
