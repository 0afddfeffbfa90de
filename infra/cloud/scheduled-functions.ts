import { Construct } from 'constructs';
import { Duration } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { lambdaBundling } from './cdk-bundling';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { SCHEDULED_ENTRIES, SCHEDULED_FUNCTIONS, type ScheduledFunction } from '../../lambdas/handlers/registry';
import { TABLES, tableEnvVar, type TableName } from '../../lambdas/contract/tables';
import { RESUME_BUCKET_ENV, RESUME_PREFIX } from '../../lambdas/contract/storage';
import { APP_NAME, removalPolicyOf, type StageConfig } from '../config/stages';
import { SCHEDULED_SPECS, queriesIndexes, type FunctionSpec } from './function-access';
import { LAMBDA_RUNTIME, grantMailAndVersions, mailEnvironment } from './api-functions';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { repoPath } from './paths';
import type { MailDomain } from './mail-domain';

export interface ScheduledFunctionsProps {
  readonly config: StageConfig;
  readonly tables: Record<TableName, Table>;
  readonly storage: { readonly bucket: IBucket };
  readonly mail?: MailDomain;
}

/** When each scheduled function runs (EventBridge Scheduler, UTC). */
export const SCHEDULES: Record<ScheduledFunction, ScheduleExpression> = {
  purge: ScheduleExpression.cron({ hour: '2', minute: '30' }),
  'outbox-worker': ScheduleExpression.rate(Duration.minutes(5)),
  // Scheduled posts go public within a minute of their time (docs/decisions/0034).
  'publish-due': ScheduleExpression.rate(Duration.minutes(1)),
};

const pascal = (s: string) =>
  s
    .split('-')
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');

/**
 * The retention purge (daily) and the mail retry worker (every 5 minutes), each with only the
 * grants SCHEDULED_SPECS lists, started by EventBridge Scheduler.
 */
export class ScheduledFunctions extends Construct {
  readonly functions: Record<ScheduledFunction, NodejsFunction>;

  constructor(scope: Construct, id: string, props: ScheduledFunctionsProps) {
    super(scope, id);
    this.functions = Object.fromEntries(SCHEDULED_FUNCTIONS.map((name) => [name, this.create(name, props)])) as Record<
      ScheduledFunction,
      NodejsFunction
    >;
  }

  private create(name: ScheduledFunction, props: ScheduledFunctionsProps): NodejsFunction {
    const { config } = props;
    const spec: FunctionSpec = SCHEDULED_SPECS[name];
    const id = pascal(name);
    const environment: Record<string, string> = { POWERTOOLS_SERVICE_NAME: `${APP_NAME}-${name}`, LOG_LEVEL: config.logLevel };
    for (const table of Object.keys(spec.tables) as TableName[]) environment[tableEnvVar(table)] = props.tables[table].tableName;
    if (spec.bucket.length > 0) environment[RESUME_BUCKET_ENV] = props.storage.bucket.bucketName;
    if (spec.mail) Object.assign(environment, mailEnvironment(config, props.mail));

    const role = new Role(this, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    const logGroup = new LogGroup(this, `${id}Logs`, { retention: config.logRetention, removalPolicy: removalPolicyOf(config) });
    logGroup.grantWrite(role);

    const fn = new NodejsFunction(this, `${id}Function`, {
      description: `${config.stackName} scheduled: ${name}`,
      entry: repoPath(SCHEDULED_ENTRIES[name]),
      handler: 'handler',
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: spec.memoryMb,
      timeout: Duration.seconds(spec.timeoutSeconds),
      environment,
      role,
      logGroup,
      projectRoot: repoPath(),
      depsLockFilePath: repoPath('package-lock.json'),
      bundling: lambdaBundling(),
    });

    for (const [table, actions] of Object.entries(spec.tables) as [TableName, readonly string[]][]) {
      const arn = props.tables[table].tableArn;
      const indexArns = queriesIndexes(actions) ? TABLES[table].indexes.map((i) => `${arn}/index/${i.indexName}`) : [];
      role.addToPrincipalPolicy(new PolicyStatement({ actions: [...actions], resources: [arn, ...indexArns] }));
    }
    for (const grant of spec.bucket) {
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: [...grant.actions],
          resources: [props.storage.bucket.arnForObjects(`${RESUME_PREFIX[grant.prefix]}*`)],
        }),
      );
    }
    grantMailAndVersions(role, spec, props.mail, props.storage);

    new Schedule(this, `${id}Schedule`, {
      description: `${config.stackName}: ${name}`,
      schedule: SCHEDULES[name],
      target: new LambdaInvoke(fn, { retryAttempts: 2 }),
    });
    return fn;
  }
}
