/**
 * Builds the Lambda handler of one family from the route table: match the route, authorize the
 * caller, parse and validate query and body with the contract's schemas, run the implementation,
 * and answer JSON. Errors become `{message, requestId, fields?}` with the right status; anything
 * unexpected is logged with the request id and answered 500 without details.
 */
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import httpCors from '@middy/http-cors';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { z } from 'zod';
import {
  ADMINS_ONLY,
  LIMITS,
  findRoute,
  isValidPathId,
  routes,
  type HandlerFamily,
  type RouteDef,
  type RouteId,
} from '../contract';
import { ANONYMOUS, authorizerClaims, callerFromClaims, verifyBearer, type Caller } from './auth';
import {
  DomainError,
  badRequest,
  forbidden,
  notFound,
  payloadTooLarge,
  unauthorized,
  unsupportedMediaType,
} from '../domain/errors';
import { STATUS_OF_KIND } from './errors';
import { logger, publishMetrics, recordMetric, runAsFunction } from '../adapters/observability';
import { METRICS } from '../contract/metrics';

type R = typeof routes;
type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
export type RouteIdsOf<F extends HandlerFamily> = { [K in RouteId]: R[K]['family'] extends F ? K : never }[RouteId];

export interface ApiRequest<Id extends RouteId> {
  readonly routeId: Id;
  readonly params: Record<string, string>;
  readonly query: Infer<R[Id] extends { query: infer Q } ? Q : undefined>;
  readonly body: Infer<R[Id] extends { body: infer B } ? B : undefined>;
  readonly caller: Caller;
  readonly requestId: string;
  readonly headers: Record<string, string | undefined>;
  /** The client's IP address (behind CloudFront: the viewer's, see clientIp). */
  readonly sourceIp: string;
}

/** Checks a family's handler runs around the implementations (lambdas/handlers/api.ts wires them). */
export interface HandlerGuards {
  /** First, on the raw headers (names lower-cased), before any other work: is the request from our front door? */
  verifyOrigin?: (headers: Record<string, string | undefined>) => Promise<void>;
  /** After authorization and validation, before the implementation: abuse limits. */
  beforeImplementation?: (req: ApiRequest<RouteId>) => Promise<void>;
}

/**
 * The viewer's IP. Behind CloudFront the API sees CloudFront's address. CloudFront passes the
 * viewer's in `CloudFront-Viewer-Address` ("ip:port") when forwarded, and always appends it to
 * X-Forwarded-For, after which API Gateway appends CloudFront's: the viewer is then the
 * second-last entry (earlier ones are whatever the client sent). Trusted only where the stage
 * says only CloudFront reaches the API (TRUST_VIEWER_ADDRESS_HEADER, set with origin-verify).
 */
export function clientIp(event: APIGatewayProxyEvent): string {
  if (process.env.TRUST_VIEWER_ADDRESS_HEADER === 'true') {
    const header = (name: string) => Object.entries(event.headers ?? {}).find(([k]) => k.toLowerCase() === name)?.[1];
    const viewer = header('cloudfront-viewer-address')
      ?.replace(/:\d+$/, '')
      .replace(/^\[|\]$/g, '');
    if (viewer) return viewer;
    const forwarded = (header('x-forwarded-for') ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (forwarded.length >= 2) return forwarded[forwarded.length - 2]!;
  }
  return event.requestContext?.identity?.sourceIp || 'unknown';
}

/** A non-JSON answer (a CSV export): sent as is with its content type. */
export interface RawAnswer {
  readonly raw: true;
  readonly contentType: string;
  readonly body: string;
  readonly fileName?: string;
  readonly headers?: Record<string, string>;
}
export const rawAnswer = (contentType: string, body: string, fileName?: string, headers?: Record<string, string>): RawAnswer => ({
  raw: true,
  contentType,
  body,
  fileName,
  headers,
});
const isRaw = (v: unknown): v is RawAnswer => typeof v === 'object' && v !== null && (v as RawAnswer).raw === true;

type Answer<Id extends RouteId> = R[Id] extends { response: infer S }
  ? S extends z.ZodType
    ? z.input<S>
    : void
  : void | RawAnswer;
export type Implementation<Id extends RouteId> = (req: ApiRequest<Id>) => Promise<Answer<Id>>;
export type Implementations<F extends HandlerFamily> = { [Id in RouteIdsOf<F>]: Implementation<Id> };

const jsonHeaders = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };

