import { http, HttpResponse } from 'msw';
import { FAKE_UPLOAD_ORIGIN } from '../../../web/src/testing/mocks/handlers/applications';
import { server } from '../../../web/src/testing/mocks/server';
import { answerApi, json, type CannedAnswer, type RecordedCall } from '../../../web/src/testing/mocks/record';

export { FAKE_UPLOAD_ORIGIN, HttpResponse, json, type RecordedCall };

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Canned API answers by "METHOD /path" on the msw fake API, recording each call (needs `useMockApi()` in the file). */
export function stubApi(routes: Record<string, CannedAnswer>): RecordedCall[] {
  return answerApi(routes);
}

/** A PUT the browser sent to a presigned upload URL: what S3 would receive. */
export interface RecordedUpload {
  url: string;
  headers: Record<string, string>;
  body: string;
}
export type UploadAnswer = (upload: RecordedUpload) => Response | Promise<Response>;

/**
 * Answers the PUTs to the fake presigned upload origin (XMLHttpRequest, intercepted by msw), recording each in
 * order; the default answer is S3's 200. `HttpResponse.error()` is a network failure, a pending promise holds the
 * upload open. msw reports upload progress in one step when the answer comes (loaded = total).
 */
export function answerUploads(answer: UploadAnswer = () => new HttpResponse(null, { status: 200 })): RecordedUpload[] {
  const uploads: RecordedUpload[] = [];
  server.use(
    http.put(`${FAKE_UPLOAD_ORIGIN}/*`, async ({ request }) => {
      const upload = { url: request.url, headers: Object.fromEntries(request.headers), body: await request.text() };
      uploads.push(upload);
      return answer(upload);
    }),
  );
  return uploads;
}
