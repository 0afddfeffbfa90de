import { Construct } from 'constructs';
import { Duration } from 'aws-cdk-lib';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { lambdaBundling } from './cdk-bundling';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { SCHEDULED_ENTRIES, SCHEDULED_FUNCTIONS, type ScheduledFunction } from '../../lambdas/handlers/registry';
import { APP_NAME } from '../config/stages';
import { SCHEDULED_SPECS, type FunctionSpec } from './function-access';
import {
  createProductFunction,
  dataEnvironment,
  functionsByName,
  mailEnvironment,
  type FunctionResources,
} from './product-function';

export type ScheduledFunctionsProps = FunctionResources;

/** When each scheduled function runs (EventBridge Scheduler, UTC). */
export const SCHEDULES: Record<ScheduledFunction, ScheduleExpression> = {
  purge: ScheduleExpression.cron({ hour: '2', minute: '30' }),
  'outbox-worker': ScheduleExpression.rate(Duration.minutes(5)),
  // Scheduled posts go public within a minute of their time (docs/decisions/0034).
  'publish-due': ScheduleExpression.rate(Duration.minutes(1)),
};

const pascal = (s: string) =>
  s
    .split('-')
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');

/**
 * The retention purge (daily) and the mail retry worker (every 5 minutes), each with only the
 * grants SCHEDULED_SPECS lists, started by EventBridge Scheduler.
 */
export class ScheduledFunctions extends Construct {
  readonly functions: Record<ScheduledFunction, NodejsFunction>;

  constructor(scope: Construct, id: string, props: ScheduledFunctionsProps) {
    super(scope, id);
    this.functions = functionsByName(SCHEDULED_FUNCTIONS, (name) => this.create(name, props));
  }

  private create(name: ScheduledFunction, props: ScheduledFunctionsProps): NodejsFunction {
    const { config } = props;
    const spec: FunctionSpec = SCHEDULED_SPECS[name];
    const id = pascal(name);
    const fn = createProductFunction(
      this,
      {
        id,
        description: `${config.stackName} scheduled: ${name}`,
        entry: SCHEDULED_ENTRIES[name],
        spec,
        environment: {
          POWERTOOLS_SERVICE_NAME: `${APP_NAME}-${name}`,
          LOG_LEVEL: config.logLevel,
          ...dataEnvironment(spec, props),
          ...(spec.mail ? mailEnvironment(config, props.mail) : {}),
        },
        bundling: lambdaBundling(),
      },
      props,
    );

    new Schedule(this, `${id}Schedule`, {
      description: `${config.stackName}: ${name}`,
      schedule: SCHEDULES[name],
      target: new LambdaInvoke(fn, { retryAttempts: 2 }),
    });
    return fn;
  }
}
