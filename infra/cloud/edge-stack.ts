import type { Construct } from 'constructs';
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { PublicHostedZone } from 'aws-cdk-lib/aws-route53';
import type { StageConfig } from '../config/stages';
import { AlarmTopic } from './alarm-topic';
import { WebAcl } from './web-acl';

export interface EdgeStackProps extends StackProps {
  readonly config: StageConfig;
}

/** The blocked-requests metric of a CloudFront web ACL (published in us-east-1, no Region dimension). */
export const wafBlockedMetric = (aclName: string, region?: string) =>
  new Metric({
    namespace: 'AWS/WAFV2',
    metricName: 'BlockedRequests',
    dimensionsMap: { WebACL: aclName, Rule: 'ALL' },
    statistic: 'Sum',
    period: Duration.minutes(5),
    ...(region ? { region } : {}),
  });

/**
 * What CloudFront needs from us-east-1: the site's certificate (with a stage domain) and the web ACL
 * (where the stage turns the WAF on), and the WAF's alarm, which must live beside its metric.
 */
export class EdgeStack extends Stack {
  readonly certificate?: Certificate;
  readonly webAcl?: WebAcl;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { config } = props;

    if (config.domain) {
      const zone = PublicHostedZone.fromPublicHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: config.domain.hostedZoneId,
        zoneName: config.domain.zoneName,
      });
      this.certificate = new Certificate(this, 'SiteCertificate', {
        domainName: config.domain.domainName,
        validation: CertificateValidation.fromDns(zone),
      });
    }

    if (config.waf.enabled) {
      this.webAcl = new WebAcl(this, 'Waf', config);
      const topic = new AlarmTopic(this, 'Alarms', config);
      const alarm = new Alarm(this, 'WafBlockedSpike', {
        alarmName: `${config.stackName} WAF blocked requests spike`,
        alarmDescription: `More than ${config.waf.blockedAlarmPer5Min} requests blocked in 5 minutes: an attack or a rule blocking real visitors. See docs/runbook.md (WAF blocks spike).`,
        metric: wafBlockedMetric(this.webAcl.name),
        threshold: config.waf.blockedAlarmPer5Min,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(topic.action);
      this.alarms.push(alarm);
    }
  }
}
