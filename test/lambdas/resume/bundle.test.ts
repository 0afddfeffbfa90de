/**
 * The resume worker runs in the Lambda bundle: the parse handler bundled with esbuild as CDK's
 * NodejsFunction bundles it (ESM, minified, SDK included, the require banner), then run with
 * plain Node, which starts the bundle again as its own worker.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESM_REQUIRE_BANNER } from '../../../infra/cloud/api-functions';
import { OCR_ABSENT_MODULES, OCR_NODE_MODULES } from '../../../infra/cloud/ocr-bundling';
import { flateBombPdf } from '../../fixtures/hostile/hostile-files';
import { writeFileSync } from 'node:fs';

const documents = join(__dirname, '../../fixtures/resumes/documents');
const out = mkdtempSync(join(tmpdir(), 'resume-bundle-'));
const bundle = join(out, 'index.mjs');

const run = (file: string) =>
  JSON.parse(
    execFileSync(process.execPath, [bundle, file], { encoding: 'utf8', timeout: 60_000 }).trim().split('\n').at(-1)!,
  ) as {
    ok: boolean;
    code?: string;
    parsed?: { name?: string; email?: string };
  };

beforeAll(async () => {
  await build({
    entryPoints: [join(__dirname, 'support/bundle-entry.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // CDK targets node24 (the Lambda runtime); this machine's Node decides here.
    target: `node${process.versions.node.split('.')[0]}`,
    mainFields: ['module', 'main'],
    minify: true,
    banner: { js: ESM_REQUIRE_BANNER },
    // As CDK bundles the parse function: OCR packages are installed beside the bundle, not inlined
    // (test/infra/cloud/ocr-bundle.test.ts runs a scan that way); text files never load them.
    external: [...OCR_NODE_MODULES, ...OCR_ABSENT_MODULES],
    logLevel: 'silent',
  });
}, 120_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the esbuild ESM bundle', () => {
  it('parses a real PDF and DOCX through its own worker', () => {
    expect(run(join(documents, '01-priya-classic.chromium.pdf'))).toMatchObject({ ok: true, parsed: { name: 'Priya Sharma' } });
    expect(run(join(documents, '01-priya-classic.docx'))).toMatchObject({ ok: true, parsed: { name: 'Priya Sharma' } });
  });

  it('refuses a flate bomb from the worker', async () => {
    const file = join(out, 'bomb.pdf');
    writeFileSync(file, await flateBombPdf());
    expect(run(file)).toMatchObject({ ok: false, code: 'unsafe' });
  });
});
