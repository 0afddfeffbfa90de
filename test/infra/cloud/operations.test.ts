import { FAMILIES_WITHOUT_OWN_ALARMS } from '../../../infra/cloud/stateless-stack';
/**
 * Issue 18's operations: the stack split (stateful apart, pinned ids, retain, no references from
 * data to app), the us-east-1 edge stack (certificate, WAF), SES mail with a stage domain, alarms
 * to SNS and the dashboard, the budget, the backup plan and the CI roles' OIDC trust.
 */
import fs from 'node:fs';
import { Match } from 'aws-cdk-lib/assertions';
import { repoPath } from '../../../infra/cloud/paths';
import { TABLES } from '../../../lambdas/contract/tables';
import { METRICS, METRIC_SERVICE } from '../../../lambdas/contract/metrics';
import { HANDLER_FAMILIES } from '../../../lambdas/contract/endpoints';

/** Every API function but staff management (a few admin calls a month, covered by the API's 5xx alarm). */
const WATCHED_FAMILIES = HANDLER_FAMILIES.filter((family) => !FAMILIES_WITHOUT_OWN_ALARMS.includes(family));
import { stageConfig } from '../../../infra/config/stages';
import { BACKUP_RETENTION } from '../../../infra/cloud/table-backups';
import { THRESHOLDS } from '../../../infra/cloud/monitoring';
import { WAF_RULES } from '../../../infra/cloud/web-acl';
import { TEST_DOMAIN, TEST_REPOSITORY, synthStage } from './synth-stage';
import { describeValue, resourceById, resourcesOfType, type CfnResource } from './template-queries';

const prod = synthStage('prod', 'ops-prod', { domain: TEST_DOMAIN });
const dev = synthStage('dev', 'ops-dev');
const STATEFUL_IDS = [...Object.values(TABLES).map((t) => t.logicalId), 'ResumeBucket', 'UserPool', 'StaffGroup', 'GeminiApiKey'];
const json = (t: { toJSON(): unknown }) => JSON.stringify(t.toJSON());
// Template JSON read loosely; each assertion pins the shape it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe('stateful apart', () => {
  it.each([
    ['dev', dev],
    ['prod', prod],
  ] as const)('%s: the data stack holds exactly the stateful resources, under their pinned ids', (_name, s) => {
    const ids = Object.keys((s.stateful.toJSON() as { Resources: Record<string, unknown> }).Resources);
    for (const id of STATEFUL_IDS) expect(ids).toContain(id);
    const statelessIds = Object.keys((s.stateless.toJSON() as { Resources: Record<string, unknown> }).Resources);
    for (const id of STATEFUL_IDS) expect(statelessIds).not.toContain(id);
    expect(resourcesOfType(s.stateless, 'AWS::DynamoDB::Table')).toEqual([]);
    expect(resourcesOfType(s.stateless, 'AWS::Cognito::UserPool')).toEqual([]);
    // Only CDK's provider that empties the resume bucket on delete (dev), no product function.
    expect(resourcesOfType(s.stateful, 'AWS::Lambda::Function').map(([id]) => id)).toEqual(
      _name === 'dev' ? [expect.stringMatching(/^CustomS3AutoDeleteObjects/)] : [],
    );
    expect(resourcesOfType(s.stateful, 'AWS::CloudFront::Distribution')).toEqual([]);
  });

  it('prod retains every stateful resource (DeletionPolicy and UpdateReplacePolicy Retain) behind termination protection', () => {
    expect(prod.stage.stateful.terminationProtection).toBe(true);
    for (const id of STATEFUL_IDS.filter((i) => i !== 'StaffGroup')) {
      const r = resourceById(prod.stateful, id);
      expect([id, r.DeletionPolicy, r.UpdateReplacePolicy]).toEqual([id, 'Retain', 'Retain']);
    }
    for (const id of ['MailIdentity', 'MailConfigurationSet', 'TableBackupVault']) {
      expect([id, resourceById(prod.stateful, id).DeletionPolicy ?? 'Retain']).toEqual([id, 'Retain']);
    }
  });

  it('references point app → data only, as weak references (Fn::GetStackOutput): no exports to get stuck on', () => {
    for (const s of [dev, prod]) {
      expect(json(s.stateful)).not.toContain('Fn::GetStackOutput');
      expect(json(s.stateful)).not.toContain('Fn::ImportValue');
      expect(json(s.stateless)).not.toContain('Fn::ImportValue');
      for (const t of [s.stateful, s.stateless, ...(s.edge ? [s.edge] : [])]) {
        const outputs = (t.toJSON() as { Outputs?: Record<string, { Export?: unknown }> }).Outputs ?? {};
        expect(Object.values(outputs).filter((o) => o.Export)).toEqual([]);
      }
      expect(s.stage.stateless.dependencies).toContain(s.stage.stateful);
    }
    expect(json(prod.stateless)).toContain('"StackName":"NimbusCrest-prod"');
  });

  it('the app stack can be destroyed freely: nothing in it is retained but logs', () => {
    const retained = Object.entries((prod.stateless.toJSON() as { Resources: Record<string, CfnResource> }).Resources)
      .filter(([, r]) => r.DeletionPolicy === 'Retain')
      .map(([, r]) => r.Type);
    expect(new Set(retained)).toEqual(new Set(['AWS::Logs::LogGroup', 'AWS::IAM::Role', 'AWS::ApiGateway::Account']));
    // The one retained role is API Gateway's account-wide CloudWatch role (contract-rest-api.ts).
    expect(retained.filter((t) => t === 'AWS::IAM::Role')).toHaveLength(1);
  });
});

