/** The cost model runs offline and prints its table: nine traffic levels, the target line, what dominates. */
import { spawnSync } from 'node:child_process';
import { repoPath } from '../../infra/cloud/paths';

// Each run synthesizes the whole prod stage (10–20 s on a loaded 2-core machine).
describe('bench/cost-model.ts', () => {
  it('prints the monthly bill of prod for 3 × 3 traffic levels, naming the largest lines and the $30 target', () => {
    const run = spawnSync(repoPath('node_modules/.bin/tsx'), [repoPath('bench/cost-model.ts'), '--free-tier'], {
      cwd: repoPath(),
      encoding: 'utf8',
      env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1' },
    });
    expect(run.status).toBe(0);
    const rows = run.stdout.split('\n').filter((l) => /^\s+[\d,]+\s+[\d,]+\s+\$/.test(l));
    expect(rows).toHaveLength(9);
    for (const row of rows) expect(row).toMatch(/\$\s*\d+\.\d\d\s+\S.*\(\d+%\)/);
    expect(run.stdout).toMatch(/1,000,000\s+10,000\s+\$\s*[\d.]+.*target ≤ \$30: (met|NOT met)/);
    expect(run.stdout).toMatch(/Deployed \(from the templates\): \d+ alarms watching \d+ metrics/);
  }, 180_000);

  it('meets the $30 target at 1 million views and 10,000 applications on list prices with the flat-rate plan prod subscribes to', () => {
    const run = (...extra: string[]) =>
      spawnSync(repoPath('node_modules/.bin/tsx'), [repoPath('bench/cost-model.ts'), ...extra], {
        cwd: repoPath(),
        encoding: 'utf8',
        env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1' },
      });
    const withPlan = run();
    expect(withPlan.status).toBe(0);
    expect(withPlan.stdout).toContain('list prices, no free tier, CloudFront flat-rate PRO plan');
    expect(withPlan.stdout).toMatch(/1,000,000\s+10,000\s+\$\s*[\d.]+\s+CloudFront Pro plan.*target ≤ \$30: met/);
    // Above the plan's 10 million requests the model falls back to pay-as-you-go: no hidden cap.
    expect(withPlan.stdout).toMatch(/10,000,000\s+10,000\s+\$\s*[\d.]+\s+CloudFront data transfer/);
    const payAsYouGo = run('--pay-as-you-go');
    expect(payAsYouGo.stdout).toMatch(/1,000,000\s+10,000\s+\$\s*[\d.]+.*target ≤ \$30: NOT met/);
  }, 180_000);
});
