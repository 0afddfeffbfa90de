import { Construct } from 'constructs';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Tracing } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { HANDLER_FAMILIES, endpoints, type HandlerFamily } from '../../lambdas/contract/endpoints';
import { HANDLER_ENTRIES } from '../../lambdas/handlers/registry';
import { RATE_LIMITS_ENV } from '../../lambdas/contract/abuse';
import { SUBSCRIPTION_SECRET_ENV } from '../../lambdas/contract/newsletter';
import { APP_NAME, type StageConfig } from '../config/stages';
import { metricNamespace } from '../../lambdas/contract/metrics';
import { FUNCTION_SPECS, readsObjects } from './function-access';
import { ocrBundling } from './ocr-bundling';
import { imageBundling } from './image-bundling';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { MEDIA_BUCKET_ENV, MEDIA_PREFIX, MEDIA_SITE_PREFIX } from '../../lambdas/contract/media';
import { lambdaBundling } from './cdk-bundling';
import {
  createProductFunction,
  dataEnvironment,
  functionsByName,
  mailEnvironment,
  type FunctionResources,
} from './product-function';

export { ESM_REQUIRE_BANNER } from './bundling';

export { LAMBDA_RUNTIME } from './product-function';
export const GEMINI_SECRET_ENV = 'GEMINI_SECRET_ARN';

/** The Powertools switches of a stage (read by lambdas/adapters/observability.ts). */
export const observabilityEnvironment = (config: StageConfig): Record<string, string> => ({
  POWERTOOLS_METRICS_NAMESPACE: metricNamespace(config.name),
  POWERTOOLS_METRICS_DISABLED: String(!config.observability.metrics),
});
export interface ApiFunctionsProps extends FunctionResources {
  readonly geminiSecret: ISecret;
  readonly subscriptionSecret: ISecret;
  readonly userPool: IUserPool;
  readonly spaClient: IUserPoolClient;
  /** The media bucket (images in posts), for the families with `mediaBucket` grants. */
  readonly media: { readonly bucket: IBucket };
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
    this.functions = functionsByName(HANDLER_FAMILIES, (family) => this.createFunction(family, props));
  }

  private createFunction(family: HandlerFamily, props: ApiFunctionsProps): NodejsFunction {
    const { config } = props;
    const spec = FUNCTION_SPECS[family];

    const environment: Record<string, string> = {
      POWERTOOLS_SERVICE_NAME: `${APP_NAME}-${family}`,
      LOG_LEVEL: config.logLevel,
      ...observabilityEnvironment(config),
      [RATE_LIMITS_ENV]: JSON.stringify(config.rateLimits),
      // Only CloudFront reaches the API (origin-verify), so its viewer-address header is the client's IP.
      TRUST_VIEWER_ADDRESS_HEADER: 'true',
      ...dataEnvironment(spec, props),
    };
    if (spec.mediaBucket?.length) environment[MEDIA_BUCKET_ENV] = props.media.bucket.bucketName;
    if (spec.geminiSecret) environment[GEMINI_SECRET_ENV] = props.geminiSecret.secretArn;
    if (spec.subscriptionSecret) environment[SUBSCRIPTION_SECRET_ENV] = props.subscriptionSecret.secretArn;
    if (spec.mail) Object.assign(environment, mailEnvironment(config, props.mail));
    // Staff management names the pool it administers.
    if (spec.userPool) environment.USER_POOL_ID = props.userPool.userPoolId;
    if (verifiesOptionalTokens(family)) {
      environment.USER_POOL_ID = props.userPool.userPoolId;
      environment.USER_POOL_CLIENT_ID = props.spaClient.userPoolClientId;
    }

    return createProductFunction(
      this,
      {
        id: pascal(family),
        description: `${config.stackName} API: ${family}`,
        entry: HANDLER_ENTRIES[family],
        spec,
        environment,
        tracing: config.observability.tracing ? Tracing.ACTIVE : Tracing.DISABLED,
        bundling: lambdaBundling(spec.ocr ? ocrBundling() : spec.images ? imageBundling() : {}),
        grantMore: (role) => {
          if (readsObjects(spec)) {
            role.addToPrincipalPolicy(
              new PolicyStatement({ actions: ['s3:ListBucket'], resources: [props.storage.bucket.bucketArn] }),
            );
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
            role.addToPrincipalPolicy(
              new PolicyStatement({ actions: ['s3:ListBucket'], resources: [props.media.bucket.bucketArn] }),
            );
          }
          if (spec.geminiSecret) props.geminiSecret.grantRead(role);
          if (spec.subscriptionSecret) props.subscriptionSecret.grantRead(role);
          if (spec.userPool) {
            role.addToPrincipalPolicy(
              new PolicyStatement({ actions: [...spec.userPool], resources: [props.userPool.userPoolArn] }),
            );
          }
        },
      },
      props,
    );
  }

  /** The families that publish image variants write them to the site bucket, under MEDIA_SITE_PREFIX only. */
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
