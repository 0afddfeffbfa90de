import { Construct } from 'constructs';
import { Aws, Duration } from 'aws-cdk-lib';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { INCOMING_EXPIRY_DAYS, RESUME_BUCKET_CORS, RESUME_PREFIX } from '../../lambdas/contract/storage';
import { APP_NAME, removalPolicyOf, type StageConfig } from '../config/stages';

/**
 * The private bucket of candidates' resumes. Browsers PUT uploads to `incoming/` through presigned
 * URLs; submitted applications move them to `resumes/`.
 */
export class ResumeStorage extends Construct {
  readonly bucket: Bucket;
  /**
   * Host the browser PUTs to (virtual-hosted, regional), computed from the bucket's explicit name
   * rather than read from the bucket: the site's CSP needs it while the bucket's CORS rule needs the
   * distribution's domain, and attribute references both ways would be a dependency cycle.
   */
  readonly browserEndpoint: string;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    const bucketName = `${APP_NAME}-${config.name}-resumes-${Aws.ACCOUNT_ID}`;
    this.browserEndpoint = `https://${bucketName}.s3.${config.region}.amazonaws.com`;

    this.bucket = new Bucket(this, 'ResumeBucket', {
      bucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: config.resumeBucketVersioning,
      removalPolicy: removalPolicyOf(config),
      autoDeleteObjects: !config.retainData,
      lifecycleRules: [
        {
          id: 'expire-unattached-uploads',
          prefix: RESUME_PREFIX.incoming,
          expiration: Duration.days(INCOMING_EXPIRY_DAYS),
          ...(config.resumeBucketVersioning ? { noncurrentVersionExpiration: Duration.days(INCOMING_EXPIRY_DAYS) } : {}),
        },
        { id: 'abort-incomplete-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        ...(config.resumeBucketVersioning
          ? [{ id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30) }]
          : []),
      ],
    });
    (this.bucket.node.defaultChild as CfnBucket).overrideLogicalId('ResumeBucket');
  }

  /** Lets browsers on the site's origin (and only there) PUT uploads. */
  allowUploadsFrom(origin: string) {
    this.bucket.addCorsRule({
      allowedOrigins: [origin],
      allowedMethods: RESUME_BUCKET_CORS.allowedMethods.map((m) => HttpMethods[m]),
      allowedHeaders: [...RESUME_BUCKET_CORS.allowedHeaders],
      exposedHeaders: [...RESUME_BUCKET_CORS.exposedHeaders],
      maxAge: RESUME_BUCKET_CORS.maxAgeSeconds,
    });
  }
}
