import type { Construct } from 'constructs';
import { CfnOutput, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import type { CfnSecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { removalPolicyOf, type StageConfig } from '../config/stages';
import { ApiFunctions } from './api-functions';
import { ContractRestApi } from './contract-rest-api';
import { DataTables } from './data-tables';
import { ResumeStorage } from './resume-storage';
import { Site } from './site';
import { UserAuth } from './user-auth';
import { OriginVerify } from './origin-verify';

export interface ProductStackProps extends StackProps {
  readonly config: StageConfig;
  /** Absolute path of an existing web build. */
  readonly webDir: string;
  /** See content-security-policy.ts. */
  readonly allowInlineStyles?: boolean;
}

/** Everything one stage of the product needs: data, auth, API, functions and the site. */
export class ProductStack extends Stack {
  readonly data: DataTables;
  readonly storage: ResumeStorage;
  readonly auth: UserAuth;
  readonly functions: ApiFunctions;
  readonly restApi: ContractRestApi;
  readonly site: Site;
  readonly geminiSecret: Secret;

  constructor(scope: Construct, id: string, props: ProductStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.data = new DataTables(this, 'Data', config);
    this.storage = new ResumeStorage(this, 'Resumes', config);
    this.auth = new UserAuth(this, 'Auth', config);

    this.geminiSecret = new Secret(this, 'GeminiApiKey', {
      description: 'Optional Gemini API key for resume parsing (bare key or {"apiKey": "..."}). Empty: the built-in extractor is used.',
      // An explicit empty key: without a value CDK would generate a random one, which the parser
      // would take for a key. Not a secret, so plain text in the template is fine.
      secretObjectValue: { apiKey: SecretValue.unsafePlainText('') },
      removalPolicy: removalPolicyOf(config),
    });
    (this.geminiSecret.node.defaultChild as CfnSecret).overrideLogicalId('GeminiApiKey');

    this.functions = new ApiFunctions(this, 'Functions', {
      config,
      tables: this.data.tables,
      storage: this.storage,
      geminiSecret: this.geminiSecret,
      userPool: this.auth.userPool,
      spaClient: this.auth.spaClient,
    });

    const originVerify = new OriginVerify(this, 'OriginVerify', config);
    for (const fn of Object.values(this.functions.functions)) originVerify.allow(fn);

    this.restApi = new ContractRestApi(this, 'Api', {
      config,
      functions: this.functions.functions,
      userPool: this.auth.userPool,
    });

    this.site = new Site(this, 'Site', {
      config,
      webDir: props.webDir,
      restApi: this.restApi.api,
      uploadEndpoint: this.storage.browserEndpoint,
      userPool: this.auth.userPool,
      spaClient: this.auth.spaClient,
      allowInlineStyles: props.allowInlineStyles ?? false,
      apiOriginHeaders: originVerify.originHeaders(),
    });
    this.storage.allowUploadsFrom(this.site.origin);

    new CfnOutput(this, 'SiteUrl', { value: this.site.origin, description: 'The website (CloudFront)' });
    new CfnOutput(this, 'ApiUrl', { value: this.restApi.api.url, description: 'API Gateway stage (browsers use <SiteUrl>/api)' });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.spaClient.userPoolClientId });
    new CfnOutput(this, 'GeminiSecretArn', { value: this.geminiSecret.secretArn, description: 'Put the Gemini key here to enable it' });
  }
}
