/**
 * Account and admin routes. Everything here is a lazy chunk, so public pages never load Amplify,
 * the account screens or the admin area; the auth provider wraps only these routes.
 * The app composes the two features: the admin area sits behind the auth feature's staff guard.
 * The sign-in pages (login, register, reset) are prerendered like public pages: their chunks and
 * the account layout are preloadable, so the server renders them and the browser hydrates them.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route } from 'react-router-dom';
import { ACCOUNT_PATHS } from '../../../lambdas/contract/account-paths';
import { Loading } from '../features/auth/Loading';
import { lazyPage, type LazyPage } from './lazyPage';

const accountShell = lazyPage(() => import('../features/auth/AccountShell').then((m) => m.default));
const signInPages = {
  [ACCOUNT_PATHS.login]: lazyPage(() => import('../features/auth/pages/SignedOutLogin').then((m) => m.default)),
  [ACCOUNT_PATHS.register]: lazyPage(() => import('../features/auth/pages/SignedOutRegister').then((m) => m.default)),
  [ACCOUNT_PATHS.forgotPassword]: lazyPage(() => import('../features/auth/pages/ForgotPasswordPage').then((m) => m.default)),
} satisfies Record<string, LazyPage>;
const DashboardPage = lazy(() => import('../features/auth/pages/DashboardPage'));
const SignedInProfile = lazy(() => import('../features/auth/pages/SignedInProfile'));
const StaffArea = lazy(() => import('./StaffArea'));
const PostPreviewArea = lazy(() => import('./PostPreviewArea'));

const show = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<Loading />}>
    <Page />
  </Suspense>
);

/** The prerendered sign-in pages and the source modules of their chunks (layout first, for its stylesheet). */
export const SIGN_IN_PAGE_MODULES: Record<string, readonly string[]> = {
  [ACCOUNT_PATHS.login]: ['src/features/auth/AccountShell.tsx', 'src/features/auth/pages/SignedOutLogin.tsx'],
  [ACCOUNT_PATHS.register]: ['src/features/auth/AccountShell.tsx', 'src/features/auth/pages/SignedOutRegister.tsx'],
  [ACCOUNT_PATHS.forgotPassword]: ['src/features/auth/AccountShell.tsx', 'src/features/auth/pages/ForgotPasswordPage.tsx'],
};

/** The path without trailing slashes ("/login/" is "/login"). */
const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/+$/, '$1') || '/';
const signInPageOf = (pathname: string): LazyPage | undefined => {
  const path = withoutTrailingSlash(pathname);
  return Object.hasOwn(signInPages, path) ? signInPages[path as keyof typeof signInPages] : undefined;
};

/** True for a prerendered sign-in page's path. */
export const isSignInPagePath = (pathname: string) => signInPageOf(pathname) !== undefined;
/** The source modules of a sign-in page's chunks, for its preload links; undefined for other paths. */
export const signInPageModulesOf = (pathname: string): readonly string[] | undefined => {
  const path = withoutTrailingSlash(pathname);
  return Object.hasOwn(SIGN_IN_PAGE_MODULES, path) ? SIGN_IN_PAGE_MODULES[path] : undefined;
};

/** Loads a sign-in page's chunks (layout and page) before hydrating it; other paths resolve at once. */
export function preloadSignInPage(pathname: string): Promise<unknown> {
  const page = signInPageOf(pathname);
  return page ? Promise.all([accountShell.preload(), page.preload()]) : Promise.resolve();
}

/** Every sign-in page and the layout (the prerender step renders them synchronously). */
export const preloadSignInPages = () => Promise.all([accountShell, ...Object.values(signInPages)].map((p) => p.preload()));

/** A child route's path is the contract's path without the leading slash. */
const route = (path: string) => path.slice(1);

export function accountRoutes() {
  return (
    <Route
      element={
        <Suspense fallback={<Loading />}>
          <accountShell.Page />
        </Suspense>
      }
    >
      {Object.entries(signInPages).map(([path, { Page }]) => (
        <Route
          key={path}
          path={route(path)}
          element={
            <Suspense fallback={<Loading />}>
              <Page />
            </Suspense>
          }
        />
      ))}
      <Route path={route(ACCOUNT_PATHS.dashboard)} element={show(DashboardPage)} />
      <Route path={route(ACCOUNT_PATHS.profile)} element={show(SignedInProfile)} />
      <Route path={`${route(ACCOUNT_PATHS.admin)}/blogs/:id/preview`} element={show(PostPreviewArea)} />
      <Route path={`${route(ACCOUNT_PATHS.admin)}/*`} element={show(StaffArea)} />
    </Route>
  );
}
