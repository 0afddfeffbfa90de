/**
 * The site publisher's social cards as CDK bundles them (infra/cloud/card-bundling.ts): the card
 * code (satori included) bundled by esbuild with resvg and the font package left out, those
 * installed beside it and pruned by the afterBundling commands, then a card drawn from that folder
 * alone. Here the install is a copy of this machine's node_modules (x64); in the cloud `npm ci`
 * runs with the ARM64 settings this test checks, which pick resvg's linux-arm64-gnu binary.
 */
import { execFileSync, execSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import { ARM64_INSTALL_ENVIRONMENT, CARD_FONT_FILES, CARD_NODE_MODULES, cardBundling } from '../../../infra/cloud/card-bundling';
import { LAMBDA_BUNDLING } from '../../../infra/cloud/bundling';

const repo = join(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'card-bundle-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Packages to copy: the card modules, their dependencies and this machine's resvg binary package. */
function installed(): string[] {
  const names = new Set<string>();
  const visit = (name: string) => {
    if (names.has(name) || !existsSync(join(repo, 'node_modules', name))) return;
    names.add(name);
    const manifest = JSON.parse(readFileSync(join(repo, 'node_modules', name, 'package.json'), 'utf8')) as {
      dependencies?: object;
      optionalDependencies?: object;
    };
    for (const dep of [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.optionalDependencies ?? {})])
      visit(dep);
  };
  CARD_NODE_MODULES.forEach(visit);
  return [...names];
}

describe('social cards in the publisher bundle', () => {
  it('installs resvg for the ARM64 function, at the versions package.json pins', () => {
    const bundling = cardBundling();
    expect(bundling.nodeModules).toEqual([...CARD_NODE_MODULES]);
    // The publisher runs on ARM64 (infra/cloud/site-publisher.ts): npm must pick that binary.
    expect(Architecture.ARM_64.name).toBe('arm64');
    expect(bundling.environment).toEqual({ npm_config_cpu: 'arm64', npm_config_os: 'linux', npm_config_libc: 'glibc' });
    expect(ARM64_INSTALL_ENVIRONMENT.npm_config_cpu).toBe(Architecture.ARM_64.name);
    const manifest = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    for (const name of [...CARD_NODE_MODULES, 'satori']) expect(manifest.dependencies[name]).toMatch(/^\d+\.\d+\.\d+$/);
    // The lock file holds the ARM64 binary package npm ci will install.
    const lock = JSON.parse(readFileSync(join(repo, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { cpu?: string[] }>;
    };
    expect(lock.packages['node_modules/@resvg/resvg-js-linux-arm64-gnu']?.cpu).toEqual(['arm64']);
    const publisher = readFileSync(join(repo, 'infra/cloud/site-publisher.ts'), 'utf8');
    expect(publisher).toMatch(/architecture: Architecture\.ARM_64/);
    expect(publisher).toMatch(/nodeModules: cards\.nodeModules/);
  });

  it('draws a 1200×630 card from the pruned bundle folder alone', async () => {
    const entry = join(work, 'entry.ts');
    writeFileSync(
      entry,
      `import { renderSocialCard } from ${JSON.stringify(join(repo, 'lambdas/adapters/social-card.ts'))};\n` +
        `const png = await renderSocialCard({ layout: 1, kind: 'post', eyebrow: 'Blog', title: 'Bundled card', detail: 'Asha Rao' });\n` +
        `process.stdout.write(Buffer.from(png).toString('base64'));\n`,
    );
    const bundle = join(work, 'bundle');
    const out = join(bundle, 'index.mjs');
    await build({
      entryPoints: [entry],
      outfile: out,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      mainFields: [...LAMBDA_BUNDLING.mainFields],
      minify: true,
      external: [...CARD_NODE_MODULES],
      banner: { js: LAMBDA_BUNDLING.banner },
      logLevel: 'silent',
    });
    for (const name of installed())
      cpSync(join(repo, 'node_modules', name), join(bundle, 'node_modules', name), { recursive: true, dereference: true });
    for (const command of cardBundling().afterInstall(bundle)) execSync(command);
    expect(readdirSync(join(bundle, 'node_modules/@fontsource/plus-jakarta-sans/files')).sort()).toEqual([...CARD_FONT_FILES]);

    const png = Buffer.from(
      execFileSync(process.execPath, [out], { cwd: work, encoding: 'utf8', timeout: 60_000, maxBuffer: 8 * 2 ** 20 }),
      'base64',
    );
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }, 120_000);
});
