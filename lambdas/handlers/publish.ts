/**
 * The site publisher: renders every published post and job with the web build's renderer (the
 * site kit) and brings the published site in line: changed files written, retired ones removed,
 * their CloudFront paths invalidated. In the cloud it runs on the jobs and posts tables' streams
 * (and once after each deploy); locally the stack runs it after every staff change.
 * A full render is cheap (hundreds of pages in well under a second), so every run renders all and
 * writes only what changed: no change can be missed, and a repeated run changes nothing.
 */
import { createHash } from 'node:crypto';
import { logger } from '../adapters/observability';
import { queryAll } from '../adapters/repository';
import { backfillJobFilterRows } from '../adapters/job-filter-index';
import { loadSiteKit } from '../adapters/site-kit';
import { siteStoreFromEnv, type SiteStore } from '../adapters/site-store';
import { toJob } from '../domain/jobs';
import { toPost } from '../domain/posts';
import { planPublish } from '../domain/publish-plan';

export interface PublishResult {
  written: number;
  removed: number;
  paths: string[];
  ms: number;
}

const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');

/** Concurrent runs in one process are chained: each renders the latest data, none overlap. */
let chain: Promise<unknown> = Promise.resolve();

export function publishSite(store: SiteStore = siteStoreFromEnv()): Promise<PublishResult> {
  const run = chain.then(() => publishOnce(store));
  chain = run.catch(() => undefined);
  return run;
}

async function publishOnce(store: SiteStore): Promise<PublishResult> {
  const started = Date.now();
  const [{ renderer, kit }, postItems, jobItems, previous] = await Promise.all([
    loadSiteKit(),
    queryAll('posts', 'byCreatedAt'),
    queryAll('jobs', 'byCreatedAt'),
    store.readManifest(),
  ]);
  // Jobs stored before the careers filters' table get their rows once (see backfillJobFilterRows).
  await backfillJobFilterRows(jobItems, toJob);
  const files = renderer.renderSite({ posts: postItems.map(toPost), jobs: jobItems.map(toJob), previous }, kit);
  const plan = planPublish(previous, files, sha256);
  // Pages first, then the manifest (which carries statuses locally), then the redirect and 410
  // files, then removals: a file is never answered with a status it does not have yet (a redirect
  // page served as 200), and a crash in between leaves every address answering; the next run
  // finishes the job.
  const withStatus = plan.writes.filter((f) => f.status);
  for (const file of plan.writes.filter((f) => !f.status)) await store.put(file);
  await store.writeManifest(plan.manifest);
  for (const file of withStatus) await store.put(file);
  for (const key of plan.removals) await store.remove(key);
  await store.invalidate(plan.paths);
  return { written: plan.writes.length, removed: plan.removals.length, paths: plan.paths, ms: Date.now() - started };
}

/** Lambda entry: a DynamoDB stream batch (jobs or posts) or the post-deploy trigger. */
export async function handler(event: { Records?: unknown[] } = {}): Promise<PublishResult> {
  const result = await publishSite();
  logger.info('site published', {
    records: event.Records?.length ?? 0,
    written: result.written,
    removed: result.removed,
    ms: result.ms,
  });
  return result;
}
