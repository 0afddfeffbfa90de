/**
 * The DynamoDB and S3 emulators, in-process on loopback with free ports, persisting under the
 * stack's data folder. (Cognito lives in cognito/emulator.ts.)
 */
import type { Server } from 'node:http';
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

export async function startDynamo(dir: string): Promise<RunningEmulator> {
  // Without createTableMs 0 a put right after CreateTable fails while the table is "CREATING".
  const server = dynalite({ path: dir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, stop: () => closeServer(server) };
}

export async function startS3(dir: string, buckets: { name: string; configs: string[] }[]): Promise<RunningEmulator> {
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: buckets });
  const { port } = await s3.run();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (s3.httpServer) await closeServer(s3.httpServer);
    },
  };
}
