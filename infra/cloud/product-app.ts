import { Tags, Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { APP_NAME, type StageConfig } from '../config/stages';
import { ProductStack } from './product-stack';
import { acknowledgeNagFindings } from './nag-acknowledgements';

export interface ProductAppOptions {
  readonly config: StageConfig;
  readonly webDir: string;
  /** Deploy-time account; undefined synthesizes an account-agnostic template. */
  readonly account?: string;
  readonly allowInlineStyles?: boolean;
}

/** Adds one stage's stack to the app, with cdk-nag's AWS Solutions checks on every synth. */
export function addProductStage(app: App, options: ProductAppOptions): ProductStack {
  const { config } = options;
  const stack = new ProductStack(app, config.stackName, {
    env: { account: options.account, region: config.region },
    description: `Nimbus Crest website and back office (${config.name})`,
    terminationProtection: config.retainData,
    config,
    webDir: options.webDir,
    allowInlineStyles: options.allowInlineStyles,
  });
  Tags.of(stack).add('app', APP_NAME);
  Tags.of(stack).add('stage', config.name);
  acknowledgeNagFindings(stack);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stack;
}
