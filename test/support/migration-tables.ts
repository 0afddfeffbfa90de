/**
 * What the migration tests against dynalite share: fresh stage tables for each test (started before it, stopped and
 * removed after it), seeding in batches, reading back, and the runner's context with a hook on every command it sends.
 */
import { BatchWriteCommand, QueryCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localTableName } from '../../infra/local/provision';
import type { MigrationContext } from '../../lambdas/adapters/migrations/runner';
import type { TableName } from '../../lambdas/contract/tables';
import { startStageTables, type StageTables } from './stage-tables';

type Item = Record<string, unknown>;
/** Options of one run; `before` is called with each command before it is sent (to abort or to race the runner). */
export type ContextOptions = Partial<MigrationContext> & { before?: (command: object) => Promise<void> | void };

/** `defaults`: the runner's options every context of the file starts from (segments, page size, which migrations). */
export function withMigrationTables(prefix: string, defaults: Partial<MigrationContext>) {
  let tables: StageTables;
  beforeEach(async () => {
    tables = await startStageTables(prefix);
  });
  afterEach(async () => {
    await tables.stop();
  });
  const client = (): DynamoDBDocumentClient => tables.client;

  /** Writes the items as they are (old shapes included), 25 a batch. */
  async function fill(table: TableName, items: object[]) {
    for (let i = 0; i < items.length; i += 25) {
      await client().send(
        new BatchWriteCommand({
          RequestItems: { [localTableName(table)]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
        }),
      );
    }
  }
  const scan = async (table: TableName) =>
    ((await client().send(new ScanCommand({ TableName: localTableName(table), ConsistentRead: true }))).Items ?? []) as Item[];
  /** The application index's rows under search key `k`. */
  const indexRows = async (k: string) =>
    ((
      await client().send(
        new QueryCommand({
          TableName: localTableName('applicationIndex'),
          IndexName: 'byKey',
          KeyConditionExpression: 'k = :k',
          ExpressionAttributeValues: { ':k': k },
        }),
      )
    ).Items ?? []) as Item[];

  function context(o: ContextOptions = {}): MigrationContext {
    const hooked = new Proxy(client(), {
      get(target, prop, receiver) {
        if (prop !== 'send') return Reflect.get(target, prop, receiver);
        return async (command: object) => {
          await o.before?.(command);
          return target.send(command as never);
        };
      },
    });
    return { client: hooked, tableName: localTableName, ...defaults, ...o };
  }

  return { client, fill, scan, indexRows, context };
}

/**
 * A `before` hook that runs `race` once, just before the runner sends its first update of `table`: a writer of the new
 * release landing between the migration's read and its write. `ran()` says whether it did.
 */
export function raceFirstUpdate(table: TableName, race: () => Promise<void>) {
  let ran = false;
  return {
    before: async (command: object) => {
      if (ran || !(command instanceof UpdateCommand) || command.input.TableName !== localTableName(table)) return;
      ran = true;
      await race();
    },
    ran: () => ran,
  };
}
