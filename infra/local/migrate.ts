/** Runs pending data migrations on the local data folder at start, and says what it did. */
import { loadMigrator, type MigrationReport } from '../../lambdas/handlers/registry';
import { LOCAL_CREDENTIALS, LOCAL_REGION, localTableName } from './provision';

export async function migrateLocalData(dynamoUrl: string, log: (line: string) => void): Promise<MigrationReport[]> {
  const { migrateData } = await loadMigrator();
  const reports = await migrateData({
    clientConfig: { endpoint: dynamoUrl, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS },
    tableName: localTableName,
    log,
  });
  log(
    reports.length
      ? `migrate: applied ${reports.map((r) => r.id).join(', ')}.`
      : 'migrate: data is up to date (no pending migrations).',
  );
  return reports;
}
