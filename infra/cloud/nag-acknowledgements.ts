import { Aws, type CfnElement, FeatureFlags, Stack, Validations } from 'aws-cdk-lib';
import { resumeBucketName } from './resume-storage';
import { mediaBucketName } from './media-storage';
import { MEDIA_PREFIX, MEDIA_SITE_PREFIX } from '../../lambdas/contract/media';
import type { IConstruct } from 'constructs';
import { routeEntries } from '../../lambdas/contract/routes';
import { RESUME_PREFIX } from '../../lambdas/contract/storage';
import type { FunctionGrants } from '../../lambdas/contract/grants';
import { FUNCTION_SPECS, SCHEDULED_SPECS } from './function-access';
import type { StatefulStack } from './stateful-stack';
import type { StatelessStack } from './stateless-stack';
import type { EdgeStack } from './edge-stack';
import type { CiAccessStack } from './ci-access-stack';

/** With this flag (cdk.json) and a known region, CDK writes `aws` instead of the pseudo parameter. */
const partitionIn = (scope: IConstruct) =>
  FeatureFlags.of(scope).isEnabled('@aws-cdk/core:enablePartitionLiterals') ? 'aws' : '<AWS::Partition>';

const ack = (scope: IConstruct, id: string, reason: string) =>
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${id}`, reason });

/**
 * cdk-nag (AWS Solutions) findings that stay, acknowledged one by one with the reason. Everything
 * cheap and right is fixed in the constructs instead: API access logs, execution logging, request
 * validation, own Lambda roles (no managed policy), index ARNs by name, TLS-only buckets, OAC.
 */
export function acknowledgeStatefulFindings(stack: StatefulStack) {
  const { storage, media, auth, geminiSecret, subscriptionSecret, backups } = stack;
  if (backups) {
    const role = backups.plan.node.findChild('Tables').node.findChild('Role');
    ack(
      role,
      'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      'AWS Backup’s documented service role policy for creating recovery points.',
    );
  }
  ack(
    storage.bucket,
    'S1',
    'Resume access is audited in the API (staff-only presigned URLs, logged); S3 server access logs would need a second bucket.',
  );
  ack(
    media.bucket,
    'S1',
    'Only the staff-only media function reads or writes it (uploads through presigned POSTs it signs); visitors see the variants in the site bucket.',
  );
  ack(
    auth.userPool,
    'COG2',
    'Spec: self sign-up with e-mail and password; staff access is granted by group membership, not MFA.',
  );
  ack(auth.userPool, 'COG8', 'The Plus plan (threat protection) costs per user; the Essentials plan covers the spec.');
  ack(geminiSecret, 'SMG4', 'A third-party API key: it can only be rotated at Google, then put into the secret by ops.');
  ack(
    subscriptionSecret,
    'SMG4',
    'Signs unsubscribe links already mailed, which must keep working: rotating it would void them. Never leaves AWS.',
  );
}

export function acknowledgeStatelessFindings(stack: StatelessStack) {
  const { site, restApi, functions } = stack;
  ack(site.bucket, 'S1', 'Only CloudFront reads the site bucket (OAC); its content is the public build.');
  const originSecret = stack.node.tryFindChild('OriginVerify')?.node.tryFindChild('Secret');
  if (originSecret)
    ack(
      originSecret,
      'SMG4',
      'CloudFront reads the value at deploy; rotating it is a redeploy (cdk deploy after a new value), not a rotation Lambda.',
    );

  for (const [routeId, route] of routeEntries) {
    if (route.access !== 'public') continue;
    const method = restApi.api.root.resourceForPath(route.path).node.findChild(route.method);
    ack(method, 'APIG4', `${routeId} is public by design (contract access: public).`);
    ack(method, 'COG4', `${routeId} is public by design (contract access: public).`);
  }
  ack(
    restApi.api,
    'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
    'The account-level API Gateway logging role; AWS documents this managed policy for it.',
  );
  ack(
    restApi.api.deploymentStage,
    'APIG3',
    stack.config.waf.enabled
      ? 'Browsers reach the API only through CloudFront, whose web ACL (edge stack) applies; a second, regional ACL would double the fee.'
      : 'Throttling per stage and per public write route; this stage turns the CloudFront web ACL off to save its fixed fee.',
  );

  ack(site.distribution, 'CFR1', 'The site and careers are open to candidates anywhere.');
  ack(
    stack.publisher.failedChanges,
    'SQS3',
    "It is a dead-letter queue: the publisher's stream mappings send failed batches to it (onFailure), which the rule does not recognise.",
  );
  if (!stack.config.waf.enabled) {
    ack(site.distribution, 'CFR2', 'This stage turns the web ACL off (its fixed monthly fee); prod has one (stages.ts waf).');
  }
  ack(site.distribution, 'CFR3', 'Standard logs need an ACL-enabled log bucket; API access logs cover the dynamic part.');
  if (!stack.config.domain) {
    ack(
      site.distribution,
      'CFR4',
      'The default *.cloudfront.net certificate fixes the TLS policy; a stage domain (ACM) sets TLSv1.2_2021.',
    );
  }

  const bucketArn = `arn:${partitionIn(stack)}:s3:::${resumeBucketName(stack.config).replace(Aws.ACCOUNT_ID, '<AWS::AccountId>')}`;
  /** Each function role: object keys under its own prefixes, and X-Ray's resource-less actions when tracing. */
  const ackFunctionRole = (role: IConstruct | undefined, bucket: FunctionGrants['bucket']) => {
    if (!role) return;
    for (const prefix of new Set(bucket.map((g) => g.prefix))) {
      ack(
        role,
        `IAM5[Resource::${bucketArn}/${RESUME_PREFIX[prefix]}*]`,
        `Object keys are chosen at run time under the ${RESUME_PREFIX[prefix]} prefix only.`,
      );
    }
    if (stack.config.observability.tracing) {
      ack(
        role,
        'IAM5[Resource::*]',
        'X-Ray PutTraceSegments and PutTelemetryRecords support no resource-level permissions (added by Tracing.ACTIVE).',
      );
    }
  };
  for (const [family, spec] of Object.entries(FUNCTION_SPECS))
    ackFunctionRole(functions.functions[family as keyof typeof FUNCTION_SPECS].role, spec.bucket);
  const mediaArn = `arn:${partitionIn(stack)}:s3:::${mediaBucketName(stack.config).replace(Aws.ACCOUNT_ID, '<AWS::AccountId>')}`;
  for (const [family, spec] of Object.entries(FUNCTION_SPECS)) {
    const role = functions.functions[family as keyof typeof FUNCTION_SPECS].role;
    for (const grant of spec.mediaBucket ?? []) {
      const prefix = MEDIA_PREFIX[grant.prefix];
      ack(role!, `IAM5[Resource::${mediaArn}/${prefix}*]`, `Image keys are chosen at run time under the ${prefix} prefix only.`);
    }
    if (spec.publishesMedia) {
      ack(
        role!,
        `IAM5[Resource::<SiteBucket.Arn>/${MEDIA_SITE_PREFIX}*]`,
        `Image variants are named by a new id at run time, only under ${MEDIA_SITE_PREFIX} of the site bucket.`,
      );
    }
  }
  for (const [name, spec] of Object.entries(SCHEDULED_SPECS))
    ackFunctionRole(stack.scheduled.functions[name as keyof typeof SCHEDULED_SPECS].role, spec.bucket);
  for (const fn of Object.values(stack.scheduled.functions)) {
    const logicalId = Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnElement);
    ack(
      stack,
      `IAM5[Resource::<${logicalId}.Arn>:*]`,
      'The EventBridge Scheduler target role may invoke this one function (any of its versions): the LambdaInvoke grant.',
    );
  }

  // The singleton function of AwsCustomResource (upload-cors.ts); its policy is the one statement given.
  const customResourceFn = stack.node.children.find((c) => c.node.id.startsWith('AWS679f53fac002430cb0da5b7982bd2287'));
  if (customResourceFn) {
    ack(
      customResourceFn,
      'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'AwsCustomResource’s provider function (aws-cdk-lib); runs only at deploy time to set the resume bucket’s CORS rule.',
    );
  }

  // CDK's own custom resource that copies the web build into the site bucket.
  const deployment = stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (deployment) {
    // With this flag (cdk.json) and a known region, CDK writes `aws` instead of the pseudo parameter.
    const partition = partitionIn(stack);
    const reason = 'CDK BucketDeployment handler (deploy-time only): its runtime and policy are managed by aws-cdk-lib.';
    ack(deployment, 'L1', reason);
    ack(deployment, 'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason);
    for (const finding of [
      'Action::s3:GetObject*',
      'Action::s3:GetBucket*',
      'Action::s3:List*',
      'Action::s3:DeleteObject*',
      'Action::s3:Abort*',
      'Resource::*',
      'Resource::<SiteBucket.Arn>/*',
      `Resource::arn:${partition}:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-${stack.region}/*`,
    ]) {
      ack(deployment, `IAM5[${finding}]`, reason);
    }
  }
}

export function acknowledgeEdgeFindings(stack: EdgeStack) {
  void stack;
}

export function acknowledgeCiFindings(stack: CiAccessStack) {
  void stack;
}
