/**
 * What each function may do, declared once: the CDK app turns it into IAM statements
 * (infra/cloud/function-access.ts), and the local stack's AWS clients refuse anything outside it
 * with AccessDeniedException, as AWS would (lambdas/adapters/local-grants.ts).
 */
import type { HandlerFamily } from './endpoints';
import type { RESUME_PREFIX } from './storage';
import type { TableName } from './tables';

export type TableAction = 'dynamodb:GetItem' | 'dynamodb:PutItem' | 'dynamodb:UpdateItem' | 'dynamodb:DeleteItem' | 'dynamodb:Query';
export type ObjectAction = 's3:GetObject' | 's3:PutObject' | 's3:DeleteObject';

export interface PrefixGrant {
  readonly prefix: keyof typeof RESUME_PREFIX;
  readonly actions: readonly ObjectAction[];
}

export interface FunctionGrants {
  /** Actions per table; Query includes the table's indexes. */
  readonly tables: Partial<Record<TableName, readonly TableAction[]>>;
  readonly bucket: readonly PrefixGrant[];
  readonly geminiSecret: boolean;
}

/** Every public write counts itself against the abuse limits: one conditional UpdateItem. */
const COUNTERS = { rateCounters: ['dynamodb:UpdateItem'] } as const;

export const FUNCTION_GRANTS: Record<HandlerFamily, FunctionGrants> = {
  jobs: {
    tables: { jobs: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:Query'] },
    bucket: [],
    geminiSecret: false,
  },
  blogs: {
    tables: { posts: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:Query'] },
    bucket: [],
    geminiSecret: false,
  },
  applications: {
    tables: { applications: ['dynamodb:GetItem', 'dynamodb:PutItem'], jobs: ['dynamodb:GetItem'], ...COUNTERS },
    bucket: [
      // Verify the upload (HeadObject needs GetObject), copy it to resumes/ (CopyObject = GetObject on the source), then delete it.
      { prefix: 'incoming', actions: ['s3:GetObject', 's3:DeleteObject'] },
      // CopyObject's destination.
      { prefix: 'attached', actions: ['s3:PutObject'] },
    ],
    geminiSecret: true,
  },
  // The staff's reads of applications: lists, details, and the presigned GET of a stored resume.
  candidates: { tables: { applications: ['dynamodb:GetItem', 'dynamodb:Query'] }, bucket: [{ prefix: 'attached', actions: ['s3:GetObject'] }], geminiSecret: false },
  // Only signs presigned PUT URLs: the signer needs the permission the browser's PUT will use.
  uploads: { tables: { ...COUNTERS }, bucket: [{ prefix: 'incoming', actions: ['s3:PutObject'] }], geminiSecret: false },
  parse: { tables: { ...COUNTERS }, bucket: [{ prefix: 'incoming', actions: ['s3:GetObject'] }], geminiSecret: true },
  contact: { tables: { messages: ['dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:GetItem'], ...COUNTERS }, bucket: [], geminiSecret: false },
  // A repeat sign-up reads the original (GetItem) to answer its date.
  subscribers: { tables: { subscribers: ['dynamodb:PutItem', 'dynamodb:GetItem'], ...COUNTERS }, bucket: [], geminiSecret: false },
};
