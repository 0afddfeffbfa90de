import { Construct } from 'constructs';
import { Duration } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { HANDLER_FAMILIES, endpoints, type HandlerFamily } from '../../lambdas/contract/endpoints';
import { HANDLER_ENTRIES } from '../../lambdas/handlers/registry';
import { TABLES, tableEnvVar, type TableName } from '../../lambdas/contract/tables';
import { RESUME_BUCKET_ENV, RESUME_PREFIX } from '../../lambdas/contract/storage';
import { MEDIA_BUCKET_ENV, MEDIA_PREFIX, MEDIA_SITE_PREFIX } from '../../lambdas/contract/media';
import { RATE_LIMITS_ENV } from '../../lambdas/contract/abuse';
import { SUBSCRIPTION_SECRET_ENV } from '../../lambdas/contract/newsletter';
import { APP_NAME, removalPolicyOf, type StageConfig } from '../config/stages';
import { metricNamespace } from '../../lambdas/contract/metrics';
import { FUNCTION_SPECS, queriesIndexes, readsObjects, type FunctionSpec } from './function-access';
import { ocrBundling } from './ocr-bundling';
import { imageBundling } from './image-bundling';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { repoPath } from './paths';
import { lambdaBundling } from './cdk-bundling';
import type { MailDomain } from './mail-domain';

export { ESM_REQUIRE_BANNER } from './bundling';

export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;
export const GEMINI_SECRET_ENV = 'GEMINI_SECRET_ARN';

/** The Powertools switches of a stage (read by lambdas/adapters/observability.ts). */
export const observabilityEnvironment = (config: StageConfig): Record<string, string> => ({
  POWERTOOLS_METRICS_NAMESPACE: metricNamespace(config.name),
  POWERTOOLS_METRICS_DISABLED: String(!config.observability.metrics),
  POWERTOOLS_TRACE_ENABLED: String(config.observability.tracing),
});
export interface ApiFunctionsProps {
  readonly config: StageConfig;
  readonly tables: Record<TableName, Table>;
  readonly storage: { readonly bucket: IBucket };
  /** The media bucket (images in posts), for the families with `mediaBucket` grants. */
  readonly media: { readonly bucket: IBucket };
  readonly geminiSecret: ISecret;
  readonly subscriptionSecret: ISecret;
  readonly userPool: IUserPool;
  readonly spaClient: IUserPoolClient;
  /** The stage's SES identity (stages with a domain); without it nothing can send mail. */
  readonly mail?: MailDomain;
}

/** Environment of functions that send mail: the sender (from the stage's MailDomain) and where notices go. */
export const mailEnvironment = (config: StageConfig, mail: MailDomain | undefined): Record<string, string> => ({
  ...mail?.environment(),
  STAFF_NOTICE_EMAILS: config.mail.staffNoticeEmails.join(','),
  SITE_URL: config.mail.siteUrl || (config.domain ? `https://${config.domain.domainName}` : ''),
});

/** SES sending through the stage's MailDomain only; listing versions of the resume bucket for erasure. */
export function grantMailAndVersions(
  role: Role,
  spec: FunctionSpec,
  mail: MailDomain | undefined,
  storage: { readonly bucket: IBucket },
) {
  if (spec.mail) mail?.grantSend(role);
  if (spec.listsVersions) {
    role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:ListBucketVersions'], resources: [storage.bucket.bucketArn] }));
  }
}

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Families with a public route that answers staff differently: they verify tokens themselves. */
const verifiesOptionalTokens = (family: HandlerFamily) =>
  Object.values(endpoints).some((e) => e.family === family && 'optionalAuth' in e && e.optionalAuth);

/** One Lambda function per handler family, with only the grants FUNCTION_SPECS lists. */
export class ApiFunctions extends Construct {
  readonly functions: Record<HandlerFamily, NodejsFunction>;

  constructor(scope: Construct, id: string, props: ApiFunctionsProps) {
    super(scope, id);
    this.functions = Object.fromEntries(HANDLER_FAMILIES.map((family) => [family, this.createFunction(family, props)])) as Record<
      HandlerFamily,
      NodejsFunction
    >;
  }

