/**
 * Tokens and API calls for specs: the staff ID token comes from Amplify's default sign-in (SRP)
 * in Node against the stack's Cognito endpoint, exactly the path the web app uses.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { e2eStack } from './stack';

let configured = false;
function configureAmplify() {
  if (configured) return;
  const stack = e2eStack();
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: stack.userPoolId,
        userPoolClientId: stack.userPoolClientId,
        userPoolEndpoint: stack.cognitoEndpoint,
      },
    },
  });
  configured = true;
}

/** Signs in with Amplify's default flow (USER_SRP_AUTH) and returns the ID token. */
export async function idTokenFor(email: string, password: string): Promise<string> {
  configureAmplify();
  await signOut().catch(() => undefined);
  const result = await signIn({ username: email, password });
  if (!result.isSignedIn) throw new Error(`Sign-in of ${email} stopped at ${result.nextStep.signInStep}`);
  const token = (await fetchAuthSession()).tokens?.idToken?.toString();
  if (!token) throw new Error(`No ID token after signing in ${email}`);
  return token;
}

let staffToken: Promise<string> | undefined;

/** The seeded staff account's ID token (one sign-in per worker). */
export function staffIdToken(): Promise<string> {
  const { email, password } = e2eStack().staff;
  staffToken ??= idTokenFor(email, password);
  return staffToken;
}

/** Calls the API (`path` below /api) with an optional bearer token and JSON body. */
export function api(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<APIResponse> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  return request.fetch(`${e2eStack().apiURL}${path}`, { method, headers, data: opts.body });
}
