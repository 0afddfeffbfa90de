/**
 * The physical table names of a deployed stage, found by the tables' pinned logical ids in every
 * stack of the stage (`<stackName>` itself and any `<stackName>-*` split from it), so ops tools
 * need no table names in configuration and survive stacks being split or renamed around them.
 */
import type { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { ListStackResourcesCommand, ListStacksCommand, type StackStatus } from '@aws-sdk/client-cloudformation';
import { TABLES, type TableName } from '../../lambdas/contract/tables';
import type { StageConfig } from '../config/stages';

const LIVE: StackStatus[] = [
  'CREATE_COMPLETE',
  'UPDATE_COMPLETE',
  'UPDATE_ROLLBACK_COMPLETE',
  'IMPORT_COMPLETE',
  'IMPORT_ROLLBACK_COMPLETE',
  'UPDATE_IN_PROGRESS',
  'UPDATE_COMPLETE_CLEANUP_IN_PROGRESS',
];

export async function stageTableNames(config: StageConfig, cfn: CloudFormationClient): Promise<Record<TableName, string>> {
  const stacks: string[] = [];
  let token: string | undefined;
  do {
    const page = await cfn.send(new ListStacksCommand({ StackStatusFilter: LIVE, NextToken: token }));
    for (const s of page.StackSummaries ?? []) {
      if (s.StackName === config.stackName || s.StackName?.startsWith(`${config.stackName}-`)) stacks.push(s.StackName);
    }
    token = page.NextToken;
  } while (token);
  if (stacks.length === 0)
    throw new Error(
      `No deployed stack named ${config.stackName} (or ${config.stackName}-*) in ${config.region}: is the stage deployed, and are these the right credentials?`,
    );

  const byLogicalId = new Map<string, string>();
  for (const stackName of stacks) {
    let next: string | undefined;
    do {
      const page = await cfn.send(new ListStackResourcesCommand({ StackName: stackName, NextToken: next }));
      for (const r of page.StackResourceSummaries ?? []) {
        if (r.ResourceType === 'AWS::DynamoDB::Table' && r.LogicalResourceId && r.PhysicalResourceId)
          byLogicalId.set(r.LogicalResourceId, r.PhysicalResourceId);
      }
      next = page.NextToken;
    } while (next);
  }
  const missing = (Object.keys(TABLES) as TableName[]).filter((t) => !byLogicalId.has(TABLES[t].logicalId));
  if (missing.length) {
    throw new Error(
      `Stage ${config.name} has no ${missing.map((t) => TABLES[t].logicalId).join(', ')} (stacks: ${stacks.join(', ')}): deploy this release's stateful stack first, then run the migrations.`,
    );
  }
  return Object.fromEntries(
    (Object.keys(TABLES) as TableName[]).map((t) => [t, byLogicalId.get(TABLES[t].logicalId)!]),
  ) as Record<TableName, string>;
}
