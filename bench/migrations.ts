/**
 * Data migrations on 10,000 items per table, locally (dynalite, in-process, loopback only):
 * for each table a migration touches, a fresh data folder with N release-1.0 items in that table
 * (shapes from test/fixtures/schema/v0-items.json, unique keys), then the pending migrations, timed
 * per table (the report's own figures). Median over runs.
 *
 *   npx tsx bench/migrations.ts [--items 10000] [--runs 1] [--segments 4] [--tables jobs,posts]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { localTableName } from '../infra/local/provision';
import { TABLES } from '../lambdas/contract/tables';
import type { EntityTable } from '../lambdas/domain/schema';
import { MIGRATIONS } from '../lambdas/migrations';
import { runMigrations } from '../lambdas/adapters/migrations/runner';
import { startStageTables } from '../test/support/stage-tables';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '1' },
    segments: { type: 'string', default: '4' },
    tables: { type: 'string' },
  },
});
const items = Number(values.items);
const runs = Number(values.runs);
const segments = Number(values.segments);
const V0 = JSON.parse(readFileSync(new URL('../test/fixtures/schema/v0-items.json', import.meta.url), 'utf8')) as Record<
  EntityTable,
  Record<string, unknown>[]
>;

function nthItem(table: EntityTable, i: number): Record<string, unknown> {
  const template = V0[table][i % V0[table].length]!;
  const key = TABLES[table].partitionKey;
  const id = table === 'subscribers' ? `reader${i}@example.com` : `${table}-${String(i).padStart(6, '0')}`;
  const extra = 'title' in template ? { title: `${String(template.title)} ${i}` } : {};
  return { ...template, ...extra, [key]: id, createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString() };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function once(
  table: EntityTable,
): Promise<{ fill: number; migrate: number; updated: number; byMigration: Record<string, number> }> {
  const { client, stop } = await startStageTables('bench-migrations-', { marshallOptions: { removeUndefinedValues: true } });
  try {
    const filled = Date.now();
    for (let i = 0; i < items; i += 25) {
      const batch = Array.from({ length: Math.min(25, items - i) }, (_, j) => ({ PutRequest: { Item: nthItem(table, i + j) } }));
      await client.send(new BatchWriteCommand({ RequestItems: { [localTableName(table)]: batch } }));
    }
    const fill = (Date.now() - filled) / 1000;
    const reports = await runMigrations({ client, tableName: localTableName, totalSegments: segments });
    const migrate = reports.reduce((s, r) => s + (r.tableSeconds[table] ?? 0), 0);
    const updated = reports.reduce((s, r) => s + (r.tables[table]?.updated ?? 0), 0);
    const byMigration = Object.fromEntries(
      reports.filter((r) => r.tableSeconds[table] !== undefined).map((r) => [r.id, r.tableSeconds[table]!]),
    );
    return { fill, migrate, updated, byMigration };
  } finally {
    await stop();
  }
}

const only = values.tables?.split(',');
const tables = [...new Set(MIGRATIONS.flatMap((m) => m.tables))].filter((t) => !only || only.includes(t));
console.log(
  `Migrations ${MIGRATIONS.map((m) => m.id).join(', ')} on ${items.toLocaleString('en-US')} release-1.0 items per table, ${segments} segments, ${runs} run(s), dynalite in-process:`,
);
for (const table of tables) {
  const results = [];
  for (let r = 0; r < runs; r++) results.push(await once(table));
  const m = median(results.map((x) => x.migrate));
  console.log(
    `  ${table.padEnd(13)} migrate ${m.toFixed(1)} s (median; ${((m * 1000) / items).toFixed(2)} ms/item), ${results[0]!.updated.toLocaleString('en-US')} items updated; fill ${median(results.map((x) => x.fill)).toFixed(1)} s`,
  );
  for (const id of Object.keys(results[0]!.byMigration))
    console.log(`    ${id.padEnd(32)} ${median(results.map((x) => x.byMigration[id] ?? 0)).toFixed(1)} s`);
}
