import { Construct } from 'constructs';
import { Duration } from 'aws-cdk-lib';
import type { CfnUserPool, CfnUserPoolGroup, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import {
  AccountRecovery,
  FeaturePlan,
  UserPool,
  UserPoolEmail,
  UserPoolGroup,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import {
  PASSWORD_POLICY,
  SPA_CLIENT_NAME,
  STAFF_GROUP_DESCRIPTION,
  ADMIN_GROUP_DESCRIPTION,
  ADMIN_GROUP_NAME,
  STAFF_GROUP_NAME,
  TOKEN_VALIDITY,
} from '../../lambdas/contract/auth';
import { BRAND_NAME } from '../../lambdas/contract/brand';
import { removalPolicyOf, type StageConfig } from '../config/stages';
import type { MailDomain } from './mail-domain';

/**
 * Cognito user pool with e-mail sign-in, the `staff` group and the SPA's public client. With a
 * stage domain its codes go out through the stage's SES identity; without one, Cognito's default
 * sender (a low daily quota) as before.
 */
export class UserAuth extends Construct {
  readonly userPool: UserPool;
  readonly spaClient: UserPoolClient;

  constructor(scope: Construct, id: string, config: StageConfig, mail?: MailDomain) {
    super(scope, id);
    const email = mail
      ? UserPoolEmail.withSES({
          fromEmail: mail.fromAddress,
          fromName: BRAND_NAME,
          sesRegion: config.region,
          sesVerifiedDomain: mail.zone.zoneName,
          configurationSetName: mail.configurationSet.configurationSetName,
        })
      : undefined;
    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `${config.stackName}-users`,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: { ...PASSWORD_POLICY, tempPasswordValidity: Duration.days(3) },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      ...(email ? { email } : {}),
      deletionProtection: config.retainData,
      removalPolicy: removalPolicyOf(config),
    });
    (this.userPool.node.defaultChild as CfnUserPool).overrideLogicalId('UserPool');
    // Cognito checks the sending identity when the pool is created or updated.
    if (mail) this.userPool.node.addDependency(mail.identity);

    this.spaClient = this.userPool.addClient('SpaClient', {
      userPoolClientName: SPA_CLIENT_NAME,
      generateSecret: false,
      // SRP only; CDK always adds ALLOW_REFRESH_TOKEN_AUTH when explicit flows are given.
      authFlows: { userSrp: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.minutes(TOKEN_VALIDITY.idTokenMinutes),
      accessTokenValidity: Duration.minutes(TOKEN_VALIDITY.accessTokenMinutes),
      refreshTokenValidity: Duration.days(TOKEN_VALIDITY.refreshTokenDays),
    });

    const staff = new UserPoolGroup(this, 'StaffGroup', {
      userPool: this.userPool,
      groupName: STAFF_GROUP_NAME,
      description: STAFF_GROUP_DESCRIPTION,
    });
    (staff.node.defaultChild as CfnUserPoolGroup).overrideLogicalId('StaffGroup');

    const admin = new UserPoolGroup(this, 'AdminGroup', {
      userPool: this.userPool,
      groupName: ADMIN_GROUP_NAME,
      description: ADMIN_GROUP_DESCRIPTION,
    });
    (admin.node.defaultChild as CfnUserPoolGroup).overrideLogicalId('AdminGroup');
  }
}
