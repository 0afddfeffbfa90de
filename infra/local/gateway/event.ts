/**
 * What API Gateway (REST, proxy integration, payload v1) hands a Lambda, built from a local HTTP
 * request: the handlers run unchanged in-process.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';

export const STAGE = 'Production';
export const LAMBDA_TIMEOUT_MS = 29_000;

export interface IncomingApiRequest {
  method: string;
  /** Path below `/api`, e.g. `/jobs/abc`. */
  path: string;
  /** Raw query string without `?` (may be empty). */
  query: string;
  /** Header name (any case) to its values, in arrival order. */
  headers: Record<string, string[]>;
  body: Buffer;
  sourceIp: string;
}

export interface MatchedRoute {
  /** The contract's resource path, e.g. `/jobs/{id}`. */
  resource: string;
  pathParameters: Record<string, string>;
  /** Verified claims when an authorizer ran (staff routes). */
  claims?: Record<string, string>;
}

/** Bodies API Gateway passes as text; everything else arrives base64-encoded. */
const TEXT_TYPES = /^(text\/|application\/(json|.+\+json|xml|.+\+xml|x-www-form-urlencoded|javascript))/i;

function queryParameters(query: string) {
  const multi: Record<string, string[]> = {};
  for (const [k, v] of new URLSearchParams(query)) (multi[k] ??= []).push(v);
  const keys = Object.keys(multi);
  if (!keys.length) return { single: null, multi: null };
  return { single: Object.fromEntries(keys.map((k) => [k, multi[k]!.at(-1)!])), multi };
}

export function buildProxyEvent(
  req: IncomingApiRequest,
  route: MatchedRoute,
  requestId: string = randomUUID(),
): APIGatewayProxyEvent {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(req.headers)) {
    if (!values.length) continue;
    headers[name] = values.at(-1)!;
    multiValueHeaders[name] = [...values];
  }
  const contentType = headers['content-type'] ?? '';
  const hasBody = req.body.length > 0;
  const asText = !hasBody || TEXT_TYPES.test(contentType);
  const { single, multi } = queryParameters(req.query);
  const now = new Date();
  const hasParams = Object.keys(route.pathParameters).length > 0;

  return {
    resource: route.resource,
    path: req.path,
    httpMethod: req.method,
    headers,
    multiValueHeaders,
    queryStringParameters: single,
    multiValueQueryStringParameters: multi,
    pathParameters: hasParams ? { ...route.pathParameters } : null,
    stageVariables: null,
    body: hasBody ? req.body.toString(asText ? 'utf8' : 'base64') : null,
    isBase64Encoded: hasBody && !asText,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: route.claims ? { claims: route.claims } : null,
      domainName: headers.host ?? '127.0.0.1',
      domainPrefix: 'local',
      extendedRequestId: requestId,
      httpMethod: req.method,
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: req.sourceIp,
        user: null,
        userAgent: headers['user-agent'] ?? null,
        userArn: null,
      },
      path: `/${STAGE}${req.path}`,
      protocol: 'HTTP/1.1',
      requestId,
      requestTime: now.toUTCString(),
      requestTimeEpoch: now.getTime(),
      resourceId: 'local',
      resourcePath: route.resource,
      stage: STAGE,
    },
  };
}

/** A Lambda-like context: request id, function name and the time left before the API's 29 s limit. */
export function lambdaContext(family: string, requestId: string, timeoutMs = LAMBDA_TIMEOUT_MS): Context {
  const deadline = Date.now() + timeoutMs;
  const functionName = `local-${family}`;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:ap-south-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
