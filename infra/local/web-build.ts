/**
 * Whether dist/web needs a (re)build before the gateway can serve it, and the build itself
 * (`npm run build:web`, which also prerenders the public pages).
 */
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path: string): number {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when dist/web has no index.html or anything under web/ changed after it was built. */
export function webBuildIsStale(repoRoot: string): boolean {
  const built = newestMtime(join(repoRoot, 'dist', 'web', 'index.html'));
  if (!built) return true;
  return newestMtime(join(repoRoot, 'web')) > built;
}

export function buildWeb(repoRoot: string, opts: { quiet?: boolean } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build:web'], {
      cwd: repoRoot,
      stdio: opts.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`"npm run build:web" failed (exit ${code}).${output ? `\n${output.slice(-4000)}` : ''}`)),
    );
  });
}
