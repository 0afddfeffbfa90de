/**
 * The DynamoDB and S3 emulators, in-process on loopback with free ports, persisting under the
 * stack's data folder. (Cognito lives in cognito/emulator.ts.)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import dynalite from 'dynalite';
import S3rver from 's3rver';

export interface RunningEmulator {
  url: string;
  stop(): Promise<void>;
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/**
 * Tries the port an earlier run used (so URLs and token issuers stay the same across restarts,
 * and SDK clients the in-process handlers cached keep working), else any free port.
 */
export async function withPreferredPort<T>(preferred: number | undefined, start: (port: number) => Promise<T>): Promise<T> {
  if (preferred) {
    try {
      return await start(preferred);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    }
  }
  return start(0);
}

function listenOn(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startDynamo(dir: string, preferredPort?: number): Promise<RunningEmulator> {
  // Without createTableMs 0 a put right after CreateTable fails while the table is "CREATING".
  const server = dynalite({ path: dir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  const port = await withPreferredPort(preferredPort, (p) => listenOn(server, p));
  return { url: `http://127.0.0.1:${port}`, stop: () => closeServer(server) };
}

export async function startS3(dir: string, preferredPort?: number): Promise<RunningEmulator> {
  const s3 = new S3rver({ directory: dir, silent: true });
  // s3rver's own run() cannot fall back when the port is taken (the error is emitted, not thrown).
  const server = createServer(s3.callback());
  const port = await withPreferredPort(preferredPort, (p) => listenOn(server, p));
  return { url: `http://127.0.0.1:${port}`, stop: () => closeServer(server) };
}
