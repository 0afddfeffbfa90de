/**
 * The publisher's latency for one staff edit of a job, at 100 and 10,000 open jobs: the local
 * publisher as the stack runs it (jobs and posts read from dynalite, the web build's own site kit,
 * the folder store), told which job changed as a stream record or the local write tells it.
 * Prints the median of 3 edits (after one warm-up run that loads the kit) and what each wrote.
 * The published site starts from a manifest of every job's pages (as a full publish leaves it),
 * written directly: a full render of 10,000 job pages takes minutes (bench/careers-first-view.ts).
 * Target (issue 16): a few seconds locally at 10,000 jobs.
 *
 * Usage: npm run build:web && npx tsx bench/publish-latency.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localTableName } from '../infra/local/provision';
import { PUBLISH_MANIFEST_KEY, type PublishManifest } from '../lambdas/contract/site-routes';
import { median, startPublisherTables, storedJob } from './support/publisher-tables';
import { loadPublisher } from '../lambdas/handlers/registry';

const SIZES = [100, 10_000];
const EDITS = 3;
/** What a full publish of these jobs leaves in the manifest (hashes stand-ins). */
function publishedManifest(jobs: ReturnType<typeof storedJob>[]): PublishManifest {
  const html = 'text/html; charset=utf-8';
  const manifest: PublishManifest = {
    'careers/index.html': { hash: 'before', contentType: html },
    'careers/data.json': { hash: 'before', contentType: 'application/json; charset=utf-8' },
    'sitemap.xml': { hash: 'before', contentType: 'application/xml; charset=utf-8' },
    'feed.xml': { hash: 'before', contentType: 'application/rss+xml; charset=utf-8' },
    'search-index.json': { hash: 'before', contentType: 'application/json; charset=utf-8' },
  };
  for (const job of jobs) {
    const owner = `job:${job.jobId}`;
    manifest[`careers/${job.slug}/index.html`] = { hash: 'before', contentType: html, owner, title: job.title };
    manifest[`careers/${job.slug}/data.json`] = { hash: 'before', contentType: 'application/json; charset=utf-8', owner };
    manifest[`careers/${job.slug}/card.png`] = { hash: 'before', contentType: 'image/png', owner };
    manifest[`careers/${job.jobId}/index.html`] = {
      hash: 'before',
      contentType: html,
      status: 301,
      location: `/careers/${job.slug}`,
      owner,
    };
  }
  return manifest;
}

async function main() {
  const { root, ddb, stop } = await startPublisherTables('publish-latency-');
  try {
    const { publishSite } = await loadPublisher();
    const { folderSiteStore } = await import('../lambdas/adapters/site-store');

    console.log('open jobs | one job edit published (median of 3) | files rendered / written | first run (kit load)');
    let seeded = 0;
    const all: ReturnType<typeof storedJob>[] = [];
    for (const size of SIZES) {
      for (; seeded < size; seeded += 25) {
        const batch = Array.from({ length: Math.min(25, size - seeded) }, (_, k) => storedJob(seeded + k));
        all.push(...batch);
        await ddb.send(
          new BatchWriteCommand({
            RequestItems: { [localTableName('jobs')]: batch.map((Item) => ({ PutRequest: { Item } })) },
          }),
        );
      }
      const site = join(root, `site-${size}`);
      mkdirSync(join(site, '_publish'), { recursive: true });
      writeFileSync(join(site, PUBLISH_MANIFEST_KEY), JSON.stringify(publishedManifest(all)));
      const store = folderSiteStore(site);

      const edit = async (n: number) => {
        const job = all[(n * 37) % all.length]!;
        await ddb.send(
          new UpdateCommand({
            TableName: localTableName('jobs'),
            Key: { jobId: job.jobId },
            UpdateExpression: 'SET description = :d, updatedAt = :u',
            ExpressionAttributeValues: { ':d': `Edit ${n}. ${job.description}`, ':u': new Date().toISOString() },
          }),
        );
        const started = performance.now();
        const result = await publishSite(store, { jobs: [job.jobId], posts: [] });
        return { ms: performance.now() - started, rendered: result.rendered, written: result.written };
      };
      const first = await edit(0);
      const runs = [];
      for (let n = 1; n <= EDITS; n++) runs.push(await edit(n));
      console.log(
        `${String(size).padStart(9)} | ${(median(runs.map((r) => r.ms)) / 1000).toFixed(2)} s (${runs.map((r) => (r.ms / 1000).toFixed(2)).join(', ')}) | ${runs.map((r) => `${r.rendered}/${r.written}`).join(', ')} | ${(first.ms / 1000).toFixed(2)} s`,
      );
    }
  } finally {
    await stop();
  }
}

await main();
