/**
 * Fuzz bench: at least 1,000 generated requests per route of the contract through the real
 * handlers (AWS clients mocked, as in test/lambdas/fuzz), printing statuses per route and every
 * property broken (a 5xx, an off-contract error body, a write on a refused request).
 *
 *   npx tsx bench/fuzz.ts [--runs 1000] [--seed 1] [--routes listJobs,getJob]
 */
import '../test/lambdas/support/env';
import fc from 'fast-check';
import { ROUTES, caseFor, runCase } from '../test/lambdas/fuzz/routes.fuzz';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const runs = Number(arg('runs') ?? 1000);
const seed = Number(arg('seed') ?? Date.now() % 2 ** 31);
const only = arg('routes')?.split(',');

let problems = 0;
let fiveXx = 0;
const started = Date.now();
console.log(`fuzz: ${runs} cases per route, seed ${seed}`);
console.log('route                 cases  2xx  4xx  5xx  problems  ms');
const routes = ROUTES.filter((r) => !only || only.includes(r));
for (const id of routes) {
  const t = Date.now();
  const counts = { ok: 0, client: 0, server: 0, problems: 0 };
  const samples = fc.sample(caseFor(id), { numRuns: runs, seed });
  for (const c of samples) {
    const { status, problem } = await runCase(c);
    if (status >= 500) counts.server += 1;
    else if (status >= 400) counts.client += 1;
    else counts.ok += 1;
    if (problem) {
      counts.problems += 1;
      if (counts.problems <= 3) console.log(`  ${problem.slice(0, 300)}`);
    }
  }
  problems += counts.problems;
  fiveXx += counts.server;
  console.log(
    `${id.padEnd(20)} ${String(samples.length).padStart(6)} ${String(counts.ok).padStart(4)} ${String(counts.client).padStart(4)} ${String(counts.server).padStart(4)} ${String(counts.problems).padStart(9)}  ${Date.now() - t}`,
  );
}
console.log(
  `total: ${routes.length * runs} cases, ${fiveXx} 5xx, ${problems} problems, ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(problems ? 1 : 0);
