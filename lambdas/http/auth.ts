/**
 * Who is calling. Staff routes are guarded twice: API Gateway's Cognito authorizer (or the local
 * gateway doing the same) verifies the token and passes its claims in
 * `requestContext.authorizer.claims`; the handler then requires the `staff` group. Public routes
 * with `optionalAuth` verify an optional bearer token here with aws-jwt-verify.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { STAFF_GROUP } from '../contract';

export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'user'; sub: string; email?: string; groups: string[]; isStaff: boolean };

export const ANONYMOUS: Caller = { kind: 'anonymous' };

/**
 * API Gateway passes `cognito:groups` as a string ("staff" or "[staff, other]" or "staff,other");
 * a verified JWT payload has an array. Both become a list.
 */
export function groupsFromClaim(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[,\s]+/)
    .map((g) => g.trim())
    .filter(Boolean);
}

export function callerFromClaims(claims: Record<string, unknown> | undefined | null): Caller {
  if (!claims || typeof claims.sub !== 'string') return ANONYMOUS;
  const groups = groupsFromClaim(claims['cognito:groups']);
  return {
    kind: 'user',
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : undefined,
    groups,
    isStaff: groups.includes(STAFF_GROUP),
  };
}

/** Claims that the authorizer in front of the function verified, if any. */
export function authorizerClaims(event: APIGatewayProxyEvent): Record<string, unknown> | undefined {
  const claims = (event.requestContext?.authorizer as { claims?: unknown } | null | undefined)?.claims;
  return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : undefined;
}

type Verify = (token: string) => Promise<Record<string, unknown>>;
let verifier: Verify | undefined;

/**
 * On AWS: CognitoJwtVerifier for the stage's pool and SPA client (ID tokens). Locally the
 * emulator's issuer is an http:// URL that CognitoJwtVerifier refuses, so AUTH_ISSUER and
 * AUTH_JWKS_URI select a JwtRsaVerifier with a plain fetcher.
 */
function getVerifier(): Verify {
  if (verifier) return verifier;
  const clientId = process.env.USER_POOL_CLIENT_ID;
  const userPoolId = process.env.USER_POOL_ID;
  const issuer = process.env.AUTH_ISSUER;
  const jwksUri = process.env.AUTH_JWKS_URI;
  if (!clientId || !userPoolId) throw new Error('USER_POOL_ID and USER_POOL_CLIENT_ID must be set to verify tokens');
  if (issuer && jwksUri) {
    const v = JwtRsaVerifier.create(
      {
        issuer,
        audience: clientId,
        jwksUri,
        // Parity with CognitoJwtVerifier's tokenUse: 'id' on AWS.
        customJwtCheck: ({ payload }) => {
          if (payload.token_use !== 'id') throw new Error('Not an ID token');
        },
      },
      { jwksCache: new SimpleJwksCache({ fetcher: { fetch: async (u: string) => (await fetch(u)).arrayBuffer() } }) },
    );
    verifier = async (t) => await v.verify(t);
  } else {
    const v = CognitoJwtVerifier.create({ userPoolId, clientId, tokenUse: 'id' });
    verifier = async (t) => await v.verify(t);
  }
  return verifier;
}

/** Verified claims of a bearer ID token, or null when it is missing or invalid. */
export async function verifyBearer(authorization: string | undefined): Promise<Record<string, unknown> | null> {
  const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim();
  if (!token) return null;
  try {
    return await getVerifier()(token);
  } catch {
    return null;
  }
}

/** For tests and the local gateway: forget the cached verifier after the environment changes. */
export function resetVerifier() {
  verifier = undefined;
}
