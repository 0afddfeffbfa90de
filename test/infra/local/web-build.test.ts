import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const spawned = vi.hoisted(() => [] as { env?: NodeJS.ProcessEnv }[]);
vi.mock('node:child_process', () => ({
  spawn: (_cmd: string, _args: string[], opts: { env?: NodeJS.ProcessEnv }) => {
    spawned.push(opts);
    return { stdout: null, stderr: null, on: (event: string, cb: (code: number) => void) => event === 'exit' && cb(0) };
  },
}));

import { buildWeb, webBuildIsDevelopment, webBuildIsStale } from '../../../infra/local/web-build';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function repoWithBuild(bundle: string): string {
  const root = mkdtempSync(join(tmpdir(), 'web-build-'));
  dirs.push(root);
  mkdirSync(join(root, 'web'), { recursive: true });
  writeFileSync(join(root, 'web', 'index.html'), '<!doctype html>');
  mkdirSync(join(root, 'dist', 'web', 'assets'), { recursive: true });
  writeFileSync(join(root, 'dist', 'web', 'assets', 'index-abc.js'), bundle);
  writeFileSync(join(root, 'dist', 'web', 'index.html'), '<!doctype html>');
  return root;
}

describe('web build', () => {
  it('builds for production even when the caller runs under NODE_ENV=test (vitest)', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    await buildWeb('/nowhere', { quiet: true });
    expect(spawned.at(-1)?.env?.NODE_ENV).toBe('production');
  });

  it('counts a build carrying React development code as stale, a production one as current', () => {
    const dev = repoWithBuild(
      `console.error("A tree hydrated but some attributes of the server rendered HTML didn't match the client")`,
    );
    expect(webBuildIsDevelopment(join(dev, 'dist', 'web'))).toBe(true);
    expect(webBuildIsStale(dev)).toBe(true);
    const prod = repoWithBuild('throw Error(formatProdErrorMessage(418))');
    expect(webBuildIsDevelopment(join(prod, 'dist', 'web'))).toBe(false);
    expect(webBuildIsStale(prod)).toBe(false);
  });
});
