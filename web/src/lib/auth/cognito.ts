/**
 * The account screens' door to Cognito. Every operation loads `./amplify` (and with it aws-amplify,
 * about 37 KB gzipped) on first use, so an account page paints and hydrates without it; a visitor
 * with no stored session never downloads it until they use a form.
 */
import type * as Amplify from './amplify';
import type { SessionUser, SignInOutcome } from './amplify';

export type { SessionUser, SignInOutcome };

let loading: Promise<typeof Amplify> | undefined;
/** One load shared by every caller; a failed load (offline) is tried again next time. */
const amplify = () =>
  (loading ??= import('./amplify').catch((err: unknown) => {
    loading = undefined;
    throw err;
  }));

/** Starts loading Amplify (a visitor began to fill a form), so the submit does not wait for it. */
export function preloadAuth(): void {
  void amplify().catch(() => undefined);
}

/**
 * True when the browser may hold a session: Amplify keeps the signed-in user of each app client
 * under `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` in localStorage. Without one there
 * is no session to read, so the provider answers "signed out" without loading Amplify.
 */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'> | undefined = globalThis.localStorage): boolean {
  if (!storage) return false;
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.LastAuthUser')) return true;
    }
  } catch {
    // Storage can refuse access (privacy settings): let Amplify decide.
    return true;
  }
  return false;
}

export const readSession = async (options?: { forceRefresh?: boolean }) => (await amplify()).readSession(options);
export const currentIdToken = async () => (await amplify()).currentIdToken();
export const signInWithPassword = async (email: string, password: string) =>
  (await amplify()).signInWithPassword(email, password);
export const signOutEverywhere = async () => (await amplify()).signOutEverywhere();
export const registerAccount = async (email: string, password: string) => (await amplify()).registerAccount(email, password);
export const confirmAccount = async (email: string, code: string) => (await amplify()).confirmAccount(email, code);
export const resendAccountCode = async (email: string) => (await amplify()).resendAccountCode(email);
export const requestPasswordReset = async (email: string) => (await amplify()).requestPasswordReset(email);
export const confirmPasswordReset = async (email: string, code: string, newPassword: string) =>
  (await amplify()).confirmPasswordReset(email, code, newPassword);
