import { PASSWORD_POLICY } from '../../../../lambdas/contract/auth';

/** The hint under every new-password field, from the user pool's own policy. */
export const PASSWORD_HINT = `At least ${PASSWORD_POLICY.minLength} characters, including ${[
  PASSWORD_POLICY.requireDigits && 'a number',
  PASSWORD_POLICY.requireSymbols && 'a symbol',
  PASSWORD_POLICY.requireUppercase && 'an uppercase letter',
  PASSWORD_POLICY.requireLowercase && 'a lowercase letter',
]
  .filter(Boolean)
  .join(', ')
  .replace(/, ([^,]*)$/, ' and $1')}.`;

/** Checked in the browser too, because the local emulator does not enforce the policy. */
export function meetsPasswordPolicy(password: string): boolean {
  if (password.length < PASSWORD_POLICY.minLength) return false;
  if (PASSWORD_POLICY.requireDigits && !/\d/.test(password)) return false;
  if (PASSWORD_POLICY.requireSymbols && !/[^A-Za-z0-9\s]/.test(password)) return false;
  if (PASSWORD_POLICY.requireUppercase && !/[A-Z]/.test(password)) return false;
  if (PASSWORD_POLICY.requireLowercase && !/[a-z]/.test(password)) return false;
  return true;
}