  private createFunction(family: HandlerFamily, props: ApiFunctionsProps): NodejsFunction {
    const { config } = props;
    const spec = FUNCTION_SPECS[family];
    const name = pascal(family);

    const environment: Record<string, string> = {
      POWERTOOLS_SERVICE_NAME: `${APP_NAME}-${family}`,
      LOG_LEVEL: config.logLevel,
      ...observabilityEnvironment(config),
      [RATE_LIMITS_ENV]: JSON.stringify(config.rateLimits),
      // Only CloudFront reaches the API (origin-verify), so its viewer-address header is the client's IP.
      TRUST_VIEWER_ADDRESS_HEADER: 'true',
    };
    for (const table of Object.keys(spec.tables) as TableName[]) {
      environment[tableEnvVar(table)] = props.tables[table].tableName;
    }
    if (spec.bucket.length > 0) environment[RESUME_BUCKET_ENV] = props.storage.bucket.bucketName;
    if (spec.mediaBucket?.length) environment[MEDIA_BUCKET_ENV] = props.media.bucket.bucketName;
    if (spec.geminiSecret) environment[GEMINI_SECRET_ENV] = props.geminiSecret.secretArn;
    if (spec.subscriptionSecret) environment[SUBSCRIPTION_SECRET_ENV] = props.subscriptionSecret.secretArn;
    if (spec.mail) Object.assign(environment, mailEnvironment(config, props.mail));
    if (verifiesOptionalTokens(family)) {
      environment.USER_POOL_ID = props.userPool.userPoolId;
      environment.USER_POOL_CLIENT_ID = props.spaClient.userPoolClientId;
    }

    // Own role instead of the managed AWSLambdaBasicExecutionRole: logs go to this log group only.
    const role = new Role(this, `${name}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    const logGroup = new LogGroup(this, `${name}Logs`, {
      retention: config.logRetention,
      removalPolicy: removalPolicyOf(config),
    });
    logGroup.grantWrite(role);

    const fn = new NodejsFunction(this, `${name}Function`, {
      description: `${config.stackName} API: ${family}`,
      entry: repoPath(HANDLER_ENTRIES[family]),
      handler: 'handler',
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: spec.memoryMb,
      timeout: Duration.seconds(spec.timeoutSeconds),
      environment,
      tracing: config.observability.tracing ? Tracing.ACTIVE : Tracing.DISABLED,
      role,
      logGroup,
      projectRoot: repoPath(),
      depsLockFilePath: repoPath('package-lock.json'),
      bundling: lambdaBundling(spec.ocr ? ocrBundling() : spec.images ? imageBundling() : {}),
    });

    for (const [table, actions] of Object.entries(spec.tables) as [TableName, readonly string[]][]) {
      const arn = props.tables[table].tableArn;
      // Index ARNs by name rather than `index/*`, and only where the function may query.
      const indexArns = queriesIndexes(actions) ? TABLES[table].indexes.map((i) => `${arn}/index/${i.indexName}`) : [];
      role.addToPrincipalPolicy(new PolicyStatement({ actions: [...actions], resources: [arn, ...indexArns] }));
    }
    for (const grant of spec.bucket) {
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: [...grant.actions],
          resources: [props.storage.bucket.arnForObjects(`${RESUME_PREFIX[grant.prefix]}*`)],
        }),
      );
    }
    if (readsObjects(spec)) {
      role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [props.storage.bucket.bucketArn] }));
    }
    for (const grant of spec.mediaBucket ?? []) {
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: [...grant.actions],
          resources: [props.media.bucket.arnForObjects(`${MEDIA_PREFIX[grant.prefix]}*`)],
        }),
      );
    }
    // A missing upload answers 404 (not 403) only with ListBucket: "upload the image first".
    if (spec.mediaBucket?.some((g) => g.actions.includes('s3:GetObject'))) {
      role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [props.media.bucket.bucketArn] }));
    }
    if (spec.geminiSecret) props.geminiSecret.grantRead(role);
    if (spec.subscriptionSecret) props.subscriptionSecret.grantRead(role);
    grantMailAndVersions(role, spec, props.mail, props.storage);
    return fn;
  }

  /**
   * The site bucket, once the site exists (it is built after the API it fronts): families that
   * publish image variants may put objects under MEDIA_SITE_PREFIX only.
   */
  grantMediaPublishing(siteBucket: IBucket) {
    for (const family of HANDLER_FAMILIES) {
      if (!FUNCTION_SPECS[family].publishesMedia) continue;
      const fn = this.functions[family];
      fn.addEnvironment('SITE_BUCKET', siteBucket.bucketName);
      fn.role!.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['s3:PutObject'], resources: [siteBucket.arnForObjects(`${MEDIA_SITE_PREFIX}*`)] }),
      );
    }
  }
}
