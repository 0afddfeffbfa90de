/**
 * Integration: one local stack per data folder. A second `npm start` on the folder exits at once
 * with "Already running (pid N) at URL" and code 1 while the first keeps serving; a lock left by
 * a crashed run is cleared by the next start.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalStack } from '../../../infra/local/stack';
import { acquireInstanceLock, AlreadyRunningError, LOCK_FILE } from '../../../infra/local/instance-lock';

const ROOT = resolve(import.meta.dirname, '../../..');
let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'local-lock-test-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function npmStart(env: Record<string, string>): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'bin/local.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`second start did not exit within 60 s: ${output}`));
    }, 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, output, ms: Date.now() - started });
    });
  });
}

/** A pid that no longer exists: a process that already ended. */
const deadPid = () =>
  spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;

it("refuses a second start on the same folder with the running one's pid and URL, and the first keeps running", async () => {
  const first = await startLocalStack({ port: 0, dataDir, web: 'none', log: () => undefined });
  try {
    const second = await npmStart({ PORT: '0', DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.output.trim()).toBe(`Already running (pid ${process.pid}) at ${first.url}`);
    // In-process, the same check answers the same way.
    await expect(acquireInstanceLock(dataDir)).rejects.toBeInstanceOf(AlreadyRunningError);
    const res = await fetch(`${first.url}/config.json`);
    expect(res.status).toBe(200);
    const jobs = await fetch(`${first.apiUrl}/jobs`);
    expect(jobs.status).toBe(200);
  } finally {
    await first.stop();
  }
}, 90_000);

it("clears a stale lock: a crashed run's pid, or a live pid that is no stack at the recorded URL", async () => {
  const lockPath = join(dataDir, LOCK_FILE);
  const pid = Number(deadPid());
  expect(pid).toBeGreaterThan(0);
  writeFileSync(lockPath, JSON.stringify({ pid, url: 'http://127.0.0.1:9' }));
  const stack = await startLocalStack({ port: 0, dataDir, web: 'none', log: () => undefined });
  expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toEqual({ pid: process.pid, url: stack.url });
  await stack.stop();
  expect(() => readFileSync(lockPath)).toThrow();

  // A pid reused by an unrelated process (here: our parent) that does not answer at the URL.
  writeFileSync(lockPath, JSON.stringify({ pid: process.ppid, url: 'http://127.0.0.1:9' }));
  const lock = await acquireInstanceLock(dataDir);
  expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toEqual({ pid: process.pid });
  lock.release();

  // An unreadable lock (a crash while writing it) is stale too.
  writeFileSync(lockPath, '{"pi');
  const again = await acquireInstanceLock(dataDir);
  again.release();
}, 90_000);
