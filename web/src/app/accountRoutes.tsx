/**
 * Account and admin routes. Everything here is a lazy chunk, so public pages never load Amplify,
 * the account screens or the admin area; the auth provider wraps only these routes.
 * The app composes the two features: the admin area sits behind the auth feature's staff guard.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route } from 'react-router-dom';
import { ACCOUNT_PATHS } from '../../../lambdas/contract/account-paths';
import { Loading } from '../features/auth/Loading';

const AccountShell = lazy(() => import('../features/auth/AccountShell'));
const LoginPage = lazy(() => import('../features/auth/pages/SignedOutLogin'));
const RegisterPage = lazy(() => import('../features/auth/pages/SignedOutRegister'));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/ForgotPasswordPage'));
const DashboardPage = lazy(() => import('../features/auth/pages/DashboardPage'));
const SignedInProfile = lazy(() => import('../features/auth/pages/SignedInProfile'));
const StaffArea = lazy(() => import('./StaffArea'));
const PostPreviewArea = lazy(() => import('./PostPreviewArea'));

const show = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<Loading />}>
    <Page />
  </Suspense>
);

/** A child route's path is the contract's path without the leading slash. */
const route = (path: string) => path.slice(1);

export function accountRoutes() {
  return (
    <Route element={show(AccountShell)}>
      <Route path={route(ACCOUNT_PATHS.login)} element={show(LoginPage)} />
      <Route path={route(ACCOUNT_PATHS.register)} element={show(RegisterPage)} />
      <Route path={route(ACCOUNT_PATHS.forgotPassword)} element={show(ForgotPasswordPage)} />
      <Route path={route(ACCOUNT_PATHS.dashboard)} element={show(DashboardPage)} />
      <Route path={route(ACCOUNT_PATHS.profile)} element={show(SignedInProfile)} />
      <Route path={`${route(ACCOUNT_PATHS.admin)}/blogs/:id/preview`} element={show(PostPreviewArea)} />
      <Route path={`${route(ACCOUNT_PATHS.admin)}/*`} element={show(StaffArea)} />
    </Route>
  );
}
