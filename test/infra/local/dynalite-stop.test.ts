/**
 * Integration: stopping the DynamoDB emulator while Scans are in flight fails those requests and
 * nothing else. Unpatched, the Scans' storage iterators, closed with the database, threw out of
 * dynalite's request handler and ended the hosting process (the local stack, a bench); the patch
 * in patches/dynalite+4.0.0.patch answers such a fault with a 500.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

it('stopping the emulator mid-Scan fails the Scans in flight and leaves the process running', { timeout: 60_000 }, () => {
  const child = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'test/infra/local/support/stop-during-scans.ts'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    },
  );
  expect(child.stderr).not.toMatch(/Iterator is not open|uncaught/i);
  expect(child.status).toBe(0);
  const outcomes = JSON.parse(child.stdout) as string[];
  expect(outcomes).toHaveLength(8);
  // Each Scan either finished before the stop or failed; none hangs or ends the process.
  for (const outcome of outcomes) expect(outcome).toMatch(/^(read 2000|failed)$/);
  expect(outcomes).toContain('failed');
});
