/**
 * Entry point for running data migrations outside a request: the local stack on start
 * (infra/local/migrate.ts) and `npm run migrate` against a stage (bin/migrate.ts), both through
 * `loadMigrator()` in the handler registry.
 */
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { pendingMigrations, runMigrations, type MigrationContext, type MigrationReport } from '../adapters/migrations/runner';

export type { MigrationReport } from '../adapters/migrations/runner';

export interface MigrateOptions extends Omit<MigrationContext, 'client'> {
  /** SDK client settings: endpoint and credentials locally, region on AWS. */
  clientConfig: DynamoDBClientConfig;
}

async function withClient<T>(o: MigrateOptions, use: (ctx: MigrationContext) => Promise<T>): Promise<T> {
  const base = new DynamoDBClient(o.clientConfig);
  const client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  try {
    return await use({ ...o, client });
  } finally {
    base.destroy();
  }
}

export const migrateData = (o: MigrateOptions): Promise<MigrationReport[]> => withClient(o, runMigrations);

export const pendingMigrationIds = (o: MigrateOptions): Promise<string[]> =>
  withClient(o, async (ctx) => (await pendingMigrations(ctx)).map((m) => m.id));
