/** bin/app.ts end to end, as `cdk synth` runs it: context in, one stage's template out. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoPath } from '../../../infra/cloud/paths';
import { FIXTURE_WEB_DIR } from './synth-stage';

const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'nimbus-crest-app-entry-'));
afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

function runApp(context: Record<string, unknown>) {
  // No account: the template must not depend on the machine that synthesizes it.
  const { CDK_DEFAULT_ACCOUNT: _account, ...env } = process.env;
  const result = spawnSync(repoPath('node_modules/.bin/tsx'), [repoPath('bin/app.ts')], {
    cwd: repoPath(),
    encoding: 'utf8',
    env: {
      ...env,
      CDK_OUTDIR: outdir,
      CDK_VALIDATION: 'false',
      CDK_CONTEXT_JSON: JSON.stringify({ 'aws:cdk:bundling-stacks': [], ...context }),
    },
  });
  return { status: result.status, stderr: result.stderr };
}

// Each case runs bin/app.ts in a process of its own: a whole synth, 10–30 s on a loaded 2-core machine.
describe('bin/app.ts', () => {
  it('synthesizes only the chosen stage (data, app, edge, CloudFront plan) and, given a repository, the CI access stack; cdk-nag passes', () => {
    const { status, stderr } = runApp({ stage: 'prod', webDir: FIXTURE_WEB_DIR, githubRepository: 'example-org/nimbus-crest' });
    expect(stderr).not.toMatch(/Error/);
    expect(status).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(outdir, 'manifest.json'), 'utf8')) as {
      artifacts: Record<string, { type: string; environment?: string }>;
    };
    const stacks = Object.entries(manifest.artifacts).filter(([, a]) => a.type === 'aws:cloudformation:stack');
    expect(stacks.map(([id, a]) => [id, a.environment]).sort()).toEqual([
      ['NimbusCrest-ci', 'aws://unknown-account/ap-south-1'],
      ['NimbusCrest-prod', 'aws://unknown-account/ap-south-1'],
      ['NimbusCrest-prod-app', 'aws://unknown-account/ap-south-1'],
      ['NimbusCrest-prod-edge', 'aws://unknown-account/us-east-1'],
      ['NimbusCrest-prod-plan', 'aws://unknown-account/us-east-1'],
    ]);
  }, 120_000);

  it('has no CI access stack without a repository, and refuses a malformed one', () => {
    const { status } = runApp({ stage: 'dev', webDir: FIXTURE_WEB_DIR });
    expect(status).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(outdir, 'manifest.json'), 'utf8')) as {
      artifacts: Record<string, { type: string }>;
    };
    const stacks = Object.entries(manifest.artifacts)
      .filter(([, a]) => a.type === 'aws:cloudformation:stack')
      .map(([id]) => id);
    expect(stacks.sort()).toEqual(['NimbusCrest-dev', 'NimbusCrest-dev-app']);
    const bad = runApp({ stage: 'dev', webDir: FIXTURE_WEB_DIR, githubRepository: 'not a repo' });
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain('githubRepository must be owner/name');
  }, 120_000);

  it('refuses an unknown stage, naming the valid ones', () => {
    const { status, stderr } = runApp({ stage: 'staging', webDir: FIXTURE_WEB_DIR });
    expect(status).not.toBe(0);
    expect(stderr).toContain('Unknown stage "staging": use -c stage=dev or -c stage=prod');
  });

  it('refuses to synthesize without a web build, saying how to make one', () => {
    const { status, stderr } = runApp({ webDir: path.join(outdir, 'no-build') });
    expect(status).not.toBe(0);
    expect(stderr).toContain('Run `npm run build:web`');
  });
});
