import { Construct } from 'constructs';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { StageConfig } from '../config/stages';

/** Rule names of the web ACL, as its metrics and the dashboard name them. */
export const WAF_RULES = {
  ratePerIp: 'RatePerIp',
  common: 'AWSManagedRulesCommonRuleSet',
  knownBadInputs: 'AWSManagedRulesKnownBadInputsRuleSet',
} as const;

/**
 * The distribution's web ACL (scope CLOUDFRONT, so it lives in us-east-1): a rate-based rule per
 * client IP, then AWS's common rule set and known-bad-inputs set. The common set's body-size rule
 * only counts: resume files never pass through the API (presigned PUTs to S3), but it would block
 * any JSON body over 8 KB, and the API refuses bodies over its own limit with a clear message.
 */
export class WebAcl extends Construct {
  readonly acl: CfnWebACL;
  readonly name: string;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    this.name = `${config.stackName}-site`;
    const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true });
    const managed = (name: string, priority: number, ruleActionOverrides?: CfnWebACL.RuleActionOverrideProperty[]) => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: { vendorName: 'AWS', name, ...(ruleActionOverrides ? { ruleActionOverrides } : {}) },
      },
      visibilityConfig: visibility(name),
    });
    this.acl = new CfnWebACL(this, 'Acl', {
      name: this.name,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(this.name),
      rules: [
        {
          name: WAF_RULES.ratePerIp,
          priority: 0,
          action: { block: { customResponse: { responseCode: 429 } } },
          statement: {
            rateBasedStatement: { aggregateKeyType: 'IP', limit: config.waf.requestsPerIpPer5Min, evaluationWindowSec: 300 },
          },
          visibilityConfig: visibility(WAF_RULES.ratePerIp),
        },
        managed(WAF_RULES.common, 1, [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }]),
        managed(WAF_RULES.knownBadInputs, 2),
      ],
    });
    this.acl.overrideLogicalId('SiteWebAcl');
  }
}
