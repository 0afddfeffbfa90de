/**
 * The migration runner against dynalite: pages through segments, records itself once, stops and
 * resumes from its checkpoint, never overwrites a write that raced it, and keeps a second runner out.
 */
import { GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localTableName } from '../../../infra/local/provision';
import { pendingMigrations, readRecord, runMigrations } from '../../../lambdas/adapters/migrations/runner';
import { migration0001 } from '../../../lambdas/migrations/0001-schema-v1';
import { raceFirstUpdate, withMigrationTables } from '../../support/migration-tables';

// The runner's behaviour, shown with 0001 alone (0002 has its own tests: test/integration/migration-0002.test.ts).
const { client, fill, scan, context } = withMigrationTables('migrations-test-', {
  totalSegments: 3,
  pageSize: 7,
  migrations: [migration0001],
});

const oldJob = (i: number) => ({
  jobId: `job-${String(i).padStart(4, '0')}`,
  title: `Cloud Engineer ${i}`,
  location: 'Pune',
  employmentType: 'Full-time',
  description: 'd',
  requirements: 'r',
  active: true,
  activePk: 'ALL',
  listPk: 'ALL',
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
});

const getJob = async (jobId: string) =>
  (await client().send(new GetCommand({ TableName: localTableName('jobs'), Key: { jobId } }))).Item!;

it('brings every old item to version 1 in segments, records itself, and runs once', async () => {
  await fill(
    'jobs',
    Array.from({ length: 60 }, (_, i) => oldJob(i)),
  );
  await fill('applications', [
    { applicationId: 'a1', name: 'A', jobId: 'job-0001', createdAt: '2026-01-02T00:00:00.000Z', listPk: 'ALL' },
  ]);
  await fill('posts', [{ blogId: 'p1', title: 'T', status: 'draft', createdAt: '2026-01-02T00:00:00.000Z', listPk: 'ALL' }]);
  const lines: string[] = [];
  const [report] = await runMigrations(context({ log: (l) => lines.push(l) }));
  expect(report).toMatchObject({ id: '0001-schema-v1', outcome: 'applied' });
  expect(report!.tables.jobs).toEqual({ scanned: 60, updated: 60, raced: 0 });
  expect(report!.tables.applications).toEqual({ scanned: 1, updated: 1, raced: 0 });
  const jobs = await scan('jobs');
  expect(jobs.every((j) => j.schemaVersion === 1 && j.slug === `cloud-engineer-${Number(String(j.jobId).slice(4))}`)).toBe(true);
  expect((await scan('applications'))[0]).toMatchObject({ stage: 'new', schemaVersion: 1 });
  // A status a writer stored is kept.
  expect((await scan('posts'))[0]).toMatchObject({ status: 'draft', schemaVersion: 1 });
  expect(await readRecord(context(), '0001-schema-v1')).toMatchObject({ status: 'done', totalSegments: 3 });
  expect(lines.some((l) => l.startsWith('migrate: 0001-schema-v1 jobs: 60 items scanned, 60 updated'))).toBe(true);

  expect(await pendingMigrations(context())).toEqual([]);
  expect(await runMigrations(context())).toEqual([]);
});

it('stops between pages with its checkpoint saved, and the next run resumes without rescanning', async () => {
  await fill(
    'jobs',
    Array.from({ length: 50 }, (_, i) => oldJob(i)),
  );
  const controller = new AbortController();
  let scans = 0;
  const first = await runMigrations(
    context({
      signal: controller.signal,
      before: (command) => {
        if (command instanceof ScanCommand && ++scans === 3) controller.abort();
      },
    }),
  );
  expect(first.map((r) => r.outcome)).toEqual(['stopped']);
  const record = await readRecord(context(), '0001-schema-v1');
  expect(record).toMatchObject({ status: 'running', leaseUntil: 0 });
  const partly = (await scan('jobs')).filter((j) => j.schemaVersion === 1).length;
  expect(partly).toBeGreaterThan(0);
  expect(partly).toBeLessThan(50);
  expect(record!.tables.jobs!.updated).toBe(partly);

  const second = await runMigrations(context());
  expect(second.map((r) => r.outcome)).toEqual(['applied']);
  // Counts add up over both runs: 50 scanned in all means the resumed run rescanned nothing.
  expect(second[0]!.tables.jobs).toEqual({ scanned: 50, updated: 50, raced: 0 });
  expect((await scan('jobs')).every((j) => j.schemaVersion === 1)).toBe(true);
});

it('never overwrites a write that lands between its read and its write', async () => {
  await fill('jobs', [oldJob(1), oldJob(2)]);
  const race = raceFirstUpdate('jobs', async () => {
    // The new release edits job 1 (new title, its own slug) and job 2 (new title only) meanwhile.
    await client().send(
      new UpdateCommand({
        TableName: localTableName('jobs'),
        Key: { jobId: 'job-0001' },
        UpdateExpression: 'SET title = :t, slug = :s, updatedAt = :u',
        ExpressionAttributeValues: { ':t': 'Renamed', ':s': 'chosen-by-staff', ':u': '2026-02-01T00:00:00.000Z' },
      }),
    );
    await client().send(
      new UpdateCommand({
        TableName: localTableName('jobs'),
        Key: { jobId: 'job-0002' },
        UpdateExpression: 'SET title = :t, updatedAt = :u',
        ExpressionAttributeValues: { ':t': 'Data Engineer', ':u': '2026-02-01T00:00:00.000Z' },
      }),
    );
  });
  const report = await runMigrations(
    context({
      before: race.before,
    }),
  );
  expect(race.ran()).toBe(true);
  expect(report[0]!.outcome).toBe('applied');
  expect(await getJob('job-0001')).toMatchObject({
    title: 'Renamed',
    slug: 'chosen-by-staff',
    schemaVersion: 1,
    updatedAt: '2026-02-01T00:00:00.000Z',
  });
  // Re-planned from the fresh read: the slug follows the title the edit stored.
  expect(await getJob('job-0002')).toMatchObject({ title: 'Data Engineer', slug: 'data-engineer', schemaVersion: 1 });
});

it('keeps a second runner out while the first holds the lease', async () => {
  await fill(
    'jobs',
    Array.from({ length: 20 }, (_, i) => oldJob(i)),
  );
  let second: Promise<unknown> | undefined;
  await runMigrations(
    context({
      before: (command) => {
        if (!second && command instanceof ScanCommand) second = runMigrations(context()).catch((err: Error) => err.message);
      },
    }),
  );
  expect(await second).toMatch(/^Migration 0001-schema-v1 is being run by another process/);
});

it('runs a done migration again on request, for items an older release wrote after a rollback', async () => {
  await fill('jobs', [oldJob(1), oldJob(2)]);
  await runMigrations(context());
  await fill('jobs', [oldJob(3)]);
  expect(await runMigrations(context())).toEqual([]);
  const [again] = await runMigrations(context({ rerun: ['0001-schema-v1'] }));
  expect(again).toMatchObject({ outcome: 'applied' });
  expect(again!.tables.jobs).toEqual({ scanned: 3, updated: 1, raced: 0 });
  expect(await getJob('job-0003')).toMatchObject({ slug: 'cloud-engineer-3', schemaVersion: 1 });
});
