/**
 * Whether dist/web needs a (re)build before the gateway can serve it, and the build itself
 * (`npm run build:web`, which also prerenders the public pages).
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
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

/** A message only React's development build carries. */
const REACT_DEVELOPMENT_MARKER = "A tree hydrated but some attributes of the server rendered HTML didn't match";

/** True when the built app bundled React's development build (a build made with NODE_ENV≠production). */
export function webBuildIsDevelopment(webDist: string): boolean {
  const assets = join(webDist, 'assets');
  let files: string[];
  try {
    files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  } catch {
    return false;
  }
  return files.some((f) => readFileSync(join(assets, f), 'utf8').includes(REACT_DEVELOPMENT_MARKER));
}

/**
 * True when dist/web has no index.html, anything under web/ changed after it was built, or it is
 * a development build (which must never be served or measured).
 */
export function webBuildIsStale(repoRoot: string): boolean {
  const webDist = join(repoRoot, 'dist', 'web');
  const built = newestMtime(join(webDist, 'index.html'));
  if (!built) return true;
  return newestMtime(join(repoRoot, 'web')) > built || webBuildIsDevelopment(webDist);
}

export function buildWeb(repoRoot: string, opts: { quiet?: boolean } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build:web'], {
      cwd: repoRoot,
      // Always the production build: a caller running under vitest has NODE_ENV=test, and Vite
      // would then bundle React's development build (double-run effects, dev-only warnings) into
      // the dist/web that the e2e run and `npm start` later serve.
      env: { ...process.env, NODE_ENV: 'production' },
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
