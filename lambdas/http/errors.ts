/** The HTTP status of each domain error kind: the one place where domain errors become statuses. */
import type { DomainErrorKind } from '../domain/errors';

export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  unprocessable: 422,
  'rate-limited': 429,
  unavailable: 503,
};
