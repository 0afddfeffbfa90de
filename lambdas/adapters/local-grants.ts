/**
 * The local stack's stand-in for IAM: with ENFORCE_LOCAL_GRANTS=true (set by infra/local), every
 * DynamoDB, S3 and Cognito user pool command a handler sends is checked against that function's grants in
 * lambdas/contract/grants.ts, the same declaration the CDK app turns into IAM policies, and
 * refused with AccessDeniedException as AWS would. Work outside a handler (seeding) is not checked.
 */
import { FUNCTION_GRANTS, type FunctionGrants } from '../contract/grants';
import type { HandlerFamily } from '../contract/endpoints';
import { RESUME_PREFIX } from '../contract/storage';
import { MEDIA_BUCKET_ENV, MEDIA_PREFIX } from '../contract/media';
import { TABLES, tableEnvVar, type TableName } from '../contract/tables';
import { currentFunction } from './observability';

export const ENFORCE_LOCAL_GRANTS_ENV = 'ENFORCE_LOCAL_GRANTS';

const DYNAMO_ACTIONS: Record<string, string> = {
  GetItemCommand: 'dynamodb:GetItem',
  PutItemCommand: 'dynamodb:PutItem',
  UpdateItemCommand: 'dynamodb:UpdateItem',
  DeleteItemCommand: 'dynamodb:DeleteItem',
  QueryCommand: 'dynamodb:Query',
  ScanCommand: 'dynamodb:Scan',
  BatchGetItemCommand: 'dynamodb:BatchGetItem',
  BatchWriteItemCommand: 'dynamodb:BatchWriteItem',
  // The document client's names for the same operations.
  GetCommand: 'dynamodb:GetItem',
  PutCommand: 'dynamodb:PutItem',
  UpdateCommand: 'dynamodb:UpdateItem',
  DeleteCommand: 'dynamodb:DeleteItem',
  BatchGetCommand: 'dynamodb:BatchGetItem',
  BatchWriteCommand: 'dynamodb:BatchWriteItem',
};

const TRANSACT_PART_COMMANDS: Record<string, string> = {
  Put: 'PutItemCommand',
  Update: 'UpdateItemCommand',
  Delete: 'DeleteItemCommand',
  ConditionCheck: 'ConditionCheckItemCommand',
};

const tableOf = (physical: string | undefined): TableName | undefined =>
  (Object.keys(TABLES) as TableName[]).find((t) => process.env[tableEnvVar(t)] === physical);

const prefixOf = (key: string | undefined) =>
  (Object.entries(RESUME_PREFIX) as [keyof typeof RESUME_PREFIX, string][]).find(([, p]) => key?.startsWith(p))?.[0];
const mediaPrefixOf = (key: string | undefined) =>
  (Object.entries(MEDIA_PREFIX) as [keyof typeof MEDIA_PREFIX, string][]).find(([, p]) => key?.startsWith(p))?.[0];

function denied(family: string, action: string, resource: string, status: number, name: string) {
  return Object.assign(
    new Error(
      `User: arn:aws:sts::000000000000:assumed-role/local-${family}/local-${family} is not authorized to perform: ${action} on resource: ${resource} because no identity-based policy allows the ${action} action`,
    ),
    { name, $fault: 'client', $metadata: { httpStatusCode: status } },
  );
}

export function checkDynamoGrant(
  grants: FunctionGrants,
  family: string,
  commandName: string,
  input: { TableName?: string; RequestItems?: Record<string, unknown>; TransactItems?: Record<string, { TableName?: string }>[] },
) {
  // A transaction needs each part's own action on its table (IAM has no TransactWriteItems action).
  if (input.TransactItems) {
    for (const part of input.TransactItems) {
      const [kind, request] = Object.entries(part)[0] ?? [];
      checkDynamoGrant(grants, family, TRANSACT_PART_COMMANDS[kind ?? ''] ?? String(kind), request ?? {});
    }
    return;
  }
  const action = DYNAMO_ACTIONS[commandName] ?? `dynamodb:${commandName.replace(/Command$/, '')}`;
  // Batch operations name their tables as the keys of RequestItems; each needs the grant.
  const physicalNames = input.RequestItems ? Object.keys(input.RequestItems) : [input.TableName];
  for (const physical of physicalNames) {
    const table = tableOf(physical);
    const allowed = table ? (grants.tables[table] as readonly string[] | undefined) : undefined;
    if (!allowed?.includes(action)) throw denied(family, action, `table/${physical ?? '?'}`, 400, 'AccessDeniedException');
  }
}

