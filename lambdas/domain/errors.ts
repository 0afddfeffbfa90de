/**
 * Errors the domain and adapters throw on purpose. They name what went wrong (a kind), never an
 * HTTP status: lambdas/http maps each kind to a status code and an answer `{message, fields?}`.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-type'
  | 'unprocessable'
  | 'rate-limited'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** For `rate-limited` and `unavailable`: when the caller may try again, in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string[]>) => new DomainError('invalid', message, fields);
export const unauthorized = (message = 'Sign in to continue.') => new DomainError('unauthenticated', message);
export const forbidden = (message = 'Your account is not allowed to do this.') => new DomainError('forbidden', message);
export const notFound = (message = 'Not found.') => new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const payloadTooLarge = (message = 'The request body is too large.') => new DomainError('too-large', message);
export const unsupportedMediaType = (message = 'Send the request body as application/json.') =>
  new DomainError('unsupported-type', message);
export const unprocessable = (message: string) => new DomainError('unprocessable', message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new DomainError('rate-limited', message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
export const unavailable = (
  message = 'The service is briefly unavailable. Please try again in a moment.',
  retryAfterSeconds = 5,
) => new DomainError('unavailable', message, undefined, retryAfterSeconds);
