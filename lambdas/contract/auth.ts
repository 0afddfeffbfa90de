/**
 * The user pool's rules, shared by the CDK app and the local stack (which creates the emulator's
 * pool from the same values). The web's password hint and validation read PASSWORD_POLICY too.
 */
export const PASSWORD_POLICY = {
  minLength: 8,
  requireDigits: true,
  requireSymbols: true,
  requireUppercase: true,
  requireLowercase: false,
} as const;

export { STAFF_GROUP as STAFF_GROUP_NAME, ADMIN_GROUP as ADMIN_GROUP_NAME } from "./endpoints";
export const STAFF_GROUP_DESCRIPTION = 'Staff: may review applications and messages and manage jobs and posts.';
export const ADMIN_GROUP_DESCRIPTION = 'Admins: staff who may also approve and remove staff accounts.';
export const SPA_CLIENT_NAME = 'web-spa';

/** Token lifetimes (CDK Duration values are built from these). */
export const TOKEN_VALIDITY = { idTokenMinutes: 60, accessTokenMinutes: 60, refreshTokenDays: 30 } as const;

/** Explicit auth flows the SPA client allows: SRP (Amplify's default) and refresh. */
export const SPA_AUTH_FLOWS = ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] as const;
