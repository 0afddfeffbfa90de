/**
 * A full publish at volume (issue 13): the local publisher as the stack runs it (jobs read from
 * dynalite, the web build's own site kit, the folder store) at --jobs open jobs (default 10,000):
 *   1. first publish (nothing published yet): every page rendered and written;
 *   2. the same again, nothing changed: what a post-deploy run costs when the build is the same;
 *   3. a new build (the kit's template changed): runs with the cloud's budget (the 2-minute limit
 *      less PUBLISH_END_MARGIN_MS) like the post-deploy trigger, then runs continue (the backlog
 *      schedule) until nothing is stale; prints each run's time, items and what remained.
 * Before this change every full publish rendered the whole site in one run (step 3 = step 1, over
 * the cloud publisher's 2 minutes at 10,000 jobs).
 *
 * Usage: npm run build:web && npx tsx bench/publish-full.ts [--jobs 10000] [--limit-s 120]
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { localTableName } from '../infra/local/provision';
import { startPublisherTables, storedJob } from './support/publisher-tables';
import { loadPublisher } from '../lambdas/handlers/registry';
import { PUBLISH_END_MARGIN_MS } from '../lambdas/domain/publish-inputs';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const JOBS = arg('--jobs', 10_000);
const LIMIT_MS = arg('--limit-s', 120) * 1000;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const { root, ddb, stop } = await startPublisherTables('publish-full-', (root) => {
    // A copy of the kit: step 3 edits its template as a new build would.
    const kitDir = join(root, 'kit');
    cpSync(process.env.SITE_KIT_DIR ?? join(process.cwd(), 'dist', 'site-kit'), kitDir, { recursive: true });
    return kitDir;
  });
  try {
    for (let seeded = 0; seeded < JOBS; seeded += 25) {
      const batch = Array.from({ length: Math.min(25, JOBS - seeded) }, (_, k) => storedJob(seeded + k));
      await ddb.send(
        new BatchWriteCommand({ RequestItems: { [localTableName('jobs')]: batch.map((Item) => ({ PutRequest: { Item } })) } }),
      );
    }
    const { publishSite } = await loadPublisher();
    const { folderSiteStore } = await import('../lambdas/adapters/site-store');
    const { resetSiteKit } = await import('../lambdas/adapters/site-kit');
    const store = folderSiteStore(join(root, 'site'));

    console.log(`Full publish at ${JOBS} open jobs (local publisher, folder store; machine shared, loaded)`);
    let t = performance.now();
    const first = await publishSite(store);
    console.log(
      `1. first publish: ${seconds(performance.now() - t)}, ${first.rendered} files rendered, ${first.written} written`,
    );

    t = performance.now();
    const same = await publishSite(store);
    console.log(
      `2. again, nothing changed: ${seconds(performance.now() - t)}, ${same.rendered} files rendered, ${same.written} written, ${same.refreshed} items re-rendered`,
    );

    const template = join(process.env.SITE_KIT_DIR!, 'template.html');
    writeFileSync(template, readFileSync(template, 'utf8').replace('</head>', '<meta name="x-build" content="2"></head>'));
    resetSiteKit();
    let run = 0;
    const started = performance.now();
    for (;;) {
      run++;
      t = performance.now();
      const result = await publishSite(store, undefined, { deadline: Date.now() + LIMIT_MS - PUBLISH_END_MARGIN_MS });
      const ms = performance.now() - t;
      console.log(
        `3.${run} new build, run ${run}: ${seconds(ms)}${ms > LIMIT_MS ? ' (OVER the limit)' : ''}, ${result.refreshed} items re-rendered, ${result.remaining} left, ${result.written} files written`,
      );
      if (!result.remaining || run >= 10) break;
    }
    console.log(
      `   new build, all runs: ${seconds(performance.now() - started)} in ${run} run(s) of at most ${seconds(LIMIT_MS)}`,
    );
  } finally {
    await stop();
  }
}

await main();
