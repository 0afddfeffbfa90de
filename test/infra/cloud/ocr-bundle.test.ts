/**
 * The OCR functions' bundle as CDK builds it (infra/cloud/ocr-bundling.ts): the parser bundled by
 * esbuild with the OCR packages left out, those packages installed beside it and pruned by the
 * afterBundling commands, then scanned resumes read from that folder alone, with no network (one
 * in English, one whose accents the Slovak model reads again).
 */
import { execFileSync, execSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { FUNCTION_SPECS } from '../../../infra/cloud/function-access';
import { OCR_ABSENT_MODULES, OCR_NODE_MODULES, OCR_UNUSED_FILES, ocrBundling } from '../../../infra/cloud/ocr-bundling';

const repo = join(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'ocr-bundle-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A package and everything it depends on, as installed in the repository (flat node_modules). */
function withDependencies(names: readonly string[], seen = new Set<string>()): Set<string> {
  for (const name of names) {
    if (seen.has(name) || !existsSync(join(repo, 'node_modules', name))) continue;
    seen.add(name);
    const manifest = JSON.parse(readFileSync(join(repo, 'node_modules', name, 'package.json'), 'utf8')) as {
      dependencies?: object;
    };
    withDependencies(Object.keys(manifest.dependencies ?? {}), seen);
  }
  return seen;
}

function du(dir: string): number {
  return Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);
}

describe('OCR in the Lambda bundle', () => {
  it('is shipped to every function that reads resumes, with memory for it', () => {
    for (const family of ['parse', 'applications'] as const) {
      expect(FUNCTION_SPECS[family].ocr).toBe(true);
      expect(FUNCTION_SPECS[family].memoryMb).toBeGreaterThanOrEqual(2048);
    }
    const bundling = ocrBundling();
    expect(bundling.nodeModules).toEqual([...OCR_NODE_MODULES]);
    const manifest = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    // NodejsFunction installs node modules at the version the project's package.json pins.
    for (const name of OCR_NODE_MODULES) expect(manifest.dependencies[name]).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('reads a scanned resume from the pruned bundle folder alone', async () => {
    const entry = join(work, 'entry.ts');
    writeFileSync(
      entry,
      `import { readFileSync } from 'node:fs';\nimport { isMainThread } from 'node:worker_threads';\n` +
        `import { parseResume } from ${JSON.stringify(join(repo, 'lambdas/resume/index.ts'))};\n` +
        // The bundle is also the extraction worker's script (isolated.ts): only the main thread parses.
        `if (isMainThread) console.log(JSON.stringify(await parseResume(new Uint8Array(readFileSync(process.argv[2])))));\n`,
    );
    const out = join(work, 'bundle', 'index.mjs');
    await build({
      entryPoints: [entry],
      outfile: out,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      mainFields: ['module', 'main'],
      minify: true,
      external: [...OCR_NODE_MODULES, ...OCR_ABSENT_MODULES],
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      logLevel: 'silent',
    });
    for (const name of withDependencies(OCR_NODE_MODULES))
      cpSync(join(repo, 'node_modules', name), join(work, 'bundle', 'node_modules', name), {
        recursive: true,
        dereference: true,
      });
    const before = du(join(work, 'bundle', 'node_modules'));
    const afterBundling = ocrBundling().commandHooks!.afterBundling(repo, join(work, 'bundle'));
    for (const command of afterBundling) execSync(command);
    const after = du(join(work, 'bundle', 'node_modules'));
    expect(before - after).toBeGreaterThan(25 * 2 ** 20);
    // Lambda allows 250 MB unzipped; the three full engine builds stay (one is chosen by CPU
    // features), about 25 MB, with the English model and the 24 accent languages' (about 50 MB).
    expect(after).toBeLessThan(90 * 2 ** 20);
    for (const file of OCR_UNUSED_FILES) expect(existsSync(join(work, 'bundle', 'node_modules', file))).toBe(false);

    const scan = join(repo, 'test/fixtures/resumes/documents/scanned-image-only.pdf');
    const stdout = execFileSync(process.execPath, [out, scan], { cwd: join(work, 'bundle'), encoding: 'utf8', timeout: 90_000 });
    const parsed = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      name: 'Priya Sharma',
      email: 'priya.sharma@gmail.com',
      phone: '+91 98765 43210',
      fromScan: true,
    });
    // A Slovak number: the name's accents read again by the Slovak model, from the pruned folder.
    const slovak = join(repo, 'test/fixtures/resumes/sweep/scans/s0187-valeria-sp-center-serif-scan-200dpi.pdf');
    const again = execFileSync(process.execPath, [out, slovak], { cwd: join(work, 'bundle'), encoding: 'utf8', timeout: 90_000 });
    expect(JSON.parse(again.trim().split('\n').at(-1)!)).toMatchObject({ name: 'Valéria R. Ihnačáková', fromScan: true });
  }, 180_000);
});
