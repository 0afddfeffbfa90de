/**
 * One local stack per data folder. Two stacks on the same folder would share dynalite's LevelDB
 * (the second fails with "Database is closed") and s3rver's files, so the first holds a lock file
 * with its pid and URL, and a second start refuses at once. A lock left by a crashed run (its pid
 * is gone, or the pid now belongs to something that does not answer at the recorded URL) is stale
 * and cleared.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'local-stack.lock';

export interface LockHolder {
  pid: number;
  url?: string;
}

export class AlreadyRunningError extends Error {
  constructor(readonly holder: LockHolder) {
    super(`Already running (pid ${holder.pid})${holder.url ? ` at ${holder.url}` : ''}`);
    this.name = 'AlreadyRunningError';
  }
}

export interface InstanceLock {
  readonly path: string;
  /** Records where this stack answers, for the message a second start prints. */
  setUrl(url: string): void;
  /** Removes the lock if it is still ours. */
  release(): void;
}

function readHolder(path: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder>;
    return typeof parsed.pid === 'number' && Number.isInteger(parsed.pid) && parsed.pid > 0
      ? { pid: parsed.pid, url: typeof parsed.url === 'string' ? parsed.url : undefined }
      : undefined;
  } catch {
    return undefined;
  }
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function answersAt(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/config.json`, { signal: AbortSignal.timeout(1500) });
    await res.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/** Whether the recorded holder is a live stack (a pid alone may have been reused after a crash). */
async function isLive(holder: LockHolder): Promise<boolean> {
  if (holder.pid === process.pid) return true;
  if (!processExists(holder.pid)) return false;
  return holder.url ? answersAt(holder.url) : true;
}

/** Takes the data folder's lock, or throws AlreadyRunningError naming the running stack. */
export async function acquireInstanceLock(dataDir: string): Promise<InstanceLock> {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(path);
      // An unreadable lock is a run that crashed while writing it (the write below is one call).
      if (holder && (await isLive(holder))) throw new AlreadyRunningError(holder);
      rmSync(path, { force: true });
      continue;
    }
    let record: LockHolder = { pid: process.pid };
    writeSync(fd, JSON.stringify(record));
    closeSync(fd);
    let released = false;
    return {
      path,
      setUrl(url) {
        record = { ...record, url };
        writeFileSync(path, JSON.stringify(record));
      },
      release() {
        if (released) return;
        released = true;
        if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
      },
    };
  }
  throw new Error(`Could not take the lock ${path}: another start keeps replacing it.`);
}
