/**
 * What each function may do, declared once: the CDK app turns it into IAM statements
 * (infra/cloud/function-access.ts), and the local stack's AWS clients refuse anything outside it
 * with AccessDeniedException, as AWS would (lambdas/adapters/local-grants.ts).
 */
import type { HandlerFamily } from './endpoints';
import type { RESUME_PREFIX } from './storage';
import type { TableName } from './tables';

export type TableAction =
  | 'dynamodb:GetItem'
  | 'dynamodb:BatchGetItem'
  | 'dynamodb:PutItem'
  | 'dynamodb:UpdateItem'
  | 'dynamodb:DeleteItem'
  | 'dynamodb:BatchWriteItem'
  | 'dynamodb:Query';
export type ObjectAction = 's3:GetObject' | 's3:PutObject' | 's3:DeleteObject' | 's3:DeleteObjectVersion';

export interface PrefixGrant {
  readonly prefix: keyof typeof RESUME_PREFIX;
  readonly actions: readonly ObjectAction[];
}

export interface FunctionGrants {
  /** Actions per table; Query includes the table's indexes. */
  readonly tables: Partial<Record<TableName, readonly TableAction[]>>;
  readonly bucket: readonly PrefixGrant[];
  readonly geminiSecret: boolean;
  /** Sends mail through SES (the stage's sender identity only). */
  readonly mail?: boolean;
  /** Lists object versions (erasure removes every version of a resume). */
  readonly listsVersions?: boolean;
}

/** Staff changes to jobs and posts are audited: one PutItem each. */
const AUDITED = { audit: ['dynamodb:PutItem'] } as const;

/** Every public write counts itself against the abuse limits: one conditional UpdateItem. */
const COUNTERS = { rateCounters: ['dynamodb:UpdateItem'] } as const;

export const FUNCTION_GRANTS: Record<HandlerFamily, FunctionGrants> = {
  jobs: {
    tables: {
      jobs: [
        'dynamodb:GetItem',
        'dynamodb:BatchGetItem',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:Query',
      ],
      // The careers filters' rows, kept beside each job.
      jobFilters: ['dynamodb:Query', 'dynamodb:BatchWriteItem'],
      ...AUDITED,
    },
    bucket: [],
    geminiSecret: false,
  },
  blogs: {
    tables: {
      posts: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:Query'],
      ...AUDITED,
    },
    bucket: [],
    geminiSecret: false,
  },
  applications: {
    tables: {
      applications: [
        'dynamodb:GetItem',
        'dynamodb:BatchGetItem',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:Query',
      ],
      jobs: ['dynamodb:GetItem'],
      // Search keys, the mail outbox and the audit log beside the applications themselves.
      applicationIndex: ['dynamodb:Query', 'dynamodb:BatchWriteItem'],
      outbox: ['dynamodb:PutItem', 'dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:Query'],
      audit: ['dynamodb:PutItem', 'dynamodb:Query'],
      ...COUNTERS,
    },
    bucket: [
      // Verify the upload (HeadObject needs GetObject), copy it to resumes/ (CopyObject = GetObject on the source), then delete it.
      { prefix: 'incoming', actions: ['s3:GetObject', 's3:DeleteObject'] },
      // CopyObject's destination, the staff's presigned GET of a stored resume, and erasure of every version.
      { prefix: 'attached', actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject', 's3:DeleteObjectVersion'] },
    ],
    geminiSecret: true,
    mail: true,
    listsVersions: true,
  },
  // Only signs presigned PUT URLs: the signer needs the permission the browser's PUT will use.
  uploads: { tables: { ...COUNTERS }, bucket: [{ prefix: 'incoming', actions: ['s3:PutObject'] }], geminiSecret: false },
  parse: { tables: { ...COUNTERS }, bucket: [{ prefix: 'incoming', actions: ['s3:GetObject'] }], geminiSecret: true },
  // Triage (read, archived, spam) updates a message.
  contact: {
    tables: { messages: ['dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'], ...COUNTERS },
    bucket: [],
    geminiSecret: false,
  },
  // A repeat sign-up reads the original (GetItem) to answer its date.
  subscribers: {
    tables: { subscribers: ['dynamodb:PutItem', 'dynamodb:GetItem'], ...COUNTERS },
    bucket: [],
    geminiSecret: false,
  },
};

/** Scheduled functions: the retention purge (daily), the mail retry worker and the post scheduler. */
export const SCHEDULED_GRANTS = {
  purge: {
    tables: {
      applications: ['dynamodb:GetItem', 'dynamodb:DeleteItem'],
      applicationIndex: ['dynamodb:Query', 'dynamodb:BatchWriteItem'],
      outbox: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
      audit: ['dynamodb:PutItem'],
    },
    bucket: [{ prefix: 'attached', actions: ['s3:DeleteObject', 's3:DeleteObjectVersion'] }],
    geminiSecret: false,
    listsVersions: true,
  },
  'outbox-worker': { tables: { outbox: ['dynamodb:Query', 'dynamodb:UpdateItem'] }, bucket: [], geminiSecret: false, mail: true },
  /** Scheduled posts: reads the posts list, flips due ones to published with a condition. */
  'publish-due': { tables: { posts: ['dynamodb:Query', 'dynamodb:UpdateItem'] }, bucket: [], geminiSecret: false },
} as const satisfies Record<string, FunctionGrants>;
export type ScheduledFunction = keyof typeof SCHEDULED_GRANTS;
