/**
 * The local gateway (node:http, loopback only): `/api/*` through the handlers, the Cognito
 * compatibility layer at `/_local/cognito`, the outbox at `/_local/outbox(.json)`, `/config.json`
 * for the SPA, and the web app (built files or Vite's dev middleware).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { securityHeaderFields } from '../../../lambdas/contract/security-headers';
import type { CognitoCompat } from '../cognito/compat';
import { inlineStyleOnlyPolicy } from './csp';
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
  /** `/config.json`, given the origin the browser used (127.0.0.1 or localhost), so it stays same-origin. */
  runtimeConfig: (origin: string | undefined) => Record<string, unknown>;
  /** Built SPA folder (dist/web), or Vite's connect middleware in dev mode, or neither. */
  webRoot?: string;
  middleware?: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
  log?: (line: string) => void;
  /** Host names answered besides the loopback names (a configured public host); anything else gets 421. */
  allowedHosts?: readonly string[];
  /** The full Content-Security-Policy (gateway/csp.ts); without it only the base directives (a dev server's inline scripts). */
  contentSecurityPolicy?: () => string;
}

/** Loopback names, with any port: what a browser on this machine sends. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/** Whether a Host header names this server (DNS rebinding sends the attacker's name). */
export function isAllowedHost(host: string | undefined, allowed: readonly string[] = []): boolean {
  if (!host) return false;
  if (LOOPBACK_HOST.test(host)) return true;
  const name = host.replace(/:\d{1,5}$/, '').toLowerCase();
  return allowed.some((a) => a.toLowerCase() === name);
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|.+\+json|.+\+xml)|image\/svg\+xml)/i;

/** Brotli or gzip for text bodies over 1 KB, as CloudFront compresses; always `Vary: Accept-Encoding`. */
export function compressFor(
  acceptEncoding: string | undefined,
  contentType: string | undefined,
  body: Buffer,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (!contentType || !COMPRESSIBLE.test(contentType) || body.length < 1024) return { body };
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name!.trim().toLowerCase()),
  );
  const accepts = (name: string) => accepted.has(name);
  if (accepts('br')) return { body: compressedOnce(body, 'br'), encoding: 'br' };
  if (accepts('gzip')) return { body: compressedOnce(body, 'gzip'), encoding: 'gzip' };
  return { body };
}

/**
 * Compressed bodies by content, as CloudFront keeps them at the edge: the site's main bundle
 * (about 280 KB) took 25-150 ms (by machine load) to brotli on every page view; a hit costs a 0.2 ms hash.
 * Bounded to `COMPRESSED_CACHE_BYTES`; the oldest entries go first.
 */
const COMPRESSED_CACHE_BYTES = 64 * 1024 * 1024;
const compressedCache = new Map<string, Buffer>();
let compressedCacheBytes = 0;

function compressedOnce(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
  const hit = compressedCache.get(key);
  if (hit) return hit;
  const out =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gzipSync(body);
  compressedCache.set(key, out);
  compressedCacheBytes += out.length;
  for (const [oldest, value] of compressedCache) {
    if (compressedCacheBytes <= COMPRESSED_CACHE_BYTES) break;
    compressedCache.delete(oldest);
    compressedCacheBytes -= value.length;
  }
  return out;
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
  const req = (res as ServerResponse & { req?: IncomingMessage }).req;
  const contentType = Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1];
  if (body !== undefined && req) {
    const out = compressFor(
      req.headers['accept-encoding'],
      Array.isArray(contentType) ? contentType[0] : contentType,
      Buffer.from(body),
    );
    const withEncoding: Record<string, string | string[]> = { ...headers, vary: 'Accept-Encoding' };
    for (const k of Object.keys(withEncoding)) if (k.toLowerCase() === 'content-length') delete withEncoding[k];
    if (out.encoding) withEncoding['content-encoding'] = out.encoding;
    res.writeHead(status, withEncoding);
    res.end(req.method === 'HEAD' ? undefined : out.body);
    return;
  }
  res.writeHead(status, headers);
  res.end(body);
}

const sendJson = (res: ServerResponse, status: number, value: unknown) =>
  send(res, status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, JSON.stringify(value));

