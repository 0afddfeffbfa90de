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
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { startDynamo } from '../infra/local/emulators';
import { LOCAL_CREDENTIALS, LOCAL_REGION, ensureTables, localTableName } from '../infra/local/provision';
import { TABLES, tableEnvVar, type TableName } from '../lambdas/contract/tables';
import { slugify } from '../lambdas/contract/site-routes';
import { FILTER_ROWS_ATTRIBUTE, FILTER_ROWS_VERSION } from '../lambdas/domain/job-filter-rows';
import { loadPublisher } from '../lambdas/handlers/registry';
import { PUBLISH_END_MARGIN_MS } from '../lambdas/domain/publish-inputs';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const JOBS = arg('--jobs', 10_000);
const LIMIT_MS = arg('--limit-s', 120) * 1000;
const DEPARTMENTS = ['Cloud', 'Data', 'AI', 'Apps', 'Security', 'Platform', 'Sales', 'Design'];

function storedJob(i: number) {
  const title = `${DEPARTMENTS[i % DEPARTMENTS.length]} Engineer ${i}`;
  return {
    jobId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    slug: slugify(title),
    title,
    location: 'Pune (Hybrid)',
    workplaceType: 'Hybrid',
    employmentType: 'Full-time',
    department: DEPARTMENTS[i % DEPARTMENTS.length],
    description: 'Design and run cloud platforms for our clients. Work with a small senior team. '.repeat(8),
    requirements: 'Five years of experience with AWS, TypeScript and infrastructure as code.\n'.repeat(10),
    active: true,
    activePk: 'ALL',
    listPk: 'ALL',
    [FILTER_ROWS_ATTRIBUTE]: FILTER_ROWS_VERSION,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const root = mkdtempSync(join(tmpdir(), 'publish-full-'));
  const dynamo = await startDynamo(join(root, 'dynamo'));
  try {
    await ensureTables(dynamo.url);
    for (const t of Object.keys(TABLES) as TableName[]) process.env[tableEnvVar(t)] = localTableName(t);
    // A copy of the kit: step 3 edits its template as a new build would.
    const kitDir = join(root, 'kit');
    cpSync(process.env.SITE_KIT_DIR ?? join(process.cwd(), 'dist', 'site-kit'), kitDir, { recursive: true });
    Object.assign(process.env, {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.url,
      SITE_KIT_DIR: kitDir,
      POWERTOOLS_LOG_LEVEL: 'SILENT',
      LOG_LEVEL: 'SILENT',
    });
    const ddb = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: dynamo.url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
    );
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

    const template = join(kitDir, 'template.html');
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
    await dynamo.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
