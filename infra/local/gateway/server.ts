/**
 * The local gateway (node:http, loopback only): `/api/*` through the handlers, the Cognito
 * compatibility layer at `/_local/cognito`, the outbox at `/_local/outbox(.json)`, `/config.json`
 * for the SPA, and the web app (built files or Vite's dev middleware).
 */
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { CognitoCompat } from '../cognito/compat';
import { renderOutboxHtml, type OutboxMessage } from '../outbox';
import { MAX_BODY_BYTES, type ApiAnswer } from './api';
import type { IncomingApiRequest } from './event';
import { cacheControlFor, contentTypeFor, resolveStatic } from './static';

export const COGNITO_PATH = '/_local/cognito';

export interface GatewayOptions {
  api: (req: IncomingApiRequest) => Promise<ApiAnswer>;
  cognito: CognitoCompat;
  /** cognito-local itself, for what the compat layer does not answer (its JWKS). */
  cognitoUpstream: string;
  outbox: () => OutboxMessage[];
  runtimeConfig: () => Record<string, unknown>;
  /** Built SPA folder (dist/web), or Vite's connect middleware in dev mode, or neither. */
  webRoot?: string;
  middleware?: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
  log?: (line: string) => void;
}

class TooLarge extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new TooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, headers: Record<string, string | string[]>, body?: Buffer | string) {
  res.writeHead(status, headers);
  res.end(body);
}

const sendJson = (res: ServerResponse, status: number, value: unknown) =>
  send(res, status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, JSON.stringify(value));

export function createGateway(opts: GatewayOptions): Server {
  const log = opts.log ?? (() => undefined);

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    let body: Buffer;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch (err) {
      if (err instanceof TooLarge) return sendJson(res, 413, { message: 'Request Too Long' });
      throw err;
    }
    const answer = await opts.api({
      method: req.method ?? 'GET',
      path: url.pathname.slice('/api'.length) || '/',
      query: url.search.replace(/^\?/, ''),
      headers: req.headersDistinct as Record<string, string[]>,
      body,
      sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
    });
    send(res, answer.statusCode, answer.headers, answer.body);
  }

  async function handleCognito(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method === 'POST') {
      const target = String(req.headers['x-amz-target'] ?? '').split('.')[1];
      if (!target) return sendJson(res, 400, { __type: 'InvalidParameterException', message: 'Missing x-amz-target header' });
      const raw = await readBody(req, 1024 * 1024);
      let parsed: Record<string, unknown>;
      try {
        parsed = raw.length ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>) : {};
      } catch {
        return sendJson(res, 400, { __type: 'SerializationException', message: 'Invalid JSON body' });
      }
      const answer = await opts.cognito(target, parsed);
      return send(res, answer.status, { 'content-type': 'application/x-amz-json-1.1', 'cache-control': 'no-store' }, JSON.stringify(answer.body));
    }
    // Key sets and health: straight from the emulator.
    const upstream = await fetch(opts.cognitoUpstream + (url.pathname.slice(COGNITO_PATH.length) || '/'), { method: req.method });
    send(res, upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' }, Buffer.from(await upstream.arrayBuffer()));
  }

  function handleStatic(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (opts.middleware) {
      return opts.middleware(req, res, (err) => {
        if (err) log(`web: ${String(err)}`);
        if (!res.headersSent) sendJson(res, err ? 500 : 404, { message: err ? 'Internal error' : 'Not Found' });
      });
    }
    if (!opts.webRoot) return send(res, 404, { 'content-type': 'text/plain' }, 'No web app is served by this stack.');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }, 'Method Not Allowed');
    const found = resolveStatic(opts.webRoot, url.pathname);
    if (found.kind === 'missing') return send(res, 404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, 'Not Found');
    const headers = { 'content-type': contentTypeFor(found.file), 'cache-control': cacheControlFor(url.pathname, found.file) };
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    createReadStream(found.file).on('error', () => res.destroy()).pipe(res);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const route = async () => {
      const p = url.pathname;
      if (p === '/api' || p.startsWith('/api/')) return handleApi(req, res, url);
      if (p === COGNITO_PATH || p.startsWith(`${COGNITO_PATH}/`)) return handleCognito(req, res, url);
      if (p === '/_local/outbox.json') return sendJson(res, 200, opts.outbox());
      if (p === '/_local/outbox') return send(res, 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, renderOutboxHtml(opts.outbox()));
      if (p === '/config.json') return sendJson(res, 200, opts.runtimeConfig());
      return handleStatic(req, res, url);
    };
    route().catch((err: unknown) => {
      log(`gateway: ${req.method} ${url.pathname} failed: ${(err as Error).stack ?? String(err)}`);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal error in the local gateway' });
      else res.end();
    });
  });
  return server;
}
