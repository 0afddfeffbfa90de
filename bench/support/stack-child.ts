/**
 * A local stack in a child process (bench/support/stack-process.ts) on a fresh data folder, so a
 * bench's own requests do not run on the stack's thread and its memory is the stack's alone.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RateLimits } from '../../lambdas/contract/abuse';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface StackChild {
  apiUrl: string;
  /** Resident memory of the stack's process, in MB. */
  rssMb(): number;
  stop(): Promise<void>;
}

/** `rateLimits`: the stack's abuse limits, when a bench sends more than one visitor would. */
export async function startStackChild(options: { rateLimits?: RateLimits } = {}): Promise<StackChild> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-stack-'));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(ROOT, 'bench/support/stack-process.ts'),
      dataDir,
      ...(options.rateLimits ? [JSON.stringify(options.rateLimits)] : []),
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const { apiUrl } = await new Promise<{ apiUrl: string }>((done, fail) => {
      let buf = '';
      child.stdout.on('data', (d: Buffer) => {
        buf += d.toString();
        if (buf.includes('\n')) done(JSON.parse(buf.split('\n')[0]!) as { apiUrl: string });
      });
      child.on('exit', (code) => fail(new Error(`stack exited with ${code}`)));
    });
    const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;
    return { apiUrl, rssMb, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
