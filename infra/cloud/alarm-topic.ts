import { Construct } from 'constructs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { StageConfig } from '../config/stages';

/** An SNS topic for a stage's alarms, its subscribers the stage's `alarmEmails`. One per region. */
export class AlarmTopic extends Construct {
  readonly topic: Topic;
  readonly action: SnsAction;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: `${config.stackName} alarms`, enforceSSL: true });
    for (const email of config.alarmEmails) this.topic.addSubscription(new EmailSubscription(email));
    this.action = new SnsAction(this.topic);
  }
}
