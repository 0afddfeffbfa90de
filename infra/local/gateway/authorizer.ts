/**
 * What API Gateway's Cognito user pool authorizer does on staff routes: verify the ID token from
 * the Authorization header against the pool's keys and client, and pass its claims on as strings.
 */
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';

export type Authorizer = (authorization: string | undefined) => Promise<Record<string, string> | null>;

/**
 * API Gateway hands claims to the function as strings; a list claim (cognito:groups) becomes its
 * bracketed form "[a b]" (one name stays bare), which lambdas/http/auth.ts reads back exactly.
 */
export function claimsAsStrings(payload: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined || v === null) continue;
    out[k] = Array.isArray(v) ? listClaim(v) : typeof v === 'string' ? v : JSON.stringify(v);
  }
  return out;
}

const listClaim = (values: unknown[]) => (values.length === 1 ? String(values[0]) : `[${values.map(String).join(' ')}]`);

/** The token from `Bearer <token>` or a bare token (the Cognito authorizer accepts the raw value). */
export function tokenFrom(authorization: string | undefined): string | undefined {
  const value = authorization?.trim();
  if (!value) return undefined;
  const bearer = /^Bearer(?:\s+(.*))?$/i.exec(value);
  return bearer ? bearer[1]?.trim() || undefined : value;
}

export function createAuthorizer(opts: { issuer: string; jwksUri: string; clientId: string }): Authorizer {
  const verifier = JwtRsaVerifier.create(
    {
      issuer: opts.issuer,
      audience: opts.clientId,
      jwksUri: opts.jwksUri,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('Not an ID token');
      },
    },
    // The emulator's JWKS is served over http://, which the default fetcher refuses.
    { jwksCache: new SimpleJwksCache({ fetcher: { fetch: async (u: string) => (await fetch(u)).arrayBuffer() } }) },
  );
  return async (authorization) => {
    const token = tokenFrom(authorization);
    if (!token) return null;
    try {
      return claimsAsStrings(await verifier.verify(token));
    } catch {
      return null;
    }
  };
}
