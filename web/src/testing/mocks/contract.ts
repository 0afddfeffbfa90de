/**
 * msw handlers built on the contract's route table: the path comes from the endpoint, a request
 * body is checked with the route's body schema (400 in the API's error shape, as the handlers
 * answer), and every successful answer is parsed with the route's response schema, so a fake
 * cannot drift from what the real API returns.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { endpoints, matchPath, type RouteId } from '../../../../lambdas/contract/endpoints';
import { routes, type RequestBody, type ResponseBody } from '../../../../lambdas/contract/routes';
import type { z } from 'zod';
import { reportProblem } from './problems';

export const API_PREFIX = '/api';

/** An error answer in the API's shape; anything else a fake returns is the success body. */
export class FakeError {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly fields?: Record<string, string[]>,
  ) {}
}
export const fail = (status: number, message: string, fields?: Record<string, string[]>) =>
  new FakeError(status, message, fields);

export type FakeAnswer<Id extends RouteId> = ResponseBody<Id> | FakeError;

export interface FakeRequest<Id extends RouteId> {
  params: Record<string, string>;
  query: URLSearchParams;
  body: RequestBody<Id>;
  headers: Headers;
}

/** msw path of an endpoint: `{id}` becomes `:id`; any origin (jsdom resolves `/api` against its own). */
export const mswPath = (id: RouteId) => `*${API_PREFIX}${endpoints[id].path.replace(/\{(\w+)\}/g, ':$1')}`;

const errorResponse = (status: number, message: string, fields?: Record<string, string[]>) =>
  HttpResponse.json({ message, requestId: 'msw-fake', ...(fields ? { fields } : {}) }, { status });

/** Sends a fake's answer, checking a success against the contract's response schema. */
export function respond<Id extends RouteId>(id: Id, answer: FakeAnswer<Id>): Response {
  if (answer instanceof FakeError) return errorResponse(answer.status, answer.message, answer.fields);
  const route = routes[id] as { response?: z.ZodType; status: number };
  const parsed = route.response?.safeParse(answer);
  if (parsed && !parsed.success) reportProblem(`${id}: the fake's answer does not match the contract (${parsed.error.message})`);
  const body = parsed?.success ? parsed.data : answer;
  return route.status === 204
    ? new HttpResponse(null, { status: 204 })
    : HttpResponse.json(body as never, { status: route.status });
}

/** Reads and checks the request body of a route; undefined body when the route takes none. */
export async function readBody<Id extends RouteId>(
  id: Id,
  request: Request,
): Promise<{ body: RequestBody<Id> } | { error: Response }> {
  const schema = (routes[id] as { body?: z.ZodType }).body;
  if (!schema) return { body: undefined as RequestBody<Id> };
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return { error: errorResponse(400, 'Invalid JSON body') };
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { body: raw as RequestBody<Id> };
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fields[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  return { error: errorResponse(400, 'Validation failed', fields) };
}

/** An msw handler for one contract route. */
export function contractRoute<Id extends RouteId>(
  id: Id,
  resolve: (req: FakeRequest<Id>) => FakeAnswer<Id> | Promise<FakeAnswer<Id>>,
): HttpHandler {
  const method = endpoints[id].method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](mswPath(id), async ({ request, params }) => {
    const read = await readBody(id, request);
    if ('error' in read) return read.error;
    const answer = await resolve({
      params: params as Record<string, string>,
      query: new URL(request.url).searchParams,
      body: read.body,
      headers: request.headers,
    });
    return respond(id, answer);
  });
}

/** The contract route a concrete API request is for (used by the recording fakes of older tests). */
export function routeOf(method: string, url: string): RouteId | undefined {
  const { pathname } = new URL(url);
  return pathname.startsWith(API_PREFIX) ? matchPath(method, pathname.slice(API_PREFIX.length))?.id : undefined;
}
