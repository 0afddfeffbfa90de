/**
 * Synthesizes one stage for the assertions tests: the same feature flags as cdk.json, no Lambda
 * bundling and no CloudFormation validation (about a second), into a fixed folder per caller that
 * is removed after the file's tests, so BucketDeployment's 21 MB asset never piles up.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { stageConfig, type StageName } from '../../../infra/config/stages';
import { addProductStage } from '../../../infra/cloud/product-app';
import { repoPath } from '../../../infra/cloud/paths';
import type { ProductStack } from '../../../infra/cloud/product-stack';

export const FIXTURE_WEB_DIR = repoPath('test/infra/cloud/fixtures/web');

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
  const stack = addProductStage(app, { config: stageConfig(stage), webDir: FIXTURE_WEB_DIR });
  const assembly = app.synth();
  // Called at the top of a test file: the assembly goes when the file's tests are done.
  afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));
  return { stack, assembly, template: Template.fromStack(stack) };
}
