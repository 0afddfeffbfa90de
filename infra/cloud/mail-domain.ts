import { Construct } from 'constructs';

import { PublicHostedZone, type IPublicHostedZone } from 'aws-cdk-lib/aws-route53';
import type { CfnConfigurationSet, CfnEmailIdentity } from 'aws-cdk-lib/aws-ses';
import { ConfigurationSet, EmailIdentity, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Stack } from 'aws-cdk-lib';
import { mailFromAddress, type StageConfig, type StageDomain } from '../config/stages';

export interface MailDomainProps {
  readonly config: StageConfig;
  readonly domain: StageDomain;
}

/** Environment variables of a function that sends the product's mail (the hiring issue's mail port). */
export const MAIL_ENV = { from: 'MAIL_FROM', configurationSet: 'MAIL_CONFIGURATION_SET' } as const;

/**
 * The stage's mail identity in SES: the domain with Easy DKIM (CNAME records written into the
 * hosted zone), a configuration set that suppresses bounces and complaints, and the sender
 * address. Cognito sends its codes through it, and so does the product's mail port.
 */
export class MailDomain extends Construct {
  readonly zone: IPublicHostedZone;
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  readonly fromAddress: string;

  constructor(scope: Construct, id: string, props: MailDomainProps) {
    super(scope, id);
    const { domain, config } = props;
    this.zone = PublicHostedZone.fromPublicHostedZoneAttributes(this, 'Zone', {
      hostedZoneId: domain.hostedZoneId,
      zoneName: domain.zoneName,
    });
    this.fromAddress = mailFromAddress(domain);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: `${config.stackName}-mail`,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    (this.configurationSet.node.defaultChild as CfnConfigurationSet).overrideLogicalId('MailConfigurationSet');
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.publicHostedZone(this.zone),
      configurationSet: this.configurationSet,
      dkimSigning: true,
    });
    (this.identity.node.defaultChild as CfnEmailIdentity).overrideLogicalId('MailIdentity');
  }

  /** Lets a function send as the stage's sender through the configuration set (SES v2 SendEmail). */
  grantSend(grantee: IGrantable) {
    const stack = Stack.of(this);
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          this.identity.emailIdentityArn,
          stack.formatArn({
            service: 'ses',
            resource: 'configuration-set',
            resourceName: this.configurationSet.configurationSetName,
          }),
        ],
        conditions: { StringEquals: { 'ses:FromAddress': this.fromAddress } },
      }),
    );
  }

  /** The environment a mail-sending function needs. */
  environment(): Record<string, string> {
    return { [MAIL_ENV.from]: this.fromAddress, [MAIL_ENV.configurationSet]: this.configurationSet.configurationSetName };
  }
}
