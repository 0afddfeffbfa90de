import { ResumeError } from '../resume';
import { HttpError } from '../http/errors';

/** A parser failure as an answer: 413 too large, 415 not a resume, 422 for files it cannot read. */
export function resumeErrorToHttp(err: unknown): unknown {
  if (!(err instanceof ResumeError)) return err;
  const status = err.code === 'too-large' ? 413 : err.code === 'unsupported' ? 415 : 422;
  return new HttpError(status, err.message);
}
