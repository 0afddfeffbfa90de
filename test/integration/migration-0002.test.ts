/**
 * Migration 0002 against dynalite, on old-shape items: applications stored before the search keys
 * existed become visible to the stage filter and the retention purge; jobs that 0001 gave the same
 * slug get unique ones; it resumes from its checkpoint and never leaves a stale row when a stage
 * move races it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localTableName } from '../../infra/local/provision';
import { readRecord, runMigrations } from '../../lambdas/adapters/migrations/runner';
import { allRows, changedKey, stageKey, termKey } from '../../lambdas/domain/search-keys';
import { indexedFields } from '../../lambdas/domain/applications';
import { MIGRATIONS } from '../../lambdas/migrations';
import { raceFirstUpdate, withMigrationTables } from '../support/migration-tables';

type Item = Record<string, unknown>;
const V0 = JSON.parse(readFileSync(join(__dirname, '../fixtures/schema/v0-items.json'), 'utf8')) as Record<string, Item[]>;

// Up to 0002: later migrations have their own tests.
const {
  client,
  fill,
  scan,
  indexRows: rowsOf,
  context,
} = withMigrationTables('migration-0002-', {
  totalSegments: 3,
  pageSize: 5,
  migrations: MIGRATIONS.slice(0, 2),
});

/** A release-1.0 application (no version, no stage), from the fixture's shape with its own id and date. */
const oldApplication = (i: number): Item => ({
  ...V0.applications![0]!,
  applicationId: `app-${String(i).padStart(3, '0')}`,
  name: `Candidate ${i}`,
  email: `candidate${i}@example.com`,
  phone: `+91 98765 ${String(10000 + i)}`,
  createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
});
/** What 0001 leaves: stamped version 1 with a stage, but no search keys. */
const v1Application = (i: number): Item => ({ ...oldApplication(i), stage: 'new', schemaVersion: 1 });

const job = (jobId: string, title: string, slug: string, createdAt: string): Item => ({
  jobId,
  title,
  slug,
  location: 'Pune',
  employmentType: 'Full-time',
  description: 'd',
  requirements: 'r',
  active: true,
  activePk: 'ALL',
  listPk: 'ALL',
  createdAt,
  schemaVersion: 1,
});

it('writes the search keys of old applications, so the stage filter, text search and purge see them', async () => {
  await fill('applications', [...Array.from({ length: 12 }, (_, i) => oldApplication(i)), ...[12, 13].map(v1Application)]);
  expect(await rowsOf(stageKey('new'))).toEqual([]);

  const reports = await runMigrations(context());
  expect(reports.map((r) => [r.id, r.outcome])).toEqual([
    ['0001-schema-v1', 'applied'],
    ['0002-search-keys-unique-slugs', 'applied'],
  ]);
  expect(reports[1]!.tables.applications).toEqual({ scanned: 14, updated: 14, raced: 0 });

  const apps = await scan('applications');
  expect(apps.every((a) => a.schemaVersion === 2 && a.stage === 'new')).toBe(true);
  expect((await rowsOf(stageKey('new'))).map((r) => r.applicationId).sort()).toEqual(apps.map((a) => a.applicationId).sort());
  // The purge reads the last-change rows of each stage: every old application is there, by its date.
  const due = await rowsOf(changedKey('new'));
  expect(due).toHaveLength(14);
  expect(due.find((r) => r.applicationId === 'app-003')!.s).toBe(`${oldApplication(3).createdAt as string}#app-003`);
  expect((await rowsOf(termKey('candidate'))).length).toBeGreaterThanOrEqual(14);
  // Exactly the rows the write path would have written, nothing more.
  const expected = apps.flatMap((a) => allRows(indexedFields(a)).map((r) => r.rowId)).sort();
  expect((await scan('applicationIndex')).map((r) => r.rowId).sort()).toEqual([...new Set(expected)].sort());
});

