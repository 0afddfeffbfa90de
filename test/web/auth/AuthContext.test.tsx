// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '../../../web/src/lib/auth/AuthContext';
import { amplifyMock, plainUser, resetAmplifyMock, staffUser } from './amplifyMock';

vi.mock('../../../web/src/lib/auth/amplify', async () => (await import('./amplifyMock')).amplifyMock);

let auth: ReturnType<typeof useAuth>;
function Probe() {
  auth = useAuth();
  if (auth.loading) return <p>Loading</p>;
  return <p>{auth.authenticated ? `signed in as ${auth.user?.email}${auth.isStaff ? ' (staff)' : ''}` : 'signed out'}</p>;
}
const renderProvider = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );

describe('AuthProvider', () => {
  beforeEach(() => resetAmplifyMock());

  it('starts loading, then reads the existing session', async () => {
    resetAmplifyMock(staffUser);
    renderProvider();
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('signed in as staff@example.com (staff)')).toBeInTheDocument();
    expect(amplifyMock.readSession).toHaveBeenCalledTimes(1);
  });

  it('ends loading signed out when there is no session', async () => {
    renderProvider();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(auth.user).toBeNull();
  });

  it('signs in, re-reads the session, and reports outsiders as not staff', async () => {
    renderProvider();
    await screen.findByText('signed out');
    amplifyMock.signInWithPassword.mockImplementationOnce(async () => {
      amplifyMock.session = plainUser;
      return 'signedIn';
    });
    let outcome: string | undefined;
    await act(async () => {
      outcome = await auth.signIn('new@example.com', 'Secret1!');
    });
    expect(outcome).toBe('signedIn');
    expect(amplifyMock.signInWithPassword).toHaveBeenCalledWith('new@example.com', 'Secret1!');
    expect(screen.getByText('signed in as new@example.com')).toBeInTheDocument();
    expect(auth.isStaff).toBe(false);
  });

  it('ends an existing session before signing in again (Amplify refuses a second sign-in)', async () => {
    resetAmplifyMock(plainUser);
    renderProvider();
    await screen.findByText('signed in as new@example.com');
    amplifyMock.signInWithPassword.mockImplementationOnce(async () => {
      amplifyMock.session = staffUser;
      return 'signedIn';
    });
    await act(async () => {
      await auth.signIn('staff@example.com', 'Secret1!');
    });
    expect(amplifyMock.signOutEverywhere).toHaveBeenCalledTimes(1);
    expect(amplifyMock.signOutEverywhere.mock.invocationCallOrder[0]).toBeLessThan(
      amplifyMock.signInWithPassword.mock.invocationCallOrder[0]!,
    );
    expect(screen.getByText('signed in as staff@example.com (staff)')).toBeInTheDocument();
  });

  it('does not mark the user signed in when Cognito asks to confirm the account', async () => {
    renderProvider();
    await screen.findByText('signed out');
    amplifyMock.signInWithPassword.mockResolvedValueOnce('confirmSignUp');
    let outcome: string | undefined;
    await act(async () => {
      outcome = await auth.signIn('new@example.com', 'Secret1!');
    });
    expect(outcome).toBe('confirmSignUp');
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('clears the user on sign-out, even when Amplify fails', async () => {
    resetAmplifyMock(staffUser);
    renderProvider();
    await screen.findByText('signed in as staff@example.com (staff)');
    amplifyMock.signOutEverywhere.mockRejectedValueOnce(new Error('network'));
    await act(async () => {
      await auth.signOut().catch(() => undefined);
    });
    await waitFor(() => expect(screen.getByText('signed out')).toBeInTheDocument());
    expect(auth.authenticated).toBe(false);
  });

  it('refuses to be used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/inside <AuthProvider>/);
  });
});
