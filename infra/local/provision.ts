/**
 * Creates the tables, the resume bucket and the user pool in the emulators from the same
 * definitions the CDK app uses (lambdas/contract). Every step is idempotent, so a restart on an
 * existing data folder changes nothing.
 */
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  ScanCommand,
  type AttributeValue,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  GetGroupCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TABLES, type TableName } from '../../lambdas/contract/tables';
import { RESUME_BUCKET_CORS } from '../../lambdas/contract/storage';
import { MEDIA_BUCKET_CORS } from '../../lambdas/contract/media';
import {
  ADMIN_GROUP_DESCRIPTION,
  ADMIN_GROUP_NAME,
  PASSWORD_POLICY,
  SPA_AUTH_FLOWS,
  SPA_CLIENT_NAME,
  STAFF_GROUP_DESCRIPTION,
  STAFF_GROUP_NAME,
} from '../../lambdas/contract/auth';

export const LOCAL_REGION = 'ap-south-1';
export const LOCAL_PREFIX = 'nimbus-local';
export const LOCAL_POOL_NAME = `${LOCAL_PREFIX}-users`;
export const LOCAL_BUCKET = `${LOCAL_PREFIX}-resumes`;
/** Images in posts: uploads and originals (lambdas/contract/media.ts). */
export const LOCAL_MEDIA_BUCKET = `${LOCAL_PREFIX}-media`;
/** s3rver only accepts this access key id; the other emulators accept anything. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export const localTableName = (t: TableName) => `${LOCAL_PREFIX}-${TABLES[t].suffix}`;

export function createTableInput(t: TableName): CreateTableCommandInput {
  const def = TABLES[t];
  const attributes = new Set<string>([def.partitionKey]);
  for (const index of def.indexes) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  return {
    TableName: localTableName(t),
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [{ AttributeName: def.partitionKey, KeyType: 'HASH' }],
    GlobalSecondaryIndexes: def.indexes.length
      ? def.indexes.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        }))
      : undefined,
  };
}

/** A table is usable once ACTIVE: dynalite flips it on a timer even with createTableMs 0. */
async function untilActive(client: DynamoDBClient, tableName: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.TableStatus === 'ACTIVE') return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`Table ${tableName} did not become active`);
}

export async function ensureTables(endpoint: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    for (const t of Object.keys(TABLES) as TableName[]) {
      try {
        const { Table } = await client.send(new DescribeTableCommand({ TableName: localTableName(t) }));
        const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
        if (TABLES[t].indexes.some((i) => !existing.has(i.indexName))) await rebuildWithIndexes(client, t);
      } catch (err) {
        if (!(err instanceof ResourceNotFoundException)) throw err;
        await client.send(new CreateTableCommand(createTableInput(t)));
        await untilActive(client, localTableName(t));
      }
    }
  } finally {
    client.destroy();
  }
}

/**
 * dynalite cannot add an index to a table (UpdateTable ignores index creation), so a local table
 * that lacks one defined in the contract is rebuilt: items read, table re-created, items written back.
 */
