import { Tags, Validations, type App, type Stack } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import {
  APP_NAME,
  EDGE_REGION,
  edgeStackName,
  needsEdgeStack,
  pricingPlanStackName,
  statelessStackName,
  type StageConfig,
} from '../config/stages';
import { CiAccessStack, CI_STACK_NAME } from './ci-access-stack';
import { EdgeStack } from './edge-stack';
import { PricingPlanStack } from './pricing-plan-stack';
import { StatefulStack } from './stateful-stack';
import { StatelessStack } from './stateless-stack';
import {
  acknowledgeCiFindings,
  acknowledgeEdgeFindings,
  acknowledgeStatefulFindings,
  acknowledgeStatelessFindings,
} from './nag-acknowledgements';

export interface ProductAppOptions {
  readonly config: StageConfig;
  readonly webDir: string;
  /** Deploy-time account; undefined synthesizes an account-agnostic template. */
  readonly account?: string;
  readonly allowInlineStyles?: boolean;
  /**
   * `owner/name` of the GitHub repository whose workflows may deploy: adds the account's CI access
   * stack (`-c githubRepository=owner/name`). Without it there is no CI stack in the app, so a
   * plain `cdk deploy --all` never creates roles trusting a guessed repository.
   */
  readonly repository?: string;
}

export interface ProductStage {
  readonly stateful: StatefulStack;
  readonly stateless: StatelessStack;
  readonly edge?: EdgeStack;
  readonly plan?: PricingPlanStack;
  readonly ci?: CiAccessStack;
}

/**
 * Adds one stage's stacks to the app: stateful (data; keeps the stage's original stack name),
 * edge (us-east-1, where the stage has a domain or a WAF), stateless (everything else), the
 * CloudFront flat-rate plan (us-east-1, where the stage chose one), and, given
 * a repository, the account's CI access stack; cdk-nag's AWS Solutions checks run on every synth.
 */
export function addProductStage(app: App, options: ProductAppOptions): ProductStage {
  const { config } = options;
  const env = { account: options.account, region: config.region };
  const tag = (stack: Stack) => {
    Tags.of(stack).add('app', APP_NAME);
    Tags.of(stack).add('stage', config.name);
  };

  const stateful = new StatefulStack(app, config.stackName, {
    env,
    description: `Nimbus Crest data: tables, resume bucket, user pool, secret (${config.name})`,
    config,
  });

  const edge = needsEdgeStack(config)
    ? new EdgeStack(app, edgeStackName(config), {
        env: { account: options.account, region: EDGE_REGION },
        description: `Nimbus Crest CloudFront certificate and web ACL (${config.name})`,
        config,
      })
    : undefined;

  const stateless = new StatelessStack(app, statelessStackName(config), {
    env,
    description: `Nimbus Crest website and API (${config.name})`,
    config,
    stateful,
    webDir: options.webDir,
    allowInlineStyles: options.allowInlineStyles,
    ...(edge?.certificate ? { certificate: edge.certificate } : {}),
    ...(edge?.webAcl ? { webAcl: { arn: edge.webAcl.acl.attrArn, name: edge.webAcl.name } } : {}),
  });
  stateless.addStackDependency(stateful, 'functions, API and site use the data stack’s resources');
  if (edge) stateless.addStackDependency(edge, 'the distribution uses the certificate and web ACL');

  if (config.cloudFrontPlan && !edge?.webAcl) {
    throw new Error(`Stage ${config.name}: a CloudFront flat-rate plan needs the web ACL (waf.enabled)`);
  }
  const plan =
    config.cloudFrontPlan && edge?.webAcl
      ? new PricingPlanStack(app, pricingPlanStackName(config), {
          env: { account: options.account, region: EDGE_REGION },
          description: `Nimbus Crest CloudFront flat-rate plan (${config.name})`,
          config,
          distributionArn: stateless.site.distribution.distributionArn,
          webAclArn: edge.webAcl.acl.attrArn,
        })
      : undefined;
  if (plan) plan.addStackDependency(stateless, 'the plan names the distribution');

  if (options.repository !== undefined && !/^[\w.-]+\/[\w.-]+$/.test(options.repository)) {
    throw new Error(`githubRepository must be owner/name, got "${options.repository}"`);
  }
  const ci = options.repository
    ? new CiAccessStack(app, CI_STACK_NAME, {
        env,
        description: 'GitHub Actions OIDC access for Nimbus Crest deploys (one per account)',
        repository: options.repository,
      })
    : undefined;

  for (const stack of [stateful, stateless, ...(edge ? [edge] : []), ...(plan ? [plan] : [])]) tag(stack);
  if (ci) Tags.of(ci).add('app', APP_NAME);

  acknowledgeStatefulFindings(stateful);
  acknowledgeStatelessFindings(stateless);
  if (edge) acknowledgeEdgeFindings(edge);
  if (ci) acknowledgeCiFindings(ci);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { stateful, stateless, edge, plan, ci };
}
