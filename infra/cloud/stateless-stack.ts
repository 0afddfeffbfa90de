import type { HandlerFamily } from '../../lambdas/contract/endpoints';
import type { Construct } from 'constructs';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import { ARecord, AaaaRecord, PublicHostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { removalPolicyOf, type StageConfig } from '../config/stages';
import { ApiFunctions } from './api-functions';
import { ContractRestApi } from './contract-rest-api';
import { Monitoring } from './monitoring';
import { ScheduledFunctions } from './scheduled-functions';
import { SitePublisher } from './site-publisher';
import { OriginVerify } from './origin-verify';
import { Site } from './site';
import type { StatefulStack } from './stateful-stack';
import { UploadCors } from './upload-cors';
import { MEDIA_BUCKET_CORS } from '../../lambdas/contract/media';

export interface StatelessStackProps extends StackProps {
  readonly config: StageConfig;
  readonly stateful: StatefulStack;
  /** Absolute path of an existing web build. */
  readonly webDir: string;
  /** See content-security-policy.ts. */
  readonly allowInlineStyles?: boolean;
  /** From the edge stack (us-east-1), when the stage has a domain. */
  readonly certificate?: ICertificate;
  /** From the edge stack, when the stage turns the WAF on. */
  readonly webAcl?: { readonly arn: string; readonly name: string };
}

/**
 * Everything that can be destroyed and deployed again without losing data: functions, API, site
 * and distribution, the alarms and dashboard. Reads the stateful stack's resources through props
 * (CloudFormation exports), never the other way round.
 */
export class StatelessStack extends Stack {
  readonly functions: ApiFunctions;
  readonly scheduled: ScheduledFunctions;
  readonly publisher: SitePublisher;
  readonly restApi: ContractRestApi;
  readonly site: Site;
  readonly monitoring: Monitoring;
  readonly config: StageConfig;

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    const { config, stateful } = props;
    this.config = config;
    // By its explicit name, not by reference: the grants read `arn:...:s3:::<name>/incoming/*`, and
    // the bucket's ARN is no output the stateful stack must keep publishing.
    const resumeBucket = Bucket.fromBucketName(this, 'ResumeBucket', stateful.storage.bucketName);
    const mediaBucket = Bucket.fromBucketName(this, 'MediaBucket', stateful.media.bucketName);

    this.functions = new ApiFunctions(this, 'Functions', {
      config,
      tables: stateful.data.tables,
      storage: { bucket: resumeBucket },
      media: { bucket: mediaBucket },
      geminiSecret: stateful.geminiSecret,
      subscriptionSecret: stateful.subscriptionSecret,
      userPool: stateful.auth.userPool,
      spaClient: stateful.auth.spaClient,
      mail: stateful.mail,
    });

    // In the app stack: CloudFront and the functions are its only readers, and a new value with a
    // new stack is harmless (both sides get it in the same deploy).
    const originVerify = new OriginVerify(this, 'OriginVerify', config);
    for (const fn of Object.values(this.functions.functions)) originVerify.allow(fn);
    // Retention purge and mail retry worker (issue 17).
    this.scheduled = new ScheduledFunctions(this, 'Scheduled', {
      config,
      tables: stateful.data.tables,
      storage: { bucket: resumeBucket },
      mail: stateful.mail,
    });

    this.restApi = new ContractRestApi(this, 'Api', {
      config,
      functions: this.functions.functions,
      userPool: stateful.auth.userPool,
    });

    this.site = new Site(this, 'Site', {
      config,
      webDir: props.webDir,
      restApi: this.restApi.api,
      uploadEndpoint: stateful.storage.browserEndpoint,
      mediaUploadEndpoint: stateful.media.browserEndpoint,
      userPool: stateful.auth.userPool,
      spaClient: stateful.auth.spaClient,
      allowInlineStyles: props.allowInlineStyles ?? false,
      apiOriginHeaders: originVerify.originHeaders(),
      ...(config.domain && props.certificate
        ? { domain: { name: config.domain.domainName, certificate: props.certificate } }
        : {}),
      ...(props.webAcl ? { webAclArn: props.webAcl.arn } : {}),
    });
    // Re-renders the pages a staff change affects (table streams) and after each deploy (issue 16).
    this.publisher = new SitePublisher(this, 'Publisher', { config, tables: stateful.data.tables, site: this.site });
    new UploadCors(this, 'UploadCors', {
      bucket: resumeBucket,
      origin: this.site.origin,
      logRetention: config.logRetention,
      logRemovalPolicy: removalPolicyOf(config),
    });
    // Images in posts: the editor POSTs to the media bucket; the media function writes the variants.
    new UploadCors(this, 'MediaUploadCors', {
      bucket: mediaBucket,
      origin: this.site.origin,
      logRetention: config.logRetention,
      logRemovalPolicy: removalPolicyOf(config),
      rule: MEDIA_BUCKET_CORS,
    });
    this.functions.grantMediaPublishing(this.site.bucket);

    if (config.domain) {
      const zone = PublicHostedZone.fromPublicHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: config.domain.hostedZoneId,
        zoneName: config.domain.zoneName,
      });
      const target = RecordTarget.fromAlias(new CloudFrontTarget(this.site.distribution));
      new ARecord(this, 'SiteAlias', { zone, recordName: config.domain.domainName, target });
      new AaaaRecord(this, 'SiteAliasIpv6', { zone, recordName: config.domain.domainName, target });
    }

    this.monitoring = new Monitoring(this, 'Monitoring', {
      config,
      apiStage: this.restApi.api.deploymentStage,
      functions: withOwnAlarms(this.functions.functions),
      ...(props.webAcl ? { webAclName: props.webAcl.name } : {}),
    });
    this.monitoring.watchDeadLetterQueue('Publisher', this.publisher.failedChanges);

    new CfnOutput(this, 'SiteUrl', { value: this.site.origin, description: 'The website' });
    new CfnOutput(this, 'ApiUrl', { value: this.restApi.api.url, description: 'API Gateway stage (browsers use <SiteUrl>/api)' });
    new CfnOutput(this, 'DistributionId', { value: this.site.distribution.distributionId });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topic.topicArn });
  }
}

/**
 * Staff tools used a few times a month (staff management, image uploads in the post editor): their
 * failures show in the API's 5xx alarm and to the staff member at once, and their own error and
 * throttle alarms would cost more than the stage's $30 budget allows.
 */
export const FAMILIES_WITHOUT_OWN_ALARMS: readonly HandlerFamily[] = ['staff', 'media'];

function withOwnAlarms<F>(functions: Record<HandlerFamily, F>): Partial<Record<HandlerFamily, F>> {
  return Object.fromEntries(
    Object.entries(functions).filter(([family]) => !FAMILIES_WITHOUT_OWN_ALARMS.includes(family as HandlerFamily)),
  );
}
