/**
 * Builds every function's bundle with the CDK's esbuild options (infra/cloud/bundling.ts) from
 * the registry's entry points, prints each minified size, and times a cold start of each (a
 * fresh Node process: import the bundle, then the first invoke) beside a hello-world function
 * built the same way, in the same run. Medians of --runs (default 5) child processes each.
 *
 *   npx tsx bench/lambda-bundles.ts [--runs 5]
 *
 * The first invoke sends a request the handler answers without AWS (a staff route without a
 * token: 401; a public route with an invalid query or body: 400), so it measures the function's
 * own start-up (module evaluation, middleware, route table, validation), not the network.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { HANDLER_FAMILIES, endpoints, type HandlerFamily, type RouteId } from '../lambdas/contract/endpoints';
import { HANDLER_ENTRIES } from '../lambdas/handlers/registry';
import { LAMBDA_BUNDLING } from '../infra/cloud/bundling';
import { FUNCTION_SPECS } from '../infra/cloud/function-access';
import { OCR_ABSENT_MODULES, OCR_NODE_MODULES } from '../infra/cloud/ocr-bundling';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const NON_PARSING_BUDGET_BYTES = 250 * 1024;
const PARSING: readonly HandlerFamily[] = ['applications', 'parse'];

/** A request each family answers from its own code: the first route, made to fail validation or auth. */
function eventFor(family: HandlerFamily) {
  const ids = (Object.keys(endpoints) as RouteId[]).filter((id) => endpoints[id].family === family);
  const id = ids.find((i) => endpoints[i].access === 'staff') ?? ids[0]!;
  const e = endpoints[id];
  return {
    httpMethod: e.method,
    resource: e.path,
    path: `/api${e.path.replace(/\{\w+\}/g, 'x')}`,
    headers: { 'content-type': 'application/json' },
    queryStringParameters: e.method === 'GET' ? { limit: '0' } : null,
    pathParameters: e.path.includes('{') ? { id: 'x' } : null,
    body: e.method === 'GET' ? null : '{}',
    isBase64Encoded: false,
    requestContext: { requestId: 'bench' },
  };
}

const FAKE_ENV = {
  AWS_REGION: 'ap-south-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  RESUME_BUCKET: 'bench-bucket',
  USER_POOL_ID: 'ap-south-1_bench',
  USER_POOL_CLIENT_ID: 'bench',
  TABLE_JOBS: 'jobs',
  TABLE_POSTS: 'posts',
  TABLE_APPLICATIONS: 'applications',
  TABLE_MESSAGES: 'messages',
  TABLE_SUBSCRIBERS: 'subscribers',
  LOG_LEVEL: 'ERROR',
  POWERTOOLS_SERVICE_NAME: 'bench',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

const COLD_START = `
const t0 = process.hrtime.bigint();
const mod = await import(process.argv[1]);
const t1 = process.hrtime.bigint();
const event = JSON.parse(process.argv[2]);
const context = { awsRequestId: 'bench', functionName: 'bench', getRemainingTimeInMillis: () => 10000 };
const res = await mod.handler(event, context);
const t2 = process.hrtime.bigint();
process.stdout.write(JSON.stringify({ importMs: Number(t1 - t0) / 1e6, totalMs: Number(t2 - t0) / 1e6, status: res && res.statusCode }));
`;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** What CDK leaves out of a bundle: the OCR engine ships as node_modules beside the functions that read scans. */
const externalsOf = (name: string) =>
  (HANDLER_FAMILIES as readonly string[]).includes(name) && FUNCTION_SPECS[name as HandlerFamily].ocr
    ? [...LAMBDA_BUNDLING.externalModules, ...OCR_NODE_MODULES, ...OCR_ABSENT_MODULES]
    : [...LAMBDA_BUNDLING.externalModules];

async function bundle(name: string, entry: string, outfile: string): Promise<number> {
  await build({
    entryPoints: [join(ROOT, entry)],
    outfile,
    bundle: true,
    format: LAMBDA_BUNDLING.format,
    target: LAMBDA_BUNDLING.target,
    platform: LAMBDA_BUNDLING.platform,
    mainFields: [...LAMBDA_BUNDLING.mainFields],
    minify: LAMBDA_BUNDLING.minify,
    sourcemap: LAMBDA_BUNDLING.sourcemap,
    external: externalsOf(name),
    banner: { js: LAMBDA_BUNDLING.banner },
    logLevel: 'error',
  });
  return statSync(outfile).size;
}

function coldStart(file: string, event: unknown): { importMs: number; totalMs: number; status: number } {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', COLD_START, file, JSON.stringify(event)], {
    env: { PATH: process.env.PATH, ...FAKE_ENV },
    encoding: 'utf8',
  });
  return JSON.parse(out) as { importMs: number; totalMs: number; status: number };
}

async function main() {
  // Inside the repository, so the bundles resolve the external AWS SDK from node_modules as the
  // Lambda runtime resolves its own copy.
  mkdirSync(join(ROOT, 'node_modules', '.cache'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, 'node_modules', '.cache', 'lambda-bundles-'));
  try {
    const targets: { name: string; entry: string; event: unknown }[] = [
      { name: 'hello-world', entry: 'bench/fixtures/hello-handler.ts', event: {} },
      ...HANDLER_FAMILIES.map((f) => ({ name: f, entry: HANDLER_ENTRIES[f], event: eventFor(f) })),
    ];
    const built = [];
    for (const t of targets) {
      const file = join(dir, `${t.name}.mjs`);
      built.push({ ...t, file, bytes: await bundle(t.name, t.entry, file) });
    }
    writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
    // Interleave the runs so a busy machine weighs on every function alike.
    const samples = new Map<string, { importMs: number[]; totalMs: number[]; status: number }>();
    for (let r = 0; r < RUNS; r++) {
      for (const b of built) {
        const s = coldStart(b.file, b.event);
        const acc = samples.get(b.name) ?? { importMs: [], totalMs: [], status: s.status };
        acc.importMs.push(s.importMs);
        acc.totalMs.push(s.totalMs);
        samples.set(b.name, acc);
      }
    }
    const hello = median(samples.get('hello-world')!.totalMs);
    console.log(
      `Lambda bundles (esbuild ${LAMBDA_BUNDLING.format}, ${LAMBDA_BUNDLING.target}, minified; cold start = import + first invoke, median of ${RUNS} processes)`,
    );
    console.log(
      [
        'function'.padEnd(14),
        'size KB'.padStart(8),
        'import ms'.padStart(10),
        'cold ms'.padStart(9),
        'x hello'.padStart(8),
        'status'.padStart(7),
        '  target',
      ].join(' '),
    );
    let failures = 0;
    for (const b of built) {
      const s = samples.get(b.name)!;
      const cold = median(s.totalMs);
      const ratio = cold / hello;
      const parses = PARSING.includes(b.name as HandlerFamily);
      const ok = b.name === 'hello-world' || parses || (b.bytes <= NON_PARSING_BUDGET_BYTES && ratio <= 2);
      if (!ok) failures++;
      const target = b.name === 'hello-world' ? '' : parses ? 'parses: reported' : `<= 250 KB, <= 2x: ${ok ? 'ok' : 'MISSED'}`;
      console.log(
        [
          b.name.padEnd(14),
          (b.bytes / 1024).toFixed(1).padStart(8),
          median(s.importMs).toFixed(1).padStart(10),
          cold.toFixed(1).padStart(9),
          ratio.toFixed(2).padStart(8),
          String(s.status).padStart(7),
          `  ${target}`,
        ].join(' '),
      );
    }
    process.exitCode = failures ? 1 : 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