it('gives jobs sharing a slug unique ones, the oldest keeping its address, and leaves others alone', async () => {
  await fill('jobs', [
    job('j-old', 'Cloud Engineer', 'cloud-engineer', '2025-01-01T00:00:00.000Z'),
    job('j-mid', 'Cloud Engineer', 'cloud-engineer', '2025-02-01T00:00:00.000Z'),
    job('j-new', 'Cloud Engineer', 'cloud-engineer', '2025-03-01T00:00:00.000Z'),
    // A job already at the first candidate: the duplicates skip it.
    job('j-taken', 'Cloud Engineer 2', 'cloud-engineer-2', '2025-01-15T00:00:00.000Z'),
    ...Array.from({ length: 10 }, (_, i) => job(`j-${i}`, `Role ${i}`, `role-${i}`, `2025-04-0${(i % 9) + 1}T00:00:00.000Z`)),
  ]);
  const [, report] = await runMigrations(context());
  expect(report!.tables.jobs).toMatchObject({ scanned: 14, updated: 14 });
  const jobs = new Map((await scan('jobs')).map((j) => [j.jobId, j]));
  expect(jobs.get('j-old')!.slug).toBe('cloud-engineer');
  expect(jobs.get('j-taken')!.slug).toBe('cloud-engineer-2');
  expect(jobs.get('j-mid')!.slug).toBe('cloud-engineer-3');
  expect(jobs.get('j-new')!.slug).toBe('cloud-engineer-4');
  expect(jobs.get('j-4')!.slug).toBe('role-4');
  const slugs = [...jobs.values()].map((j) => j.slug);
  expect(new Set(slugs).size).toBe(slugs.length);
  expect([...jobs.values()].every((j) => j.schemaVersion === 2 && j.title)).toBe(true);
});

it('stops between pages and resumes from its checkpoint; a second start runs nothing', async () => {
  await fill(
    'applications',
    Array.from({ length: 40 }, (_, i) => v1Application(i)),
  );
  await client().send(
    new UpdateCommand({
      TableName: localTableName('migrations'),
      Key: { migrationId: '0001-schema-v1' },
      UpdateExpression: 'SET #s = :done',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':done': 'done' },
    }),
  );
  const controller = new AbortController();
  let scans = 0;
  const first = await runMigrations(
    context({
      signal: controller.signal,
      before: (command) => {
        if (command instanceof ScanCommand && command.input.TableName === localTableName('applications') && ++scans === 3)
          controller.abort();
      },
    }),
  );
  expect(first.map((r) => [r.id, r.outcome])).toEqual([['0002-search-keys-unique-slugs', 'stopped']]);
  const partly = (await scan('applications')).filter((a) => a.schemaVersion === 2).length;
  expect(partly).toBeGreaterThan(0);
  expect(partly).toBeLessThan(40);

  const second = await runMigrations(context());
  expect(second.map((r) => r.outcome)).toEqual(['applied']);
  expect(second[0]!.tables.applications).toEqual({ scanned: 40, updated: 40, raced: 0 });
  expect(await rowsOf(stageKey('new'))).toHaveLength(40);
  expect(await readRecord(context(), '0002-search-keys-unique-slugs')).toMatchObject({ status: 'done' });
  expect(await runMigrations(context())).toEqual([]);
});

it('leaves no stale stage row when staff move an application between its rows and its stamp', async () => {
  await fill('applications', [v1Application(1)]);
  const race = raceFirstUpdate('applications', async () => {
    // The new release moves it to screening (its own rows: put the new, delete the old).
    const at = '2026-03-01T00:00:00.000Z';
    const out = await client().send(
      new UpdateCommand({
        TableName: localTableName('applications'),
        Key: { applicationId: 'app-001' },
        UpdateExpression: 'SET stage = :s, updatedAt = :at, version = :v',
        ExpressionAttributeValues: { ':s': 'screening', ':at': at, ':v': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    await fill('applicationIndex', allRows(indexedFields(out.Attributes!)));
  });
  const report = await runMigrations(
    context({
      migrations: MIGRATIONS.slice(1, 2),
      before: race.before,
    }),
  );
  expect(race.ran()).toBe(true);
  expect(report[0]!.tables.applications).toEqual({ scanned: 1, updated: 1, raced: 0 });
  expect(await rowsOf(stageKey('new'))).toEqual([]);
  expect(await rowsOf(changedKey('new'))).toEqual([]);
  expect((await rowsOf(stageKey('screening'))).map((r) => r.applicationId)).toEqual(['app-001']);
  expect((await scan('applications'))[0]).toMatchObject({ stage: 'screening', schemaVersion: 2, version: 1 });
});