export function zodFields(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

function errorAnswer(
  statusCode: number,
  message: string,
  requestId: string,
  fields?: Record<string, string[]>,
  retryAfterSeconds?: number,
): APIGatewayProxyResult {
  const headers = retryAfterSeconds ? { ...jsonHeaders, 'Retry-After': String(retryAfterSeconds) } : jsonHeaders;
  return { statusCode, headers, body: JSON.stringify({ message, requestId, ...(fields ? { fields } : {}) }) };
}

const bearerHeader = (event: APIGatewayProxyEvent) => event.headers?.authorization ?? event.headers?.Authorization;

async function resolveCaller(route: RouteDef, event: APIGatewayProxyEvent): Promise<Caller> {
  if (route.access !== 'public') {
    // API Gateway's authorizer passes verified claims; without them (a gateway that did not
    // authorize) the handler verifies the bearer token itself rather than trusting anything.
    const claims = authorizerClaims(event) ?? (await verifyBearer(bearerHeader(event)));
    const caller = callerFromClaims(claims);
    if (caller.kind === 'anonymous') throw unauthorized();
    if (!caller.isStaff) throw forbidden('Your account is awaiting staff approval.');
    if (route.access === 'admin' && !caller.isAdmin) throw forbidden(ADMINS_ONLY);
    return caller;
  }
  if (route.optionalAuth) {
    const fromAuthorizer = authorizerClaims(event);
    if (fromAuthorizer) return callerFromClaims(fromAuthorizer);
    const header = bearerHeader(event);
    if (!header) return ANONYMOUS;
    const claims = await verifyBearer(header);
    // A stale or garbage token on a public route is treated as a visitor, never as an error.
    return claims ? callerFromClaims(claims) : ANONYMOUS;
  }
  return ANONYMOUS;
}

function parseWith<T extends z.ZodType>(schema: T, value: unknown, what: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(`Invalid ${what}.`, zodFields(result.error));
  return result.data;
}

const JSON_TYPE = /^application\/(.+\+)?json($|;)/;

/** Refuses oversized bodies before anything parses them. */
const bodySizeGuard: middy.MiddlewareObj<APIGatewayProxyEvent> = {
  before: async ({ event }) => {
    const raw = event.body ?? '';
    const size = event.isBase64Encoded ? Math.floor((raw.length * 3) / 4) : Buffer.byteLength(raw);
    if (size > LIMITS.requestBodyBytes) throw payloadTooLarge();
  },
};

/**
 * middy's JSON parser for requests that carry a body. Non-JSON types pass (body routes answer 415);
 * malformed JSON is remembered and answered 400 only after the caller is authorized, so an
 * anonymous caller of a staff route learns nothing about validation.
 */
const jsonBodyParser = httpJsonBodyParser({ disableContentTypeError: true });
const malformedBodies = new WeakSet<object>();
const jsonBody: middy.MiddlewareObj<APIGatewayProxyEvent> = {
  before: async (request) => {
    if (request.event.body === null || request.event.body === undefined || request.event.body === '') return;
    try {
      await jsonBodyParser.before?.(request as never);
    } catch (err) {
      if (!isBodyParserError(err)) throw err;
      malformedBodies.add(request.event);
    }
  },
};

const isBodyParserError = (err: unknown) =>
  (err as { cause?: { package?: string } } | undefined)?.cause?.package === '@middy/http-json-body-parser';

/** The validated body: an empty body validates as `{}` so the answer names the missing fields. */
function requestBody(route: RouteDef & { body: z.ZodType }, event: APIGatewayProxyEvent): unknown {
  const raw: unknown = event.body;
  if (raw === null || raw === undefined || raw === '') return parseWith(route.body, {}, 'request');
  const contentType = event.headers?.['content-type'];
  if (!contentType || !JSON_TYPE.test(contentType)) throw unsupportedMediaType();
  if (malformedBodies.has(event)) throw badRequest('The request body is not valid JSON.');
  return parseWith(route.body, raw, 'request');
}

/** CORS only for a separately hosted front end (CORS_ORIGINS, comma-separated); same origin needs none. */
function corsMiddleware(): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> | undefined {
  const origins = (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return origins.length
    ? httpCors({ origins, headers: 'authorization,content-type', methods: 'GET,POST,PUT,PATCH,DELETE' })
    : undefined;
}

/** Publishes the invocation's metrics on success and on error (a no-op when metrics are off). */
const metricsFlush: middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> = {
  after: async () => publishMetrics(),
  onError: async () => publishMetrics(),
};

export function createApiHandler<F extends HandlerFamily>(
  family: F,
  implementations: Implementations<F>,
  guards: HandlerGuards = {},
) {
  const impls = implementations as unknown as Record<RouteId, (req: ApiRequest<RouteId>) => Promise<unknown>>;

  const dispatch = async (event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> => {
    const routeId = findRoute(event.httpMethod, event.resource);
    const route = routeId ? (routes[routeId] as RouteDef) : undefined;
    if (!routeId || !route || route.family !== family || !impls[routeId]) throw notFound('No such endpoint.');

    const caller = await resolveCaller(route, event);
    // An id longer than any the API issues, or not well-formed text, names nothing: no lookup.
    const params = (event.pathParameters ?? {}) as Record<string, string>;
    if (Object.values(params).some((id) => typeof id !== 'string' || !isValidPathId(id))) throw notFound();
    const query = route.query ? parseWith(route.query, event.queryStringParameters ?? {}, 'query parameters') : undefined;

    const body = route.body ? requestBody(route as RouteDef & { body: z.ZodType }, event) : undefined;

    const request: ApiRequest<RouteId> = {
      routeId,
      params,
      query: query as never,
      body: body as never,
      caller,
      requestId: context.awsRequestId,
      headers: event.headers ?? {},
      sourceIp: clientIp(event),
    };
    await guards.beforeImplementation?.(request);
    const result = await impls[routeId](request);
    if (route.status === 204) return { statusCode: 204, headers: { 'Cache-Control': 'no-store' }, body: '' };
    if (isRaw(result)) {
      const headers: Record<string, string> = {
        ...result.headers,
        'Content-Type': result.contentType,
        'Cache-Control': 'no-store',
      };
      if (result.fileName) headers['Content-Disposition'] = `attachment; filename="${result.fileName}"`;
      return { statusCode: route.status, headers, body: result.body };
    }
    const answer = route.response ? route.response.parse(result) : result;
    return { statusCode: route.status, headers: jsonHeaders, body: JSON.stringify(answer) };
  };

  const cors = corsMiddleware();
  // Powertools first (style-anchors §2): logger context, then the metrics flush, which runs
  // after every other middleware's after/onError so that it sees what the invocation recorded.
  const base = middy<APIGatewayProxyEvent, APIGatewayProxyResult>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(metricsFlush);
  // Registered before the error handler so that its onError (run in reverse order) adds headers to error answers too.
  if (cors) base.use(cors);
  const { verifyOrigin } = guards;
  if (verifyOrigin) {
    base.use({
      before: async ({ event }) => {
        const headers: Record<string, string | undefined> = {};
        for (const [k, v] of Object.entries((event as APIGatewayProxyEvent).headers ?? {})) headers[k.toLowerCase()] = v;
        await verifyOrigin(headers);
      },
    });
  }
  const handler = base
    .use(bodySizeGuard)
    .use(httpHeaderNormalizer())
    .use(jsonBody)
    .use({
      onError: async (request) => {
        const requestId = (request.context as Context | undefined)?.awsRequestId ?? 'unknown';
        const err = request.error;
        if (err instanceof DomainError) {
          if (STATUS_OF_KIND[err.kind] === 429) recordMetric(METRICS.requestLimited);
          request.response = errorAnswer(STATUS_OF_KIND[err.kind], err.message, requestId, err.fields, err.retryAfterSeconds);
          return;
        }
        logger.error('unhandled error', {
          error: err as Error,
          requestId,
          path: (request.event as APIGatewayProxyEvent | undefined)?.path,
        });
        request.response = errorAnswer(500, 'Something went wrong on our side. Please try again.', requestId);
      },
    })
    .handler(dispatch);
  // The family is in context for the whole request: the local stack's grant check reads it.
  return (event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> =>
    runAsFunction(family, () => handler(event, context));
}
