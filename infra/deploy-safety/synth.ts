/**
 * Synthesizes every stack of one stage in-process (no Lambda bundling, no CloudFormation
 * validation: about a second) for the deploy-safety check and for recording a baseline when no
 * cloud assembly of a real deploy is at hand.
 */
import fs from 'node:fs';
import { App } from 'aws-cdk-lib';
import { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { stageConfig, type StageName } from '../config/stages';
import { addProductStage } from '../cloud/product-app';
import { repoPath } from '../cloud/paths';
import type { CfnTemplate, StageTemplates } from './compare';

/** A web build is only content for the site bucket: any folder with an index.html will do. */
export const defaultWebDir = () =>
  fs.existsSync(repoPath('dist/web/index.html')) ? repoPath('dist/web') : repoPath('test/infra/cloud/fixtures/web');

export function templatesOf(assembly: CloudAssembly): StageTemplates {
  return Object.fromEntries(assembly.stacksRecursively.map((s) => [s.stackName, s.template as CfnTemplate]));
}

/** An empty app writing to a fresh `outdir`, with cdk.json's feature flags, no Lambda bundling and no CloudFormation validation. */
export function quickSynthApp(outdir: string): App {
  fs.rmSync(outdir, { recursive: true, force: true });
  const cdkJson = JSON.parse(fs.readFileSync(repoPath('cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  return new App({
    outdir,
    builtinCloudFormationValidation: false,
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] },
  });
}

export function synthStageTemplates(stage: StageName, outdir: string, webDir = defaultWebDir()): StageTemplates {
  const app = quickSynthApp(outdir);
  addProductStage(app, { config: stageConfig(stage), webDir });
  return templatesOf(app.synth());
}

/** A cloud assembly folder written by `cdk synth`/`cdk deploy` (cdk.out). */
export const readAssembly = (dir: string): StageTemplates => templatesOf(new CloudAssembly(dir));
