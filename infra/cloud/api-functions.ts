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
        bundling: lambdaBundling(spec.ocr ? ocrBundling() : {}),
        grantMore: (role) => {
          if (readsObjects(spec)) {
            role.addToPrincipalPolicy(
              new PolicyStatement({ actions: ['s3:ListBucket'], resources: [props.storage.bucket.bucketArn] }),
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
}
