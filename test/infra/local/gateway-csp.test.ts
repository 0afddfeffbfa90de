/** The local gateway sends the same Content-Security-Policy as CloudFront, from the contract's one definition. */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { contentSecurityPolicy } from '../../../lambdas/contract/security-headers';
import { inlineStyleOnlyPolicy, localContentSecurityPolicy } from '../../../infra/local/gateway/csp';
import { createGateway } from '../../../infra/local/gateway/server';
import { renderOutboxHtml } from '../../../infra/local/outbox';

const S3 = 'http://127.0.0.1:4569';
const sha = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'gateway-csp-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><style>body{margin:0}</style><title>x</title>');
  server = createGateway({
    api: async () => ({ statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from('{"items":[]}') }),
    cognito: async () => ({ status: 200, body: {} }),
    cognitoUpstream: 'http://127.0.0.1:9',
    outbox: () => [{ to: 'a@b.co', subject: 'S', text: 'code 123456', code: '123456', sentAt: '2026-01-01T00:00:00.000Z' }],
    runtimeConfig: () => ({}),
    webRoot: root,
    contentSecurityPolicy: localContentSecurityPolicy(root, S3),
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(root, { recursive: true, force: true });
});

describe('local Content-Security-Policy', () => {
  it("is CloudFront's policy with the local endpoints: same directives, no upgrade of plain http", () => {
    const local = directives(localContentSecurityPolicy(root, S3)());
    const cloud = directives(
      contentSecurityPolicy({
        cognitoEndpoint: 'https://cognito-idp.ap-south-1.amazonaws.com',
        uploadEndpoint: 'https://b.s3.ap-south-1.amazonaws.com',
        inlineStyleHashes: [sha('body{margin:0}')],
        allowInlineStyles: false,
      }),
    );
    expect([...local.keys(), 'upgrade-insecure-requests'].sort()).toEqual([...cloud.keys()].sort());
    for (const name of ['default-src', 'script-src', 'style-src', 'img-src', 'object-src', 'frame-ancestors', 'base-uri'])
      expect(local.get(name)).toEqual(cloud.get(name));
    expect(local.get('connect-src')).toEqual(["'self'", S3]);
    expect(local.get('frame-src')).toEqual([S3]);
  });

  it('follows the build: the hashes change when the served pages change', () => {
    const csp = localContentSecurityPolicy(root, S3);
    expect(csp()).toContain(`style-src 'self' ${sha('body{margin:0}')};`);
    const other = mkdtempSync(join(tmpdir(), 'gateway-csp-rebuild-'));
    try {
      const policy = localContentSecurityPolicy(other, S3);
      expect(policy()).toContain("style-src 'self';");
      writeFileSync(join(other, 'index.html'), '<style>p{color:red}</style>');
      utimesSync(join(other, 'index.html'), new Date(), new Date(Date.now() + 5_000));
      expect(policy()).toContain(`style-src 'self' ${sha('p{color:red}')};`);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('is sent on pages and API answers; the outbox page allows only its own inline style', async () => {
    const expected = localContentSecurityPolicy(root, S3)();
    for (const path of ['/', '/api/jobs']) {
      const res = await fetch(base + path);
      expect(res.headers.get('content-security-policy')).toBe(expected);
    }
    const outbox = await fetch(`${base}/_local/outbox`);
    const html = await outbox.text();
    expect(outbox.headers.get('content-security-policy')).toBe(inlineStyleOnlyPolicy(html));
    const style = /<style>([\s\S]*?)<\/style>/.exec(renderOutboxHtml([]))![1]!;
    expect(outbox.headers.get('content-security-policy')).toContain(`style-src ${sha(style)};`);
    expect(outbox.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
