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
