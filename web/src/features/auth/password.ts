import { PASSWORD_POLICY } from '../../../../lambdas/contract/auth';

/** The hint under every new-password field, from the user pool's own policy (checked with the contract's meetsPasswordPolicy). */
export const PASSWORD_HINT = `At least ${PASSWORD_POLICY.minLength} characters, including ${[
  PASSWORD_POLICY.requireDigits && 'a number',
  PASSWORD_POLICY.requireSymbols && 'a symbol',
  PASSWORD_POLICY.requireUppercase && 'an uppercase letter',
  PASSWORD_POLICY.requireLowercase && 'a lowercase letter',
]
  .filter(Boolean)
  .join(', ')
  .replace(/, ([^,]*)$/, ' and $1')}.`;