export function checkS3Grant(
  grants: FunctionGrants,
  family: string,
  commandName: string,
  input: { Bucket?: string; Key?: string; CopySource?: string; VersionId?: string },
) {
  // Listing a resume's versions (erasure) is a bucket-level grant.
  if (commandName === 'ListObjectVersionsCommand') {
    if (!grants.listsVersions) throw denied(family, 's3:ListBucketVersions', 'resume-bucket', 403, 'AccessDenied');
    return;
  }
  const needs: [string, string | undefined][] = [];
  if (commandName === 'GetObjectCommand' || commandName === 'HeadObjectCommand') needs.push(['s3:GetObject', input.Key]);
  else if (commandName === 'PutObjectCommand') needs.push(['s3:PutObject', input.Key]);
  else if (commandName === 'DeleteObjectCommand')
    needs.push([input.VersionId ? 's3:DeleteObjectVersion' : 's3:DeleteObject', input.Key]);
  else if (commandName === 'CopyObjectCommand') {
    needs.push(['s3:PutObject', input.Key], ['s3:GetObject', decodeURIComponent(input.CopySource ?? '').replace(/^[^/]+\//, '')]);
  } else needs.push([`s3:${commandName.replace(/Command$/, '')}`, input.Key]);
  // The media bucket (images in posts) has grants of its own.
  if (input.Bucket !== undefined && input.Bucket === process.env[MEDIA_BUCKET_ENV]) {
    for (const [action, key] of needs) {
      const prefix = mediaPrefixOf(key);
      const ok = (grants.mediaBucket ?? []).some((g) => g.prefix === prefix && (g.actions as readonly string[]).includes(action));
      if (!ok) throw denied(family, action, `media-bucket/${key ?? ''}`, 403, 'AccessDenied');
    }
    return;
  }
  for (const [action, key] of needs) {
    const prefix = prefixOf(key);
    const ok = grants.bucket.some((g) => g.prefix === prefix && (g.actions as readonly string[]).includes(action));
    if (!ok) throw denied(family, action, `resume-bucket/${key ?? ''}`, 403, 'AccessDenied');
  }
}

/** A user pool operation: only the actions granted, and only on the stage's pool (USER_POOL_ID). */
export function checkUserPoolGrant(grants: FunctionGrants, family: string, commandName: string, input: { UserPoolId?: string }) {
  const action = `cognito-idp:${commandName.replace(/Command$/, '')}`;
  const pool = input.UserPoolId ?? '?';
  const allowed = (grants.userPool as readonly string[] | undefined)?.includes(action) && pool === process.env.USER_POOL_ID;
  if (!allowed) throw denied(family, action, `userpool/${pool}`, 400, 'AccessDeniedException');
}

interface WithMiddleware {
  middlewareStack: { add: (middleware: never, options: { step: 'initialize'; name: string; override: boolean }) => void };
}

/** Installs the grant check on a client when the local stack asks for it. */
export function enforceLocalGrants<C extends WithMiddleware>(client: C, service: 'dynamodb' | 's3' | 'cognito-idp'): C {
  if (process.env[ENFORCE_LOCAL_GRANTS_ENV] !== 'true') return client;
  (client.middlewareStack as unknown as { add: (mw: unknown, options: unknown) => void }).add(
    (next: (args: { input: Record<string, never> }) => Promise<unknown>, context: { commandName?: string }) =>
      async (args: { input: Record<string, never> }) => {
        const family = currentFunction();
        if (family && family in FUNCTION_GRANTS) {
          const grants = FUNCTION_GRANTS[family as HandlerFamily];
          if (service === 'dynamodb') checkDynamoGrant(grants, family, context.commandName ?? '', args.input);
          else if (service === 'cognito-idp') checkUserPoolGrant(grants, family, context.commandName ?? '', args.input);
          else checkS3Grant(grants, family, context.commandName ?? '', args.input);
        }
        return next(args);
      },
    { step: 'initialize', name: 'enforceLocalGrants', override: true },
  );
  return client;
}
