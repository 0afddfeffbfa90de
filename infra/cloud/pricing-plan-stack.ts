import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnSubscription } from 'aws-cdk-lib/aws-pricingplanmanager';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';

export interface PricingPlanStackProps extends StackProps {
  readonly config: StageConfig;
  readonly distributionArn: string;
  readonly webAclArn: string;
}

/**
 * The stage's CloudFront flat-rate plan (us-east-1, where the plan API lives), deployed after the
 * stateless stack because it names the distribution. The plan covers exactly one distribution and
 * one web ACL, plus the stage's hosted zone. CloudFormation leaves a paid tier PENDING_APPROVAL:
 * billing starts when ops approve it (docs/runbook.md). While subscribed, CloudFront refuses to
 * delete the distribution or detach its web ACL until a cancellation takes effect at month end.
 */
export class PricingPlanStack extends Stack {
  readonly subscription: CfnSubscription;

  constructor(scope: Construct, id: string, props: PricingPlanStackProps) {
    super(scope, id, props);
    const { config } = props;
    if (!config.cloudFrontPlan) throw new Error(`Stage ${config.name} has no CloudFront plan`);
    const zoneArn = config.domain ? [`arn:aws:route53:::hostedzone/${config.domain.hostedZoneId}`] : [];
    this.subscription = new CfnSubscription(this, 'CloudFrontPlan', {
      planFamily: 'CloudFront',
      planTier: config.cloudFrontPlan,
      usageLevel: 'DEFAULT',
      resourceArns: [props.distributionArn, props.webAclArn, ...zoneArn],
    });
    new CfnOutput(this, 'SubscriptionArn', {
      value: this.subscription.attrArn,
      description: 'Approve once: aws pricing-plan-manager approve-paid-subscription --region us-east-1 --arn <this>',
    });
  }
}
