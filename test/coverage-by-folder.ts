/**
 * Prints line coverage per floor from coverage/coverage-summary.json (written by `vitest run --coverage`)
 * against the thresholds in vitest.config.ts, which vitest itself enforces. Usage: npx tsx test/coverage-by-folder.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const FOLDERS = [
  { name: 'lambdas', prefix: 'lambdas/', threshold: 90 },
  { name: 'infra', prefix: 'infra/', threshold: 85 },
  { name: 'web/src', prefix: 'web/src/', threshold: 75 },
];

type Totals = { lines: { total: number; covered: number } };
const SUMMARY = 'coverage/coverage-summary.json';
if (!existsSync(SUMMARY)) {
  console.error(`No ${SUMMARY}: run the unit tests with coverage first (npm run test:unit); nothing to print per folder.`);
  process.exit(1);
}
const summary = JSON.parse(readFileSync(SUMMARY, 'utf8')) as Record<string, Totals>;

console.log('folder     lines covered / total     %   threshold');
for (const folder of FOLDERS) {
  let total = 0;
  let covered = 0;
  for (const [file, totals] of Object.entries(summary)) {
    if (file === 'total' || !relative(process.cwd(), file).startsWith(folder.prefix)) continue;
    total += totals.lines.total;
    covered += totals.lines.covered;
  }
  const pct = total ? (100 * covered) / total : 0;
  const verdict = pct >= folder.threshold ? 'ok' : 'UNDER';
  console.log(
    `${folder.name.padEnd(10)} ${`${covered} / ${total}`.padStart(20)} ${pct.toFixed(1).padStart(6)}   ${folder.threshold}% ${verdict}`,
  );
}
