/**
 * `npm run purge`: runs the retention purge once against the local stack in DATA_DIR (default
 * .local), the same function EventBridge Scheduler runs daily in the cloud and the running local
 * stack runs daily. Needs `npm start` running (it talks to its emulators).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RESUME_BUCKET_ENV } from '../lambdas/contract/storage';
import { TABLES, tableEnvVar, type TableName } from '../lambdas/contract/tables';
import { loadScheduled } from '../lambdas/handlers/registry';
import { DEFAULT_DATA_DIR } from '../infra/local/config';
import { LOCAL_BUCKET, LOCAL_CREDENTIALS, LOCAL_REGION, localTableName } from '../infra/local/provision';
import { STACK_INFO_FILE, type StackInfo } from '../infra/local/stack';

const dataDir = resolve(process.env.DATA_DIR?.trim() || DEFAULT_DATA_DIR);
const infoFile = join(dataDir, STACK_INFO_FILE);
if (!existsSync(infoFile)) {
  console.error(`purge: no local stack in ${dataDir} (start it with npm start first).`);
  process.exit(1);
}
const info = JSON.parse(readFileSync(infoFile, 'utf8')) as StackInfo;
Object.assign(process.env, {
  AWS_REGION: LOCAL_REGION,
  AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  AWS_ENDPOINT_URL_DYNAMODB: info.dynamoUrl,
  AWS_ENDPOINT_URL_S3: info.s3Url,
  S3_FORCE_PATH_STYLE: 'true',
  [RESUME_BUCKET_ENV]: LOCAL_BUCKET,
  MAIL_OUTBOX_FILE: join(dataDir, 'outbox.json'),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
});
for (const t of Object.keys(TABLES) as TableName[]) process.env[tableEnvVar(t)] = localTableName(t);

try {
  const result = (await (await loadScheduled('purge'))()) as { erased: number; staleKeys: number };
  console.log(`purge: erased ${result.erased} application(s) past retention; removed ${result.staleKeys} stale search key(s).`);
} catch (err) {
  console.error(`purge: ${(err as Error).message} (is npm start running for ${dataDir}?)`);
  process.exit(1);
}
