import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class MissingWebBuildError extends Error {
  constructor(dir: string) {
    super(`The web build was not found at ${dir}. Run \`npm run build:web\` before \`cdk synth\` or \`cdk deploy\`.`);
    this.name = 'MissingWebBuildError';
  }
}

/** Checks that the web build exists (an index.html at its root) and returns its absolute path. */
export function requireWebBuild(dir: string): string {
  const absolute = path.resolve(dir);
  if (!fs.existsSync(path.join(absolute, 'index.html'))) throw new MissingWebBuildError(absolute);
  return absolute;
}

/**
 * Routes that the build prerendered: every `<route>/index.html` below the root, as `/route`
 * (`/about`, `/blog`, `/legal/privacy`). The root's own index.html is the home page and SPA shell.
 */
export function prerenderedRoutes(dir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const child = path.posix.join(relative, entry.name);
      if (fs.existsSync(path.join(dir, child, 'index.html'))) found.push(`/${child}`);
      walk(child);
    }
  };
  walk('');
  return found.sort();
}

const htmlFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));

/**
 * CSP sources (`'sha256-...'`) of the inline `<style>` elements in the build's HTML: prerendering
 * inlines the small global stylesheet, and hashing it keeps `'unsafe-inline'` out of style-src.
 */
export function inlineStyleHashes(dir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(dir)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)) {
      hashes.add(`'sha256-${crypto.createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** The neutral SPA shell for routes that were not prerendered (app-shell.html when the build has one). */
export const spaShellOf = (dir: string) => (fs.existsSync(path.join(dir, 'app-shell.html')) ? '/app-shell.html' : '/index.html');
