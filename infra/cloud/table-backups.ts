import { Construct } from 'constructs';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import type { CfnBackupPlan, CfnBackupVault } from 'aws-cdk-lib/aws-backup';
import { Schedule } from 'aws-cdk-lib/aws-events';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { StageConfig } from '../config/stages';

/** How long recovery points live: PITR covers the last 35 days to the second; these go further back. */
export const BACKUP_RETENTION = { dailyDays: 35, monthlyDays: 365 } as const;

export interface TableBackupsProps {
  readonly config: StageConfig;
  readonly tables: readonly ITable[];
}

/**
 * AWS Backup for the tables, on top of point-in-time recovery: a daily recovery point kept 35 days
 * and a monthly one kept a year, in a vault that outlives the stack. A deleted table's PITR goes
 * with it; these recovery points do not.
 */
export class TableBackups extends Construct {
  readonly vault: BackupVault;
  readonly plan: BackupPlan;

  constructor(scope: Construct, id: string, props: TableBackupsProps) {
    super(scope, id);
    this.vault = new BackupVault(this, 'Vault', {
      backupVaultName: `${props.config.stackName}-tables`,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    (this.vault.node.defaultChild as CfnBackupVault).overrideLogicalId('TableBackupVault');
    this.plan = new BackupPlan(this, 'Plan', {
      backupPlanName: `${props.config.stackName}-tables`,
      backupVault: this.vault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'daily',
          // 20:30 UTC is 02:00 in India, the quietest hour.
          scheduleExpression: Schedule.cron({ hour: '20', minute: '30' }),
          deleteAfter: Duration.days(BACKUP_RETENTION.dailyDays),
        }),
        new BackupPlanRule({
          ruleName: 'monthly',
          scheduleExpression: Schedule.cron({ day: '1', hour: '21', minute: '0' }),
          deleteAfter: Duration.days(BACKUP_RETENTION.monthlyDays),
        }),
      ],
    });
    (this.plan.node.defaultChild as CfnBackupPlan).overrideLogicalId('TableBackupPlan');
    this.plan.addSelection('Tables', {
      resources: props.tables.map((t) => BackupResource.fromDynamoDbTable(t)),
    });
  }
}
