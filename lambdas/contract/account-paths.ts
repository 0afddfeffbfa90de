/**
 * The account and admin screens of the SPA: one list for the web routes, the "not found" decision
 * before hydration, the post-login redirect, and every static server that must answer these paths
 * with the SPA shell instead of a 404 (local gateway, bench server, CloudFront).
 */
export const ACCOUNT_PATHS = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  dashboard: '/dashboard',
  profile: '/profile',
  /** The admin area and everything below it. */
  admin: '/admin',
} as const;

export type AccountPath = (typeof ACCOUNT_PATHS)[keyof typeof ACCOUNT_PATHS];

/** Screens that sign a visitor in: never the place to return to after login. */
export const SIGN_IN_PATHS: readonly AccountPath[] = [ACCOUNT_PATHS.login, ACCOUNT_PATHS.register, ACCOUNT_PATHS.forgotPassword];

const under = (base: string, pathname: string) => pathname === base || pathname.startsWith(`${base}/`);

export const isAdminPath = (pathname: string) => under(ACCOUNT_PATHS.admin, pathname);

/** True for an account screen; only the admin area has sub-paths. */
export const isAccountPath = (pathname: string) =>
  isAdminPath(pathname) || (Object.values(ACCOUNT_PATHS) as string[]).includes(pathname.replace(/\/+$/, '') || '/');
