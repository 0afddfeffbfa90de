/**
 * What each handler family may touch, and how big it is. The functions construct turns this into
 * IAM grants and environment variables; the tests read it to prove least privilege.
 */
import type { HandlerFamily } from '../../lambdas/contract/endpoints';
import type { TableName } from '../../lambdas/contract/tables';
import type { RESUME_PREFIX } from '../../lambdas/contract/storage';

/** `putOnly`: dynamodb:PutItem and nothing else (the newsletter never reads its list back). */
export type TableAccess = 'readWrite' | 'read' | 'putOnly';
/** DynamoDB actions per access level. No Scan: every listing is a Query on an index (ARCHITECTURE.md 3). */
export const TABLE_ACTIONS: Record<TableAccess, readonly string[]> = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'],
  readWrite: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:ConditionCheckItem',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ],
  putOnly: ['dynamodb:PutItem'],
};

export type ObjectAction = 's3:GetObject' | 's3:PutObject' | 's3:DeleteObject' | 's3:DeleteObjectVersion';

export interface PrefixGrant {
  readonly prefix: keyof typeof RESUME_PREFIX;
  readonly actions: readonly ObjectAction[];
}

/**
 * Families that read objects also get s3:ListBucket on the bucket (not its keys): without it S3
 * answers a missing key with 403 instead of 404, and "upload first" would become a server error.
 */
export const readsObjects = (spec: FunctionSpec) => spec.bucket.some((g) => g.actions.includes('s3:GetObject'));

export interface FunctionSpec {
  readonly tables: Partial<Record<TableName, TableAccess>>;
  readonly bucket: readonly PrefixGrant[];
  readonly geminiSecret: boolean;
  /** Sends mail through SES (the stage's sender identity only) and gets the mail settings. */
  readonly mail?: boolean;
  /** Lists object versions (erasure removes every version of a resume). */
  readonly listsVersions?: boolean;
  readonly memoryMb: number;
  readonly timeoutSeconds: number;
}

const light = { memoryMb: 256, timeoutSeconds: 10 } as const;
// Text extraction from PDF/DOC/DOCX is CPU-bound: Lambda CPU scales with memory.
const heavy = { memoryMb: 1024, timeoutSeconds: 30 } as const;

export const FUNCTION_SPECS: Record<HandlerFamily, FunctionSpec> = {
  jobs: { ...light, tables: { jobs: 'readWrite', audit: 'putOnly' }, bucket: [], geminiSecret: false },
  blogs: { ...light, tables: { posts: 'readWrite', audit: 'putOnly' }, bucket: [], geminiSecret: false },
  applications: {
    ...heavy,
    // Search keys, mail outbox and audit log beside the applications themselves.
    tables: { applications: 'readWrite', jobs: 'read', applicationIndex: 'readWrite', outbox: 'readWrite', audit: 'readWrite' },
    bucket: [
      // Verify the upload, copy it to resumes/ (CopyObject = GetObject on the source), then delete it.
      { prefix: 'incoming', actions: ['s3:GetObject', 's3:DeleteObject'] },
      // CopyObject's destination, the staff's presigned GET of a stored resume, and erasure of every version.
      { prefix: 'attached', actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject', 's3:DeleteObjectVersion'] },
    ],
    geminiSecret: true,
    mail: true,
    listsVersions: true,
  },
  // Only signs presigned PUT URLs: the signer needs the permission the browser's PUT will use.
  uploads: { ...light, tables: {}, bucket: [{ prefix: 'incoming', actions: ['s3:PutObject'] }], geminiSecret: false },
  parse: { ...heavy, tables: {}, bucket: [{ prefix: 'incoming', actions: ['s3:GetObject'] }], geminiSecret: true },
  contact: { ...light, tables: { messages: 'readWrite' }, bucket: [], geminiSecret: false },
  subscribers: { ...light, tables: { subscribers: 'putOnly' }, bucket: [], geminiSecret: false },
};

/** Scheduled functions: the retention purge (daily) and the mail retry worker (every 5 minutes). */
export const SCHEDULED_SPECS = {
  purge: {
    ...light,
    timeoutSeconds: 300,
    tables: { applications: 'readWrite', applicationIndex: 'readWrite', outbox: 'readWrite', audit: 'putOnly' },
    bucket: [{ prefix: 'attached', actions: ['s3:DeleteObject', 's3:DeleteObjectVersion'] }],
    geminiSecret: false,
    listsVersions: true,
  },
  'outbox-worker': { ...light, timeoutSeconds: 120, tables: { outbox: 'readWrite' }, bucket: [], geminiSecret: false, mail: true },
} as const satisfies Record<string, FunctionSpec>;
