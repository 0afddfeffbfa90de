/**
 * A small static server for dist/web, as CloudFront + S3 would serve it: /path → /path/index.html,
 * gzip for text, long caching for hashed assets, 404.html for unknown paths and the SPA shell for
 * account routes. Used by the web benches; listens on 127.0.0.1 and a free port.
 */
import { cpSync, createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { isAccountPath } from '../lambdas/contract/account-paths';

export const DIST_WEB = fileURLToPath(new URL('../dist/web', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt']);

function resolveFile(root: string, pathname: string): { file: string; status: number } {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const direct = join(root, safe);
  if (existsSync(direct) && statSync(direct).isFile()) return { file: direct, status: 200 };
  const index = join(root, safe, 'index.html');
  if (existsSync(index)) return { file: index, status: 200 };
  if (isAccountPath(pathname)) return { file: join(root, 'app-shell.html'), status: 200 };
  return { file: join(root, '404.html'), status: 404 };
}

export function startStaticServer(root = DIST_WEB): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { file, status } = resolveFile(root, url.pathname);
    const ext = extname(file);
    const headers: Record<string, string> = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' };
    headers['Cache-Control'] = url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) headers['Content-Encoding'] = 'gzip';
    else headers['Content-Length'] = String(statSync(file).size);
    res.writeHead(status, headers);
    if (req.method === 'HEAD') return res.end();
    const stream = createReadStream(file).on('error', () => res.destroy());
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, server, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

/**
 * Serves a private copy of dist/web, so a rebuild by someone else during a long benchmark
 * (the build empties dist/web first) cannot pull files from under it.
 */
export async function startSnapshotServer(): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync(join(DIST_WEB, 'index.html'))) throw new Error('dist/web is missing: run npm run build:web first');
  const copy = mkdtempSync(join(tmpdir(), 'web-bench-'));
  cpSync(DIST_WEB, copy, { recursive: true });
  const { url, close } = await startStaticServer(copy);
  return {
    url,
    close: async () => {
      await close();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url } = await startStaticServer();
  console.log(`serving ${DIST_WEB} at ${url}`);
}
