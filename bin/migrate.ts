/**
 * `npm run migrate -- --stage NAME [--dry-run] [--segments N] [--rerun ID]`
 * Applies pending data migrations (lambdas/migrations) to a deployed stage with the usual AWS
 * credentials (AWS_PROFILE or environment), finding its tables by logical id in the stage's stacks.
 * Reports progress; Ctrl-C stops at the next page with the checkpoint saved, and running the same
 * command again resumes. Safe to run while the site serves: writes never overwrite newer ones.
 */
import { parseArgs } from 'node:util';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { stageConfig } from '../infra/config/stages';
import { stageTableNames } from '../infra/cloud/stage-tables';
import { loadMigrator, type MigrateOptions } from '../lambdas/handlers/registry';

function fail(message: string): never {
  console.error(`migrate: ${message}`);
  process.exit(1);
}

async function main() {
  const { values } = parseArgs({
    options: {
      stage: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      segments: { type: 'string' },
      rerun: { type: 'string', multiple: true },
    },
  });
  if (!values.stage) fail('Usage: npm run migrate -- --stage dev|prod [--dry-run] [--segments 4] [--rerun 0001-schema-v1]');
  const config = stageConfig(values.stage);
  const segments = values.segments ? Number(values.segments) : undefined;
  if (segments !== undefined && !(Number.isInteger(segments) && segments > 0 && segments <= 64))
    fail('--segments must be a whole number from 1 to 64');

  const cfn = new CloudFormationClient({ region: config.region });
  const tables = await stageTableNames(config, cfn).finally(() => cfn.destroy());
  const controller = new AbortController();
  let interrupts = 0;
  process.on('SIGINT', () => {
    if (++interrupts > 1) process.exit(130);
    console.log('\nmigrate: stopping after the current page (checkpoint saved); Ctrl-C again to quit at once.');
    controller.abort();
  });

  const options: MigrateOptions = {
    clientConfig: { region: config.region },
    tableName: (t) => tables[t],
    totalSegments: segments,
    rerun: values.rerun,
    signal: controller.signal,
    log: (line) => console.log(line),
  };
  const { migrateData, pendingMigrationIds } = await loadMigrator();
  const pending = await pendingMigrationIds(options);
  console.log(
    `migrate: stage ${config.name} (${config.region}), migrations table ${tables.migrations}: ${pending.length ? `pending ${pending.join(', ')}` : 'nothing pending'}.`,
  );
  if (values['dry-run'] || pending.length === 0) return;
  const reports = await migrateData(options);
  const stopped = reports.find((r) => r.outcome === 'stopped');
  if (stopped) {
    console.log(`migrate: stopped during ${stopped.id}; run the same command again to resume.`);
    process.exitCode = 2;
  } else {
    console.log(`migrate: applied ${reports.map((r) => `${r.id} (${r.seconds.toFixed(1)} s)`).join(', ')}.`);
  }
}

main().catch((err: unknown) => fail((err as Error).message ?? String(err)));
