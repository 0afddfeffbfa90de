/** `npm run migrate` finds a stage's tables by logical id across all the stage's stacks. */
import { mockClient } from 'aws-sdk-client-mock';
import { CloudFormationClient, ListStackResourcesCommand, ListStacksCommand } from '@aws-sdk/client-cloudformation';
import { stageTableNames } from '../../../infra/cloud/stage-tables';
import { stageConfig } from '../../../infra/config/stages';
import { TABLES } from '../../../lambdas/contract/tables';

const cfn = mockClient(CloudFormationClient);
beforeEach(() => cfn.reset());

const tableResource = (logicalId: string, stack: string) => ({
  LogicalResourceId: logicalId,
  PhysicalResourceId: `${stack}-${logicalId}-ABC123`,
  ResourceType: 'AWS::DynamoDB::Table',
  ResourceStatus: 'CREATE_COMPLETE' as const,
  LastUpdatedTimestamp: new Date(),
});

it('maps every table of the contract, whichever stack of the stage holds it', async () => {
  cfn.on(ListStacksCommand).resolves({
    StackSummaries: [
      { StackName: 'NimbusCrest-prod-Stateful', StackStatus: 'UPDATE_COMPLETE', CreationTime: new Date() },
      { StackName: 'NimbusCrest-prod-Stateless', StackStatus: 'UPDATE_COMPLETE', CreationTime: new Date() },
      { StackName: 'NimbusCrest-dev', StackStatus: 'UPDATE_COMPLETE', CreationTime: new Date() },
    ],
  });
  const ids = Object.values(TABLES).map((t) => t.logicalId);
  cfn
    .on(ListStackResourcesCommand, { StackName: 'NimbusCrest-prod-Stateful' })
    .resolves({ StackResourceSummaries: ids.map((id) => tableResource(id, 'NimbusCrest-prod-Stateful')) });
  cfn.on(ListStackResourcesCommand, { StackName: 'NimbusCrest-prod-Stateless' }).resolves({ StackResourceSummaries: [] });
  const names = await stageTableNames(stageConfig('prod'), new CloudFormationClient({ region: 'ap-south-1' }));
  expect(names.jobs).toBe('NimbusCrest-prod-Stateful-JobsTable-ABC123');
  expect(names.migrations).toBe('NimbusCrest-prod-Stateful-MigrationsTable-ABC123');
  expect(
    cfn
      .commandCalls(ListStackResourcesCommand)
      .map((c) => c.args[0].input.StackName)
      .sort(),
  ).toEqual(['NimbusCrest-prod-Stateful', 'NimbusCrest-prod-Stateless']);
});

it('says to deploy first when the migrations table is not there yet', async () => {
  cfn
    .on(ListStacksCommand)
    .resolves({ StackSummaries: [{ StackName: 'NimbusCrest-dev', StackStatus: 'UPDATE_COMPLETE', CreationTime: new Date() }] });
  const old = Object.values(TABLES).filter((t) => t.logicalId !== 'MigrationsTable');
  cfn
    .on(ListStackResourcesCommand)
    .resolves({ StackResourceSummaries: old.map((t) => tableResource(t.logicalId, 'NimbusCrest-dev')) });
  await expect(stageTableNames(stageConfig('dev'), new CloudFormationClient({ region: 'ap-south-1' }))).rejects.toThrow(
    /has no MigrationsTable.*deploy this release's stateful stack first/,
  );
});

it('fails clearly when the stage is not deployed', async () => {
  cfn.on(ListStacksCommand).resolves({ StackSummaries: [] });
  await expect(stageTableNames(stageConfig('dev'), new CloudFormationClient({ region: 'ap-south-1' }))).rejects.toThrow(
    'No deployed stack named NimbusCrest-dev',
  );
});