describe('edge stack (us-east-1)', () => {
  it('exists only where the stage has a WAF or a domain', () => {
    expect(dev.stage.edge).toBeUndefined();
    expect(prod.stage.edge?.region).toBe('us-east-1');
    expect(prod.stage.stateless.dependencies).toContain(prod.stage.edge);
  });

  it('has a CloudFront-scope web ACL: rate limit per IP, then AWS common and known-bad-inputs rules', () => {
    const acl = resourceById(prod.edge!, 'SiteWebAcl').Properties;
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    const rules = acl.Rules as {
      Name: string;
      Priority: number;
      Action?: unknown;
      OverrideAction?: unknown;
      Statement: Record<string, Json>;
    }[];
    expect(rules.map((r) => [r.Priority, r.Name])).toEqual([
      [0, WAF_RULES.ratePerIp],
      [1, WAF_RULES.common],
      [2, WAF_RULES.knownBadInputs],
    ]);
    expect(rules[0]!.Statement.RateBasedStatement).toEqual({
      AggregateKeyType: 'IP',
      Limit: stageConfig('prod').waf.requestsPerIpPer5Min,
      EvaluationWindowSec: 300,
    });
    expect(rules[0]!.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
    expect(rules[1]!.Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: WAF_RULES.common });
    expect(rules[1]!.OverrideAction).toEqual({ None: {} });
  });

  it('puts the web ACL and the certificate on the distribution, with TLS 1.2 and the stage domain', () => {
    const dist = resourcesOfType(prod.template, 'AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig as Record<
      string,
      Json
    >;
    expect(dist.WebACLId).toEqual({ 'Fn::GetAtt': ['SiteWebAcl', 'Arn'] });
    expect(dist.Aliases).toEqual([TEST_DOMAIN.domainName]);
    expect(dist.ViewerCertificate).toMatchObject({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });
    prod.edge!.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: TEST_DOMAIN.domainName,
      ValidationMethod: 'DNS',
      DomainValidationOptions: [{ DomainName: TEST_DOMAIN.domainName, HostedZoneId: TEST_DOMAIN.hostedZoneId }],
    });
    for (const type of ['A', 'AAAA']) {
      prod.stateless.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: `${TEST_DOMAIN.domainName}.`,
        Type: type,
        HostedZoneId: TEST_DOMAIN.hostedZoneId,
        AliasTarget: Match.objectLike({ DNSName: Match.anyValue() }),
      });
    }
  });

  it('the site origin (CORS for uploads) is the domain when there is one', () => {
    const cors = resourcesOfType(prod.template, 'Custom::AWS')[0]?.[1];
    expect(describeValue(cors!.Properties.Create)).toContain(`"AllowedOrigins":["https://${TEST_DOMAIN.domainName}"]`);
  });

  it('pages ops on a spike of blocked requests (alarm beside its metric, in us-east-1)', () => {
    const alarm = resourcesOfType(prod.edge!, 'AWS::CloudWatch::Alarm')[0]?.[1];
    expect(alarm!.Properties).toMatchObject({
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Dimensions: [
        { Name: 'Rule', Value: 'ALL' },
        { Name: 'WebACL', Value: 'NimbusCrest-prod-site' },
      ],
      Threshold: stageConfig('prod').waf.blockedAlarmPer5Min,
    });
    const topics = resourcesOfType(prod.edge!, 'AWS::SNS::Topic').map(([id]) => id);
    expect(alarm!.Properties.AlarmActions).toEqual([{ Ref: topics[0] }]);
  });
});

