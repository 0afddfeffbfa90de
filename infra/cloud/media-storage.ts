import { Construct } from 'constructs';
import { Aws } from 'aws-cdk-lib';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { privateUploadBucket } from './private-bucket';
import { MEDIA_INCOMING_EXPIRY_DAYS, MEDIA_PREFIX } from '../../lambdas/contract/media';
import { APP_NAME, type StageConfig } from '../config/stages';

/** How long a replaced or deleted original stays restorable (noncurrent versions). */
export const MEDIA_RESTORE_WINDOW_DAYS = 30;

/** `nimbus-crest-<stage>-media-<account>`: the same in every stack of the stage. */
export const mediaBucketName = (config: StageConfig) => `${APP_NAME}-${config.name}-media-${Aws.ACCOUNT_ID}`;

/**
 * The private bucket of images staff upload for posts (lambdas/contract/media.ts). The browser
 * POSTs uploads to `incoming/` with a presigned POST; the media function keeps each original under
 * `originals/` and publishes the resized variants to the site bucket, which is what visitors see.
 * Nothing here is ever served directly. Built like the resume bucket: private, TLS only,
 * encrypted, versioned where the stage keeps data.
 */
export class MediaStorage extends Construct {
  readonly bucket: Bucket;
  readonly bucketName: string;
  /** Host the browser POSTs to (virtual-hosted, regional), from the explicit name (see ResumeStorage). */
  readonly browserEndpoint: string;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    const bucketName = mediaBucketName(config);
    this.bucketName = bucketName;
    this.browserEndpoint = `https://${bucketName}.s3.${config.region}.amazonaws.com`;

    this.bucket = privateUploadBucket(this, {
      id: 'MediaBucket',
      bucketName,
      config,
      incoming: { ruleId: 'expire-unfinished-uploads', prefix: MEDIA_PREFIX.incoming, expiryDays: MEDIA_INCOMING_EXPIRY_DAYS },
      restoreWindowDays: MEDIA_RESTORE_WINDOW_DAYS,
    });
  }
}
