import { Construct } from 'constructs';
import { type CfnElement, Duration, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { lambdaBundling } from './cdk-bundling';
import { cardBundling } from './card-bundling';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PUBLISHER_ENTRY } from '../../lambdas/handlers/registry';
import { PUBLISH_MANIFEST_KEY } from '../../lambdas/contract/site-routes';
import { tableEnvVar, type TableName } from '../../lambdas/contract/tables';
import { APP_NAME, removalPolicyOf, type StageConfig } from '../config/stages';
import { LAMBDA_RUNTIME } from './api-functions';
import { repoPath } from './paths';
import { PUBLISHED_KEYS, type Site } from './site';

export interface SitePublisherProps {
  readonly config: StageConfig;
  readonly tables: Record<TableName, Table>;
  readonly site: Site;
}

/** How often the publisher looks for stale pages a run left (a deploy's full render cut short). */
export const PUBLISH_BACKLOG_RATE = Duration.minutes(5);

/** Where the site kit (dist/site-kit) is copied beside the bundled handler. */
const KIT_DIR_IN_BUNDLE = 'site-kit';

/**
 * Regenerates the published site when staff change jobs or posts: the tables' streams invoke the
 * publisher (lambdas/handlers/publish.ts), which renders with the web build's own renderer (the
 * site kit, shipped in the bundle) only the pages the batch's keys affect, writes only changed files
 * to the site bucket (statuses as object metadata) and invalidates just those CloudFront paths. One
 * run at a time; it also runs once after every deploy, after the build's pages are in the bucket,
 * and then renders every item whose inputs changed (a new build changes them all) a chunk at a time
 * within its time limit; the backlog schedule continues what a run left (nothing stale: nothing
 * rendered). See lambdas/domain/publish-inputs.ts.
 */
export class SitePublisher extends Construct {
  readonly fn: NodejsFunction;
  /** Stream batches the publisher failed after its retries (the dead-letter queue the alarms watch). */
  readonly failedChanges: Queue;

  constructor(scope: Construct, id: string, props: SitePublisherProps) {
    super(scope, id);
    const { config, site } = props;
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    const cards = cardBundling();
    const logGroup = new LogGroup(this, 'Logs', { retention: config.logRetention, removalPolicy: removalPolicyOf(config) });
    logGroup.grantWrite(role);

    this.fn = new NodejsFunction(this, 'Function', {
      description: `${config.stackName} site publisher`,
      entry: repoPath(PUBLISHER_ENTRY),
      handler: 'handler',
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 1024,
      timeout: Duration.minutes(2),
      // Runs never overlap: each renders the pages its batch's keys affect from the latest data.
      reservedConcurrentExecutions: 1,
      role,
      logGroup,
      environment: {
        POWERTOOLS_SERVICE_NAME: `${APP_NAME}-publisher`,
        LOG_LEVEL: config.logLevel,
        SITE_BUCKET: site.bucket.bucketName,
        SITE_DISTRIBUTION_ID: site.distribution.distributionId,
        SITE_KIT_DIR: `/var/task/${KIT_DIR_IN_BUNDLE}`,
        [tableEnvVar('jobs')]: props.tables.jobs.tableName,
        [tableEnvVar('posts')]: props.tables.posts.tableName,
        [tableEnvVar('jobFilters')]: props.tables.jobFilters.tableName,
      },
      projectRoot: repoPath(),
      depsLockFilePath: repoPath('package-lock.json'),
      bundling: lambdaBundling({
        // Social cards: resvg's ARM64 binary and the card font beside the bundle (card-bundling.ts).
        nodeModules: cards.nodeModules,
        environment: cards.environment,
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_input: string, output: string) => [
            `cp -r "${repoPath('dist', 'site-kit')}" "${output}/${KIT_DIR_IN_BUNDLE}"`,
            ...cards.afterInstall(output),
          ],
        },
      }),
    });

    // A change the publisher could not render after its retries: its stream position lands here
    // (and pages the ops topic) instead of being dropped; a full publish repairs the site (runbook).
    this.failedChanges = new Queue(this, 'FailedChanges', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    for (const name of ['jobs', 'posts'] as const) {
      const table = props.tables[name];
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: [`${table.tableArn}/index/byCreatedAt`],
        }),
      );
      this.fn.addEventSource(
        new DynamoEventSource(table, {
          startingPosition: StartingPosition.LATEST,
          batchSize: 100,
          maxBatchingWindow: Duration.seconds(2),
          retryAttempts: 3,
          bisectBatchOnError: false,
          onFailure: new SqsDlq(this.failedChanges),
        }),
      );
    }
    // Jobs stored before the careers filters' table: their rows written once, the job stamped
    // (a raced stamp re-reads the job). See backfillJobFilterRows.
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
        resources: [props.tables.jobs.tableArn],
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['dynamodb:BatchWriteItem'], resources: [props.tables.jobFilters.tableArn] }),
    );
    // Only the keys the publisher owns: it never touches the build's assets or pages.
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        resources: [...PUBLISHED_KEYS, PUBLISH_MANIFEST_KEY].map((key) => site.bucket.arnForObjects(key)),
      }),
    );
    // Without it a missing manifest (the first run) answers 403 instead of 404.
    role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [site.bucket.bucketArn] }));
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['cloudfront:CreateInvalidation'],
        resources: [`arn:aws:cloudfront::${Stack.of(this).account}:distribution/${site.distribution.distributionId}`],
      }),
    );

    const ack = (finding: string, reason: string) =>
      Validations.of(role).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
    for (const key of PUBLISHED_KEYS.filter((k) => k.endsWith('*'))) {
      ack(`Resource::<SiteBucket.Arn>/${key}`, 'The publisher names pages by slug at run time, only under the prefixes it owns.');
    }
    ack('Resource::*', 'dynamodb:ListStreams, added by the DynamoDB event source, has no resource-level permissions.');

    new Trigger(this, 'AfterDeploy', { handler: this.fn, executeAfter: [site.pagesDeployment], timeout: Duration.minutes(2) });
    // A new build at thousands of items takes more than one run's 2 minutes (about 3 at 10,000 jobs):
    // a run starts no chunk it could not finish before its limit, and this schedule picks up the rest.
    new Schedule(this, 'Backlog', {
      description: `${config.stackName}: site publisher backlog (items whose pages are stale)`,
      schedule: ScheduleExpression.rate(PUBLISH_BACKLOG_RATE),
      target: new LambdaInvoke(this.fn, { input: ScheduleTargetInput.fromObject({ backlog: true }), retryAttempts: 0 }),
    });
    const fnLogicalId = Stack.of(this).getLogicalId(this.fn.node.defaultChild as CfnElement);
    Validations.of(Stack.of(this)).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${fnLogicalId}.Arn>:*]`,
      reason: 'The EventBridge Scheduler target role may invoke the publisher (any of its versions): the LambdaInvoke grant.',
    });
  }
}
