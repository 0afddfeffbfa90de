/**
 * Publishes image variants to the site's own origin: the site bucket under MEDIA_SITE_PREFIX in the
 * cloud (CloudFront serves them like every other file), the folder the gateway serves locally.
 * Variants are never changed once written (a new image is a new id), so they are cached for a year
 * and nothing needs invalidating.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { MEDIA_CACHE_CONTROL, MEDIA_SITE_PREFIX } from '../contract/media';
import { SITE_BUCKET_ENV, SITE_DIR_ENV } from './site-store';
import { s3Client } from './clients';

export interface MediaFile {
  /** Key under MEDIA_SITE_PREFIX: `<id>/960.webp`. */
  readonly name: string;
  readonly body: Buffer;
  readonly contentType: string;
}

export async function publishMediaFiles(files: readonly MediaFile[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const dir = env[SITE_DIR_ENV];
  const bucket = env[SITE_BUCKET_ENV];
  if (!dir && !bucket) throw new Error(`Missing environment variable ${SITE_BUCKET_ENV} (or ${SITE_DIR_ENV} locally)`);
  await Promise.all(
    files.map(async (file) => {
      const key = `${MEDIA_SITE_PREFIX}${file.name}`;
      if (dir) {
        const path = join(dir, key);
        await mkdir(dirname(path), { recursive: true });
        const tmp = `${path}.${process.pid}.tmp`;
        await writeFile(tmp, file.body);
        await rename(tmp, path);
        return;
      }
      await s3Client().send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: file.body,
          ContentType: file.contentType,
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    }),
  );
}
