import { Construct } from 'constructs';
import type { CfnTable } from 'aws-cdk-lib/aws-dynamodb';
import { AttributeType, BillingMode, StreamViewType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { TABLES, type TableName } from '../../lambdas/contract/tables';
import { removalPolicyOf, type StageConfig } from '../config/stages';

/** The product's DynamoDB tables, shaped by lambdas/contract/tables.ts (the local stack uses the same). */
export class DataTables extends Construct {
  readonly tables: Record<TableName, Table>;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    const entries = (Object.keys(TABLES) as TableName[]).map((name) => {
      const def = TABLES[name];
      const table = new Table(this, def.logicalId, {
        partitionKey: { name: def.partitionKey, type: AttributeType.STRING },
        billingMode: BillingMode.PAY_PER_REQUEST,
        encryption: TableEncryption.AWS_MANAGED,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        deletionProtection: config.retainData,
        removalPolicy: removalPolicyOf(config),
        // Changes feed the site publisher; it re-reads the tables, so keys are enough.
        ...('publishes' in def && def.publishes ? { stream: StreamViewType.KEYS_ONLY } : {}),
        ...('timeToLiveAttribute' in def ? { timeToLiveAttribute: def.timeToLiveAttribute } : {}),
      });
      for (const index of def.indexes) {
        table.addGlobalSecondaryIndex({
          indexName: index.indexName,
          partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
          sortKey: { name: index.sortKey, type: AttributeType.STRING },
        });
      }
      // Stateful: the logical id must survive any refactoring of the construct tree.
      (table.node.defaultChild as CfnTable).overrideLogicalId(def.logicalId);
      return [name, table] as const;
    });
    this.tables = Object.fromEntries(entries) as Record<TableName, Table>;
  }
}
