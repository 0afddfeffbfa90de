// Minimal typings for the two emulators that ship none (only what infra/local uses).
declare module 'dynalite' {
  import type { Server } from 'node:http';
  interface DynaliteOptions {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    maxItemSizeKb?: number;
  }
  export default function dynalite(options?: DynaliteOptions): Server;
}

declare module 's3rver' {
  import type { RequestListener } from 'node:http';
  interface S3rverOptions {
    directory?: string;
    silent?: boolean;
  }
  /** A Koa app: `callback()` is its request listener. */
  export default class S3rver {
    constructor(options?: S3rverOptions);
    callback(): RequestListener;
  }
}
