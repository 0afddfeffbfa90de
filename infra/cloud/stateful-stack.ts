import type { Construct } from 'constructs';
import { CfnOutput, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import type { CfnSecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { removalPolicyOf, type StageConfig } from '../config/stages';
import { DataTables } from './data-tables';
import { MailDomain } from './mail-domain';
import { ResumeStorage } from './resume-storage';
import { MediaStorage } from './media-storage';
import { TableBackups } from './table-backups';
import { UserAuth } from './user-auth';

export interface StatefulStackProps extends StackProps {
  readonly config: StageConfig;
}

/**
 * What a stage must never lose: tables, the resume bucket, the user pool and the Gemini secret
 * (plus the stage's mail identity and the backup plan). It keeps the id of the single stack that
 * came before, and every construct keeps its id, so its logical ids do not move. Nothing here
 * refers to the stateless stack: references point stateless → stateful only.
 */
export class StatefulStack extends Stack {
  readonly data: DataTables;
  readonly storage: ResumeStorage;
  /** Images staff upload for posts (originals and unfinished uploads; the variants live in the site bucket). */
  readonly media: MediaStorage;
  readonly auth: UserAuth;
  readonly geminiSecret: Secret;
  /** Signs newsletter confirmation and unsubscribe links (kept with the data: a new key voids every link already mailed). */
  readonly subscriptionSecret: Secret;
  readonly mail?: MailDomain;
  readonly backups?: TableBackups;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, { ...props, terminationProtection: props.config.retainData });
    const { config } = props;

    this.data = new DataTables(this, 'Data', config);
    this.storage = new ResumeStorage(this, 'Resumes', config);
    this.media = new MediaStorage(this, 'Media', config);
    if (config.domain) this.mail = new MailDomain(this, 'Mail', { config, domain: config.domain });
    this.auth = new UserAuth(this, 'Auth', config, this.mail);

    this.geminiSecret = new Secret(this, 'GeminiApiKey', {
      description:
        'Optional Gemini API key for resume parsing (bare key or {"apiKey": "..."}). Empty: the built-in extractor is used.',
      // An explicit empty key: without a value CDK would generate a random one, which the parser
      // would take for a key. Not a secret, so plain text in the template is fine.
      secretObjectValue: { apiKey: SecretValue.unsafePlainText('') },
      removalPolicy: removalPolicyOf(config),
    });
    (this.geminiSecret.node.defaultChild as CfnSecret).overrideLogicalId('GeminiApiKey');

    this.subscriptionSecret = new Secret(this, 'NewsletterSigningKey', {
      description: 'Signs newsletter confirmation and unsubscribe links (HMAC-SHA256). Generated; never shown.',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: removalPolicyOf(config),
    });
    (this.subscriptionSecret.node.defaultChild as CfnSecret).overrideLogicalId('NewsletterSigningKey');

    if (config.tableBackups)
      this.backups = new TableBackups(this, 'Backups', { config, tables: Object.values(this.data.tables) });

    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.spaClient.userPoolClientId });
    new CfnOutput(this, 'GeminiSecretArn', {
      value: this.geminiSecret.secretArn,
      description: 'Put the Gemini key here to enable it',
    });
    new CfnOutput(this, 'ResumeBucketName', { value: this.storage.bucket.bucketName });
    new CfnOutput(this, 'MediaBucketName', { value: this.media.bucket.bucketName });
    for (const [name, table] of Object.entries(this.data.tables)) {
      new CfnOutput(this, `${name[0]!.toUpperCase()}${name.slice(1)}TableName`, { value: table.tableName });
    }
  }
}
