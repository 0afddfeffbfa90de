/**
 * Synthesizes one stage for the assertions tests: the same feature flags as cdk.json, no Lambda
 * bundling and no CloudFormation validation (about a second), into a fixed folder per caller that
 * is removed after the file's tests, so BucketDeployment's 21 MB asset never piles up.
 *
 * A stage is several stacks (stateful, stateless, edge, CI). Besides each stack's template, tests
 * get `template`: the stateful and stateless stacks' resources in one view, with every cross-stack
 * reference (`Fn::GetStackOutput`) replaced by the value the producer publishes, so a test reads a
 * function's `TABLE_JOBS` as `{Ref: JobsTable}` whichever stack the table lives in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import type { IConstruct } from 'constructs';
import { stageConfig, type StageConfig, type StageName } from '../../../infra/config/stages';
import { addProductStage, type ProductStage } from '../../../infra/cloud/product-app';
import { repoPath } from '../../../infra/cloud/paths';
import { quickSynthApp } from '../../../infra/deploy-safety/synth';

export const FIXTURE_WEB_DIR = repoPath('test/infra/cloud/fixtures/web');

/** A domain for tests of the domain wiring (no stage names one yet). */
/** The repository the tests' CI stack trusts. */
export const TEST_REPOSITORY = 'example-org/nimbus-crest';

export const TEST_DOMAIN = {
  domainName: 'www.nimbus.example',
  hostedZoneId: 'Z0TESTZONE',
  zoneName: 'nimbus.example',
  mailFromLocalPart: 'hello',
} as const;

/** The parts of the stage the older single-stack tests navigate, wherever they now live. */
export interface StageView {
  readonly functions: ProductStage['stateless']['functions'];
  readonly restApi: ProductStage['stateless']['restApi'];
  readonly site: ProductStage['stateless']['site'];
  readonly monitoring: ProductStage['stateless']['monitoring'];
  readonly publisher: ProductStage['stateless']['publisher'];
  readonly auth: ProductStage['stateful']['auth'];
  readonly data: ProductStage['stateful']['data'];
  readonly storage: ProductStage['stateful']['storage'];
  readonly geminiSecret: ProductStage['stateful']['geminiSecret'];
  /** The logical id of a CloudFormation element, in its own stack. */
  getLogicalId(element: IConstruct): string;
}

export interface SynthesizedStage {
  readonly stage: ProductStage;
  readonly stack: StageView;
  /** Stateful and stateless resources together, cross-stack references resolved. */
  readonly template: Template;
  readonly stateful: Template;
  readonly stateless: Template;
  readonly edge?: Template;
  readonly ci: Template;
  readonly assembly: CloudAssembly;
}

type Json = Record<string, unknown>;

function resolveStackOutputs(value: unknown, outputsOf: (stackName: string) => Json): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveStackOutputs(v, outputsOf));
  if (value && typeof value === 'object') {
    const ref = (value as Json)['Fn::GetStackOutput'] as { StackName: string; OutputName: string } | undefined;
    if (ref) {
      const output = outputsOf(ref.StackName)[ref.OutputName] as { Value: unknown } | undefined;
      if (!output) throw new Error(`${ref.StackName} publishes no output ${ref.OutputName}`);
      return output.Value;
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveStackOutputs(v, outputsOf)]));
  }
  return value;
}

export function synthStage(stage: StageName, outdirName: string, override: Partial<StageConfig> = {}): SynthesizedStage {
  const outdir = path.join(os.tmpdir(), 'nimbus-crest-cdk-tests', outdirName);
  const app = quickSynthApp(outdir);
  const product = addProductStage(app, {
    config: { ...stageConfig(stage), ...override },
    webDir: FIXTURE_WEB_DIR,
    repository: TEST_REPOSITORY,
  });
  const assembly = app.synth();
  // Called at the top of a test file: the assembly goes when the file's tests are done.
  afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

  const stacks = [product.stateful, product.stateless, ...(product.edge ? [product.edge] : [])];
  const json = new Map(stacks.map((s) => [s.stackName, Template.fromStack(s).toJSON()]));
  const outputsOf = (name: string) => (json.get(name)?.Outputs ?? {}) as Json;
  const merged = {
    Resources: {
      ...(resolveStackOutputs(json.get(product.stateful.stackName)!.Resources, outputsOf) as Json),
      ...(resolveStackOutputs(json.get(product.stateless.stackName)!.Resources, outputsOf) as Json),
    },
    Outputs: {
      ...(json.get(product.stateful.stackName)!.Outputs as Json),
      ...(resolveStackOutputs(json.get(product.stateless.stackName)!.Outputs, outputsOf) as Json),
    },
  };
  const { stateful, stateless } = product;
  const view: StageView = {
    functions: stateless.functions,
    restApi: stateless.restApi,
    site: stateless.site,
    monitoring: stateless.monitoring,
    publisher: stateless.publisher,
    auth: stateful.auth,
    data: stateful.data,
    storage: stateful.storage,
    geminiSecret: stateful.geminiSecret,
    getLogicalId: (element) => Stack.of(element).getLogicalId(element as never),
  };
  return {
    stage: product,
    stack: view,
    template: Template.fromJSON(merged),
    stateful: Template.fromStack(stateful),
    stateless: Template.fromStack(stateless),
    ...(product.edge ? { edge: Template.fromStack(product.edge) } : {}),
    ci: Template.fromStack(product.ci!),
    assembly,
  };
}
