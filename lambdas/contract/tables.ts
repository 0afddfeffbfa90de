/**
 * DynamoDB tables and their indexes, shared by the CDK app (infra/cloud) and the local stack
 * (infra/local), so both create exactly the same shape. Every list is a Query on one of these
 * indexes, newest first by `createdAt`; no request path Scans.
 */
export interface IndexDef {
  readonly indexName: string;
  readonly partitionKey: string;
  readonly sortKey: string;
}
export interface TableDef {
  /** Pinned CloudFormation logical id (stateful: never rename). */
  readonly logicalId: string;
  /** Suffix of the physical table name: `<prefix>-<suffix>`. */
  readonly suffix: string;
  readonly partitionKey: string;
  readonly indexes: readonly IndexDef[];
  /** Changes feed the site publisher (a DynamoDB stream in the cloud, a hook locally). */
  readonly publishes?: boolean;
  /** Number attribute (epoch seconds) after which DynamoDB's TTL deletes an item (AWS only). */
  readonly timeToLiveAttribute?: string;
}

/**
 * Constant partition value written on every item that appears in a "newest first" listing.
 * At this product's scale (hundreds of jobs and posts, thousands of applications) one partition
 * per listing is far below DynamoDB's per-partition limits.
 */
export const LIST_PARTITION = 'ALL';

export const TABLES = {
  jobs: {
    logicalId: 'JobsTable',
    suffix: 'jobs',
    partitionKey: 'jobId',
    publishes: true,
    indexes: [
      { indexName: 'byCreatedAt', partitionKey: 'listPk', sortKey: 'createdAt' },
      // Sparse: only active jobs carry `activePk`, so visitors' listing never reads inactive ones.
      { indexName: 'activeByCreatedAt', partitionKey: 'activePk', sortKey: 'createdAt' },
      // Address lookups (/careers/<slug>) and the uniqueness check on write. Added in issue 16:
      // items written before it have no `slug` until rewritten (the read default derives one).
      { indexName: 'bySlug', partitionKey: 'slug', sortKey: 'createdAt' },
    ],
  },
  posts: {
    logicalId: 'PostsTable',
    suffix: 'posts',
    partitionKey: 'blogId',
    publishes: true,
    indexes: [
      { indexName: 'byCreatedAt', partitionKey: 'listPk', sortKey: 'createdAt' },
      // Address lookups (/blog/<slug>) and the uniqueness check on write (issue 16).
      { indexName: 'bySlug', partitionKey: 'slug', sortKey: 'createdAt' },
    ],
  },
  applications: {
    logicalId: 'ApplicationsTable',
    suffix: 'applications',
    partitionKey: 'applicationId',
    indexes: [
      { indexName: 'byCreatedAt', partitionKey: 'listPk', sortKey: 'createdAt' },
      { indexName: 'byJob', partitionKey: 'jobId', sortKey: 'createdAt' },
    ],
  },
  messages: {
    logicalId: 'MessagesTable',
    suffix: 'messages',
    partitionKey: 'messageId',
    indexes: [
      { indexName: 'byCreatedAt', partitionKey: 'listPk', sortKey: 'createdAt' },
      // Triage: `statusPk` is the message's status (new, read, archived, spam), newest first.
      { indexName: 'byStatus', partitionKey: 'statusPk', sortKey: 'createdAt' },
    ],
  },
  /**
   * Search keys of applications (one row per key, `rowId` = `k|s`): by stage, job and stage,
   * name/e-mail/skill terms, normalised e-mail and phone (duplicates) and last change per stage
   * (retention). A separate table, so the applications table keeps its key schema and indexes.
   */
  applicationIndex: {
    logicalId: 'ApplicationIndexTable',
    suffix: 'application-index',
    partitionKey: 'rowId',
    indexes: [{ indexName: 'byKey', partitionKey: 'k', sortKey: 's' }],
  },
  /**
   * Careers filters (lambdas/contract/job-filters.ts): one row per open job and combination of its
   * filter values (`rowId` = `k#jobId`, `k` the combination, `s` = `createdAt#jobId`), so GET /jobs
   * answers any filter with one Query. A separate table: the jobs table already gained its one
   * index (bySlug) in this release.
   */
  jobFilters: {
    logicalId: 'JobFiltersTable',
    suffix: 'job-filters',
    partitionKey: 'rowId',
    indexes: [{ indexName: 'byKey', partitionKey: 'k', sortKey: 's' }],
  },
  /** Mail to send: one row per message (its id makes a retried cause enqueue it once); sparse `pendingPk` while unsent. */
  outbox: {
    logicalId: 'MailOutboxTable',
    suffix: 'outbox',
    partitionKey: 'messageId',
    indexes: [{ indexName: 'pending', partitionKey: 'pendingPk', sortKey: 'createdAt' }],
  },
  /** Staff actions: who, what, when; never personal data of candidates. */
  audit: {
    logicalId: 'AuditTable',
    suffix: 'audit',
    partitionKey: 'auditId',
    indexes: [{ indexName: 'byCreatedAt', partitionKey: 'listPk', sortKey: 'createdAt' }],
  },
  subscribers: {
    logicalId: 'SubscribersTable',
    suffix: 'subscribers',
    partitionKey: 'email',
    // Staff's list, newest first (issue 17); items stored before it get `listPk` from migration 0002.
    indexes: [{ indexName: 'byCreatedAt', partitionKey: 'listPk', sortKey: 'subscribedAt' }],
  },
  /**
   * History of posts and jobs (issue 16): one item per save with the full content, written in the
   * same transaction as the item. `itemKey` = `post#<id>` / `job#<id>`, `seq` its zero-padded save
   * number (lambdas/contract/revisions.ts). A new table: posts and jobs already gained their one index.
   */
  revisions: {
    logicalId: 'RevisionsTable',
    suffix: 'revisions',
    partitionKey: 'revisionId',
    indexes: [{ indexName: 'byItem', partitionKey: 'itemKey', sortKey: 'seq' }],
  },
  /**
   * One item per data migration (lambdas/migrations): its state, counts and per-segment
   * checkpoints. Written by the migration runner only, never by a request.
   */
  migrations: {
    logicalId: 'MigrationsTable',
    suffix: 'migrations',
    partitionKey: 'migrationId',
    indexes: [],
  },
  /**
   * Abuse-limit counters (lambdas/contract/abuse.ts): one item per client, route and time window.
   * The window is in the key, so an expired counter is never read again (the local emulator has
   * no TTL); on AWS TTL deletes it after `expiresAt`.
   */
  rateCounters: {
    logicalId: 'RateCountersTable',
    suffix: 'rate-counters',
    partitionKey: 'counterKey',
    indexes: [],
    timeToLiveAttribute: 'expiresAt',
  },
} as const satisfies Record<string, TableDef>;

export type TableName = keyof typeof TABLES;

/** Environment variable through which each handler learns a table's physical name. */
export const tableEnvVar = (t: TableName) => `TABLE_${t.toUpperCase()}`;
