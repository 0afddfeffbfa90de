import { ResumeError } from '../resume';
import { DomainError } from '../domain/errors';

/** A parser failure as a domain error: too large, not a resume, or a file it cannot read. */
export function resumeErrorToDomain(err: unknown): unknown {
  if (!(err instanceof ResumeError)) return err;
  const kind = err.code === 'too-large' ? 'too-large' : err.code === 'unsupported' ? 'unsupported-type' : 'unprocessable';
  return new DomainError(kind, err.message);
}