describe('mail through SES with a stage domain', () => {
  it('verifies the domain with Easy DKIM (records in the zone) and a configuration set', () => {
    const identity = resourceById(prod.stateful, 'MailIdentity').Properties;
    expect(identity.EmailIdentity).toBe(TEST_DOMAIN.zoneName);
    expect(identity.ConfigurationSetAttributes).toEqual({ ConfigurationSetName: { Ref: 'MailConfigurationSet' } });
    expect(identity.DkimAttributes).toEqual({ SigningEnabled: true });
    expect(
      resourcesOfType(prod.stateful, 'AWS::Route53::RecordSet').filter(([, r]) => r.Properties.Type === 'CNAME'),
    ).toHaveLength(3);
    expect(resourceById(prod.stateful, 'MailConfigurationSet').Properties.SuppressionOptions).toEqual({
      SuppressedReasons: ['BOUNCE', 'COMPLAINT'],
    });
  });

  it('Cognito sends its codes through the identity, as the stage sender', () => {
    const pool = resourceById(prod.stateful, 'UserPool');
    expect(pool.Properties.EmailConfiguration).toMatchObject({
      EmailSendingAccount: 'DEVELOPER',
      From: `Nimbus Crest <${TEST_DOMAIN.mailFromLocalPart}@${TEST_DOMAIN.zoneName}>`,
      ConfigurationSet: { Ref: 'MailConfigurationSet' },
    });
    expect(describeValue((pool.Properties.EmailConfiguration as { SourceArn: unknown }).SourceArn)).toContain(
      `:identity/${TEST_DOMAIN.zoneName}`,
    );
    expect((pool as unknown as { DependsOn: string[] }).DependsOn).toContain('MailIdentity');
  });

  it("without a domain: Cognito's default sender, no identity, no certificate", () => {
    expect(resourceById(dev.stateful, 'UserPool').Properties.EmailConfiguration).toBeUndefined();
    expect(dev.stage.edge).toBeUndefined();
    expect(resourcesOfType(dev.stateful, 'AWS::SES::EmailIdentity')).toEqual([]);
  });

  it("exposes a send grant for the product's mail port: only this sender, only through the configuration set", () => {
    const mail = prod.stage.stateful.mail!;
    expect(mail.environment()).toEqual({
      MAIL_FROM: `hello@${TEST_DOMAIN.zoneName}`,
      MAIL_CONFIGURATION_SET: expect.any(String),
    });
  });
});

describe("one mail wiring: the MailDomain's", () => {
  const functionsOf = (s: typeof prod) =>
    [...resourcesOfType(s.stateless, 'AWS::Lambda::Function')].map(([, f]) => f.Properties as Json);
  const sesStatements = (s: typeof prod) =>
    resourcesOfType(s.stateless, 'AWS::IAM::Policy')
      .flatMap(([, p]) => (p.Properties as Json).PolicyDocument.Statement as Json[])
      .filter((st) => [st.Action].flat().some((a: string) => a.startsWith('ses:')));

  it('mail-sending functions get the sender, the configuration set and a send grant limited to that sender', () => {
    const senders = functionsOf(prod).filter((f) => f.Environment?.Variables?.MAIL_FROM);
    expect(senders.length).toBeGreaterThanOrEqual(2);
    for (const f of senders) {
      expect(f.Environment.Variables.MAIL_FROM).toBe(`hello@${TEST_DOMAIN.zoneName}`);
      expect(f.Environment.Variables.MAIL_CONFIGURATION_SET).toBeDefined();
    }
    const statements = sesStatements(prod);
    expect(statements.length).toBe(senders.length);
    for (const st of statements) {
      expect(st.Condition).toEqual({ StringEquals: { 'ses:FromAddress': `hello@${TEST_DOMAIN.zoneName}` } });
      expect(describeValue(st.Resource)).toContain('configuration-set');
    }
  });

  it('without a domain nothing may send and no sender is configured', () => {
    expect(functionsOf(dev).filter((f) => f.Environment?.Variables?.MAIL_FROM)).toEqual([]);
    expect(sesStatements(dev)).toEqual([]);
  });
});

