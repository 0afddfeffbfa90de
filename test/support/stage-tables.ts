/**
 * The stage's DynamoDB tables (lambdas/contract/tables.ts) in dynalite, in a temporary folder of their own: what the
 * migration tests, the publisher's test and the publisher benches start. No test-runner hooks here, so the benches
 * (bench/support) use it too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, type TranslateConfig } from '@aws-sdk/lib-dynamodb';
import { startDynamo } from '../../infra/local/emulators';
import { LOCAL_CREDENTIALS, LOCAL_REGION, ensureTables, localTableName } from '../../infra/local/provision';
import { TABLES, tableEnvVar, type TableName } from '../../lambdas/contract/tables';

export interface StageTables {
  /** The temporary folder: the emulator's data is in `dynamo/`; callers may keep their own files beside it. */
  root: string;
  url: string;
  client: DynamoDBDocumentClient;
  /** Stops the emulator and removes the folder. */
  stop: () => Promise<void>;
}

/** `translate`: how the document client marshals items (default: the SDK's). */
export async function startStageTables(prefix: string, translate?: TranslateConfig): Promise<StageTables> {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const dynamo = await startDynamo(join(root, 'dynamo'));
  const base = new DynamoDBClient({ endpoint: dynamo.url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const stop = async () => {
    base.destroy();
    await dynamo.stop();
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await ensureTables(dynamo.url);
  } catch (error) {
    await stop();
    throw error;
  }
  return { root, url: dynamo.url, client: DynamoDBDocumentClient.from(base, translate), stop };
}

/** The environment the handlers read to reach these tables: each table's name, the local region and credentials, the endpoint; quiet logs. */
export function handlerTableEnv(url: string): Record<string, string> {
  return {
    ...Object.fromEntries((Object.keys(TABLES) as TableName[]).map((t) => [tableEnvVar(t), localTableName(t)])),
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: url,
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  };
}
