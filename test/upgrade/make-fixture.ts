/**
 * Produces test/fixtures/upgrade/<name>/: a local data folder written by an older release, for
 * the upgrade test (test/upgrade/upgrade.test.ts). Not by hand: it checks the release out into a
 * temporary git worktree, borrows this checkout's node_modules, runs write-old-data.ts there
 * (the old release's own local stack and API), and copies the data folder here with a manifest of
 * what was written.
 *
 *   npx tsx test/upgrade/make-fixture.ts [--commit 462bf64] [--name release-1.0]
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const REPO = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const { values } = parseArgs({
  options: { commit: { type: 'string', default: '462bf64' }, name: { type: 'string', default: 'release-1.0' } },
});
const commit = execFileSync('git', ['rev-parse', `${values.commit}^{commit}`], { cwd: REPO, encoding: 'utf8' }).trim();
const target = join(REPO, 'test/fixtures/upgrade', values.name);
const resume = join(REPO, 'test/fixtures/resumes/documents/01-priya-classic.docx');

const work = mkdtempSync(join(tmpdir(), 'nimbus-upgrade-fixture-'));
const oldRepo = join(work, 'release');
const data = join(work, 'data');
try {
  execFileSync('git', ['worktree', 'add', '--detach', oldRepo, commit], { cwd: REPO, stdio: 'inherit' });
  symlinkSync(join(REPO, 'node_modules'), join(oldRepo, 'node_modules'), 'dir');
  const out = execFileSync(
    join(REPO, 'node_modules/.bin/tsx'),
    [join(REPO, 'test/upgrade/write-old-data.ts'), '--repo', oldRepo, '--data', data, '--resume', resume],
    {
      cwd: oldRepo,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, LOG_LEVEL: 'ERROR' },
    },
  );
  const summary = JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, unknown>;
  rmSync(target, { recursive: true, force: true });
  // local-stack.json holds the old run's ports and pid: meaningless to a new run.
  cpSync(data, join(target, 'data'), { recursive: true, filter: (src) => !src.endsWith('local-stack.json') });
  writeFileSync(
    join(target, 'manifest.json'),
    `${JSON.stringify({ release: commit, resume: 'test/fixtures/resumes/documents/01-priya-classic.docx', ...summary }, null, 2)}\n`,
  );
  console.log(`Fixture written to ${target} from release ${commit.slice(0, 7)}:`);
  console.log(execFileSync('du', ['-sh', target], { encoding: 'utf8' }).trim());
} finally {
  if (existsSync(oldRepo)) execFileSync('git', ['worktree', 'remove', '--force', oldRepo], { cwd: REPO, stdio: 'inherit' });
  rmSync(work, { recursive: true, force: true });
}
