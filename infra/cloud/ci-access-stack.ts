import type { Construct } from 'constructs';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { OidcProviderNative, PolicyStatement, Role, WebIdentityPrincipal } from 'aws-cdk-lib/aws-iam';
import { EDGE_REGION, REGION, STAGE_NAMES } from '../config/stages';

export const CI_STACK_NAME = 'NimbusCrest-ci';
export const GITHUB_OIDC_HOST = 'token.actions.githubusercontent.com';
/** The CDK bootstrap qualifier (the default of `cdk bootstrap`). */
export const CDK_QUALIFIER = 'hnb659fds';

export interface CiAccessStackProps extends StackProps {
  /** `owner/name` of the repository whose workflows may deploy. */
  readonly repository: string;
}

/**
 * GitHub Actions' way into the account, without stored keys: GitHub's OIDC provider and two roles
 * that may do nothing but assume the CDK bootstrap roles of ap-south-1 and us-east-1.
 * - `NimbusCrest-ci-deploy`: workflows running in the `dev` or `prod` environment of the repository
 *   (the main-branch deploy, prod behind the environment's required reviewers). May assume the
 *   deploy, file-publishing and lookup roles.
 * - `NimbusCrest-ci-diff`: pull-request workflows of the repository. May assume the lookup role
 *   only (read-only), which is what `cdk diff` falls back to.
 * One per account: deploy it once by hand (`npx cdk deploy NimbusCrest-ci`, docs/runbook.md).
 */
export class CiAccessStack extends Stack {
  readonly deployRole: Role;
  readonly diffRole: Role;

  constructor(scope: Construct, id: string, props: CiAccessStackProps) {
    super(scope, id, props);
    const provider = new OidcProviderNative(this, 'GitHubOidc', {
      url: `https://${GITHUB_OIDC_HOST}`,
      clientIds: ['sts.amazonaws.com'],
    });
    const trust = (subjects: string[]) =>
      new WebIdentityPrincipal(provider.oidcProviderArn, {
        StringEquals: { [`${GITHUB_OIDC_HOST}:aud`]: 'sts.amazonaws.com' },
        'ForAnyValue:StringLike': { [`${GITHUB_OIDC_HOST}:sub`]: subjects },
      });
    const bootstrapRole = (kind: string, region: string) =>
      `arn:${this.partition}:iam::${this.account}:role/cdk-${CDK_QUALIFIER}-${kind}-role-${this.account}-${region}`;
    const regions = [REGION, EDGE_REGION];

    this.deployRole = new Role(this, 'DeployRole', {
      roleName: `${CI_STACK_NAME}-deploy`,
      description: 'GitHub Actions deploys (dev and prod environments): assumes the CDK bootstrap roles only.',
      assumedBy: trust(STAGE_NAMES.map((stage) => `repo:${props.repository}:environment:${stage}`)),
    });
    this.deployRole.addToPolicy(
      new PolicyStatement({
        actions: ['sts:AssumeRole', 'sts:TagSession'],
        resources: regions.flatMap((r) => ['deploy', 'file-publishing', 'lookup'].map((kind) => bootstrapRole(kind, r))),
      }),
    );

    this.diffRole = new Role(this, 'DiffRole', {
      roleName: `${CI_STACK_NAME}-diff`,
      description: 'GitHub Actions pull requests (cdk diff): assumes the read-only CDK lookup role only.',
      assumedBy: trust([`repo:${props.repository}:pull_request`]),
    });
    this.diffRole.addToPolicy(
      new PolicyStatement({
        actions: ['sts:AssumeRole', 'sts:TagSession'],
        resources: regions.map((r) => bootstrapRole('lookup', r)),
      }),
    );

    new CfnOutput(this, 'DeployRoleArn', { value: this.deployRole.roleArn, description: 'GitHub variable AWS_DEPLOY_ROLE_ARN' });
    new CfnOutput(this, 'DiffRoleArn', { value: this.diffRole.roleArn, description: 'GitHub variable AWS_DIFF_ROLE_ARN' });
  }
}
