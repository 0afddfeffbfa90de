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
 * A run asked for everything re-renders only the items whose inputs (kit version, item data)
 * differ from what the manifest records (lambdas/domain/publish-inputs.ts), a chunk of items at a
 * time, each chunk a whole partial publish; a site with every item stale and no more items than one
 * chunk is rendered whole (renderSite) as before. In the cloud a run stops starting chunks when its
 * time runs short and the backlog schedule continues (see infra/cloud/site-publisher.ts).
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
import {
  PUBLISH_CHUNK_ITEMS,
  PUBLISH_END_MARGIN_MS,
  changeOfOwners,
  recordedInputs,
  stampInputs,
  staleOwners,
  type ItemInputs,
} from '../domain/publish-inputs';
import { isPublicPost } from '../contract/post-status';
import type { Job, Post } from '../contract/schemas';
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
  /** Items re-rendered because their inputs changed (runs asked for everything). */
  refreshed?: number;
  /** Stale items left for the next run (it stopped starting chunks when its time ran short). */
  remaining?: number;
}

/** How a run asked for everything may spend its time: it ends by `deadline` (epoch ms) when a chunk takes no more than 1.5x the slowest before. */
export interface PublishBudget {
  deadline?: number;
  /** Items per chunk (tests use small ones). */
  chunkItems?: number;
}

/** Runs in one process are chained, none overlap; calls while a run waits join it (changes merged). */
let chain: Promise<unknown> = Promise.resolve();
let waiting:
  | { store: SiteStore | undefined; change: SiteChange | undefined; budget: PublishBudget; run: Promise<PublishResult> }
  | undefined;

/** Publishes the site: the pages `change` affects, or everything stale when the change is unknown. */
export function publishSite(store?: SiteStore, change?: SiteChange, budget: PublishBudget = {}): Promise<PublishResult> {
  if (waiting && waiting.store === store) {
    waiting.change = mergeChanges(waiting.change, change);
    return waiting.run;
  }
  const entry = { store, change, budget } as NonNullable<typeof waiting>;
  entry.run = chain.then(() => {
    if (waiting === entry) waiting = undefined;
    return publishOnce(store ?? siteStoreFromEnv(), entry.change, entry.budget);
  });
  waiting = entry;
  chain = entry.run.catch(() => undefined);
  return entry.run;
}

const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');

/**
 * What each item's pages are rendered from: the kit and the item (and whether a post is public
 * now). Items that render no page (a draft, a post not yet due) count only while the manifest
 * still holds pages of theirs, which their next render retires.
 */
