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

/** CloudFront's certificate and web ACL must live in us-east-1, whatever the stage's region. */
export const EDGE_REGION = 'us-east-1';

/** A stage's own domain: the site's address, the certificate's name and the mail identity. */
export interface StageDomain {
  /** The site's host name (`www.example.com` or the apex `example.com`). */
  readonly domainName: string;
  /** The Route 53 public hosted zone that holds it: no look-up, so synth stays offline. */
  readonly hostedZoneId: string;
  readonly zoneName: string;
  /** Sender of Cognito's codes and the product's mail: `<mailFromLocalPart>@<zoneName>`. */
  readonly mailFromLocalPart: string;
}

export interface StageConfig {
  readonly name: StageName;
  readonly region: typeof REGION;
  /**
   * Name of the stage's stateful stack (tables, buckets, user pool, secret). It keeps the name of
   * the single stack that came before the split, so deploying the split does not replace data. The
   * stateless stack is `<stackName>-app`, the us-east-1 one `<stackName>-edge`.
   */
  readonly stackName: string;
  /** Without a domain the site is served at its CloudFront address and Cognito mails as itself. */
  readonly domain?: StageDomain;
  /** The CloudFront web ACL (in the edge stack): off keeps the WAF's fixed monthly fee out of dev. */
  readonly waf: {
    readonly enabled: boolean;
    /** Requests one IP may send in any 5 minutes before the rate rule blocks it (WAF's minimum is 10). */
    readonly requestsPerIpPer5Min: number;
    /** Blocked requests in 5 minutes that page ops (the "WAF blocks spike" alarm). */
    readonly blockedAlarmPer5Min: number;
  };
  /**
   * CloudFront flat-rate plan the distribution subscribes to (needs the web ACL): one monthly fee
   * for delivery, requests, the web ACL and DNS within the tier's allowance, no overage charges.
   * Without it the stage pays CloudFront and WAF as it goes. A paid tier starts once ops approve the
   * subscription (docs/runbook.md).
   */
  readonly cloudFrontPlan?: 'PRO';
  /** Powertools Metrics and X-Ray tracing of the functions (and tracing of the API stage). */
  readonly observability: { readonly metrics: boolean; readonly tracing: boolean };
  /** E-mail subscribers of the stage's alarm topic (each confirms once by mail). */
  readonly alarmEmails: readonly string[];
  /** AWS Budgets: alarm when the month's forecast passes this (USD, costs tagged with the stage). */
  readonly monthlyBudgetUsd: number;
  /** AWS Backup plan for the tables (daily and monthly recovery points), on top of PITR. */
  readonly tableBackups: boolean;
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
  /** Mail: staff notified of each application, the site's URL for links. The sender is the domain's (MailDomain). */
  readonly mail: { readonly staffNoticeEmails: readonly string[]; readonly siteUrl: string };
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
    waf: { enabled: false, requestsPerIpPer5Min: 1000, blockedAlarmPer5Min: 200 },
    observability: { metrics: true, tracing: false },
    alarmEmails: [],
    monthlyBudgetUsd: 10,
    tableBackups: false,
    rateLimits: DEFAULT_RATE_LIMITS,
    mail: { staffNoticeEmails: ['hiring@dev.nimbuscrest.example'], siteUrl: '' },
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
    waf: { enabled: true, requestsPerIpPer5Min: 1000, blockedAlarmPer5Min: 500 },
    // 10 million requests and 50 TB a month for $15 (WAF and DNS included): ~5.4 million at 1 million views.
    cloudFrontPlan: 'PRO',
    observability: { metrics: true, tracing: true },
    // Replace with the operations mailbox; each address confirms the subscription once.
    alarmEmails: ['ops@nimbus-crest.example'],
    monthlyBudgetUsd: 30,
    tableBackups: true,
    rateLimits: DEFAULT_RATE_LIMITS,
    mail: { staffNoticeEmails: ['hiring@nimbuscrest.example'], siteUrl: '' },
  },
};

export const isStageName = (value: unknown): value is StageName =>
  typeof value === 'string' && (STAGE_NAMES as readonly string[]).includes(value);

/** The configuration of a stage; an unknown name fails with the list of valid ones. */
export function stageConfig(name: unknown = DEFAULT_STAGE): StageConfig {
  const chosen = name ?? DEFAULT_STAGE;
  if (!isStageName(chosen)) {
    throw new Error(`Unknown stage ${JSON.stringify(chosen)}: use -c stage=${STAGE_NAMES.join(' or -c stage=')}`);
  }
  return STAGES[chosen];
}

export const statelessStackName = (config: StageConfig) => `${config.stackName}-app`;
export const edgeStackName = (config: StageConfig) => `${config.stackName}-edge`;
export const pricingPlanStackName = (config: StageConfig) => `${config.stackName}-plan`;
/** The edge stack exists only where CloudFront needs something from us-east-1. */
export const needsEdgeStack = (config: StageConfig) => config.waf.enabled || config.domain !== undefined;
export const mailFromAddress = (domain: StageDomain) => `${domain.mailFromLocalPart}@${domain.zoneName}`;

export const removalPolicyOf = (config: StageConfig) => (config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY);
