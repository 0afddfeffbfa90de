/**
 * Signed ID tokens for handler tests: an RSA key pair, a JWKS the verifier fetches (global fetch
 * is stubbed), and the environment that selects the local (JwtRsaVerifier) path.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { vi } from 'vitest';
import { resetVerifier } from '../../../lambdas/http/auth';

export const ISSUER = 'http://127.0.0.1:1/test-pool';
export const CLIENT_ID = 'test-client';
const JWKS_URI = `${ISSUER}/.well-known/jwks.json`;
const KID = 'test-key';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

export function useTestIssuer() {
  process.env.USER_POOL_ID = 'test-pool';
  process.env.USER_POOL_CLIENT_ID = CLIENT_ID;
  process.env.AUTH_ISSUER = ISSUER;
  process.env.AUTH_JWKS_URI = JWKS_URI;
  resetVerifier();
  const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' }] };
  vi.stubGlobal('fetch', async (url: string) => {
    if (String(url) !== JWKS_URI) throw new Error(`unexpected fetch ${url}`);
    return new Response(JSON.stringify(jwks), { headers: { 'content-type': 'application/json' } });
  });
}

export interface TokenOptions {
  groups?: string[];
  expiresInSeconds?: number;
  audience?: string;
  tokenUse?: 'id' | 'access';
  /** Signed with a key that is not in the JWKS. */
  wrongKey?: boolean;
}

export function idToken(o: TokenOptions = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: 'sub-123',
    email: 'someone@example.com',
    iss: ISSUER,
    aud: o.audience ?? CLIENT_ID,
    token_use: o.tokenUse ?? 'id',
    iat: now - 10,
    exp: now + (o.expiresInSeconds ?? 3600),
    ...(o.groups ? { 'cognito:groups': o.groups } : {}),
  };
  const input = `${b64({ alg: 'RS256', typ: 'JWT', kid: KID })}.${b64(payload)}`;
  const signature = sign('RSA-SHA256', Buffer.from(input), o.wrongKey ? otherKey : privateKey).toString('base64url');
  return `${input}.${signature}`;
}
