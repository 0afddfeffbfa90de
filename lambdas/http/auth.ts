/**
 * Who is calling. Staff routes are guarded twice: API Gateway's Cognito authorizer (or the local
 * gateway doing the same) verifies the token and passes its claims in
 * `requestContext.authorizer.claims`; the handler then requires the `staff` group. Public routes
 * with `optionalAuth` verify an optional bearer token here with aws-jwt-verify.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { FetchError, JwksValidationError, JwtBaseError } from 'aws-jwt-verify/error';
import { unavailable } from '../domain/errors';
import { ADMIN_GROUP, STAFF_GROUP } from '../contract';

export type Caller =
  { kind: 'anonymous' } | { kind: 'user'; sub: string; email?: string; groups: string[]; isStaff: boolean; isAdmin: boolean };

export const ANONYMOUS: Caller = { kind: 'anonymous' };

/**
 * Group names from `cognito:groups`, matched later as whole names. A verified JWT has an array;
 * API Gateway passes a list claim as a string: one name as is, several in brackets ("[staff
 * editors]", older forms "[staff, editors]"). Group names cannot contain whitespace but may contain
 * commas and brackets, so only whitespace (after an optional comma) separates names, and an
 * unbracketed string is one name: "ex,staff" is the group "ex,staff", never "staff".
 */
export function groupsFromClaim(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((g): g is string => typeof g === 'string' && g !== '');
  if (typeof value !== 'string') return [];
  const bracketed = /^\[(.*)\]$/s.exec(value.trim());
  if (!bracketed) return value.trim() ? [value.trim()] : [];
  return bracketed[1]!.split(/,?\s+/).filter(Boolean);
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
    isAdmin: groups.includes(ADMIN_GROUP),
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
          if (payload.token_use !== 'id') throw new NotAnIdToken();
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

class NotAnIdToken extends JwtBaseError {}

/** The pool's signing keys could not be fetched (a fetch failure, or no JWKS at all): an outage, not a bad token. */
const keysUnavailable = (err: unknown) =>
  err instanceof FetchError || err instanceof JwksValidationError || !(err instanceof JwtBaseError);

/**
 * Verified claims of a bearer ID token, or null when it is missing or invalid. When the signing
 * keys cannot be fetched it throws `unavailable` (503): nobody's token can be judged then.
 */
export async function verifyBearer(authorization: string | undefined): Promise<Record<string, unknown> | null> {
  const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim();
  if (!token) return null;
  const verify = getVerifier();
  try {
    return await verify(token);
  } catch (err) {
    if (keysUnavailable(err)) throw unavailable('Sign-in cannot be checked right now. Please try again in a moment.');
    return null;
  }
}

/** For tests and the local gateway: forget the cached verifier after the environment changes. */
export function resetVerifier() {
  verifier = undefined;
}

/** How the audit log and pipeline history name a caller: the e-mail of the token, else its subject. */
export const actorOf = (caller: Caller) => (caller.kind === 'user' ? (caller.email ?? caller.sub) : 'anonymous');
