/**
 * How the gateway maps a URL path to a file of the built SPA (dist/web), as CloudFront plus the
 * site bucket will: the exact file, then a prerendered `<path>/index.html`, then the empty SPA
 * shell (app-shell.html, written by the prerender step; index.html when there is none) for app
 * routes; a missing asset (a path with a file extension) is a real 404.
 */
import { statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

export type StaticResolution = { kind: 'file'; file: string; status: 200 } | { kind: 'spa'; file: string; status: 200 } | { kind: 'missing'; status: 404 };

const isFile = (p: string) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};

export const SPA_SHELL = 'app-shell.html';

export function resolveStatic(root: string, urlPath: string): StaticResolution {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return { kind: 'missing', status: 404 };
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  if (relative.split(sep).includes('..') || decoded.includes('\0')) return { kind: 'missing', status: 404 };
  const target = join(root, relative);
  if (relative && isFile(target)) return { kind: 'file', file: target, status: 200 };
  const prerendered = join(target, 'index.html');
  if (isFile(prerendered)) return { kind: 'file', file: prerendered, status: 200 };
  const lastSegment = decoded.split('/').pop() ?? '';
  if (extname(lastSegment)) return { kind: 'missing', status: 404 };
  // Not the prerendered home page: its content would flash on /login and other app routes.
  const shell = join(root, SPA_SHELL);
  return { kind: 'spa', file: isFile(shell) ? shell : join(root, 'index.html'), status: 200 };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
};

export const contentTypeFor = (file: string) => TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Hashed build assets never change; pages must be revalidated so a new build shows at once. */
export function cacheControlFor(urlPath: string, file: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (extname(file) === '.html') return 'no-cache';
  return 'public, max-age=3600';
}
