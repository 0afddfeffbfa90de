/**
 * Where the published site lives: the site bucket in the cloud (SITE_BUCKET, with CloudFront in
 * front: changed paths are invalidated), or a folder locally (SITE_DIR: the folder the local
 * gateway serves). Both keep the publish manifest, which records each file's hash and status.
 */
import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { PUBLISH_MANIFEST_KEY, type PublishedFile, type PublishManifest } from '../contract/site-routes';
import { s3Client } from './clients';

export const SITE_BUCKET_ENV = 'SITE_BUCKET';
export const SITE_DIR_ENV = 'SITE_DIR';
export const SITE_DISTRIBUTION_ENV = 'SITE_DISTRIBUTION_ID';

/** Published pages revalidate on every visit, like the deployed ones. */
export const PUBLISHED_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** A file as stored: a rendered file, or one drawn from it (a social card's PNG). */
export type StoredFile = Omit<PublishedFile, 'body'> & { readonly body: string | Uint8Array };

export interface SiteStore {
  readManifest(): Promise<PublishManifest>;
  writeManifest(manifest: PublishManifest): Promise<void>;
  put(file: StoredFile): Promise<void>;
  remove(key: string): Promise<void>;
  /** Makes the changed paths visible (CloudFront invalidation; nothing locally). */
  invalidate(paths: string[]): Promise<void>;
}

export function folderSiteStore(dir: string): SiteStore {
  const atomicWrite = async (file: string, body: string | Uint8Array) => {
    await mkdir(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, file);
  };
  return {
    async readManifest() {
      try {
        return JSON.parse(await readFile(join(dir, PUBLISH_MANIFEST_KEY), 'utf8')) as PublishManifest;
      } catch {
        return {};
      }
    },
    writeManifest: (manifest) => atomicWrite(join(dir, PUBLISH_MANIFEST_KEY), JSON.stringify(manifest)),
    put: (file) => atomicWrite(join(dir, file.key), file.body),
    remove: (key) => rm(join(dir, key), { force: true }),
    invalidate: async () => undefined,
  };
}

export function bucketSiteStore(bucket: string, distributionId?: string): SiteStore {
  const s3 = s3Client();
  return {
    async readManifest() {
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: PUBLISH_MANIFEST_KEY }));
        return JSON.parse(await out.Body!.transformToString()) as PublishManifest;
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return {};
        throw err;
      }
    },
    async writeManifest(manifest) {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: PUBLISH_MANIFEST_KEY,
          Body: JSON.stringify(manifest),
          ContentType: 'application/json',
        }),
      );
    },
    async put(file) {
      const metadata: Record<string, string> = {};
      if (file.status) metadata.status = String(file.status);
      if (file.location) metadata.location = file.location;
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: file.key,
          Body: file.body,
          ContentType: file.contentType,
          CacheControl: PUBLISHED_CACHE_CONTROL,
          Metadata: metadata,
        }),
      );
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async invalidate(paths) {
      if (!distributionId || paths.length === 0) return;
      // CloudFront allows 3,000 paths in flight; beyond a few hundred one wildcard is cheaper.
      const items = paths.length > 200 ? ['/*'] : paths;
      await new CloudFrontClient({}).send(
        new CreateInvalidationCommand({
          DistributionId: distributionId,
          InvalidationBatch: { CallerReference: `publish-${Date.now()}`, Paths: { Quantity: items.length, Items: items } },
        }),
      );
    },
  };
}

/** The store the environment names: a folder locally, the bucket in the cloud. */
export function siteStoreFromEnv(env: NodeJS.ProcessEnv = process.env): SiteStore {
  if (env[SITE_DIR_ENV]) return folderSiteStore(env[SITE_DIR_ENV]);
  const bucket = env[SITE_BUCKET_ENV];
  if (!bucket) throw new Error(`Missing environment variable ${SITE_BUCKET_ENV} (or ${SITE_DIR_ENV} locally)`);
  return bucketSiteStore(bucket, env[SITE_DISTRIBUTION_ENV]);
}