async function rebuildWithIndexes(client: DynamoDBClient, t: TableName) {
  const TableName = localTableName(t);
  const items: Record<string, AttributeValue>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  await client.send(new DeleteTableCommand({ TableName }));
  // dynalite deletes in the background: the name is free once DescribeTable no longer finds it.
  for (let tries = 0; ; tries += 1) {
    try {
      await client.send(new DescribeTableCommand({ TableName }));
    } catch (err) {
      if (err instanceof ResourceNotFoundException) break;
      throw err;
    }
    if (tries > 200) throw new Error(`Table ${TableName} was not deleted in time to be rebuilt`);
    await new Promise((r) => setTimeout(r, 50));
  }
  await client.send(new CreateTableCommand(createTableInput(t)));
  await untilActive(client, TableName);
  for (let i = 0; i < items.length; i += 25) {
    await client.send(
      new BatchWriteItemCommand({
        RequestItems: { [TableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
}

/** The resume bucket's CORS rule, with the gateway's own origin in both spellings. */
export function resumeBucketCors(gatewayPort: number) {
  return {
    CORSRules: [
      {
        AllowedOrigins: [`http://127.0.0.1:${gatewayPort}`, `http://localhost:${gatewayPort}`],
        AllowedMethods: [...RESUME_BUCKET_CORS.allowedMethods],
        AllowedHeaders: [...RESUME_BUCKET_CORS.allowedHeaders],
        ExposeHeaders: [...RESUME_BUCKET_CORS.exposedHeaders],
        MaxAgeSeconds: RESUME_BUCKET_CORS.maxAgeSeconds,
      },
    ],
  };
}

/** The media bucket's CORS rule: the admin editor's form POST from the gateway's origin. */
export function mediaBucketCors(gatewayPort: number) {
  return {
    CORSRules: [
      {
        AllowedOrigins: [`http://127.0.0.1:${gatewayPort}`, `http://localhost:${gatewayPort}`],
        AllowedMethods: [...MEDIA_BUCKET_CORS.allowedMethods],
        AllowedHeaders: [...MEDIA_BUCKET_CORS.allowedHeaders],
        ExposeHeaders: [...MEDIA_BUCKET_CORS.exposedHeaders],
        MaxAgeSeconds: MEDIA_BUCKET_CORS.maxAgeSeconds,
      },
    ],
  };
}

export async function ensureBucket(endpoint: string, gatewayPort: number): Promise<void> {
  const client = new S3Client({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });
  try {
    for (const [Bucket, cors] of [
      [LOCAL_BUCKET, resumeBucketCors(gatewayPort)],
      [LOCAL_MEDIA_BUCKET, mediaBucketCors(gatewayPort)],
    ] as const) {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch {
        await client.send(new CreateBucketCommand({ Bucket }));
      }
      // Always rewritten: the gateway's port (and so the allowed origin) can change between runs.
      await client.send(new PutBucketCorsCommand({ Bucket, CORSConfiguration: cors }));
    }
  } finally {
    client.destroy();
  }
}

export const cognitoClient = (endpoint: string) =>
  new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });

export interface LocalPool {
  userPoolId: string;
  userPoolClientId: string;
}

export async function ensureUserPool(endpoint: string): Promise<LocalPool> {
  const client = cognitoClient(endpoint);
  try {
    const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    let userPoolId = pools.UserPools?.find((p) => p.Name === LOCAL_POOL_NAME)?.Id;
    if (!userPoolId) {
      const created = await client.send(
        new CreateUserPoolCommand({
          PoolName: LOCAL_POOL_NAME,
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
          Policies: {
            PasswordPolicy: {
              MinimumLength: PASSWORD_POLICY.minLength,
              RequireNumbers: PASSWORD_POLICY.requireDigits,
              RequireSymbols: PASSWORD_POLICY.requireSymbols,
              RequireUppercase: PASSWORD_POLICY.requireUppercase,
              RequireLowercase: PASSWORD_POLICY.requireLowercase,
            },
          },
        }),
      );
      userPoolId = created.UserPool!.Id!;
    }
    for (const [GroupName, Description] of [
      [STAFF_GROUP_NAME, STAFF_GROUP_DESCRIPTION],
      [ADMIN_GROUP_NAME, ADMIN_GROUP_DESCRIPTION],
    ] as const) {
      try {
        await client.send(new GetGroupCommand({ UserPoolId: userPoolId, GroupName }));
      } catch {
        await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName, Description }));
      }
    }
    const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
    let userPoolClientId = clients.UserPoolClients?.find((c) => c.ClientName === SPA_CLIENT_NAME)?.ClientId;
    if (!userPoolClientId) {
      const created = await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: SPA_CLIENT_NAME,
          GenerateSecret: false,
          ExplicitAuthFlows: [...SPA_AUTH_FLOWS],
        }),
      );
      userPoolClientId = created.UserPoolClient!.ClientId!;
    }
    return { userPoolId, userPoolClientId };
  } finally {
    client.destroy();
  }
}

/**
 * The staff account: created confirmed (no e-mail sent), its password set to the configured one
 * on every start (so the printed login always works), and in the staff and admin groups.
 */
export async function ensureStaffUser(endpoint: string, userPoolId: string, email: string, password: string): Promise<void> {
  const client = cognitoClient(endpoint);
  try {
    let exists = true;
    try {
      await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    } catch (err) {
      if ((err as { name?: string }).name !== 'UserNotFoundException') throw err;
      exists = false;
    }
    if (!exists) {
      await client.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: email,
          MessageAction: 'SUPPRESS',
          TemporaryPassword: password,
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
    }
    await client.send(
      new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: password, Permanent: true }),
    );
    // The seeded account is both staff and admin (it may approve and remove staff).
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: STAFF_GROUP_NAME }));
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: ADMIN_GROUP_NAME }));
  } finally {
    client.destroy();
  }
}
