import { Construct } from 'constructs';
import { RemovalPolicy, Size } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  AuthorizationType,
  CognitoUserPoolsAuthorizer,
  EndpointType,
  JsonSchemaType,
  JsonSchemaVersion,
  LambdaIntegration,
  LogGroupLogDestination,
  MethodLoggingLevel,
  ResponseType,
  RestApi,
  type MethodDeploymentOptions,
} from 'aws-cdk-lib/aws-apigateway';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { routeEntries } from '../../lambdas/contract/routes';
import type { HandlerFamily } from '../../lambdas/contract/endpoints';
import { removalPolicyOf, type StageConfig } from '../config/stages';

export const API_STAGE_NAME = 'Production';

export interface ContractRestApiProps {
  readonly config: StageConfig;
  readonly functions: Record<HandlerFamily, IFunction>;
  readonly userPool: IUserPool;
}

/** Same shape as the handlers' error answers: `{message, requestId}`. */
const errorTemplate = { 'application/json': '{"message":$context.error.messageString,"requestId":"$context.requestId"}' };
const errorHeaders = { 'Cache-Control': "'no-store'" };

/** Key of a method in the stage's method settings: `/resource/path/METHOD`. */
const methodKey = (path: string, method: string) => `${path}/${method}`;

/**
 * The REST API, generated from the contract's route table: one resource per path, one Lambda proxy
 * method per route, the Cognito authorizer on staff routes and nothing on public ones.
 */
export class ContractRestApi extends Construct {
  readonly api: RestApi;
  readonly authorizer: CognitoUserPoolsAuthorizer;

  constructor(scope: Construct, id: string, props: ContractRestApiProps) {
    super(scope, id);
    const { config } = props;

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: config.logRetention,
      removalPolicy: removalPolicyOf(config),
    });

    const logging = { loggingLevel: MethodLoggingLevel.ERROR, dataTraceEnabled: false, metricsEnabled: true } as const;
    // Anonymous writes get their own, lower limits; everything else shares the stage's. A method's
    // settings replace the stage's for that method, so logging is repeated.
    const methodOptions: Record<string, MethodDeploymentOptions> = {};
    for (const [, route] of routeEntries) {
      if (route.access === 'public' && route.method !== 'GET') {
        methodOptions[methodKey(route.path, route.method)] = {
          ...logging,
          throttlingRateLimit: config.publicWriteThrottle.rateLimit,
          throttlingBurstLimit: config.publicWriteThrottle.burstLimit,
        };
      }
    }

    this.api = new RestApi(this, 'Api', {
      restApiName: `${config.stackName}-api`,
      description: 'Website API, served to browsers under /api on the site origin (CloudFront).',
      // CloudFront is the edge; an edge-optimized API would put a second distribution behind it.
      endpointTypes: [EndpointType.REGIONAL],
      cloudWatchRole: true,
      // The role is an account-wide API Gateway setting that every stage's stack points at:
      // deleting the dev stack must not take away the role prod's logging uses.
      cloudWatchRoleRemovalPolicy: RemovalPolicy.RETAIN,
      minCompressionSize: Size.kibibytes(1),
      deployOptions: {
        stageName: API_STAGE_NAME,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields({
          caller: false,
          httpMethod: true,
          ip: true,
          protocol: true,
          requestTime: true,
          resourcePath: true,
          responseLength: true,
          status: true,
          user: true,
        }),
        ...logging,
        tracingEnabled: config.observability.tracing,
        throttlingRateLimit: config.apiThrottle.rateLimit,
        throttlingBurstLimit: config.apiThrottle.burstLimit,
        methodOptions,
      },
    });
    // RestApi adds an unnamed URL output; the stack declares its own, named outputs.
    this.api.node.tryRemoveChild('Endpoint');

    this.authorizer = new CognitoUserPoolsAuthorizer(this, 'StaffAuthorizer', {
      authorizerName: 'staff-user-pool',
      cognitoUserPools: [props.userPool],
      identitySource: 'method.request.header.Authorization',
    });

    const validator = this.api.addRequestValidator('RequestValidator', {
      requestValidatorName: 'parameters-and-body',
      validateRequestParameters: true,
      validateRequestBody: true,
    });
    // Only "the body is a JSON object" is checked at the edge; the handlers validate the fields
    // with the contract's zod schemas so that errors carry per-field messages.
    const jsonObject = this.api.addModel('JsonObjectBody', {
      contentType: 'application/json',
      modelName: 'JsonObjectBody',
      schema: { schema: JsonSchemaVersion.DRAFT4, title: 'JsonObjectBody', type: JsonSchemaType.OBJECT },
    });

    const integrations = new Map<HandlerFamily, LambdaIntegration>();
    const integrationOf = (family: HandlerFamily) => {
      let integration = integrations.get(family);
      if (!integration) {
        integration = new LambdaIntegration(props.functions[family], { allowTestInvoke: false });
        integrations.set(family, integration);
      }
      return integration;
    };

    for (const [routeId, route] of routeEntries) {
      const resource = this.api.root.resourceForPath(route.path);
      const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const staff = route.access !== 'public';
      resource.addMethod(route.method, integrationOf(route.family), {
        operationName: routeId,
        authorizationType: staff ? AuthorizationType.COGNITO : AuthorizationType.NONE,
        ...(staff ? { authorizer: this.authorizer } : {}),
        requestValidator: validator,
        requestParameters: Object.fromEntries(pathParams.map((p) => [`method.request.path.${p}`, true])),
        ...(route.body ? { requestModels: { 'application/json': jsonObject } } : {}),
      });
    }

    for (const [id, type] of [
      ['Default4xx', ResponseType.DEFAULT_4XX],
      ['Default5xx', ResponseType.DEFAULT_5XX],
    ] as const) {
      this.api.addGatewayResponse(id, { type, templates: errorTemplate, responseHeaders: errorHeaders });
    }
  }
}
