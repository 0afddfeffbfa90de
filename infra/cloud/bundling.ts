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

/**
 * Module swaps at bundling time, relative to the repository root (the working directory of CDK's
 * esbuild run, local or in Docker). The SDK's default credential chain becomes the environment
 * reader Lambda needs (lambdas/adapters/lambda-credentials.ts; docs/decisions/0038).
 */
export const LAMBDA_ALIASES: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': './lambdas/adapters/lambda-credentials.ts',
};

export const LAMBDA_BUNDLING = {
  format: 'esm',
  target: 'node24',
  platform: 'node',
  mainFields: ['module', 'main'],
  minify: true,
  // No source maps: see infra/cloud/README-deploy.md ("Bundling decisions").
  sourcemap: false,
  // Bundle the SDK too: a pinned, tested version, and one file to load. Measured (issue 13,
  // docs/decisions/0038): with '@aws-sdk/*' external every non-parsing function is 191-214 KB
  // instead of 410-663 KB, but its cold start takes about twice the CPU (the runtime's SDK loads as
  // whole CommonJS packages; the bundle holds only what the function calls).
  externalModules: [] as string[],
  banner: ESM_REQUIRE_BANNER,
  alias: LAMBDA_ALIASES,
} as const;

/** LAMBDA_BUNDLING in the spelling of esbuild's build API (bench/lambda-bundles.ts and the bundle tests), run from the repository root. */
export const lambdaEsbuildOptions = (repoRoot: string, external: readonly string[] = LAMBDA_BUNDLING.externalModules) => ({
  bundle: true,
  format: LAMBDA_BUNDLING.format,
  target: LAMBDA_BUNDLING.target,
  platform: LAMBDA_BUNDLING.platform,
  mainFields: [...LAMBDA_BUNDLING.mainFields],
  minify: LAMBDA_BUNDLING.minify,
  sourcemap: LAMBDA_BUNDLING.sourcemap,
  external: [...external],
  banner: { js: LAMBDA_BUNDLING.banner },
  alias: { ...LAMBDA_BUNDLING.alias },
  absWorkingDir: repoRoot,
});
