import type { Construct } from 'constructs';
import { Duration } from 'aws-cdk-lib';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { removalPolicyOf, type StageConfig } from '../config/stages';

export interface PrivateUploadBucketProps {
  /** Construct id, also the bucket's fixed logical id (deployed data hangs on it: never change it). */
  readonly id: string;
  readonly bucketName: string;
  readonly config: StageConfig;
  /** Where browsers upload, and how long an upload nobody took stays. */
  readonly incoming: { readonly ruleId: string; readonly prefix: string; readonly expiryDays: number };
  /** How long a replaced or deleted object stays restorable (noncurrent versions), where the stage versions. */
  readonly restoreWindowDays: number;
}

/**
 * A private bucket browsers upload to with presigned requests (resumes, post images): no public
 * access, owner-enforced objects, encrypted, TLS only, versioned where the stage keeps data,
 * unfinished uploads expired.
 */
export function privateUploadBucket(scope: Construct, props: PrivateUploadBucketProps): Bucket {
  const { config, incoming } = props;
  const versioned = config.resumeBucketVersioning;
  const bucket = new Bucket(scope, props.id, {
    bucketName: props.bucketName,
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    versioned,
    removalPolicy: removalPolicyOf(config),
    autoDeleteObjects: !config.retainData,
    lifecycleRules: [
      {
        id: incoming.ruleId,
        prefix: incoming.prefix,
        expiration: Duration.days(incoming.expiryDays),
        ...(versioned ? { noncurrentVersionExpiration: Duration.days(incoming.expiryDays) } : {}),
      },
      { id: 'abort-incomplete-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ...(versioned
        ? [
            {
              // A deleted or overwritten object can be restored within the window (docs/runbook.md).
              id: 'expire-old-versions',
              noncurrentVersionExpiration: Duration.days(props.restoreWindowDays),
              expiredObjectDeleteMarker: true,
            },
          ]
        : []),
    ],
  });
  (bucket.node.defaultChild as CfnBucket).overrideLogicalId(props.id);
  return bucket;
}