function itemInputs(
  kitVersion: string,
  posts: readonly Post[],
  jobs: readonly Job[],
  now: number,
  published: ReadonlySet<string>,
): ItemInputs[] {
  const of = (owner: string, data: unknown) => ({ owner, inputs: sha256(`${kitVersion}\0${JSON.stringify(data)}`) });
  const newest = <T extends { createdAt: string }>(items: readonly T[]) =>
    [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return [
    ...newest(posts)
      .filter((post) => isPublicPost(post, now) || published.has(`post:${post.blogId}`))
      .map((post) => of(`post:${post.blogId}`, [post, isPublicPost(post, now)])),
    ...newest(jobs)
      .filter((job) => job.active || published.has(`job:${job.jobId}`))
      .map((job) => of(`job:${job.jobId}`, job)),
  ];
}

async function publishOnce(store: SiteStore, change: SiteChange | undefined, budget: PublishBudget): Promise<PublishResult> {
  const started = Date.now();
  const [{ renderer, kit, version }, postItems, jobItems, previous] = await Promise.all([
    loadSiteKit(),
    queryAll('posts', 'byCreatedAt'),
    queryAll('jobs', 'byCreatedAt'),
    store.readManifest(),
  ]);
  // Jobs stored before the careers filters' table get their rows once (see backfillJobFilterRows).
  await backfillJobFilterRows(jobItems, toJob);
  const posts = postItems.map(toPost);
  const jobs = jobItems.map(toJob);
  const inputs = itemInputs(version, posts, jobs, started, new Set(recordedInputs(previous).keys()));
  const totals = { rendered: 0, written: 0, removed: 0, paths: new Set<string>(), cards: { drawn: 0, failed: 0, deferred: 0 } };
  let manifest = previous;

  /** One publish: `part` renders the pages of a change, or everything when undefined. */
  const publish = async (part: SiteChange | undefined) => {
    const content = { posts, jobs, previous: manifest };
    const rendered = part
      ? renderer.renderSiteChanges(content, kit, part)
      : { files: renderer.renderSite(content, kit), claimed: undefined };
    // Social cards are planned by their spec's hash and drawn (PNG) only when written.
    const plan = await drawPlannedCards(planPublish(manifest, rendered.files, sha256, rendered.claimed), manifest);
    // Pages first, then the manifest (which carries statuses locally), then the redirect and 410
    // files, then removals: a file is never answered with a status it does not have yet (a redirect
    // page served as 200), and a crash in between leaves every address answering; the next run
    // finishes the job.
    const withStatus = plan.writes.filter((f) => f.status);
    for (const file of plan.writes.filter((f) => !f.status)) await store.put(file);
    manifest = stampInputs(plan.manifest, inputs, rendered.claimed);
    await store.writeManifest(manifest);
    for (const file of withStatus) await store.put(file);
    for (const key of plan.removals) await store.remove(key);
    await store.invalidate(plan.paths);
    totals.rendered += rendered.files.length;
    totals.written += plan.writes.length;
    totals.removed += plan.removals.length;
    for (const path of plan.paths) totals.paths.add(path);
    totals.cards.drawn += plan.cards.drawn;
    totals.cards.failed += plan.cards.failed;
    totals.cards.deferred += plan.cards.deferred;
  };

  const result = (extra: Partial<PublishResult>): PublishResult => ({
    rendered: totals.rendered,
    written: totals.written,
    removed: totals.removed,
    paths: [...totals.paths].sort(),
    ms: Date.now() - started,
    cards: totals.cards,
    partial: change !== undefined,
    ...extra,
  });

  if (change) {
    await publish(change);
    return result({});
  }
  const chunkItems = budget.chunkItems ?? PUBLISH_CHUNK_ITEMS;
  const stale = staleOwners(previous, inputs);
  const staleNow = new Set(stale);
  if (inputs.every((item) => staleNow.has(item.owner)) && inputs.length <= chunkItems) {
    await publish(undefined);
    return result({ refreshed: stale.length, remaining: 0 });
  }
  if (stale.length === 0) {
    await publish({ jobs: [], posts: [] });
    return result({ refreshed: 0, remaining: 0 });
  }
  // Staleness is read again after each chunk: a chunk may settle more than its own items (the
  // renderer adds items never published at their address). Each owner is tried once per run.
  const tried = new Set<string>();
  const left = () => staleOwners(manifest, inputs).filter((owner) => !tried.has(owner));
  let slowestChunkMs = 0;
  for (let next = left(); next.length > 0; next = left()) {
    // The first chunk always runs (progress); another only if one as slow as the slowest yet still fits.
    if (tried.size > 0 && budget.deadline !== undefined && Date.now() + 1.5 * slowestChunkMs >= budget.deadline) break;
    const chunk = next.slice(0, chunkItems);
    for (const owner of chunk) tried.add(owner);
    const chunkStarted = Date.now();
    await publish(changeOfOwners(chunk));
    slowestChunkMs = Math.max(slowestChunkMs, Date.now() - chunkStarted);
  }
  return result({ refreshed: tried.size, remaining: staleOwners(manifest, inputs).filter((o) => !tried.has(o)).length });
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

/**
 * Lambda entry: a DynamoDB stream batch (jobs or posts), the post-deploy trigger or the backlog
 * schedule (no records: everything stale, as far as the time allows).
 */
export async function handler(
  event: { Records?: unknown[] } = {},
  context?: { getRemainingTimeInMillis(): number },
): Promise<PublishResult> {
  const budget = context ? { deadline: Date.now() + context.getRemainingTimeInMillis() - PUBLISH_END_MARGIN_MS } : {};
  const result = await publishSite(undefined, changeOfRecords(event.Records), budget);
  logger.info('site published', {
    records: event.Records?.length ?? 0,
    partial: result.partial,
    rendered: result.rendered,
    written: result.written,
    removed: result.removed,
    refreshed: result.refreshed,
    remaining: result.remaining,
    cards: result.cards,
    ms: result.ms,
  });
  return result;
}
