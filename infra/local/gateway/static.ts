/**
 * How the gateway maps a URL path to a file of the site folder (dist/web plus what the publisher
 * wrote), as CloudFront plus the site bucket do: both follow the ONE routing table in
 * lambdas/contract/site-routes.ts. A key that does not exist answers 404.html with status 404; a
 * published file may carry a status (301 + location, 410) recorded in the publish manifest, as
 * the bucket records it in object metadata.
 */
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import {
  APP_SHELL_FILE,
  NOT_FOUND_FILE,
  PUBLISH_MANIFEST_KEY,
  routeSitePath,
  type PublishManifest,
  type SiteFileStatus,
} from '../../../lambdas/contract/site-routes';

export type StaticResolution =
  | { kind: 'file'; file: string; status: 200 | 410 }
  | { kind: 'redirect'; location: string; status: 301 }
  | { kind: 'spa'; file: string; status: 200 }
  | { kind: 'missing'; status: 404; file?: string };

const isFile = (p: string) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};

export const SPA_SHELL = APP_SHELL_FILE;

/** The publish manifest of a site folder, re-read when it changes. */
const manifests = new Map<string, { mtimeMs: number; manifest: PublishManifest }>();
export function publishedStatusOf(root: string, key: string): SiteFileStatus | undefined {
  const file = join(root, PUBLISH_MANIFEST_KEY);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  let cached = manifests.get(root);
  if (!cached || cached.mtimeMs !== mtimeMs) {
    try {
      cached = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as PublishManifest };
      manifests.set(root, cached);
    } catch {
      return undefined;
    }
  }
  return cached.manifest[key];
}

export function resolveStatic(root: string, urlPath: string): StaticResolution {
  const notFound = (): StaticResolution => {
    const page = join(root, NOT_FOUND_FILE);
    return isFile(page) ? { kind: 'missing', status: 404, file: page } : { kind: 'missing', status: 404 };
  };
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return notFound();
  }
  if (decoded.includes('\0')) return notFound();
  const route = routeSitePath(decoded);
  if (route.kind === 'hidden') return notFound();
  const relative = normalize(route.key).replace(/^([/\\])+/, '');
  if (relative.split(sep).includes('..')) return notFound();
  const target = join(root, relative);
  if (route.kind === 'shell') {
    // Before app-shell.html existed, the SPA's index.html was the shell.
    return { kind: 'spa', file: isFile(target) ? target : join(root, 'index.html'), status: 200 };
  }
  if (!isFile(target)) return notFound();
  const published = publishedStatusOf(root, relative.split(sep).join('/'));
  if (published?.status === 301 && published.location) return { kind: 'redirect', location: published.location, status: 301 };
  return { kind: 'file', file: target, status: published?.status === 410 ? 410 : 200 };
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
