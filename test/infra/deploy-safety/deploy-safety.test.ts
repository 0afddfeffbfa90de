/**
 * Deploy safety: the current synth of every stage against the templates that stage last deployed
 * (infra/deployed/<stage>/), and each rule on edited copies of a real baseline.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STAGE_NAMES } from '../../../infra/config/stages';
import { readBaseline } from '../../../infra/deploy-safety/baseline';
import { compareStage, type CfnResource, type StageTemplates } from '../../../infra/deploy-safety/compare';
import { synthStageTemplates } from '../../../infra/deploy-safety/synth';
import { FIXTURE_WEB_DIR } from '../cloud/synth-stage';

describe.each(STAGE_NAMES)('stage %s', (stage) => {
  it('has a recorded baseline (npm run deployed:record -- --stage NAME)', () => {
    expect(Object.keys(readBaseline(stage)).length).toBeGreaterThan(0);
  });

  const outdir = path.join(os.tmpdir(), 'nimbus-crest-cdk-tests', `deploy-safety-${stage}`);
  afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

  it('can be deployed over what it last deployed without a refused update or lost data', () => {
    const current = synthStageTemplates(stage, outdir, FIXTURE_WEB_DIR);
    // Each message says what is wrong and, where it takes several deploys, how to stage them.
    expect(compareStage(readBaseline(stage), current).map((f) => f.message)).toEqual([]);
  });
});

describe('rules', () => {
  const baseline = readBaseline('prod');
  const stackName = Object.keys(baseline)[0]!;
  const edited = (edit: (resources: Record<string, CfnResource>) => void): StageTemplates => {
    const copy = structuredClone(baseline);
    edit(copy[stackName]!.Resources!);
    return copy;
  };
  const rulesOf = (current: StageTemplates) => compareStage(baseline, current).map((f) => [f.rule, f.logicalId]);
  const gsi = (name: string) => ({
    IndexName: name,
    KeySchema: [
      { AttributeName: 'listPk', KeyType: 'HASH' },
      { AttributeName: name, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'ALL' },
  });
  const indexesOf = (r: CfnResource) => r.Properties!.GlobalSecondaryIndexes as unknown[];

  it('finds nothing in the baseline itself', () => {
    expect(compareStage(baseline, structuredClone(baseline))).toEqual([]);
  });

  it('allows one new index per table, and explains how to stage two', () => {
    expect(rulesOf(edited((r) => indexesOf(r.JobsTable!).push(gsi('bySlug'))))).toEqual([]);
    const two = compareStage(
      baseline,
      edited((r) => indexesOf(r.JobsTable!).push(gsi('bySlug'), gsi('byTitle'))),
    );
    expect(two).toEqual([
      expect.objectContaining({
        rule: 'gsi-per-deploy',
        logicalId: 'JobsTable',
        deploys: ['add index bySlug', 'add index byTitle'],
      }),
    ]);
    expect(two[0]!.message).toContain('Needs 2 deploys');
    // One new index on each of two tables is fine: the limit is per table.
    expect(
      rulesOf(edited((r) => (indexesOf(r.JobsTable!).push(gsi('bySlug')), indexesOf(r.PostsTable!).push(gsi('bySlug'))))),
    ).toEqual([]);
  });

  it('counts a removed index and a redefined index against the same limit', () => {
    expect(rulesOf(edited((r) => indexesOf(r.JobsTable!).splice(0, 2)))).toEqual([['gsi-per-deploy', 'JobsTable']]);
    const redefined = compareStage(
      baseline,
      edited((r) => ((indexesOf(r.PostsTable!)[0] as { Projection: unknown }).Projection = { ProjectionType: 'KEYS_ONLY' })),
    );
    expect(redefined.map((f) => f.deploys?.length)).toEqual([2]);
  });

  it('refuses a changed key schema', () => {
    expect(
      rulesOf(edited((r) => (r.MessagesTable!.Properties!.KeySchema = [{ AttributeName: 'id', KeyType: 'HASH' }]))),
    ).toContainEqual(['key-schema', 'MessagesTable']);
  });

  it('refuses a stateful resource whose logical id changes, naming the likely new id', () => {
    const renamed = compareStage(
      baseline,
      edited((r) => ((r.ResumeBucketRenamed = r.ResumeBucket!), delete r.ResumeBucket)),
    );
    expect(renamed.map((f) => [f.rule, f.logicalId])).toEqual([['removed', 'ResumeBucket']]);
    expect(renamed[0]!.message).toContain('ResumeBucketRenamed');
  });

  it('refuses replacement-requiring property changes of buckets, user pools and secrets', () => {
    expect(rulesOf(edited((r) => (r.ResumeBucket!.Properties!.BucketName = 'nimbus-resumes')))).toEqual([
      ['replacement', 'ResumeBucket'],
    ]);
    expect(rulesOf(edited((r) => (r.UserPool!.Properties!.UsernameAttributes = ['phone_number'])))).toEqual([
      ['replacement', 'UserPool'],
    ]);
    expect(rulesOf(edited((r) => (r.GeminiApiKey!.Properties!.Name = 'gemini')))).toEqual([['replacement', 'GeminiApiKey']]);
    expect(rulesOf(edited((r) => (r.JobsTable!.Type = 'AWS::DynamoDB::GlobalTable')))).toEqual([['type-changed', 'JobsTable']]);
  });

  it('refuses a removed retain policy and deletion protection turned off', () => {
    expect(baseline[stackName]!.Resources!.ApplicationsTable!.DeletionPolicy).toBe('Retain');
    expect(rulesOf(edited((r) => delete r.ApplicationsTable!.DeletionPolicy))).toEqual([['retain-removed', 'ApplicationsTable']]);
    expect(rulesOf(edited((r) => (r.ApplicationsTable!.Properties!.DeletionProtectionEnabled = false)))).toEqual([
      ['deletion-protection-off', 'ApplicationsTable'],
    ]);
  });

  it('matches resources across stacks: a split keeps ids, a stateful resource moving stack is refused', () => {
    const split = (moved: string[]): StageTemplates => {
      const copy = structuredClone(baseline);
      const resources = copy[stackName]!.Resources!;
      const stateful: Record<string, CfnResource> = {};
      for (const id of moved) {
        stateful[id] = resources[id]!;
        delete resources[id];
      }
      return { ...copy, [`${stackName}-Stateful`]: { Resources: stateful } };
    };
    expect(rulesOf(split([]))).toEqual([]);
    expect(rulesOf(split(['PostsTable']))).toEqual([['moved-stack', 'PostsTable']]);
  });
});
