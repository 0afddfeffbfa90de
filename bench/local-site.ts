/**
 * The site as `npm start` serves it, for the web benches: a local stack (the real gateway with its
 * compression and security headers, the emulators, the seeded content) on a free loopback port,
 * serving a snapshot of dist/web from a temporary data folder.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEB_DIST, startLocalStack } from '../infra/local/stack';

export async function startSnapshotServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-site-'));
  const webRoot = join(dir, 'web');
  cpSync(WEB_DIST, webRoot, { recursive: true });
  const stack = await startLocalStack({
    port: 0,
    dataDir: join(dir, 'data'),
    reset: true,
    web: 'dist',
    webRoot,
    log: () => undefined,
  });
  return {
    url: stack.url,
    close: async () => {
      await stack.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
