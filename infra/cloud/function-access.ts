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

export type ObjectAction = 's3:GetObject' | 's3:PutObject' | 's3:DeleteObject';

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
  readonly memoryMb: number;
  readonly timeoutSeconds: number;
}

const light = { memoryMb: 256, timeoutSeconds: 10 } as const;
// Text extraction from PDF/DOC/DOCX is CPU-bound: Lambda CPU scales with memory.
const heavy = { memoryMb: 1024, timeoutSeconds: 30 } as const;

export const FUNCTION_SPECS: Record<HandlerFamily, FunctionSpec> = {
  jobs: { ...light, tables: { jobs: 'readWrite' }, bucket: [], geminiSecret: false },
  blogs: { ...light, tables: { posts: 'readWrite' }, bucket: [], geminiSecret: false },
  applications: {
    ...heavy,
    tables: { applications: 'readWrite', jobs: 'read' },
    bucket: [
      // Verify the upload, copy it to resumes/ (CopyObject = GetObject on the source), then delete it.
      { prefix: 'incoming', actions: ['s3:GetObject', 's3:DeleteObject'] },
      // CopyObject's destination.
      { prefix: 'attached', actions: ['s3:PutObject'] },
    ],
    geminiSecret: true,
  },
  // The staff's reads: lists and details, and the presigned GET of a stored resume.
  candidates: { ...light, tables: { applications: 'read' }, bucket: [{ prefix: 'attached', actions: ['s3:GetObject'] }], geminiSecret: false },
  // Only signs presigned PUT URLs: the signer needs the permission the browser's PUT will use.
  uploads: { ...light, tables: {}, bucket: [{ prefix: 'incoming', actions: ['s3:PutObject'] }], geminiSecret: false },
  parse: { ...heavy, tables: {}, bucket: [{ prefix: 'incoming', actions: ['s3:GetObject'] }], geminiSecret: true },
  contact: { ...light, tables: { messages: 'readWrite' }, bucket: [], geminiSecret: false },
  subscribers: { ...light, tables: { subscribers: 'putOnly' }, bucket: [], geminiSecret: false },
};