describe('alarms and dashboard', () => {
  const alarms = resourcesOfType(prod.stateless, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
  const byName = (suffix: string) => {
    const found = alarms.find((a) => a.AlarmName === `NimbusCrest-prod ${suffix}`);
    if (!found) throw new Error(`no alarm ${suffix}`);
    return found;
  };
  const topicId = resourcesOfType(prod.stateless, 'AWS::SNS::Topic')[0]![0];

  it('every alarm notifies the stage topic (alarm and recovery)', () => {
    // API 5xx and p99, errors and throttles per function, parse failure ratio, mail failures, the publisher's dead letters.
    expect(alarms.length).toBe(2 + 2 * WATCHED_FAMILIES.length + 2 + 1);
    for (const a of alarms) {
      expect(a.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(a.OKActions).toEqual([{ Ref: topicId }]);
      expect(a.TreatMissingData).toBe('notBreaching');
    }
  });

  it("the topic's subscribers are the stage's alarm e-mails; TLS only", () => {
    const subs = resourcesOfType(prod.stateless, 'AWS::SNS::Subscription').map(([, s]) => s.Properties);
    expect(subs.map((s) => [s.Protocol, s.Endpoint])).toEqual(stageConfig('prod').alarmEmails.map((e) => ['email', e]));
    expect(json(prod.stateless)).toContain('"aws:SecureTransport":"false"');
  });

  it('API 5xx rate and p99 latency', () => {
    const rate = byName('Api5xxRate');
    expect(rate.Threshold).toBe(THRESHOLDS.api5xxPercent);
    const metrics = rate.Metrics as { Expression?: string; MetricStat?: { Metric: { MetricName: string } } }[];
    expect(metrics.find((m) => m.Expression)!.Expression).toContain('100 * errors / requests');
    expect(
      metrics
        .map((m) => m.MetricStat?.Metric.MetricName)
        .filter(Boolean)
        .sort(),
    ).toEqual(['5XXError', 'Count']);
    const latency = byName('ApiLatencyP99');
    expect(latency).toMatchObject({
      MetricName: 'Latency',
      Namespace: 'AWS/ApiGateway',
      ExtendedStatistic: 'p99',
      Threshold: THRESHOLDS.apiP99Ms,
      EvaluationPeriods: 3,
    });
  });

  it.each(WATCHED_FAMILIES)('%s: errors and throttles', (family) => {
    const id = `${family[0]!.toUpperCase()}${family.slice(1)}`;
    const fnId = prod.stack.getLogicalId(prod.stack.functions.functions[family].node.defaultChild as never);
    for (const [suffix, metric] of [
      ['Errors', 'Errors'],
      ['Throttles', 'Throttles'],
    ]) {
      expect(byName(`${id}${suffix}`)).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: metric,
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: fnId } }],
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
    }
  });

  it('parse failure ratio and mail failures read the product metrics of the stage namespace', () => {
    const parse = byName('ParseFailureRatio');
    const stats = (parse.Metrics as { MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions: unknown } } }[])
      .filter((m) => m.MetricStat)
      .map((m) => m.MetricStat!.Metric);
    expect(stats.map((m) => m.MetricName).sort()).toEqual([METRICS.resumeParseFailed, METRICS.resumeParsed].sort());
    for (const m of stats) {
      expect(m.Namespace).toBe('NimbusCrest/prod');
      expect(m.Dimensions).toEqual([{ Name: 'service', Value: METRIC_SERVICE }]);
    }
    expect(byName('MailFailures')).toMatchObject({
      Namespace: 'NimbusCrest/prod',
      MetricName: METRICS.mailFailed,
      Threshold: THRESHOLDS.mailFailures,
    });
  });

  it("pages ops when the publisher's failed changes reach its dead-letter queue", () => {
    const queues = resourcesOfType(prod.stateless, 'AWS::SQS::Queue');
    expect(queues).toHaveLength(1);
    const [queueId, queue] = queues[0]!;
    expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    const mappings = resourcesOfType(prod.stateless, 'AWS::Lambda::EventSourceMapping').map(([, m]) => m.Properties);
    expect(mappings).toHaveLength(2);
    for (const m of mappings) {
      expect(m.MaximumRetryAttempts).toBe(3);
      expect(m.DestinationConfig).toEqual({ OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } });
    }
    expect(byName('PublisherDeadLetters')).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      Threshold: THRESHOLDS.deadLetterMessages,
    });
  });

  it('a monthly budget on the stage tag: forecast and actual over the limit go to the topic', () => {
    const budget = resourcesOfType(prod.stateless, 'AWS::Budgets::Budget')[0]?.[1];
    const b = budget!.Properties as Record<string, Json>;
    expect(b.Budget).toMatchObject({
      BudgetType: 'COST',
      TimeUnit: 'MONTHLY',
      BudgetLimit: { Amount: stageConfig('prod').monthlyBudgetUsd, Unit: 'USD' },
      CostFilters: { TagKeyValue: ['user:stage$prod'] },
    });
    expect(b.NotificationsWithSubscribers.map((n: Json) => n.Notification.NotificationType).sort()).toEqual([
      'ACTUAL',
      'FORECASTED',
    ]);
    for (const n of b.NotificationsWithSubscribers)
      expect(n.Subscribers).toEqual([{ SubscriptionType: 'SNS', Address: { Ref: topicId } }]);
    prod.stateless.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'budgets.amazonaws.com' }, Action: 'sns:Publish' }),
        ]),
      },
    });
  });

  it('one dashboard for the stage, with the API, product metrics, every function and the WAF', () => {
    const dashboards = resourcesOfType(prod.stateless, 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    const body = describeValue(dashboards[0]![1].Properties.DashboardBody);
    for (const text of [
      '5XXError',
      METRICS.applicationSubmitted,
      METRICS.mailSent,
      METRICS.requestLimited,
      'BlockedRequests',
      '"region":"us-east-1"',
    ]) {
      expect(body).toContain(text);
    }
    for (const family of WATCHED_FAMILIES) expect(body).toContain(`${family}: invocations`);
  });
});

