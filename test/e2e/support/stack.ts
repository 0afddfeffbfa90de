/** The local stack the global setup started for this run (see ../global-setup.ts). */
export const STACK_ENV = 'E2E_STACK';

export interface E2eStack {
  baseURL: string;
  apiURL: string;
  staff: { email: string; password: string };
  userPoolId: string;
  userPoolClientId: string;
  cognitoEndpoint: string;
  /** cognito-local itself: Admin* calls go here, the browser-facing endpoint refuses them as AWS does. */
  cognitoAdminEndpoint: string;
}

let cached: E2eStack | undefined;

export function e2eStack(): E2eStack {
  if (cached) return cached;
  const raw = process.env[STACK_ENV];
  if (!raw)
    throw new Error(
      `${STACK_ENV} is not set: run the specs with -c test/e2e/playwright.config.ts, whose global setup starts the stack.`,
    );
  cached = JSON.parse(raw) as E2eStack;
  return cached;
}
