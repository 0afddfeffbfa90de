import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheControlFor, contentTypeFor, resolveStatic } from '../../../infra/local/gateway/static';
import { byteRange } from '../../../infra/local/gateway/server';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'static-test-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'careers'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>spa</title>');
  writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'careers', 'index.html'), '<!doctype html><title>careers</title>');
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('resolveStatic', () => {
  it('serves an existing file as is', () => {
    expect(resolveStatic(root, '/assets/app-abc123.js')).toEqual({
      kind: 'file',
      file: join(root, 'assets', 'app-abc123.js'),
      status: 200,
    });
    expect(resolveStatic(root, '/robots.txt')).toMatchObject({ kind: 'file', file: join(root, 'robots.txt') });
  });

  it('serves a prerendered page from <path>/index.html, with or without the trailing slash', () => {
    expect(resolveStatic(root, '/careers')).toMatchObject({ kind: 'file', file: join(root, 'careers', 'index.html') });
    expect(resolveStatic(root, '/careers/')).toMatchObject({ kind: 'file', file: join(root, 'careers', 'index.html') });
    expect(resolveStatic(root, '/')).toMatchObject({ kind: 'file', file: join(root, 'index.html') });
  });

  it('serves the SPA shell for account and admin routes only; other unknown pages are a real 404', () => {
    expect(resolveStatic(root, '/admin/jobs/edit/1')).toEqual({ kind: 'spa', file: join(root, 'index.html'), status: 200 });
    expect(resolveStatic(root, '/dashboard')).toMatchObject({ kind: 'spa' });
    // The sign-in pages are prerendered pages, looked up like any other (missing here: 404).
    expect(resolveStatic(root, '/login')).toEqual({ kind: 'missing', status: 404 });
    expect(resolveStatic(root, '/careers/some-job-id')).toEqual({ kind: 'missing', status: 404 });
    expect(resolveStatic(root, '/no-such-page')).toEqual({ kind: 'missing', status: 404 });
  });

  it("answers 404 with the site's own 404.html, and applies published statuses (301, 410)", () => {
    const site = mkdtempSync(join(tmpdir(), 'static-published-'));
    try {
      writeFileSync(join(site, '404.html'), '<!doctype html><title>Page not found</title>');
      mkdirSync(join(site, 'careers', 'old-slug'), { recursive: true });
      mkdirSync(join(site, 'careers', 'closed-job'), { recursive: true });
      mkdirSync(join(site, '_publish'));
      writeFileSync(join(site, 'careers', 'old-slug', 'index.html'), 'moved');
      writeFileSync(join(site, 'careers', 'closed-job', 'index.html'), 'no longer open');
      writeFileSync(
        join(site, '_publish', 'manifest.json'),
        JSON.stringify({
          'careers/old-slug/index.html': { hash: 'a', contentType: 'text/html', status: 301, location: '/careers/new-slug' },
          'careers/closed-job/index.html': { hash: 'b', contentType: 'text/html', status: 410 },
        }),
      );
      expect(resolveStatic(site, '/nothing')).toEqual({ kind: 'missing', status: 404, file: join(site, '404.html') });
      expect(resolveStatic(site, '/careers/old-slug')).toEqual({ kind: 'redirect', location: '/careers/new-slug', status: 301 });
      expect(resolveStatic(site, '/careers/closed-job/')).toEqual({
        kind: 'file',
        file: join(site, 'careers', 'closed-job', 'index.html'),
        status: 410,
      });
      expect(resolveStatic(site, '/_publish/manifest.json')).toMatchObject({ kind: 'missing', status: 404 });
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('prefers the empty SPA shell (app-shell.html) so app routes never flash the prerendered home', () => {
    const withShell = mkdtempSync(join(tmpdir(), 'static-shell-'));
    try {
      writeFileSync(join(withShell, 'index.html'), '<!doctype html><title>home</title><main>home</main>');
      writeFileSync(join(withShell, 'app-shell.html'), '<!doctype html><div id="root"></div>');
      expect(resolveStatic(withShell, '/profile')).toEqual({ kind: 'spa', file: join(withShell, 'app-shell.html'), status: 200 });
      expect(resolveStatic(withShell, '/')).toMatchObject({ kind: 'file', file: join(withShell, 'index.html') });
    } finally {
      rmSync(withShell, { recursive: true, force: true });
    }
  });

  it('answers a real 404 for missing assets instead of the SPA', () => {
    expect(resolveStatic(root, '/assets/missing-123.js')).toEqual({ kind: 'missing', status: 404 });
    expect(resolveStatic(root, '/logo.png')).toEqual({ kind: 'missing', status: 404 });
  });

  it('never leaves the web root', () => {
    writeFileSync(join(root, '..', 'outside-web-root.txt'), 'secret');
    try {
      for (const path of ['/../outside-web-root.txt', '/%2e%2e/outside-web-root.txt', '/assets/..%2F..%2Foutside-web-root.txt']) {
        const found = resolveStatic(root, path);
        expect(found.kind === 'missing' || (found.kind !== 'redirect' && found.file.startsWith(root))).toBe(true);
      }
    } finally {
      rmSync(join(root, '..', 'outside-web-root.txt'));
    }
    expect(resolveStatic(root, '/%E0%A4%A')).toEqual({ kind: 'missing', status: 404 });
  });

  it('refuses what still climbs out of the web root once normalised, and NUL bytes (the guard itself)', () => {
    writeFileSync(join(root, '..', 'outside-web-root.txt'), 'secret');
    try {
      // Without the guard these would resolve to the file beside the web root.
      for (const path of ['../outside-web-root.txt', 'assets/../../outside-web-root.txt', '..%2Foutside-web-root.txt']) {
        expect(resolveStatic(root, path)).toEqual({ kind: 'missing', status: 404 });
      }
      expect(resolveStatic(root, '/index.html%00')).toEqual({ kind: 'missing', status: 404 });
      expect(resolveStatic(root, '/index.html%00.png')).toEqual({ kind: 'missing', status: 404 });
    } finally {
      rmSync(join(root, '..', 'outside-web-root.txt'));
    }
  });
});

describe('headers of static files', () => {
  it('sends the right content types', () => {
    expect(contentTypeFor('a/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeFor('a/app.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('a/app.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeFor('a/logo.svg')).toBe('image/svg+xml');
    expect(contentTypeFor('a/hero.webm')).toBe('video/webm');
    expect(contentTypeFor('a/blob.bin')).toBe('application/octet-stream');
  });

  it('caches hashed assets for a year as immutable and revalidates pages', () => {
    expect(cacheControlFor('/assets/app-abc123.js', 'x/app-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/careers', 'x/careers/index.html')).toBe('no-cache');
    expect(cacheControlFor('/robots.txt', 'x/robots.txt')).toBe('public, max-age=3600');
  });
});

describe('byteRange', () => {
  it('parses the single ranges media elements send', () => {
    expect(byteRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(byteRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
  });

  it('ignores absent or multi-range headers and refuses ranges past the end', () => {
    expect(byteRange(undefined, 100)).toBeUndefined();
    expect(byteRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(byteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=20-10', 100)).toBe('unsatisfiable');
  });
});