describe('restoring', () => {
  it('prod: an AWS Backup plan (daily 35 days, monthly a year) selects every table; the vault is retained', () => {
    const plan = resourceById(prod.stateful, 'TableBackupPlan').Properties.BackupPlan as {
      BackupPlanRule: Record<string, Json>[];
    };
    expect(plan.BackupPlanRule.map((r) => [r.RuleName, r.Lifecycle.DeleteAfterDays])).toEqual([
      ['daily', BACKUP_RETENTION.dailyDays],
      ['monthly', BACKUP_RETENTION.monthlyDays],
    ]);
    for (const r of plan.BackupPlanRule)
      expect(r.TargetBackupVault).toEqual({ 'Fn::GetAtt': ['TableBackupVault', 'BackupVaultName'] });
    expect(resourceById(prod.stateful, 'TableBackupVault').DeletionPolicy).toBe('Retain');
    const selection = resourcesOfType(prod.stateful, 'AWS::Backup::BackupSelection')[0]?.[1];
    const resources = (selection!.Properties.BackupSelection as { Resources: unknown[] }).Resources.map(describeValue).sort();
    expect(resources).toEqual(
      Object.values(TABLES)
        .map((t) => `<${t.logicalId}.Arn>`)
        .sort(),
    );
  });

  it('dev has no backup plan (PITR only)', () => {
    expect(resourcesOfType(dev.stateful, 'AWS::Backup::BackupPlan')).toEqual([]);
  });

  it('prod: resume versions stay 30 days after a delete or overwrite, then expire, and orphaned delete markers go', () => {
    const rules = (
      resourceById(prod.stateful, 'ResumeBucket').Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }
    ).Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({
        Id: 'expire-old-versions',
        NoncurrentVersionExpiration: { NoncurrentDays: 30 },
        ExpiredObjectDeleteMarker: true,
      }),
    );
  });
});

