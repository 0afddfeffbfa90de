/** Errors a handler throws on purpose; the API handler turns them into `{message, fields?}` answers. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string[]>) => new HttpError(400, message, fields);
export const unauthorized = (message = 'Sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'Your account is not allowed to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message = 'The request body is too large.') => new HttpError(413, message);
export const unsupportedMediaType = (message = 'Send the request body as application/json.') => new HttpError(415, message);
export const unprocessable = (message: string) => new HttpError(422, message);
