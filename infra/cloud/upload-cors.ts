import { Construct } from 'constructs';
import { AwsCustomResource, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { RemovalPolicy } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { RESUME_BUCKET_CORS } from '../../lambdas/contract/storage';

/** A bucket's one CORS rule (the resume bucket's by default; the media bucket's for images in posts). */
export interface CorsRule {
  readonly allowedMethods: readonly string[];
  readonly allowedHeaders: readonly string[];
  readonly exposedHeaders: readonly string[];
  readonly maxAgeSeconds: number;
}

export interface UploadCorsProps {
  readonly bucket: IBucket;
  /** The site's origin (`https://<domain>` or `https://<id>.cloudfront.net`). */
  readonly origin: string;
  readonly logRetention: RetentionDays;
  readonly logRemovalPolicy: RemovalPolicy;
  /** Default: RESUME_BUCKET_CORS. */
  readonly rule?: CorsRule;
}

/** The CORS configuration browsers need to PUT uploads from the site's origin (and only there). */
export const uploadCorsConfiguration = (origin: string, rule: CorsRule = RESUME_BUCKET_CORS) => ({
  CORSRules: [
    {
      AllowedOrigins: [origin],
      AllowedMethods: [...rule.allowedMethods],
      AllowedHeaders: [...rule.allowedHeaders],
      ExposeHeaders: [...rule.exposedHeaders],
      MaxAgeSeconds: rule.maxAgeSeconds,
    },
  ],
});

/**
 * Sets the resume bucket's CORS rule from the stateless stack. The rule names the distribution's
 * address, which the stateful stack cannot refer to (that would point stateful → stateless and
 * tie the data's stack to every change of the site). Put on create and on every change of the
 * origin; removed when the stateless stack is deleted.
 */
export class UploadCors extends Construct {
  constructor(scope: Construct, id: string, props: UploadCorsProps) {
    super(scope, id);
    const call = (configuration: ReturnType<typeof uploadCorsConfiguration>) => ({
      service: 'S3',
      action: 'putBucketCors',
      parameters: { Bucket: props.bucket.bucketName, CORSConfiguration: configuration },
      physicalResourceId: PhysicalResourceId.of(`${props.bucket.bucketName}-cors`),
    });
    // DeleteBucketCors is authorized by s3:PutBucketCORS too.
    new AwsCustomResource(this, 'Resource', {
      onCreate: call(uploadCorsConfiguration(props.origin, props.rule)),
      onUpdate: call(uploadCorsConfiguration(props.origin, props.rule)),
      onDelete: { service: 'S3', action: 'deleteBucketCors', parameters: { Bucket: props.bucket.bucketName } },
      policy: { statements: [new PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [props.bucket.bucketArn] })] },
      logGroup: new LogGroup(this, 'Logs', { retention: props.logRetention, removalPolicy: props.logRemovalPolicy }),
      installLatestAwsSdk: false,
    });
  }
}
