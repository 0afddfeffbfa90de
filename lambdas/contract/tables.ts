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
    indexes: [
      { indexName: 'byCreatedAt', partitionKey: 'listPk', sortKey: 'createdAt' },
      // Sparse: only active jobs carry `activePk`, so visitors' listing never reads inactive ones.
      { indexName: 'activeByCreatedAt', partitionKey: 'activePk', sortKey: 'createdAt' },
    ],
  },
  posts: {
    logicalId: 'PostsTable',
    suffix: 'posts',
    partitionKey: 'blogId',
    indexes: [{ indexName: 'byCreatedAt', partitionKey: 'listPk', sortKey: 'createdAt' }],
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
    indexes: [{ indexName: 'byCreatedAt', partitionKey: 'listPk', sortKey: 'createdAt' }],
  },
  subscribers: {
    logicalId: 'SubscribersTable',
    suffix: 'subscribers',
    partitionKey: 'email',
    indexes: [],
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
