/**
 * The site publisher: renders every published post and job with the web build's renderer (the
 * site kit) and brings the published site in line: changed files written, retired ones removed,
 * their CloudFront paths invalidated. In the cloud it runs on the jobs and posts tables' streams
 * (and once after each deploy); locally the stack runs it after every staff change.
 * A run told what changed (the stream records' keys, or the local staff write) renders only the
 * pages that change affects (renderSiteChanges); a run with an unknown change (after a deploy, at
 * local start) renders everything. A failed run is retried by the stream with the same keys (the
 * local stack renders everything after a failure). Either way only files whose
 * bytes changed are written, and a repeated run changes nothing.
 */
import { createHash } from 'node:crypto';
import { logger } from '../adapters/observability';
import { queryAll } from '../adapters/repository';
import { backfillJobFilterRows } from '../adapters/job-filter-index';
import { loadSiteKit } from '../adapters/site-kit';
import { siteStoreFromEnv, type SiteStore } from '../adapters/site-store';
import { drawPlannedCards } from '../adapters/planned-cards';
import { toJob } from '../domain/jobs';
import { toPost } from '../domain/posts';
import { planPublish } from '../domain/publish-plan';
import { mergeChanges, type SiteChange } from '../contract/site-changes';
import { TABLES } from '../contract/tables';

export interface PublishResult {
  /** Files rendered (pages, data, lists, sitemap, feed), before comparing with what is published. */
  rendered: number;
  written: number;
  removed: number;
  paths: string[];
  ms: number;
  /** Social cards drawn in this run, cards that could not be, cards left for a later run (their pages published anyway). */
  cards: { drawn: number; failed: number; deferred: number };
  /** Whether the run rendered only what a change affects. */
  partial: boolean;
}

const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');

/** Runs in one process are chained, none overlap; calls while a run waits join it (changes merged). */
let chain: Promise<unknown> = Promise.resolve();
let waiting: { store: SiteStore | undefined; change: SiteChange | undefined; run: Promise<PublishResult> } | undefined;

/** Publishes the site: the pages `change` affects, or everything when the change is unknown. */
export function publishSite(store?: SiteStore, change?: SiteChange): Promise<PublishResult> {
  if (waiting && waiting.store === store) {
    waiting.change = mergeChanges(waiting.change, change);
    return waiting.run;
  }
  const entry = { store, change } as NonNullable<typeof waiting>;
  entry.run = chain.then(() => {
    if (waiting === entry) waiting = undefined;
    return publishOnce(store ?? siteStoreFromEnv(), entry.change);
  });
  waiting = entry;
  chain = entry.run.catch(() => undefined);
  return entry.run;
}

async function publishOnce(store: SiteStore, change: SiteChange | undefined): Promise<PublishResult> {
  const started = Date.now();
  const [{ renderer, kit }, postItems, jobItems, previous] = await Promise.all([
    loadSiteKit(),
    queryAll('posts', 'byCreatedAt'),
    queryAll('jobs', 'byCreatedAt'),
    store.readManifest(),
  ]);
  // Jobs stored before the careers filters' table get their rows once (see backfillJobFilterRows).
  await backfillJobFilterRows(jobItems, toJob);
  const content = { posts: postItems.map(toPost), jobs: jobItems.map(toJob), previous };
  const rendered = change
    ? renderer.renderSiteChanges(content, kit, change)
    : { files: renderer.renderSite(content, kit), claimed: undefined };
  // Social cards are planned by their spec's hash and drawn (PNG) only when written.
  const plan = await drawPlannedCards(planPublish(previous, rendered.files, sha256, rendered.claimed), previous);
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
  return {
    rendered: rendered.files.length,
    written: plan.writes.length,
    removed: plan.removals.length,
    paths: plan.paths,
    ms: Date.now() - started,
    cards: plan.cards,
    partial: change !== undefined,
  };
}

interface StreamRecord {
  eventSourceARN?: string;
  dynamodb?: { Keys?: Record<string, { S?: string } | undefined> };
}

/**
 * The change a stream batch names: the jobs' and posts' keys (the streams carry keys only).
 * Undefined (publish everything) for no records (the post-deploy trigger) or any record it cannot read.
 */
export function changeOfRecords(records: readonly unknown[] | undefined): SiteChange | undefined {
  if (!records?.length) return undefined;
  const jobs = new Set<string>();
  const posts = new Set<string>();
  for (const record of records as StreamRecord[]) {
    const keys = record?.dynamodb?.Keys;
    const jobId = keys?.[TABLES.jobs.partitionKey]?.S;
    const blogId = keys?.[TABLES.posts.partitionKey]?.S;
    if (jobId) jobs.add(jobId);
    else if (blogId) posts.add(blogId);
    else return undefined;
  }
  return { jobs: [...jobs], posts: [...posts] };
}

/** Lambda entry: a DynamoDB stream batch (jobs or posts) or the post-deploy trigger. */
export async function handler(event: { Records?: unknown[] } = {}): Promise<PublishResult> {
  const result = await publishSite(undefined, changeOfRecords(event.Records));
  logger.info('site published', {
    records: event.Records?.length ?? 0,
    partial: result.partial,
    rendered: result.rendered,
    written: result.written,
    removed: result.removed,
    cards: result.cards,
    ms: result.ms,
  });
  return result;
}
