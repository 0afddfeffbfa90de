/**
 * Synthesizes one stage for the assertions tests: the same feature flags as cdk.json, no Lambda
 * bundling and no CloudFormation validation (about a second), into a fixed folder per caller so
 * repeated runs do not pile up BucketDeployment's 21 MB asset in temp folders.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { HANDLER_ENTRIES } from '../../../lambdas/handlers/registry';
import type { HandlerFamily } from '../../../lambdas/contract/endpoints';
import { stageConfig, type StageName } from '../../../infra/config/stages';
import { addProductStage } from '../../../infra/cloud/product-app';
import { repoPath } from '../../../infra/cloud/paths';
import type { ProductStack } from '../../../infra/cloud/product-stack';

export const FIXTURE_WEB_DIR = repoPath('test/infra/cloud/fixtures/web');

/**
 * Handlers are written in parallel with the infrastructure: a family whose entry file does not
 * exist yet is pointed at one that does (bundling is skipped, only the path must exist).
 */
const entryFor = (family: HandlerFamily) => {
  const entry = repoPath(HANDLER_ENTRIES[family]);
  return fs.existsSync(entry) ? entry : repoPath(HANDLER_ENTRIES.subscribers);
};

export interface SynthesizedStage {
  readonly stack: ProductStack;
  readonly template: Template;
  readonly assembly: CloudAssembly;
}

export function synthStage(stage: StageName, outdirName: string): SynthesizedStage {
  const outdir = path.join(os.tmpdir(), 'nimbus-crest-cdk-tests', outdirName);
  fs.rmSync(outdir, { recursive: true, force: true });
  const cdkJson = JSON.parse(fs.readFileSync(repoPath('cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const app = new App({
    outdir,
    builtinCloudFormationValidation: false,
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] },
  });
  const stack = addProductStage(app, { config: stageConfig(stage), webDir: FIXTURE_WEB_DIR, entryFor });
  const assembly = app.synth();
  return { stack, assembly, template: Template.fromStack(stack as Stack) };
}
