/** The cost model runs offline and prints its table: nine traffic levels, the target line, what dominates. */
import { spawnSync } from 'node:child_process';
import { repoPath } from '../../infra/cloud/paths';

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
  });
});
