/** API Gateway proxy events for a route of the contract, and a way to call a handler with one. */
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { buildPath, endpoints, type RouteId } from '../../../lambdas/contract';
import type { LambdaHandler } from '../../../lambdas/handlers/registry';

export interface EventOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Serialized as JSON unless `rawBody` is given. */
  body?: unknown;
  rawBody?: string | null;
  headers?: Record<string, string>;
  /** Claims an authorizer verified (API Gateway's Cognito authorizer). */
  claims?: Record<string, unknown>;
  bearer?: string;
}

export const STAFF_CLAIMS = { sub: 'staff-sub', email: 'staff@example.com', 'cognito:groups': 'staff' };
export const USER_CLAIMS = { sub: 'user-sub', email: 'user@example.com' };

export function apiEvent(id: RouteId, o: EventOptions = {}): APIGatewayProxyEvent {
  const route = endpoints[id];
  const hasBody = o.rawBody !== undefined || o.body !== undefined;
  const headers: Record<string, string> = {
    ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    ...(o.bearer ? { Authorization: `Bearer ${o.bearer}` } : {}),
    ...o.headers,
  };
  return {
    resource: route.path,
    path: buildPath(id, o.params),
    httpMethod: route.method,
    headers,
    multiValueHeaders: {},
    queryStringParameters: o.query ?? null,
    multiValueQueryStringParameters: null,
    pathParameters: o.params ?? null,
    stageVariables: null,
    body: o.rawBody !== undefined ? o.rawBody : o.body !== undefined ? JSON.stringify(o.body) : null,
    isBase64Encoded: false,
    requestContext: {
      requestId: 'gw-request',
      ...(o.claims ? { authorizer: { claims: o.claims } } : {}),
    } as unknown as APIGatewayProxyEvent['requestContext'],
  };
}

let n = 0;
export function lambdaContext(): Context {
  n += 1;
  return {
    awsRequestId: `req-${n}`,
    functionName: 'test',
    functionVersion: '1',
    invokedFunctionArn: 'arn:aws:lambda:ap-south-1:123456789012:function:test',
    memoryLimitInMB: '256',
    logGroupName: 'test',
    logStreamName: 'test',
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  json: Record<string, unknown>;
  raw: string;
  requestId: string;
}

export async function call(handler: LambdaHandler, event: APIGatewayProxyEvent): Promise<Answer> {
  const context = lambdaContext();
  const res = await handler(event, context);
  return {
    status: res.statusCode,
    headers: res.headers ?? {},
    // A raw answer (a CSV export) is not JSON.
    json:
      res.body && !/^text\//.test(String(res.headers?.['Content-Type'] ?? ''))
        ? (JSON.parse(res.body) as Record<string, unknown>)
        : {},
    raw: res.body,
    requestId: context.awsRequestId,
  };
}
