/**
 * The user pool's rules, shared by the CDK app and the local stack (which creates the emulator's
 * pool from the same values). The password check below is the one used by the local Cognito
 * emulator (which enforces nothing itself), the local stack's STAFF_PASSWORD check and the web forms.
 */
export const PASSWORD_POLICY = {
  minLength: 8,
  requireDigits: true,
  requireSymbols: true,
  requireUppercase: true,
  requireLowercase: false,
} as const;

export type PasswordPolicy = {
  readonly [K in keyof typeof PASSWORD_POLICY]: (typeof PASSWORD_POLICY)[K] extends number ? number : boolean;
};

/** Cognito's symbol set for password policies (a space counts too). */
const PASSWORD_SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** Reasons the password breaks the policy, worded like Cognito's messages; empty when it conforms. */
export function passwordProblems(password: string, policy: PasswordPolicy = PASSWORD_POLICY): string[] {
  const problems: string[] = [];
  if (password.length < policy.minLength) problems.push(`Password not long enough (at least ${policy.minLength} characters)`);
  if (policy.requireLowercase && !/[a-z]/.test(password)) problems.push('Password must have lowercase characters');
  if (policy.requireUppercase && !/[A-Z]/.test(password)) problems.push('Password must have uppercase characters');
  if (policy.requireDigits && !/[0-9]/.test(password)) problems.push('Password must have numeric characters');
  if (policy.requireSymbols && !PASSWORD_SYMBOLS.test(password)) problems.push('Password must have symbol characters');
  return problems;
}

export function meetsPasswordPolicy(password: string, policy: PasswordPolicy = PASSWORD_POLICY): boolean {
  return passwordProblems(password, policy).length === 0;
}

/** Cognito's InvalidPasswordException message, or null when the password conforms. */
export function passwordPolicyError(password: string, policy: PasswordPolicy = PASSWORD_POLICY): string | null {
  const problems = passwordProblems(password, policy);
  return problems.length ? `Password did not conform with policy: ${problems.join('; ')}` : null;
}

export { STAFF_GROUP as STAFF_GROUP_NAME, ADMIN_GROUP as ADMIN_GROUP_NAME } from './endpoints';
export const STAFF_GROUP_DESCRIPTION = 'Staff: may review applications and messages and manage jobs and posts.';
export const ADMIN_GROUP_DESCRIPTION = 'Admins: staff who may also approve and remove staff accounts.';
export const SPA_CLIENT_NAME = 'web-spa';

/** Token lifetimes (CDK Duration values are built from these). */
export const TOKEN_VALIDITY = { idTokenMinutes: 60, accessTokenMinutes: 60, refreshTokenDays: 30 } as const;

/** Explicit auth flows the SPA client allows: SRP (Amplify's default) and refresh. */
export const SPA_AUTH_FLOWS = ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] as const;
