import { TABLES, tableEnvVar, type TableName } from '../contract/tables';
import { requireEnv } from './clients';

/** Physical name of a table, from the environment the CDK app (or local stack) sets. */
export const tableName = (t: TableName) => requireEnv(tableEnvVar(t));

/** Attributes a cursor of this table's index carries: the table key plus the index keys. */
export function indexKeyAttributes(t: TableName, indexName: string): string[] {
  const def = TABLES[t];
  const index = def.indexes.find((i) => i.indexName === indexName);
  if (!index) throw new Error(`Unknown index ${indexName} on ${t}`);
  return [def.partitionKey, index.partitionKey, index.sortKey];
}
