/**
 * What each function's bundle carries (issue 13, item 3), built with the options CDK uses
 * (infra/cloud/bundling.ts) from the entries the local gateway runs. Sizes and cold starts are
 * printed by bench/lambda-bundles.ts; this file holds the budget and the contents.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDLER_FAMILIES, type HandlerFamily } from '../../../lambdas/contract';
import { HANDLER_ENTRIES } from '../../../lambdas/handlers/registry';
import { LAMBDA_ALIASES, LAMBDA_BUNDLING, lambdaEsbuildOptions } from '../../../infra/cloud/bundling';
import { lambdaBundling } from '../../../infra/cloud/cdk-bundling';
import { FUNCTION_SPECS } from '../../../infra/cloud/function-access';
import { IMAGE_NODE_MODULES } from '../../../infra/cloud/image-bundling';

const repo = join(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'lambda-bundles-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const PARSING: readonly HandlerFamily[] = ['applications', 'parse'];
const NON_PARSING = HANDLER_FAMILIES.filter((f) => !PARSING.includes(f));
/** docs/decisions/0038: the budget of what a function carries besides the AWS SDK it bundles. */
const OWN_CODE_BUDGET_BYTES = 250 * 1024;

interface Built {
  bytes: number;
  inputs: string[];
}

async function bundle(entry: string, external: readonly string[]): Promise<Built> {
  const result = await build({
    ...lambdaEsbuildOptions(repo, external),
    entryPoints: [join(repo, entry)],
    write: false,
    outfile: join(work, 'out.mjs'),
    metafile: true,
    logLevel: 'silent',
  });
  const output = Object.values(result.metafile.outputs)[0]!;
  return { bytes: output.bytes, inputs: Object.keys(output.inputs).filter((p) => output.inputs[p]!.bytesInOutput > 0) };
}

const shipped = new Map<HandlerFamily, Built>();
const withoutSdk = new Map<HandlerFamily, Built>();

beforeAll(async () => {
  for (const family of NON_PARSING) {
    // As CDK: what it installs beside the bundle (nodeModules: sharp for the image function) stays out.
    const external = [...LAMBDA_BUNDLING.externalModules, ...(FUNCTION_SPECS[family].images ? IMAGE_NODE_MODULES : [])];
    shipped.set(family, await bundle(HANDLER_ENTRIES[family], external));
    withoutSdk.set(family, await bundle(HANDLER_ENTRIES[family], [...external, '@aws-sdk/*']));
  }
}, 120_000);

describe('Lambda bundles of the functions that do not parse resumes', () => {
  it.each(NON_PARSING)('%s: its own code (everything but the AWS SDK) is at most 250 KB minified', (family) => {
    expect(withoutSdk.get(family)!.bytes).toBeLessThanOrEqual(OWN_CODE_BUDGET_BYTES);
  });

  it.each(NON_PARSING)('%s: no resume parser, markdown parser, zod locale or SDK credential chain', (family) => {
    const inputs = shipped.get(family)!.inputs;
    const carried = (pattern: RegExp) => inputs.filter((p) => pattern.test(p));
    expect(carried(/node_modules\/(mammoth|word-extractor|unpdf|pdfjs|tesseract|jszip)\//)).toEqual([]);
    expect(carried(/node_modules\/(remark|micromark|mdast-util|unified|character-entities|strip-markdown)/)).toEqual([]);
    expect(carried(/node_modules\/zod\/.*\/locales\/(?!en\.)/)).toEqual([]);
    expect(
      carried(
        /node_modules\/@aws-sdk\/(credential-provider-node|credential-provider-ini|credential-provider-sso|nested-clients)\//,
      ),
    ).toEqual([]);
    expect(carried(/lambdas\/adapters\/lambda-credentials\.ts$/)).toHaveLength(1);
  });

  it('the shipped bundles carry the AWS SDK they use (bundled and pinned, not the runtime copy)', () => {
    for (const family of NON_PARSING) {
      const { bytes, inputs } = shipped.get(family)!;
      expect(inputs.some((p) => p.includes('node_modules/@aws-sdk/client-dynamodb/'))).toBe(true);
      expect(bytes).toBeGreaterThan(withoutSdk.get(family)!.bytes);
    }
  });
});

describe('the credential provider swapped in at bundling', () => {
  it('is the same alias in the CDK options as in the bench and these tests', () => {
    const cdk = lambdaBundling();
    expect(cdk.esbuildArgs).toEqual({
      '--alias': Object.entries(LAMBDA_ALIASES).map(([from, to]) => `${from}=${to}`),
    });
    // Extras (OCR, the publisher's card fonts) never drop it.
    expect(lambdaBundling({ nodeModules: ['x'] }).esbuildArgs).toEqual(cdk.esbuildArgs);
  });

  it('gives a bundled SDK client the environment credentials Lambda provides, and a clear error without them', async () => {
    const entry = join(work, 'credentials-entry.ts');
    writeFileSync(
      entry,
      `import { DynamoDBClient } from ${JSON.stringify(join(repo, 'node_modules/@aws-sdk/client-dynamodb/dist-es/index.js'))};\n` +
        `const client = new DynamoDBClient({ region: 'ap-south-1' });\n` +
        `try { const c = await client.config.credentials(); process.stdout.write(JSON.stringify(c)); }\n` +
        `catch (e) { process.stdout.write(JSON.stringify({ error: e.name + ': ' + e.message })); }\n`,
    );
    const out = join(work, 'credentials.mjs');
    await build({ ...lambdaEsbuildOptions(repo), entryPoints: [entry], outfile: out, logLevel: 'silent' });
    const run = (env: Record<string, string>) =>
      JSON.parse(
        execFileSync(process.execPath, [out], { env: { PATH: process.env.PATH, HOME: work, ...env }, encoding: 'utf8' }),
      ) as Record<string, unknown>;

    expect(run({ AWS_ACCESS_KEY_ID: 'AKIDLAMBDA', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'token' })).toMatchObject({
      accessKeyId: 'AKIDLAMBDA',
      secretAccessKey: 'secret',
      sessionToken: 'token',
    });
    expect(run({}).error).toMatch(/^CredentialsProviderError: No AWS credentials in the environment/);
  }, 60_000);
});
