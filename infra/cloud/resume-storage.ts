import { Construct } from 'constructs';
import { Aws } from 'aws-cdk-lib';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { privateUploadBucket } from './private-bucket';
import { INCOMING_EXPIRY_DAYS, RESUME_PREFIX } from '../../lambdas/contract/storage';
import { APP_NAME, type StageConfig } from '../config/stages';

/** How long a deleted or replaced resume stays restorable (noncurrent versions). */
export const RESUME_RESTORE_WINDOW_DAYS = 30;

/** `nimbus-crest-<stage>-resumes-<account>`: the same in every stack of the stage. */
export const resumeBucketName = (config: StageConfig) => `${APP_NAME}-${config.name}-resumes-${Aws.ACCOUNT_ID}`;

/**
 * The private bucket of candidates' resumes. Browsers PUT uploads to `incoming/` through presigned
 * URLs; submitted applications move them to `resumes/`.
 */
export class ResumeStorage extends Construct {
  readonly bucket: Bucket;
  /** The bucket's explicit name: other stacks import the bucket by it, with no cross-stack reference. */
  readonly bucketName: string;
  /**
   * Host the browser PUTs to (virtual-hosted, regional), computed from the bucket's explicit name
   * rather than read from the bucket, so the site's CSP needs no reference to this stack. The CORS
   * rule that names the site's origin is set by the stateless stack (upload-cors.ts): the bucket
   * cannot refer to the distribution without a reference from stateful to stateless.
   */
  readonly browserEndpoint: string;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    const bucketName = resumeBucketName(config);
    this.bucketName = bucketName;
    this.browserEndpoint = `https://${bucketName}.s3.${config.region}.amazonaws.com`;

    this.bucket = privateUploadBucket(this, {
      id: 'ResumeBucket',
      bucketName,
      config,
      incoming: { ruleId: 'expire-unattached-uploads', prefix: RESUME_PREFIX.incoming, expiryDays: INCOMING_EXPIRY_DAYS },
      restoreWindowDays: RESUME_RESTORE_WINDOW_DAYS,
    });
  }
}
