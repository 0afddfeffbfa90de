/**
 * Per-stage configuration of the cloud deployment, in code and typed. bin/app.ts reads the stage
 * name once (`cdk synth -c stage=prod`, default `dev`) and everything else comes from here.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { PriceClass } from 'aws-cdk-lib/aws-cloudfront';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../lambdas/contract/abuse';

export const STAGE_NAMES = ['dev', 'prod'] as const;
export type StageName = (typeof STAGE_NAMES)[number];
export const DEFAULT_STAGE: StageName = 'dev';

/** The product runs in Mumbai: candidates and staff are in India. */
export const REGION = 'ap-south-1';
export const APP_NAME = 'nimbus-crest';

export interface ThrottleLimits {
  /** Steady-state requests per second. */
  readonly rateLimit: number;
  /** Burst capacity (token bucket size). */
  readonly burstLimit: number;
}

export interface StageConfig {
  readonly name: StageName;
  readonly region: typeof REGION;
  /** Stack name; also the prefix of named resources. */
  readonly stackName: string;
  /**
   * Production keeps tables, buckets, the user pool and the secret when the stack or a resource
   * is deleted, and turns on deletion protection; dev throws them away.
   */
  readonly retainData: boolean;
  /** Versioning of the resume bucket: candidates' files survive an accidental overwrite or delete. */
  readonly resumeBucketVersioning: boolean;
  readonly logRetention: RetentionDays;
  readonly logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  /** API Gateway stage-wide limits. */
  readonly apiThrottle: ThrottleLimits;
  /** Tighter limits for anonymous writes (contact, newsletter, uploads, parsing, applications). */
  readonly publicWriteThrottle: ThrottleLimits;
  readonly priceClass: PriceClass;
  /** Per-client abuse limits on public writes (lambdas/contract/abuse.ts), passed to the functions. */
  readonly rateLimits: RateLimits;
}

const STAGES: Record<StageName, StageConfig> = {
  dev: {
    name: 'dev',
    region: REGION,
    stackName: 'NimbusCrest-dev',
    retainData: false,
    resumeBucketVersioning: false,
    logRetention: RetentionDays.ONE_WEEK,
    logLevel: 'DEBUG',
    apiThrottle: { rateLimit: 20, burstLimit: 40 },
    publicWriteThrottle: { rateLimit: 2, burstLimit: 5 },
    priceClass: PriceClass.PRICE_CLASS_200,
    rateLimits: DEFAULT_RATE_LIMITS,
  },
  prod: {
    name: 'prod',
    region: REGION,
    stackName: 'NimbusCrest-prod',
    retainData: true,
    resumeBucketVersioning: true,
    logRetention: RetentionDays.THREE_MONTHS,
    logLevel: 'INFO',
    apiThrottle: { rateLimit: 100, burstLimit: 200 },
    publicWriteThrottle: { rateLimit: 5, burstLimit: 10 },
    // PRICE_CLASS_200 includes the Indian edge locations; PRICE_CLASS_100 (NA/EU only) would not.
    priceClass: PriceClass.PRICE_CLASS_200,
    rateLimits: DEFAULT_RATE_LIMITS,
  },
};

export const isStageName = (value: unknown): value is StageName =>
  typeof value === 'string' && (STAGE_NAMES as readonly string[]).includes(value);

/** The configuration of a stage; an unknown name fails with the list of valid ones. */
export function stageConfig(name: unknown = DEFAULT_STAGE): StageConfig {
  const chosen = name ?? DEFAULT_STAGE;
  if (!isStageName(chosen)) {
    throw new Error(`Unknown stage "${String(chosen)}": use -c stage=${STAGE_NAMES.join(' or -c stage=')}`);
  }
  return STAGES[chosen];
}

export const removalPolicyOf = (config: StageConfig) => (config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY);