describe('CI access through GitHub OIDC', () => {
  const roles = Object.fromEntries(
    resourcesOfType(prod.ci, 'AWS::IAM::Role').map(([, r]) => [r.Properties.RoleName, r.Properties]),
  );
  const trust = (name: string) => (roles[name]!.AssumeRolePolicyDocument as { Statement: Record<string, Json>[] }).Statement;

  it("trusts GitHub's OIDC provider for the STS audience only", () => {
    prod.ci.hasResourceProperties('AWS::IAM::OIDCProvider', {
      Url: 'https://token.actions.githubusercontent.com',
      ClientIdList: ['sts.amazonaws.com'],
    });
    for (const name of ['NimbusCrest-ci-deploy', 'NimbusCrest-ci-diff']) {
      const [statement] = trust(name);
      expect(statement!.Action).toBe('sts:AssumeRoleWithWebIdentity');
      expect(statement!.Condition.StringEquals).toEqual({ 'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com' });
    }
  });

  it("deploys only from the repository's dev and prod environments; diffs only from its pull requests", () => {
    expect(trust('NimbusCrest-ci-deploy')[0]!.Condition['ForAnyValue:StringLike']).toEqual({
      'token.actions.githubusercontent.com:sub': [
        `repo:${TEST_REPOSITORY}:environment:dev`,
        `repo:${TEST_REPOSITORY}:environment:prod`,
      ],
    });
    expect(trust('NimbusCrest-ci-diff')[0]!.Condition['ForAnyValue:StringLike']).toEqual({
      'token.actions.githubusercontent.com:sub': [`repo:${TEST_REPOSITORY}:pull_request`],
    });
  });

  it('may only assume the CDK bootstrap roles (the diff role: the read-only lookup role)', () => {
    const policies = resourcesOfType(prod.ci, 'AWS::IAM::Policy').map(([, p]) => p.Properties);
    const resourcesOf = (roleLogicalPrefix: string) => {
      const p = policies.find((x) => describeValue((x.Roles as unknown[])[0]).startsWith(`<${roleLogicalPrefix}`))!;
      const [statement] = (p.PolicyDocument as { Statement: { Action: string[]; Resource: unknown[] }[] }).Statement;
      expect(statement!.Action).toEqual(['sts:AssumeRole', 'sts:TagSession']);
      return statement!.Resource.map(describeValue);
    };
    const deploy = resourcesOf('DeployRole');
    expect(deploy).toHaveLength(6);
    for (const arn of deploy)
      expect(arn).toMatch(
        /^arn:aws:iam::<AWS::AccountId>:role\/cdk-hnb659fds-(deploy|file-publishing|lookup)-role-<AWS::AccountId>-(ap-south-1|us-east-1)$/,
      );
    const diff = resourcesOf('DiffRole');
    expect(diff).toEqual([
      'arn:aws:iam::<AWS::AccountId>:role/cdk-hnb659fds-lookup-role-<AWS::AccountId>-ap-south-1',
      'arn:aws:iam::<AWS::AccountId>:role/cdk-hnb659fds-lookup-role-<AWS::AccountId>-us-east-1',
    ]);
  });
});

describe('the split replaces nothing stateful (prod as the single-stack release synthesized it)', () => {
  const before = JSON.parse(fs.readFileSync(repoPath('test/infra/cloud/fixtures/pre-split-prod-stateful.json'), 'utf8')) as {
    resources: Record<string, CfnResource>;
  };
  const plainProd = synthStage('prod', 'ops-prod-plain');
  const after = (plainProd.stateful.toJSON() as { Resources: Record<string, CfnResource> }).Resources;
  /** Properties that may change on these resources without replacing them. */
  const UPDATABLE: Record<string, string[]> = {
    // Lifecycle: delete markers of expired versions go too; CORS: now set by the app stack (upload-cors.ts).
    ResumeBucket: ['LifecycleConfiguration', 'CorsConfiguration'],
    // One new index (byStatus, issue 17) and its key attribute: an in-place update, one GSI per deploy.
    MessagesTable: ['GlobalSecondaryIndexes', 'AttributeDefinitions'],
    // One new index (byCreatedAt: staff's list of subscribers, issue 17) and its key attributes.
    SubscribersTable: ['GlobalSecondaryIndexes', 'AttributeDefinitions'],
    // One new index each (bySlug, issue 16) and a keys-only stream for the site publisher: in place.
    JobsTable: ['GlobalSecondaryIndexes', 'AttributeDefinitions', 'StreamSpecification'],
    PostsTable: ['GlobalSecondaryIndexes', 'AttributeDefinitions', 'StreamSpecification'],
  };

  it.each(Object.keys(before.resources))(
    '%s keeps its logical id, type, policies and every property that would replace it',
    (id) => {
      const old = before.resources[id]!;
      const now = after[id];
      expect(now, `${id} must stay in the data stack`).toBeDefined();
      expect([now!.Type, now!.DeletionPolicy, now!.UpdateReplacePolicy]).toEqual([
        old.Type,
        old.DeletionPolicy,
        old.UpdateReplacePolicy,
      ]);
      const allowed = new Set(UPDATABLE[id] ?? []);
      const keys = new Set([...Object.keys(old.Properties), ...Object.keys(now!.Properties)]);
      for (const key of keys) {
        if (allowed.has(key)) continue;
        expect([id, key, now!.Properties[key]]).toEqual([id, key, old.Properties[key]]);
      }
    },
  );
});
