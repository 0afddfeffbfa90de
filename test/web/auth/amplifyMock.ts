import { vi } from 'vitest';
import type { SessionUser } from '../../../web/src/lib/auth/amplify';

/** Stand-in for the one module that talks to Amplify: tests drive the session through it. */
export const amplifyMock = {
  session: null as SessionUser | null,
  readSession: vi.fn(async () => amplifyMock.session),
  signInWithPassword: vi.fn(async (): Promise<'signedIn' | 'confirmSignUp' | 'unsupported'> => 'signedIn'),
  signOutEverywhere: vi.fn(async () => {
    amplifyMock.session = null;
  }),
  currentIdToken: vi.fn(async () => 'id-token'),
  configureAuth: vi.fn(async () => undefined),
  registerAccount: vi.fn(async () => true),
  confirmAccount: vi.fn(async () => undefined),
  resendAccountCode: vi.fn(async () => undefined),
  requestPasswordReset: vi.fn(async () => undefined),
  confirmPasswordReset: vi.fn(async () => undefined),
};

/** The key Amplify keeps while a user is signed in: the provider reads a session only when it exists. */
export const STORED_SESSION_KEY = 'CognitoIdentityServiceProvider.test-client.LastAuthUser';

export function resetAmplifyMock(session: SessionUser | null = null) {
  amplifyMock.session = session;
  if (typeof localStorage !== 'undefined') {
    if (session) localStorage.setItem(STORED_SESSION_KEY, session.username);
    else localStorage.removeItem(STORED_SESSION_KEY);
  }
  for (const fn of Object.values(amplifyMock)) if (typeof fn === 'function' && 'mockClear' in fn) fn.mockClear();
}

export const staffUser: SessionUser = { username: 'u-1', userId: 'u-1', email: 'staff@example.com', groups: ['staff'] };
export const plainUser: SessionUser = { username: 'u-2', userId: 'u-2', email: 'new@example.com', groups: [] };
