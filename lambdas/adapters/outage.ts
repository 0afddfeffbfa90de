/**
 * A dependency that is down (DynamoDB, S3 unreachable, throttling, a 5xx from the service) is an
 * outage, not a bug: it becomes the domain's `unavailable` (503 with Retry-After), after the
 * SDK's own retries. Conditional-check failures, validation errors and access denials are not
 * outages and pass through unchanged.
 */
import { unavailable } from '../domain/errors';

const OUTAGE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ThrottlingException',
  'Throttling',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'LimitExceededException',
  'InternalServerError',
  'InternalError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'SlowDown',
]);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

export function isOutage(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { name?: string; code?: string; $metadata?: { httpStatusCode?: number }; cause?: unknown; errors?: unknown[] };
  if (e.name && OUTAGE_NAMES.has(e.name)) return true;
  if (e.code && NETWORK_CODES.has(e.code)) return true;
  if ((e.$metadata?.httpStatusCode ?? 0) >= 500) return true;
  // Node's fetch and AggregateError (happy eyeballs) wrap the socket error.
  if (Array.isArray(e.errors) && e.errors.some(isOutage)) return true;
  return e.cause !== undefined && e.cause !== err && isOutage(e.cause);
}

/** Adds the outage mapping around every command of an SDK client (outside its retries). */
interface WithMiddleware {
  middlewareStack: { add: (middleware: never, options: { step: 'initialize'; name: string; override: boolean }) => void };
}

export function mapOutages<C extends WithMiddleware>(client: C): C {
  (client.middlewareStack as unknown as { add: (mw: unknown, options: unknown) => void }).add(
    (next: (args: unknown) => Promise<unknown>) => async (args: unknown) => {
      try {
        return await next(args);
      } catch (err) {
        if (isOutage(err)) throw unavailable();
        throw err;
      }
    },
    { step: 'initialize', name: 'mapOutagesToUnavailable', override: true },
  );
  return client;
}