/** A single `bytes=a-b` / `bytes=a-` / `bytes=-n` range; multi-range requests get the whole file. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** The origin of a request addressed to a loopback name (the only ones this server listens for). */
export function loopbackOrigin(host: string | undefined): string | undefined {
  return host && /^(localhost|127\.0\.0\.1|\[::1\]):\d{1,5}$/.test(host) ? `http://${host}` : undefined;
}

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
      const answer = await opts.cognito(target, parsed, { signed: /^AWS4-HMAC-SHA256 /.test(req.headers.authorization ?? '') });
      return send(
        res,
        answer.status,
        { 'content-type': 'application/x-amz-json-1.1', 'cache-control': 'no-store' },
        JSON.stringify(answer.body),
      );
    }
    // Key sets and health: straight from the emulator.
    const upstream = await fetch(opts.cognitoUpstream + (url.pathname.slice(COGNITO_PATH.length) || '/'), { method: req.method });
    send(
      res,
      upstream.status,
      { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
      Buffer.from(await upstream.arrayBuffer()),
    );
  }

  async function handleStatic(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (opts.middleware) {
      return opts.middleware(req, res, (err) => {
        if (err) log(`web: ${err instanceof Error ? err.message : JSON.stringify(err)}`);
        if (!res.headersSent) sendJson(res, err ? 500 : 404, { message: err ? 'Internal error' : 'Not Found' });
      });
    }
    if (!opts.webRoot) return send(res, 404, { 'content-type': 'text/plain' }, 'No web app is served by this stack.');
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }, 'Method Not Allowed');
    const found = resolveStatic(opts.webRoot, url.pathname);
    if (found.kind === 'redirect') {
      return send(
        res,
        301,
        { location: found.location + url.search, 'cache-control': 'no-cache', 'content-type': 'text/plain; charset=utf-8' },
        `Moved to ${found.location}`,
      );
    }
    if (found.kind === 'missing' && !found.file)
      return send(res, 404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, 'Not Found');
    // Read whole (pages and assets are small): a file that vanishes mid-request (a rebuild of
    // dist/web) then answers 404 instead of a truncated response.
    let content: Buffer;
    try {
      content = await readFile(found.file!);
    } catch {
      return send(res, 404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, 'Not Found');
    }
    const headers: Record<string, string> = {
      'content-type': contentTypeFor(found.file!),
      'cache-control': cacheControlFor(url.pathname, found.file!),
      'accept-ranges': 'bytes',
    };
    // Media elements fetch with Range (seeking a video), as from CloudFront.
    if (found.status !== 200) {
      // The site's own 404 page, or a closed job's 410 page.
      headers['content-length'] = String(content.length);
      res.writeHead(found.status, { ...headers, 'cache-control': 'no-cache' });
      return res.end(req.method === 'HEAD' ? undefined : content);
    }
    const range = byteRange(req.headers.range, content.length);
    if (range === 'unsatisfiable') return send(res, 416, { 'content-range': `bytes */${content.length}` });
    const body = range ? content.subarray(range.start, range.end + 1) : content;
    if (range) {
      headers['content-range'] = `bytes ${range.start}-${range.end}/${content.length}`;
      headers['content-length'] = String(body.length);
      res.writeHead(206, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    send(res, 200, headers, body);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    // Only our own names: a DNS-rebinding page (Host: attacker.example) must not read the outbox or the API.
    if (!isAllowedHost(req.headers.host, opts.allowedHosts)) {
      res.writeHead(421, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('Misdirected Request: this server answers only its own host names.');
      return;
    }
    const csp = opts.contentSecurityPolicy?.();
    for (const [name, value] of Object.entries(securityHeaderFields({ https: false, csp }))) res.setHeader(name, value);
    const route = async () => {
      const p = url.pathname;
      if (p === '/api' || p.startsWith('/api/')) return handleApi(req, res, url);
      if (p === COGNITO_PATH || p.startsWith(`${COGNITO_PATH}/`)) return handleCognito(req, res, url);
      if (p === '/_local/outbox.json') return sendJson(res, 200, opts.outbox());
      if (p === '/_local/outbox') {
        const html = renderOutboxHtml(opts.outbox());
        res.setHeader('content-security-policy', inlineStyleOnlyPolicy(html));
        return send(res, 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, html);
      }
      if (p === '/config.json') return sendJson(res, 200, opts.runtimeConfig(loopbackOrigin(req.headers.host)));
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
