/**
 * LAMBDA_BUNDLING (infra/cloud/bundling.ts) in the spelling of CDK's NodejsFunction: every function
 * of the app (API families, scheduled functions, the site publisher) is bundled with these options,
 * the ones bench/lambda-bundles.ts measures.
 */
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LAMBDA_BUNDLING } from './bundling';

export function lambdaBundling(extra: BundlingOptions = {}): BundlingOptions {
  return {
    format: OutputFormat.ESM,
    target: LAMBDA_BUNDLING.target,
    mainFields: [...LAMBDA_BUNDLING.mainFields],
    minify: LAMBDA_BUNDLING.minify,
    sourceMap: LAMBDA_BUNDLING.sourcemap,
    externalModules: [...LAMBDA_BUNDLING.externalModules],
    banner: LAMBDA_BUNDLING.banner,
    // CDK spells esbuild's --alias:from=to as this key (repeated keys as an array).
    esbuildArgs: { '--alias': Object.entries(LAMBDA_BUNDLING.alias).map(([from, to]) => `${from}=${to}`) },
    ...extra,
  };
}
