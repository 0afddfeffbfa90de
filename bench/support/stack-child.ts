/**
 * A local stack in a child process (bench/support/stack-process.ts) on a fresh data folder, started
 * with the environment `npm start` gives it, so a bench's own requests do not run on the stack's
 * thread and its memory is the stack's alone.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_PROCESS_ENV } from '../../infra/local/config';
import type { RateLimits } from '../../lambdas/contract/abuse';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface StackChild {
  /** The site (gateway) and its API. */
  url: string;
  apiUrl: string;
  /** Its DynamoDB emulator, for a bench that seeds the tables directly. */
  dynamoUrl: string;
  staff: { email: string; password: string };
  /** Re-renders the published pages (as a staff change would), resolved when done. */
  publish(): Promise<void>;
  /** Resident memory of the stack's process, in MB. */
  rssMb(): number;
  /** The stack's own process.memoryUsage() after a full garbage collection, in MB. */
  memoryAfterGc(): Promise<Record<string, number>>;
  /** Open resources of the stack by kind (Node's active handles and requests) and its open file descriptors. */
  resources(): Promise<{ memory: Record<string, number>; byKind: Record<string, number>; fileDescriptors: number }>;
  stop(): Promise<void>;
}

/**
 * `rateLimits`: the stack's abuse limits, when a bench sends more than one visitor would.
 * `webRoot`: a copy of the web build for the stack to serve (and publish into), as `npm start` does.
 */
export async function startStackChild(options: { rateLimits?: RateLimits; webRoot?: string } = {}): Promise<StackChild> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-stack-'));
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', join(ROOT, 'bench/support/stack-process.ts'), dataDir, JSON.stringify(options)],
    {
      cwd: ROOT,
      env: { ...process.env, ...LOCAL_PROCESS_ENV },
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
    type Started = Pick<StackChild, 'url' | 'apiUrl' | 'dynamoUrl' | 'staff'>;
    const { url, apiUrl, dynamoUrl, staff } = await new Promise<Started>((done, fail) => {
      let buf = '';
      child.stdout.on('data', (d: Buffer) => {
        buf += d.toString();
        if (buf.includes('\n')) done(JSON.parse(buf.split('\n')[0]!) as Started);
      });
      child.on('exit', (code) => fail(new Error(`stack exited with ${code}`)));
    });
    const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;
    const lines: ((line: string) => void)[] = [];
    let rest = '';
    child.stdout.on('data', (d: Buffer) => {
      const parts = (rest + d.toString()).split('\n');
      rest = parts.pop()!;
      for (const line of parts) lines.shift()?.(line);
    });
    const memoryAfterGc = async () => {
      const line = new Promise<string>((done) => lines.push(done));
      child.kill('SIGUSR2');
      const { memory, resources } = JSON.parse(await line) as {
        memory: Record<string, number>;
        resources: Record<string, number>;
      };
      lastResources = resources;
      return Object.fromEntries(Object.entries(memory).map(([k, v]) => [k, Math.round(v / 1024 / 1024)]));
    };
    let lastResources: Record<string, number> = {};
    const publish = async () => {
      const line = new Promise<string>((done) => lines.push(done));
      child.kill('SIGHUP');
      await line;
    };
    const resources = async () => {
      const memory = await memoryAfterGc();
      return { memory, byKind: lastResources, fileDescriptors: readdirSync(`/proc/${child.pid}/fd`).length };
    };
    return { url, apiUrl, dynamoUrl, staff, publish, rssMb, memoryAfterGc, resources, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
