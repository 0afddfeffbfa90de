import fs from 'node:fs';
import path from 'node:path';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { TABLES } from '../../../lambdas/contract/tables';
import { synthStage, TEST_DOMAIN, type SynthesizedStage } from './synth-stage';
import { resourceById, resourcesOfType } from './template-queries';

const stages = { dev: synthStage('dev', 'stage-dev'), prod: synthStage('prod', 'stage-prod') } satisfies Record<
  string,
  SynthesizedStage
>;
const STATEFUL_IDS = [...Object.values(TABLES).map((t) => t.logicalId), 'ResumeBucket', 'UserPool', 'StaffGroup', 'GeminiApiKey'];

describe.each([
  ['dev', 'Delete', false],
  ['prod', 'Retain', true],
] as const)('%s stage', (name, policy, protectedData) => {
  const { stage, template, assembly } = stages[name];

  it("keeps data in the stage's original stack (ap-south-1), termination-protected in prod; the rest beside it", () => {
    expect(stage.stateful.region).toBe('ap-south-1');
    expect(stage.stateful.stackName).toBe(`NimbusCrest-${name}`);
    expect(stage.stateful.terminationProtection).toBe(protectedData);
    expect(stage.stateless.stackName).toBe(`NimbusCrest-${name}-app`);
    expect(stage.stateless.region).toBe('ap-south-1');
    expect(stage.stateless.terminationProtection).toBe(false);
  });

  it('keeps the pinned logical ids of every stateful resource', () => {
    for (const id of STATEFUL_IDS) expect(() => resourceById(template, id)).not.toThrow();
  });

  it(`${policy === 'Retain' ? 'retains' : 'deletes'} tables, resume bucket, user pool, secret and logs with the stack`, () => {
    const ids = [
      ...STATEFUL_IDS.filter((id) => id !== 'StaffGroup'),
      ...resourcesOfType(template, 'AWS::Logs::LogGroup').map(([id]) => id),
    ];
    for (const id of ids) {
      const r = resourceById(template, id);
      expect({ id, deletion: r.DeletionPolicy, replace: r.UpdateReplacePolicy }).toEqual({
        id,
        deletion: policy,
        replace: policy,
      });
    }
  });

  it(`${protectedData ? 'turns on' : 'leaves off'} deletion protection of tables and the user pool`, () => {
    for (const t of Object.values(TABLES)) {
      expect(resourceById(template, t.logicalId).Properties.DeletionProtectionEnabled).toBe(protectedData);
    }
    expect(resourceById(template, 'UserPool').Properties.DeletionProtection).toBe(protectedData ? 'ACTIVE' : 'INACTIVE');
  });

  it(`${protectedData ? 'versions' : 'does not version'} resumes; ${protectedData ? 'keeps' : 'empties'} the bucket on delete`, () => {
    const bucket = resourceById(template, 'ResumeBucket').Properties;
    expect(bucket.VersioningConfiguration).toEqual(protectedData ? { Status: 'Enabled' } : undefined);
    const autoDelete = resourcesOfType(template, 'Custom::S3AutoDeleteObjects').map(([, r]) => r.Properties.BucketName);
    expect(autoDelete).toContainEqual({ Ref: 'SiteBucket' });
    expect(autoDelete.some((b) => JSON.stringify(b).includes('ResumeBucket'))).toBe(!protectedData);
    if (protectedData) {
      const rules = (bucket.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
      expect(rules).toContainEqual(
        expect.objectContaining({ Prefix: 'incoming/', NoncurrentVersionExpiration: { NoncurrentDays: 1 } }),
      );
    }
  });

  it('has no unacknowledged cdk-nag finding (errors or warnings)', () => {
    // The synth above would have thrown on an error; the report lists warnings too.
    const report = JSON.parse(fs.readFileSync(path.join(assembly.directory, 'validation-report.json'), 'utf8')) as {
      pluginReports: { pluginName: string; violations: unknown[] }[];
    };
    expect(report.pluginReports.flatMap((p) => p.violations)).toEqual([]);
  });

  it('has no unacknowledged CDK warning or error', () => {
    for (const s of [
      stage.stateful,
      stage.stateless,
      stage.ci!,
      ...(stage.edge ? [stage.edge] : []),
      ...(stage.plan ? [stage.plan] : []),
    ]) {
      const annotations = Annotations.fromStack(s);
      expect(annotations.findWarning('*', Match.anyValue())).toEqual([]);
      expect(annotations.findError('*', Match.anyValue())).toEqual([]);
    }
  });
});

describe('CloudFront flat-rate plan', () => {
  it('subscribes the prod distribution and its web ACL to the Pro plan, from us-east-1 after the app stack', () => {
    const { plan, stateless, edge } = stages.prod.stage;
    expect(plan?.stackName).toBe('NimbusCrest-prod-plan');
    expect(plan?.region).toBe('us-east-1');
    expect(plan?.dependencies).toContain(stateless);
    const [[, subscription] = []] = resourcesOfType(Template.fromStack(plan!), 'AWS::PricingPlanManager::Subscription');
    expect(subscription).toMatchObject({ Properties: { PlanFamily: 'CloudFront', PlanTier: 'PRO' } });
    const arns = JSON.stringify(subscription!.Properties.ResourceArns);
    expect(arns).toContain(':distribution/');
    expect(arns).toContain(`"StackName":"${stateless.stackName}"`);
    expect(arns).toContain(`"StackName":"${edge!.stackName}"`);
  });

  it('leaves dev on pay-as-you-go (no plan stack)', () => {
    expect(stages.dev.stage.plan).toBeUndefined();
  });

  it('refuses a plan without the web ACL the plan requires', () => {
    expect(() =>
      synthStage('prod', 'stage-plan-no-waf', {
        waf: { enabled: false, requestsPerIpPer5Min: 1000, blockedAlarmPer5Min: 500 },
        domain: TEST_DOMAIN,
      }),
    ).toThrow(/needs the web ACL/);
  });
});
