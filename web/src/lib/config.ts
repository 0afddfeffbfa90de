/**
 * Runtime settings of the SPA, read from `/config.json` (written at deploy time by the CDK app, or
 * by the local stack), so one build serves every environment. Only auth and admin code reads it.
 */
export interface RuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Base of the API, normally `/api` on the site's own origin. */
  apiBase: string;
  /** Local mode only: the Cognito emulator's endpoint (through the local gateway). */
  cognitoEndpoint?: string;
}

let pending: Promise<RuntimeConfig> | undefined;

export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch('/config.json', { cache: 'no-store' }).then(async (res) => {
    if (!res.ok) throw new Error(`Could not load /config.json (${res.status})`);
    return (await res.json()) as RuntimeConfig;
  });
  return pending;
}
