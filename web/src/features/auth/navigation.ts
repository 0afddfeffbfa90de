import type { Location } from 'react-router-dom';
import { ACCOUNT_PATHS, SIGN_IN_PATHS } from '../../../../lambdas/contract/account-paths';

/** What account screens pass to each other in `location.state`. */
export interface AccountNavState {
  /** The protected page the visitor asked for before being sent to /login. */
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** A status line for the next screen ("Your account is confirmed..."). */
  notice?: string;
  /** Opens /register on its confirmation step for this e-mail. */
  confirmEmail?: string;
  email?: string;
}

export const DEFAULT_AFTER_LOGIN = ACCOUNT_PATHS.admin;

export function readNavState(state: unknown): AccountNavState {
  return state && typeof state === 'object' ? state : {};
}

/** Where to go after login: the originally requested page (never an auth screen), else /admin. */
export function afterLoginPath(state: unknown): string {
  const from = readNavState(state).from;
  if (!from?.pathname || (SIGN_IN_PATHS as readonly string[]).includes(from.pathname)) return DEFAULT_AFTER_LOGIN;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
