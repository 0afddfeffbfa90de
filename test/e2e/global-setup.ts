/**
 * Starts ONE local stack for the whole run: fresh temp data folder, free port, a snapshot of the
 * built web app (built first when missing or stale). Specs read its details through support/stack.ts.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, WEB_DIST, startLocalStack } from '../../infra/local/stack';
import { DEFAULT_RATE_LIMITS, scaleRateLimits } from '../../lambdas/contract/abuse';

import { buildWeb, webBuildIsStale } from '../../infra/local/web-build';
import { STACK_ENV, type E2eStack } from './support/stack';

export default async function globalSetup() {
  if (webBuildIsStale(REPO_ROOT)) {
    console.log('e2e: building the web app...');
    await buildWeb(REPO_ROOT, { quiet: true });
  }
  const runDir = mkdtempSync(join(tmpdir(), 'nimbus-e2e-'));
  // A snapshot of the build, so a rebuild of dist/web during the run cannot pull files from under it.
  const webRoot = join(runDir, 'web');
  cpSync(WEB_DIST, webRoot, { recursive: true });
  const stack = await startLocalStack({
    port: 0,
    dataDir: join(runDir, 'data'),
    web: 'dist',
    webRoot,
    // Every spec writes from loopback: ten times the default abuse limits (test/integration/abuse.test.ts checks the defaults).
    rateLimits: scaleRateLimits(DEFAULT_RATE_LIMITS, 10),
    log: (line) => {
      if (!line.startsWith('outbox:') && !line.startsWith('seed:')) console.log(`stack: ${line}`);
    },
  });
  const details: E2eStack = {
    baseURL: stack.url,
    apiURL: stack.apiUrl,
    staff: stack.staff,
    userPoolId: stack.userPoolId,
    userPoolClientId: stack.userPoolClientId,
    cognitoEndpoint: stack.cognitoEndpoint,
    cognitoAdminEndpoint: stack.cognitoAdminEndpoint,
  };
  process.env[STACK_ENV] = JSON.stringify(details);
  process.env.E2E_BASE_URL = stack.url;

  return async () => {
    await stack.stop();
    rmSync(runDir, { recursive: true, force: true });
  };
}
