/** Environment the handlers read, set before any handler module loads. */
import { TABLES, tableEnvVar, type TableName } from '../../../lambdas/contract/tables';

export const TEST_BUCKET = 'test-resumes';
export const tableFor = (t: TableName) => `test-${t}`;

export function setHandlerEnv() {
  for (const t of Object.keys(TABLES) as TableName[]) process.env[tableEnvVar(t)] = tableFor(t);
  process.env.RESUME_BUCKET = TEST_BUCKET;
  process.env.USER_POOL_ID = 'ap-south-1_TestPool';
  process.env.AWS_REGION = 'ap-south-1';
  process.env.AWS_ACCESS_KEY_ID = 'AKIATESTTESTTEST';
  process.env.AWS_SECRET_ACCESS_KEY = 'test-secret';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.LOG_LEVEL = 'SILENT';
}
setHandlerEnv();
