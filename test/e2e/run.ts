/**
 * `npm run test:e2e`: makes sure Debian's Chromium is present (installing it with apt when
 * running as root), then runs Playwright with test/e2e/playwright.config.ts. Never skips: without
 * a browser it fails with the reason.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './playwright.config';

function run(cmd: string, args: string[]): number {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `test:e2e: ${CHROMIUM_PATH} is missing and this user cannot install it. Run as root, or: sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log(`test:e2e: ${CHROMIUM_PATH} is missing; installing Debian's chromium package...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok =
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status === 0 &&
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env }).status === 0;
  if (!ok || !existsSync(CHROMIUM_PATH)) {
    console.error('test:e2e: installing chromium with apt-get failed; the end-to-end tests cannot run without a browser.');
    process.exit(1);
  }
}

ensureChromium();
process.exit(run('npx', ['playwright', 'test', '-c', 'test/e2e/playwright.config.ts', ...process.argv.slice(2)]));
