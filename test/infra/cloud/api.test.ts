import { Match } from 'aws-cdk-lib/assertions';
import { endpoints, routeIds } from '../../../lambdas/contract/endpoints';
import { stageConfig } from '../../../infra/config/stages';
import { synthStage } from './synth-stage';
import { apiMethods, describeValue, resourcesOfType } from './template-queries';

const { stack, template } = synthStage('dev', 'api');
const config = stageConfig('dev');
const methods = apiMethods(template);
const authorizerId = stack.getLogicalId(stack.restApi.authorizer.node.defaultChild as never);

const methodFor = (method: string, path: string) => {
  const found = methods.find((m) => m.method === method && m.path === path);
  if (!found) throw new Error(`No ${method} ${path} in the template`);
  return found;
};

describe('REST API generated from the route table', () => {
  it('has exactly one method per endpoint and nothing else', () => {
    const inTemplate = methods.map((m) => `${m.method} ${m.path}`).sort();
    const inContract = routeIds.map((id) => `${endpoints[id].method} ${endpoints[id].path}`).sort();
    expect(inTemplate).toEqual(inContract);
  });

  it.each(routeIds)('%s: authorizer matches the access, proxy integration to its family function', (id) => {
    const route = endpoints[id];
    const m = methodFor(route.method, route.path);
    if (route.access !== 'public') {
      expect(m.properties.AuthorizationType).toBe('COGNITO_USER_POOLS');
      expect(m.properties.AuthorizerId).toEqual({ Ref: authorizerId });
    } else {
      expect(m.properties.AuthorizationType).toBe('NONE');
      expect(m.properties.AuthorizerId).toBeUndefined();
    }
    expect(m.properties.OperationName).toBe(id);
    const integration = m.properties.Integration as { Type: string; Uri: unknown };
    expect(integration.Type).toBe('AWS_PROXY');
    const fnId = stack.getLogicalId(stack.functions.functions[route.family].node.defaultChild as never);
    expect(describeValue(integration.Uri)).toContain(`<${fnId}.Arn>`);
  });

  it('the authorizer is the user pool, reading the Authorization header', () => {
    template.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'COGNITO_USER_POOLS',
      IdentitySource: 'method.request.header.Authorization',
      ProviderARNs: [{ 'Fn::GetAtt': ['UserPool', 'Arn'] }],
    });
  });

  it('validates requests: required path parameters, JSON object bodies on routes with a body', () => {
    const validators = resourcesOfType(template, 'AWS::ApiGateway::RequestValidator');
    expect(validators).toHaveLength(1);
    expect(validators[0]![1].Properties).toMatchObject({ ValidateRequestBody: true, ValidateRequestParameters: true });
    for (const m of methods) {
      expect(m.properties.RequestValidatorId).toEqual({ Ref: validators[0]![0] });
      // Every path parameter of the route is required ({id}, and {revisionId} under revisions).
      const params = [...m.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [`method.request.path.${name}`, true]);
      if (params.length > 0) expect(m.properties.RequestParameters).toEqual(Object.fromEntries(params));
    }
    expect(methodFor('POST', '/contact').properties.RequestModels).toEqual({ 'application/json': expect.anything() });
    expect(methodFor('GET', '/jobs').properties.RequestModels).toBeUndefined();
  });

  it("answers gateway errors in the handlers' JSON shape", () => {
    for (const type of ['DEFAULT_4XX', 'DEFAULT_5XX']) {
      template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
        ResponseType: type,
        ResponseTemplates: { 'application/json': Match.stringLikeRegexp('"message":\\$context.error.messageString') },
      });
    }
  });
});

describe('the Production stage', () => {
  const stages = resourcesOfType(template, 'AWS::ApiGateway::Stage');
  const stage = stages[0]![1].Properties;
  const settings = stage.MethodSettings as Record<string, unknown>[];

  it('is the only stage and is named Production', () => {
    expect(stages).toHaveLength(1);
    expect(stage.StageName).toBe('Production');
  });

  it('logs access to its log group and executions at ERROR, without request bodies', () => {
    const accessLog = stage.AccessLogSetting as { DestinationArn: unknown; Format: string };
    const logGroupId = stack.getLogicalId(stack.restApi.node.findChild('AccessLogs').node.defaultChild as never);
    expect(describeValue(accessLog.DestinationArn)).toContain(`<${logGroupId}>`);
    expect(JSON.parse(accessLog.Format)).toMatchObject({ requestId: '$context.requestId', status: '$context.status' });
    for (const s of settings) expect(s).toMatchObject({ LoggingLevel: 'ERROR', DataTraceEnabled: false });
  });

  it('throttles the stage, and anonymous writes harder', () => {
    expect(settings).toContainEqual(
      expect.objectContaining({
        ResourcePath: '/*',
        HttpMethod: '*',
        ThrottlingRateLimit: config.apiThrottle.rateLimit,
        ThrottlingBurstLimit: config.apiThrottle.burstLimit,
      }),
    );
    const publicWrites = routeIds.filter((id) => endpoints[id].access === 'public' && endpoints[id].method !== 'GET');
    expect(publicWrites.length).toBeGreaterThan(0);
    for (const id of publicWrites) {
      expect(settings).toContainEqual(
        expect.objectContaining({
          ResourcePath: `/${endpoints[id].path.replaceAll('/', '~1')}`,
          HttpMethod: endpoints[id].method,
          ThrottlingRateLimit: config.publicWriteThrottle.rateLimit,
          ThrottlingBurstLimit: config.publicWriteThrottle.burstLimit,
        }),
      );
    }
  });

  it('has an account CloudWatch role so execution logs can be written, kept even by dev', () => {
    template.resourceCountIs('AWS::ApiGateway::Account', 1);
    const roleId = stack.getLogicalId(stack.restApi.api.node.findChild('CloudWatchRole').node.defaultChild as never);
    const role = resourcesOfType(template, 'AWS::IAM::Role').find(([id]) => id === roleId)![1];
    expect(role.DeletionPolicy).toBe('Retain');
    expect(describeValue((role.Properties.ManagedPolicyArns as unknown[])[0])).toMatch(/AmazonAPIGatewayPushToCloudWatchLogs$/);
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: Match.objectLike({
        Statement: [Match.objectLike({ Principal: { Service: 'apigateway.amazonaws.com' } })],
      }),
    });
  });

  it('is a regional endpoint (CloudFront is the edge)', () => {
    template.hasResourceProperties('AWS::ApiGateway::RestApi', { EndpointConfiguration: { Types: ['REGIONAL'] } });
  });
});
