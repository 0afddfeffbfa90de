/**
 * Migration 0003 against dynalite: applications indexed by release 2 (term rows only by first
 * character) get their term rows within their job, their stage and both, so a search combined
 * with those filters finds them; it is idempotent and a stage move racing it leaves no stale row.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localTableName } from '../../infra/local/provision';
import { runMigrations } from '../../lambdas/adapters/migrations/runner';
import type { Stage } from '../../lambdas/contract/pipeline';
import { allRows, termKeyWithin } from '../../lambdas/domain/search-keys';
import { indexedFields, newApplicationItem } from '../../lambdas/domain/applications';
import { MIGRATIONS } from '../../lambdas/migrations';
import { raceFirstUpdate, withMigrationTables } from '../support/migration-tables';

type Item = Record<string, unknown>;

const { client, fill, scan, indexRows, context } = withMigrationTables('migration-0003-', { totalSegments: 2, pageSize: 4 });
/** The applications with a row under search key `k`, sorted. */
const idsUnder = async (k: string) => [...new Set((await indexRows(k)).map((r) => String(r.applicationId)))].sort();

const STAGES_SEEDED: Stage[] = ['new', 'screening', 'interview'];
/** What release 2 stored: a version-2 application and its rows, without the term rows within job or stage. */
function v2Application(i: number): { item: Item; rows: object[] } {
  const createdAt = new Date(Date.UTC(2025, 5, 1, 0, 0, i)).toISOString();
  const stage = STAGES_SEEDED[i % 3]!;
  const base = newApplicationItem({
    applicationId: `app-${String(i).padStart(3, '0')}`,
    fields: { name: `Lena Candidate${i}`, email: `lena${i}@example.com`, phone: `+91 98765 ${10000 + i}` },
    job: { jobId: `job-${i % 2}`, title: 'Role' },
    resumeKey: `resumes/app-${i}.pdf`,
    sections: { experience: 'x', education: 'y', skills: 'Terraform, Go' },
    createdAt,
    consent: { noticeVersion: 'v', at: createdAt },
  });
  const item: Item = {
    ...base,
    schemaVersion: 2,
    ...(stage === 'new' ? {} : { stage, version: 1, history: [{ stage, at: createdAt, by: 'staff@example.com' }] }),
  };
  const rows = allRows(indexedFields(item)).filter((r) => !(r.k.startsWith('term#') && /#(job|stage)#/.test(r.k)));
  return { item, rows };
}

it('writes the term rows within job and stage of release-2 applications, once', async () => {
  const apps = Array.from({ length: 18 }, (_, i) => v2Application(i));
  await fill(
    'applications',
    apps.map((a) => a.item),
  );
  await fill(
    'applicationIndex',
    apps.flatMap((a) => a.rows),
  );
  const inJobAndStage = apps
    .filter((a) => a.item.jobId === 'job-1' && a.item.stage === 'screening')
    .map((a) => String(a.item.applicationId))
    .sort();
  expect(inJobAndStage.length).toBeGreaterThan(0);
  const key = termKeyWithin('lena', { jobId: 'job-1', stage: 'screening' });
  expect(await idsUnder(key)).toEqual([]);

  const reports = await runMigrations(context());
  expect(reports.map((r) => [r.id, r.outcome])).toEqual([
    ['0001-schema-v1', 'applied'],
    ['0002-search-keys-unique-slugs', 'applied'],
    ['0003-search-terms-within-job-and-stage', 'applied'],
  ]);
  // Version 2 items: nothing for the earlier migrations to do.
  expect(reports[1]!.tables.applications).toMatchObject({ scanned: 18, updated: 0 });
  expect(reports[2]!.tables.applications).toEqual({ scanned: 18, updated: 18, raced: 0 });

  expect(await idsUnder(key)).toEqual(inJobAndStage);
  expect(await idsUnder(termKeyWithin('terraform', { stage: 'interview' }))).toEqual(
    apps
      .filter((a) => a.item.stage === 'interview')
      .map((a) => String(a.item.applicationId))
      .sort(),
  );
  expect(await idsUnder(termKeyWithin('lena', { jobId: 'job-0' }))).toEqual(
    apps
      .filter((a) => a.item.jobId === 'job-0')
      .map((a) => String(a.item.applicationId))
      .sort(),
  );
  const stored = await scan('applications');
  expect(stored.every((a) => a.schemaVersion === 3)).toBe(true);
  // Exactly the rows the write path writes today, nothing more.
  const expected = [...new Set(stored.flatMap((a) => allRows(indexedFields(a)).map((r) => r.rowId)))].sort();
  expect((await scan('applicationIndex')).map((r) => r.rowId).sort()).toEqual(expected);
  // Applied once: a second start runs nothing.
  expect(await runMigrations(context())).toEqual([]);
});

it('leaves no row of the earlier stage when staff move an application between its rows and its stamp', async () => {
  const { item, rows } = v2Application(0);
  await fill('applications', [item]);
  await fill('applicationIndex', rows);
  const race = raceFirstUpdate('applications', async () => {
    // The new release moves it to offer and writes the rows of its new stage.
    const at = '2026-03-01T00:00:00.000Z';
    const out = await client().send(
      new UpdateCommand({
        TableName: localTableName('applications'),
        Key: { applicationId: 'app-000' },
        UpdateExpression: 'SET stage = :s, updatedAt = :at, version = :v, history = :h',
        ExpressionAttributeValues: {
          ':s': 'offer',
          ':at': at,
          ':v': 1,
          ':h': [{ stage: 'offer', at, by: 'staff@example.com' }],
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    await fill('applicationIndex', allRows(indexedFields(out.Attributes!)));
  });
  const report = await runMigrations(
    context({
      migrations: MIGRATIONS.slice(2),
      before: race.before,
    }),
  );
  expect(race.ran()).toBe(true);
  expect(report[0]!.tables.applications).toMatchObject({ scanned: 1, updated: 1 });
  expect(await idsUnder(termKeyWithin('lena', { stage: 'new' }))).toEqual([]);
  expect(await idsUnder(termKeyWithin('lena', { jobId: 'job-0', stage: 'new' }))).toEqual([]);
  expect(await idsUnder(termKeyWithin('lena', { stage: 'offer' }))).toEqual(['app-000']);
  expect((await scan('applications'))[0]).toMatchObject({ stage: 'offer', schemaVersion: 3, version: 1 });
});
