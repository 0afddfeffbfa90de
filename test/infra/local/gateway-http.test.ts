import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { createGateway, loopbackOrigin } from '../../../infra/local/gateway/server';
import type { IncomingApiRequest } from '../../../infra/local/gateway/event';

let root: string;
let server: Server;
let base: string;
const apiCalls: IncomingApiRequest[] = [];
const cognitoCalls: { target: string; body: unknown }[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'gateway-http-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>spa</title>');
  writeFileSync(join(root, 'assets', 'app-1.js'), 'console.log("app")');
  writeFileSync(join(root, 'hero.mp4'), Buffer.alloc(1000, 7));
  server = createGateway({
    api: async (req) => {
      apiCalls.push(req);
      return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from('{"ok":true}') };
    },
    cognito: async (target, body) => {
      cognitoCalls.push({ target, body });
      return { status: 200, body: { handled: target } };
    },
    cognitoUpstream: 'http://127.0.0.1:9',
    outbox: () => [{ to: 'a@b.co', subject: 'S', text: 'code 123456', code: '123456', sentAt: '2026-01-01T00:00:00.000Z' }],
    runtimeConfig: (origin) => ({ apiBase: '/api', origin }),
    webRoot: root,
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(root, { recursive: true, force: true });
});

describe('local gateway over HTTP', () => {
  it('serves assets with their type and an immutable cache, and a real 404 for a missing asset', async () => {
    const asset = await fetch(`${base}/assets/app-1.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("app")');
    expect((await fetch(`${base}/assets/gone-2.js`)).status).toBe(404);
  });

  it('answers app routes with the SPA shell, revalidated', async () => {
    const page = await fetch(`${base}/admin/jobs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>spa</title>');
  });

  it('answers Range requests with 206 and the slice', async () => {
    const res = await fetch(`${base}/hero.mp4`, { headers: { range: 'bytes=100-199' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect((await res.arrayBuffer()).byteLength).toBe(100);
  });

  it('hands /api requests to the dispatcher with the path below /api, query and body', async () => {
    const res = await fetch(`${base}/api/jobs?limit=5`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(res.status).toBe(200);
    const call = apiCalls.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', path: '/jobs', query: 'limit=5' });
    expect(call.body.toString()).toBe('{"a":1}');
    expect(call.headers['content-type']).toEqual(['application/json']);
  });

  it('routes Cognito JSON calls by x-amz-target to the compatibility layer', async () => {
    const res = await fetch(`${base}/_local/cognito`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ AuthFlow: 'USER_SRP_AUTH' }),
    });
    expect(await res.json()).toEqual({ handled: 'InitiateAuth' });
    expect(cognitoCalls.at(-1)).toEqual({ target: 'InitiateAuth', body: { AuthFlow: 'USER_SRP_AUTH' } });
  });

  it('serves /config.json and the outbox as JSON and HTML', async () => {
    expect(await (await fetch(`${base}/config.json`)).json()).toEqual({ apiBase: '/api', origin: base });
    const viaLocalhost = await fetch(`${base.replace('127.0.0.1', 'localhost')}/config.json`);
    expect(await viaLocalhost.json()).toEqual({ apiBase: '/api', origin: base.replace('127.0.0.1', 'localhost') });
    expect(await (await fetch(`${base}/_local/outbox.json`)).json()).toEqual([expect.objectContaining({ code: '123456' })]);
    const html = await fetch(`${base}/_local/outbox`);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await html.text()).toContain('<code>123456</code>');
  });
});

describe('loopbackOrigin', () => {
  it('keeps loopback hosts and drops anything else', () => {
    expect(loopbackOrigin('127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(loopbackOrigin('localhost:3000')).toBe('http://localhost:3000');
    expect(loopbackOrigin('evil.example:3000')).toBeUndefined();
    expect(loopbackOrigin('localhost')).toBeUndefined();
    expect(loopbackOrigin(undefined)).toBeUndefined();
  });
});
