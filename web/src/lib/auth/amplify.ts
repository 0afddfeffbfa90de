/**
 * The only module that imports `aws-amplify/auth`: it configures Amplify from /config.json once
 * and exposes the Cognito operations the account screens use. Tests mock this module.
 */
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignUp,
  fetchAuthSession,
  getCurrentUser,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { loadRuntimeConfig } from '../config';

let configured: Promise<void> | undefined;

/** Idempotent: every operation below awaits it, so callers never see an unconfigured Amplify. */
export function configureAuth(): Promise<void> {
  configured ??= loadRuntimeConfig().then((config) => {
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          loginWith: { email: true },
          ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        },
      },
    });
  });
  return configured;
}

export interface SessionUser {
  username: string;
  userId: string;
  email: string;
  groups: string[];
}

/**
 * The signed-in user from the current session, or null when there is none. `forceRefresh` gets
 * new tokens with the refresh token, so a change of groups shows without signing in again.
 */
export async function readSession(options: { forceRefresh?: boolean } = {}): Promise<SessionUser | null> {
  try {
    await configureAuth();
    const current = await getCurrentUser();
    const session = await fetchAuthSession({ forceRefresh: options.forceRefresh });
    const payload = session.tokens?.idToken?.payload;
    if (!payload) return null;
    const groups = payload['cognito:groups'];
    return {
      username: current.username,
      userId: current.userId,
      email: typeof payload.email === 'string' ? payload.email : (current.signInDetails?.loginId ?? current.username),
      groups: Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [],
    };
  } catch (err) {
    // No user or an expired session both mean "signed out"; a missing /config.json is logged and
    // surfaces again as the error of the next sign-in attempt.
    if (!['UserUnAuthenticatedException', 'NotAuthorizedException'].includes((err as Error).name))
      console.warn('No session', err);
    return null;
  }
}

/** A fresh ID token for an API call (Amplify refreshes it when needed); the SPA keeps no copy. */
export async function currentIdToken(): Promise<string | undefined> {
  await configureAuth();
  try {
    return (await fetchAuthSession()).tokens?.idToken?.toString();
  } catch {
    return undefined;
  }
}

export type SignInOutcome = 'signedIn' | 'confirmSignUp' | 'unsupported';

export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  await configureAuth();
  const result = await signIn({ username: email, password });
  if (result.isSignedIn) return 'signedIn';
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
  return 'unsupported';
}

export async function signOutEverywhere(): Promise<void> {
  await configureAuth();
  await signOut();
}

/** Signs up with the e-mail as username and only attribute; true when a code must be confirmed. */
export async function registerAccount(email: string, password: string): Promise<boolean> {
  await configureAuth();
  const result = await signUp({ username: email, password, options: { userAttributes: { email } } });
  return result.nextStep.signUpStep === 'CONFIRM_SIGN_UP';
}

export async function confirmAccount(email: string, code: string): Promise<void> {
  await configureAuth();
  await confirmSignUp({ username: email, confirmationCode: code });
}

export async function resendAccountCode(email: string): Promise<void> {
  await configureAuth();
  await resendSignUpCode({ username: email });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await configureAuth();
  await resetPassword({ username: email });
}

export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await configureAuth();
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}
