/**
 * One Lambda function of the product, API or scheduled: its own role and log group, the table and
 * bucket grants its spec lists, and mail where the spec sends it. The construct ids are
 * `<id>Role`, `<id>Logs` and `<id>Function`: the deployed logical ids hang on them, so they never change.
 */
import type { Construct } from 'constructs';
import { Duration } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, type Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { TABLES, tableEnvVar, type TableName } from '../../lambdas/contract/tables';
import { RESUME_BUCKET_ENV, RESUME_PREFIX } from '../../lambdas/contract/storage';
import { removalPolicyOf, type StageConfig } from '../config/stages';
import { queriesIndexes, type FunctionSpec } from './function-access';
import { repoPath } from './paths';
import type { MailDomain } from './mail-domain';

export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;

/** What the stage gives its functions. */
export interface FunctionResources {
  readonly config: StageConfig;
  readonly tables: Record<TableName, Table>;
  readonly storage: { readonly bucket: IBucket };
  /** The stage's SES identity (stages with a domain); without it nothing can send mail. */
  readonly mail?: MailDomain;
}

export interface ProductFunctionProps {
  /** PascalCase prefix of the construct ids. */
  readonly id: string;
  readonly description: string;
  /** The handler file, relative to the repository. */
  readonly entry: string;
  readonly spec: FunctionSpec;
  readonly environment: Record<string, string>;
  readonly tracing?: Tracing;
  readonly bundling: BundlingOptions;
  /** Grants beyond tables and bucket, given before the mail grants. */
  readonly grantMore?: (role: Role) => void;
}

/** Environment of functions that send mail: the sender (from the stage's MailDomain) and where notices go. */
export const mailEnvironment = (config: StageConfig, mail: MailDomain | undefined): Record<string, string> => ({
  ...mail?.environment(),
  STAFF_NOTICE_EMAILS: config.mail.staffNoticeEmails.join(','),
  SITE_URL: config.mail.siteUrl || (config.domain ? `https://${config.domain.domainName}` : ''),
});

/** The tables (by environment variable) and the resume bucket a function's spec reaches. */
export function dataEnvironment(spec: FunctionSpec, resources: FunctionResources): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const table of Object.keys(spec.tables) as TableName[])
    environment[tableEnvVar(table)] = resources.tables[table].tableName;
  if (spec.bucket.length > 0) environment[RESUME_BUCKET_ENV] = resources.storage.bucket.bucketName;
  return environment;
}

/** SES sending through the stage's MailDomain only; listing versions of the resume bucket for erasure. */
export function grantMailAndVersions(
  role: Role,
  spec: FunctionSpec,
  mail: MailDomain | undefined,
  storage: { readonly bucket: IBucket },
) {
  if (spec.mail) mail?.grantSend(role);
  if (spec.listsVersions) {
    role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:ListBucketVersions'], resources: [storage.bucket.bucketArn] }));
  }
}

/** One function per name, created in order (the order of the template's resources). */
export const functionsByName = <N extends string>(names: readonly N[], create: (name: N) => NodejsFunction) =>
  Object.fromEntries(names.map((name) => [name, create(name)])) as Record<N, NodejsFunction>;

export function createProductFunction(
  scope: Construct,
  props: ProductFunctionProps,
  resources: FunctionResources,
): NodejsFunction {
  const { config, storage } = resources;
  const { id, spec } = props;
  // Own role instead of the managed AWSLambdaBasicExecutionRole: logs go to this log group only.
  const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  const logGroup = new LogGroup(scope, `${id}Logs`, { retention: config.logRetention, removalPolicy: removalPolicyOf(config) });
  logGroup.grantWrite(role);

  const fn = new NodejsFunction(scope, `${id}Function`, {
    description: props.description,
    entry: repoPath(props.entry),
    handler: 'handler',
    runtime: LAMBDA_RUNTIME,
    architecture: Architecture.ARM_64,
    memorySize: spec.memoryMb,
    timeout: Duration.seconds(spec.timeoutSeconds),
    environment: props.environment,
    tracing: props.tracing,
    role,
    logGroup,
    projectRoot: repoPath(),
    depsLockFilePath: repoPath('package-lock.json'),
    bundling: props.bundling,
  });

  for (const [table, actions] of Object.entries(spec.tables) as [TableName, readonly string[]][]) {
    const arn = resources.tables[table].tableArn;
    // Index ARNs by name rather than `index/*`, and only where the function may query.
    const indexArns = queriesIndexes(actions) ? TABLES[table].indexes.map((i) => `${arn}/index/${i.indexName}`) : [];
    role.addToPrincipalPolicy(new PolicyStatement({ actions: [...actions], resources: [arn, ...indexArns] }));
  }
  for (const grant of spec.bucket) {
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...grant.actions],
        resources: [storage.bucket.arnForObjects(`${RESUME_PREFIX[grant.prefix]}*`)],
      }),
    );
  }
  props.grantMore?.(role);
  grantMailAndVersions(role, spec, resources.mail, storage);
  return fn;
}
