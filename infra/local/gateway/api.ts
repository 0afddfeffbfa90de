/**
 * `/api/*` of the local gateway: route by the contract, authorize staff routes like the Cognito
 * authorizer, build the proxy event, run the family's real handler in-process, return its answer.
 */
import { randomUUID } from 'node:crypto';
import { endpoints, knowsPath, matchPath, type HandlerFamily } from '../../../lambdas/contract/endpoints';
import type { LambdaHandler } from '../../../lambdas/handlers/registry';
import type { Authorizer } from './authorizer';
import { buildProxyEvent, lambdaContext, LAMBDA_TIMEOUT_MS, type IncomingApiRequest } from './event';

/** API Gateway's payload limit for REST APIs. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface ApiAnswer {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

const json = (statusCode: number, value: unknown): ApiAnswer => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  body: Buffer.from(JSON.stringify(value)),
});

export function createApiDispatcher(opts: {
  authorizer: Authorizer;
  loadHandler: (family: HandlerFamily) => Promise<LambdaHandler>;
  log?: (line: string) => void;
  /** API Gateway's integration timeout (29 s): a slower handler gets 504. */
  timeoutMs?: number;
}) {
  const log = opts.log ?? (() => undefined);
  const timeoutMs = opts.timeoutMs ?? LAMBDA_TIMEOUT_MS;

  return async function dispatch(req: IncomingApiRequest): Promise<ApiAnswer> {
    if (req.body.length > MAX_BODY_BYTES) return json(413, { message: 'Request Too Long' });
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const match = matchPath(req.method, path);
    if (!match) return knowsPath(path) ? json(405, { message: 'Method Not Allowed' }) : json(404, { message: 'Not Found' });
    const route = endpoints[match.id];

    let claims: Record<string, string> | undefined;
    if (route.access !== 'public') {
      const header = Object.entries(req.headers)
        .find(([k]) => k.toLowerCase() === 'authorization')?.[1]
        ?.at(-1);
      const verified = await opts.authorizer(header);
      if (!verified) return json(401, { message: 'Unauthorized' });
      claims = verified;
    }

    let handler: LambdaHandler;
    try {
      handler = await opts.loadHandler(route.family);
    } catch (err) {
      log(`api: handler family "${route.family}" could not be loaded: ${(err as Error).message.split('\n')[0]}`);
      return json(500, { message: `The "${route.family}" handler is not available yet.` });
    }

    const requestId = randomUUID();
    const event = buildProxyEvent({ ...req, path }, { resource: route.path, pathParameters: match.params, claims }, requestId);
    try {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
      const result = await Promise.race([handler(event, lambdaContext(route.family, requestId, timeoutMs)), timedOut]).finally(
        () => clearTimeout(timer),
      );
      if (result === 'timeout') {
        log(`api: ${req.method} ${path} took longer than ${timeoutMs} ms`);
        return json(504, { message: 'Endpoint request timed out' });
      }
      const headers: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(result.headers ?? {})) headers[k.toLowerCase()] = String(v);
      for (const [k, v] of Object.entries(result.multiValueHeaders ?? {})) headers[k.toLowerCase()] = v.map(String);
      const body = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
      return { statusCode: result.statusCode, headers, body };
    } catch (err) {
      // A handler that throws is a Lambda invocation error: API Gateway answers 502.
      log(`api: ${req.method} ${path} threw: ${(err as Error).stack ?? String(err)}`);
      return json(502, { message: 'Internal server error' });
    }
  };
}
