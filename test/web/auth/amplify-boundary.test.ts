import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WEB_SRC = fileURLToPath(new URL('../../../web/src', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('the Amplify boundary of the web app', () => {
  it('has exactly one module importing aws-amplify, the lazily loaded lib/auth/amplify.ts', () => {
    const importers = sources(WEB_SRC)
      .filter((file) => /from\s+['"]aws-amplify(\/[^'"]*)?['"]|import\(\s*['"]aws-amplify/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(WEB_SRC, file));
    expect(importers).toEqual(['lib/auth/amplify.ts']);
  });
});
