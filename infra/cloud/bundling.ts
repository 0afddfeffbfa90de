/**
 * How every Lambda function is bundled: one set of esbuild options, used by the CDK functions
 * (infra/cloud/api-functions.ts) and by bench/lambda-bundles.ts, so the bench measures what ships.
 * The entry points are lambdas/handlers/registry.ts's, the same files the local gateway runs.
 */

/**
 * ESM output still meets CommonJS dependencies (word-extractor, mammoth) that call `require` for
 * Node built-ins; esbuild's ESM shim throws "Dynamic require is not supported" without this.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

export const LAMBDA_BUNDLING = {
  format: 'esm',
  target: 'node24',
  platform: 'node',
  mainFields: ['module', 'main'],
  minify: true,
  // No source maps: see infra/cloud/README-deploy.md ("Bundling decisions").
  sourcemap: false,
  // Bundle the SDK too: a pinned, tested version, and one file to load. Measured (issue 13): with
  // '@aws-sdk/*' external a table function is 160 KB instead of 490 KB, but its cold import from
  // node_modules took about 1.5 s instead of 0.37 s on the bench machine.
  externalModules: [] as string[],
  banner: ESM_REQUIRE_BANNER,
} as const;
