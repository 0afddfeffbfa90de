/**
 * The regional API answers only requests that came through CloudFront: a generated secret in
 * Secrets Manager, sent by CloudFront as the `x-origin-verify` origin header (a CloudFormation
 * dynamic reference, never plain text in the template) and compared by every function before
 * any other work (lambdas/adapters/origin-verify.ts).
 */
import { Construct } from 'constructs';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { CfnSecret } from 'aws-cdk-lib/aws-secretsmanager';
import { ORIGIN_SECRET_ENV, ORIGIN_VERIFY_HEADER } from '../../lambdas/contract/abuse';
import { RemovalPolicy } from 'aws-cdk-lib';
import type { StageConfig } from '../config/stages';

export class OriginVerify extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: `${config.stackName}: value CloudFront sends in ${ORIGIN_VERIFY_HEADER}; the API refuses requests without it`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      // No data of record: it lives in the app stack, and a recreated stack gets a new value that
      // CloudFront and the functions both receive in the same deploy.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    (this.secret.node.defaultChild as CfnSecret).overrideLogicalId('OriginVerifySecret');
  }

  /** The origin headers CloudFront adds to API requests. */
  originHeaders(): Record<string, string> {
    return { [ORIGIN_VERIFY_HEADER]: this.secret.secretValue.unsafeUnwrap() };
  }

  /** Lets a function read the secret and tells it where it is. */
  allow(fn: IGrantable & { addEnvironment(key: string, value: string): unknown }): void {
    this.secret.grantRead(fn);
    fn.addEnvironment(ORIGIN_SECRET_ENV, this.secret.secretArn);
  }
}
