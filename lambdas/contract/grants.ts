/**
 * What each function may do, declared once: the CDK app turns it into IAM statements
 * (infra/cloud/function-access.ts), and the local stack's AWS clients refuse anything outside it
 * with AccessDeniedException, as AWS would (lambdas/adapters/local-grants.ts).
 */
import type { HandlerFamily } from './endpoints';
import type { RESUME_PREFIX } from './storage';
import type { MEDIA_PREFIX } from './media';
import type { TableName } from './tables';

export type TableAction =
  | 'dynamodb:GetItem'
  | 'dynamodb:BatchGetItem'
  | 'dynamodb:PutItem'
  | 'dynamodb:UpdateItem'
  | 'dynamodb:DeleteItem'
  | 'dynamodb:BatchWriteItem'
  | 'dynamodb:Query';
/** User pool operations (the stage's one pool; staff management only). */
export type UserPoolAction =
  | 'cognito-idp:ListUsers'
  | 'cognito-idp:ListUsersInGroup'
  | 'cognito-idp:AdminListGroupsForUser'
  | 'cognito-idp:AdminAddUserToGroup'
  | 'cognito-idp:AdminRemoveUserFromGroup';
export type ObjectAction = 's3:GetObject' | 's3:PutObject' | 's3:DeleteObject' | 's3:DeleteObjectVersion';

export interface PrefixGrant {
  readonly prefix: keyof typeof RESUME_PREFIX;
  readonly actions: readonly ObjectAction[];
}

/** A grant on the media bucket (images in posts, lambdas/contract/media.ts). */
export interface MediaPrefixGrant {
  readonly prefix: keyof typeof MEDIA_PREFIX;
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
  /** Reads the key that signs newsletter confirmation and unsubscribe links. */
  readonly subscriptionSecret?: boolean;
  /** Actions on the stage's user pool (that pool's ARN only). */
  readonly userPool?: readonly UserPoolAction[];
  /** Objects of the media bucket, by prefix. */
  readonly mediaBucket?: readonly MediaPrefixGrant[];
  /** Writes image variants to the site bucket, under MEDIA_SITE_PREFIX only. */
  readonly publishesMedia?: boolean;
}

/** Staff changes to jobs and posts are audited: one PutItem each. */
const AUDITED = { audit: ['dynamodb:PutItem'] } as const;

/**
 * History (revisions): each save writes its revision in the item's transaction (PutItem), staff list
 * (Query) and open (GetItem) them; BatchWriteItem deletes the oldest beyond the kept number and all of
 * a deleted item's.
 */
const REVISED = {
  revisions: ['dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:BatchWriteItem'],
} as const;

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
      ...REVISED,
    },
    bucket: [],
    geminiSecret: false,
  },
  blogs: {
    tables: {
      posts: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:Query'],
      ...AUDITED,
      ...REVISED,
    },
    bucket: [],
    geminiSecret: false,
  },
  applications: {
    // Submissions only: the staff's pipeline runs in `candidates`.
    tables: {
      applications: ['dynamodb:GetItem', 'dynamodb:PutItem'],
      jobs: ['dynamodb:GetItem'],
      // The new application's search keys and its confirmation and staff notice in the mail outbox.
      applicationIndex: ['dynamodb:BatchWriteItem'],
      outbox: ['dynamodb:PutItem', 'dynamodb:GetItem', 'dynamodb:UpdateItem'],
      ...COUNTERS,
    },
    bucket: [
      // Verify the upload (HeadObject needs GetObject), copy it to resumes/ (CopyObject = GetObject on the source), then delete it.
      { prefix: 'incoming', actions: ['s3:GetObject', 's3:DeleteObject'] },
      // CopyObject's destination.
      { prefix: 'attached', actions: ['s3:PutObject'] },
    ],
    geminiSecret: true,
    mail: true,
  },
  // The staff's side of applications (no resume parser): lists, details, stages, notes, ratings,
  // exports, erasure of every resume version, the audit log and the presigned GET of a stored resume.
  candidates: {
    tables: {
      applications: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:Query'],
      applicationIndex: ['dynamodb:Query', 'dynamodb:BatchWriteItem'],
      outbox: ['dynamodb:PutItem', 'dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:Query'],
      audit: ['dynamodb:PutItem', 'dynamodb:Query'],
    },
    bucket: [{ prefix: 'attached', actions: ['s3:GetObject', 's3:DeleteObject', 's3:DeleteObjectVersion'] }],
    geminiSecret: false,
    mail: true,
    listsVersions: true,
  },
  // Only signs presigned PUT URLs: the signer needs the permission the browser's PUT will use.
  uploads: { tables: { ...COUNTERS }, bucket: [{ prefix: 'incoming', actions: ['s3:PutObject'] }], geminiSecret: false },
  // Reads an upload to prefill the form; for staff, a stored resume's kept text (or the resume, to
  // extract it for an application stored before texts were kept), auditing the view.
  parse: {
    tables: { applications: ['dynamodb:GetItem'], audit: ['dynamodb:PutItem'], ...COUNTERS },
    bucket: [
      { prefix: 'incoming', actions: ['s3:GetObject'] },
      { prefix: 'attached', actions: ['s3:GetObject'] },
    ],
    geminiSecret: true,
  },
  // Triage (read, archived, spam) updates a message; staff open one message in full (GetItem).
  contact: {
    tables: { messages: ['dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:GetItem'], ...COUNTERS },
    bucket: [],
    geminiSecret: false,
  },
  // A repeat sign-up reads the original (GetItem) to answer its date; confirm and unsubscribe
  // update it; staff list and export it (Query); the confirmation mail goes through the outbox.
  subscribers: {
    tables: {
      subscribers: ['dynamodb:PutItem', 'dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:Query'],
      outbox: ['dynamodb:PutItem', 'dynamodb:GetItem', 'dynamodb:UpdateItem'],
      ...AUDITED,
      ...COUNTERS,
    },
    bucket: [],
    geminiSecret: false,
    mail: true,
    subscriptionSecret: true,
  },
  // Staff management (admins): list accounts (a filter by `sub` finds one) and the two groups'
  // members, read one account's groups, add it to or remove it from `staff`/`admin`; each change is audited.
  staff: {
    tables: { ...AUDITED },
    bucket: [],
    geminiSecret: false,
    userPool: [
      'cognito-idp:ListUsers',
      'cognito-idp:ListUsersInGroup',
      'cognito-idp:AdminListGroupsForUser',
      'cognito-idp:AdminAddUserToGroup',
      'cognito-idp:AdminRemoveUserFromGroup',
    ],
  },
  // Images in posts: signs the presigned POST (the browser's upload uses its PutObject), reads and
  // removes the upload, keeps the original, and writes the variants to the site.
  media: {
    tables: {},
    bucket: [],
    geminiSecret: false,
    mediaBucket: [
      { prefix: 'incoming', actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'] },
      { prefix: 'originals', actions: ['s3:PutObject'] },
    ],
    publishesMedia: true,
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
  /** Scheduled posts: reads the posts list, flips due ones to published with a condition, audits each. */
  'publish-due': { tables: { posts: ['dynamodb:Query', 'dynamodb:UpdateItem'], ...AUDITED }, bucket: [], geminiSecret: false },
} as const satisfies Record<string, FunctionGrants>;
export type ScheduledFunction = keyof typeof SCHEDULED_GRANTS;
