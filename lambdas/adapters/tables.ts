import { TABLES, tableEnvVar, type TableName } from '../contract/tables';
import { requireEnv } from './clients';

/** Physical name of a table, from the environment the CDK app (or local stack) sets. */
export const tableName = (t: TableName) => requireEnv(tableEnvVar(t));

/** The part of a Query that asks an index for the items whose partition attribute `attr` is `value`. */
export const partitionQuery = (table: string, indexName: string, attr: string, value: unknown) => ({
  TableName: table,
  IndexName: indexName,
  KeyConditionExpression: '#pk = :pk',
  ExpressionAttributeNames: { '#pk': attr },
  ExpressionAttributeValues: { ':pk': value },
});

/** Attributes a cursor of this table's index carries: the table key plus the index keys. */
export function indexKeyAttributes(t: TableName, indexName: string): string[] {
  const def = TABLES[t];
  const index = def.indexes.find((i) => i.indexName === indexName);
  if (!index) throw new Error(`Unknown index ${indexName} on ${t}`);
  return [def.partitionKey, index.partitionKey, index.sortKey];
}
