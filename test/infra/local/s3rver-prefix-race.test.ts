/**
 * The S3 emulator under a put and a delete under one prefix at once (patches/s3rver+3.7.1.patch):
 * s3rver removed a prefix's directory once its last object was deleted, which raced a put under
 * the same prefix (its directory made, its file not yet open) into a 500. A candidate's upload to
 * incoming/ while another application's incoming object was moved away failed so (an e2e run).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type RunningEmulator } from '../../../infra/local/emulators';

const BUCKET = 'race-test';
let dir: string;
let s3: RunningEmulator;
let client: S3Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 's3rver-race-'));
  s3 = await startS3(dir);
  client = new S3Client({
    endpoint: s3.url,
    region: 'ap-south-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  client.destroy();
  await s3.stop();
  rmSync(dir, { recursive: true, force: true });
});

const put = (key: string) => client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: Buffer.alloc(2048, 1) }));
const remove = (key: string) => client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));

describe('a put and a delete under one prefix at once', () => {
  it("keeps a prefix's directory when its last object is deleted", async () => {
    await put('incoming/only.pdf');
    await remove('incoming/only.pdf');
    expect(statSync(join(dir, BUCKET, 'incoming')).isDirectory()).toBe(true);
  });

  it('never fails the put', async () => {
    for (let round = 0; round < 60; round += 1) {
      await put(`incoming/old-${round}.pdf`);
      const [putResult] = await Promise.allSettled([put(`incoming/new-${round}.pdf`), remove(`incoming/old-${round}.pdf`)]);
      expect(putResult.status).toBe('fulfilled');
      await remove(`incoming/new-${round}.pdf`);
    }
  });
});
