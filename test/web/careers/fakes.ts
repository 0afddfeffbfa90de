import { vi } from 'vitest';
import { answerApi, json, type CannedAnswer, type RecordedCall } from '../../../web/src/testing/mocks/record';

export { json, type RecordedCall };

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

/** A stand-in for XMLHttpRequest that a test drives: progress, success or network failure. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  /** What every new request does once sent; tests replace it to drive requests by hand. */
  static autoRespond: ((xhr: FakeXhr) => void) | null = (xhr) => queueMicrotask(() => xhr.respond(200));

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    if (name.toLowerCase() === 'content-length') throw new Error('Refused to set unsafe header "Content-Length"');
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.instances.push(this);
    FakeXhr.autoRespond?.(this);
  }
  abort() {
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number) {
    this.status = status;
    this.onload?.();
  }
  failNetwork() {
    this.onerror?.();
  }

  static install() {
    FakeXhr.instances = [];
    FakeXhr.autoRespond = (xhr) => queueMicrotask(() => xhr.respond(200));
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }
}
