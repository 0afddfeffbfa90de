/**
 * The user pool's password policy (lambdas/contract/auth.ts), checked the way Cognito does:
 * cognito-local accepts any password, so the compatibility layer and the start-up validation of
 * STAFF_PASSWORD use this.
 */
import { PASSWORD_POLICY } from '../../lambdas/contract/auth';

/** Cognito's symbol set for password policies. */
const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** Reasons the password breaks the policy, worded like Cognito's messages; empty when it conforms. */
export function passwordProblems(password: string, policy = PASSWORD_POLICY): string[] {
  const problems: string[] = [];
  if (password.length < policy.minLength) problems.push(`Password not long enough (at least ${policy.minLength} characters)`);
  if (policy.requireLowercase && !/[a-z]/.test(password)) problems.push('Password must have lowercase characters');
  if (policy.requireUppercase && !/[A-Z]/.test(password)) problems.push('Password must have uppercase characters');
  if (policy.requireDigits && !/[0-9]/.test(password)) problems.push('Password must have numeric characters');
  if (policy.requireSymbols && !SYMBOLS.test(password)) problems.push('Password must have symbol characters');
  return problems;
}

/** Cognito's InvalidPasswordException message, or null when the password conforms. */
export function passwordPolicyError(password: string): string | null {
  const problems = passwordProblems(password);
  return problems.length ? `Password did not conform with policy: ${problems.join('; ')}` : null;
}
