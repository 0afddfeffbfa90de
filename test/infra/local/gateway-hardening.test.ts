/** The local gateway serves like CloudFront: Host allow-list, security headers, gzip and brotli. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressFor, createGateway, isAllowedHost } from '../../../infra/local/gateway/server';
import { SECURITY_HEADERS } from '../../../lambdas/contract/security-headers';

let root: string;
let server: Server;
let port: number;
const page = `<!doctype html><title>spa</title>${'<p>Nimbus Crest</p>'.repeat(200)}`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'gateway-hardening-'));
  writeFileSync(join(root, 'index.html'), page);
  server = createGateway({
    api: async () => ({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ items: Array(300).fill('a job at Nimbus Crest') })),
    }),
    cognito: async () => ({ status: 200, body: {} }),
    cognitoUpstream: 'http://127.0.0.1:9',
    outbox: () => [{ to: 'a@b.co', subject: 'S', text: 'code 123456', code: '123456', sentAt: '2026-01-01T00:00:00.000Z' }],
    runtimeConfig: () => ({}),
    webRoot: root,
    allowedHosts: ['www.nimbuscrest.example'],
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(root, { recursive: true, force: true });
});

/** Raw request, so the Host header and encodings are exactly what we send. */
function get(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('Host allow-list', () => {
  it('answers 421 to any other name on every path, the outbox included', async () => {
    for (const path of ['/', '/api/jobs', '/_local/outbox.json', '/_local/outbox']) {
      const res = await get(path, { host: 'attacker.example' });
      expect(res.status).toBe(421);
      expect(res.body.toString()).not.toContain('123456');
    }
  });

  it('serves loopback names and the configured public host', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'www.nimbuscrest.example'])
      expect((await get('/_local/outbox.json', { host })).status).toBe(200);
    expect(isAllowedHost(undefined)).toBe(false);
    expect(isAllowedHost('127.0.0.1.attacker.example')).toBe(false);
  });
});

describe('security headers and compression', () => {
  it('sends the shared security headers on pages and API answers', async () => {
    for (const path of ['/', '/api/jobs']) {
      const res = await get(path, { host: `127.0.0.1:${port}` });
      expect(res.headers['x-content-type-options']).toBe(SECURITY_HEADERS.contentTypeOptions);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe(SECURITY_HEADERS.referrerPolicy);
      expect(res.headers['permissions-policy']).toBe(SECURITY_HEADERS.permissionsPolicy);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('compresses pages and JSON with brotli or gzip as accepted, with Vary', async () => {
    const br = await get('/', { host: `127.0.0.1:${port}`, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    const gz = await get('/api/jobs', { host: `127.0.0.1:${port}`, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString()).items).toHaveLength(300);
    const plain = await get('/', { host: `127.0.0.1:${port}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('leaves binary and small bodies alone and honours q=0', () => {
    expect(compressFor('br', 'video/mp4', Buffer.alloc(5000)).encoding).toBeUndefined();
    expect(compressFor('br', 'text/html', Buffer.alloc(100)).encoding).toBeUndefined();
    expect(compressFor('br;q=0, gzip', 'text/css', Buffer.alloc(5000)).encoding).toBe('gzip');
  });
});
