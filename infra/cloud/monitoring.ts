import { Construct } from 'constructs';
import { Duration, Stack } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { Stage } from 'aws-cdk-lib/aws-apigateway';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { METRIC_SERVICE, METRICS, metricNamespace, type MetricName } from '../../lambdas/contract/metrics';
import { EDGE_REGION, type StageConfig } from '../config/stages';
import { AlarmTopic } from './alarm-topic';
import { wafBlockedMetric } from './edge-stack';

/** Alarm thresholds, in one place so the runbook and the tests read the same numbers. */
export const THRESHOLDS = {
  /** API answers that were 5xx, percent of requests over 5 minutes (with at least `minRequests`). */
  api5xxPercent: 5,
  minRequests: 20,
  /** API Gateway p99 latency, milliseconds, three 5-minute periods in a row. */
  apiP99Ms: 3000,
  /** Unhandled function errors or throttles in 5 minutes. */
  functionErrors: 1,
  functionThrottles: 1,
  /** Messages waiting in a dead-letter queue. */
  deadLetterMessages: 1,
  /** Resumes that could not be read, percent of attempts in an hour (with at least `minParses`). */
  parseFailurePercent: 50,
  minParses: 10,
  /** Mail the service refused or could not send, in 15 minutes. */
  mailFailures: 3,
} as const;

export interface MonitoringProps {
  readonly config: StageConfig;
  readonly apiStage: Stage;
  readonly functions: Record<string, IFunction>;
  /** The web ACL's name when the stage has one (its metrics live in us-east-1). */
  readonly webAclName?: string;
}

/**
 * The stage's alarms (to one SNS topic whose subscribers come from the stage config), its monthly
 * budget and one dashboard. Plain CloudWatch constructs rather than cdk-monitoring-constructs: see
 * the README's decision log ("Monitoring with plain constructs").
 */
export class Monitoring extends Construct {
  readonly topic: AlarmTopic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;
  readonly budget: CfnBudget;
  private readonly config: StageConfig;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { config, apiStage } = props;
    this.config = config;
    this.topic = new AlarmTopic(this, 'Alarms', config);
    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `${config.stackName}-overview` });
    this.dashboard.addWidgets(
      new TextWidget({ markdown: `# ${config.stackName}\nAlarms and what to do: docs/runbook.md`, width: 24, height: 2 }),
    );

    const requests = apiStage.metricCount({ period: Duration.minutes(5), statistic: 'Sum' });
    const serverErrors = apiStage.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' });
    const latencyP99 = apiStage.metricLatency({ period: Duration.minutes(5), statistic: 'p99' });
    const errorRate = new MathExpression({
      expression: `IF(requests >= ${THRESHOLDS.minRequests}, 100 * errors / requests, 0)`,
      usingMetrics: { requests, errors: serverErrors },
      label: 'API 5xx (% of requests)',
      period: Duration.minutes(5),
    });
    this.alarm('Api5xxRate', errorRate, THRESHOLDS.api5xxPercent, 'More than 5% of API requests answered 5xx in 5 minutes.', 2);
    this.alarm('ApiLatencyP99', latencyP99, THRESHOLDS.apiP99Ms, 'API p99 latency over 3 s for 15 minutes.', 3);

    const functionWidgets = Object.entries(props.functions).map(([name, fn]) => this.functionAlarms(name, fn));

    const parsed = this.productMetric(METRICS.resumeParsed, Duration.hours(1));
    const failed = this.productMetric(METRICS.resumeParseFailed, Duration.hours(1));
    const failureRatio = new MathExpression({
      expression: `IF(parsed + failed >= ${THRESHOLDS.minParses}, 100 * failed / (parsed + failed), 0)`,
      usingMetrics: { parsed, failed },
      label: 'Resume parse failures (% of attempts)',
      period: Duration.hours(1),
    });
    this.alarm(
      'ParseFailureRatio',
      failureRatio,
      THRESHOLDS.parseFailurePercent,
      'Over half of the resumes read in the last hour failed.',
      1,
    );
    const mailFailed = this.productMetric(METRICS.mailFailed, Duration.minutes(15));
    this.alarm(
      'MailFailures',
      mailFailed,
      THRESHOLDS.mailFailures,
      'Mail could not be sent (SES refused or failed) at least 3 times in 15 minutes.',
      1,
      true,
    );

    this.budget = this.monthlyBudget();

    this.dashboard.addWidgets(
      new GraphWidget({ title: 'API requests and 5xx', left: [requests], right: [serverErrors], width: 8 }),
      new GraphWidget({ title: 'API latency p99 (ms)', left: [latencyP99], width: 8 }),
      new GraphWidget({ title: 'API 5xx rate (%)', left: [errorRate], width: 8 }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Applications and resumes',
        left: [this.productMetric(METRICS.applicationSubmitted, Duration.hours(1)), parsed, failed],
        right: [this.productMetric(METRICS.resumeParseTime, Duration.hours(1), 'p90')],
        width: 12,
      }),
      new GraphWidget({
        title: 'Mail and limited requests',
        left: [
          this.productMetric(METRICS.mailSent, Duration.hours(1)),
          mailFailed,
          this.productMetric(METRICS.requestLimited, Duration.hours(1)),
        ],
        width: 12,
      }),
    );
    for (let i = 0; i < functionWidgets.length; i += 3) this.dashboard.addWidgets(...functionWidgets.slice(i, i + 3));
    if (props.webAclName) {
      this.dashboard.addWidgets(
        new GraphWidget({
          title: 'WAF blocked requests (us-east-1)',
          left: [wafBlockedMetric(props.webAclName, EDGE_REGION)],
          width: 24,
        }),
      );
    }
  }

  /** Errors and throttles alarms and a dashboard graph for a function added later (a scheduled job, a queue worker). */
  watchFunction(name: string, fn: IFunction) {
    this.dashboard.addWidgets(this.functionAlarms(name, fn));
  }

  private functionAlarms(name: string, fn: IFunction): GraphWidget {
    const errors = fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' });
    const throttles = fn.metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' });
    const id = `${name[0]!.toUpperCase()}${name.slice(1)}`;
    this.alarm(
      `${id}Errors`,
      errors,
      THRESHOLDS.functionErrors,
      `The ${name} function failed (unhandled error or timeout).`,
      1,
      true,
    );
    this.alarm(
      `${id}Throttles`,
      throttles,
      THRESHOLDS.functionThrottles,
      `The ${name} function was throttled (concurrency limit).`,
      1,
      true,
    );
    return new GraphWidget({
      title: `${name}: invocations, errors, throttles`,
      left: [fn.metricInvocations({ period: Duration.minutes(5) }), errors, throttles],
      right: [fn.metricDuration({ period: Duration.minutes(5), statistic: 'p99' })],
      width: 8,
    });
  }

  /** Alarm on messages waiting in a dead-letter queue (the publisher's failed changes). */
  watchDeadLetterQueue(name: string, queue: IQueue) {
    const depth = queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' });
    this.alarm(
      `${name}DeadLetters`,
      depth,
      THRESHOLDS.deadLetterMessages,
      `Messages are waiting in the ${name} dead-letter queue.`,
      1,
      true,
    );
  }

  private productMetric(name: MetricName, period: Duration, statistic = 'Sum'): Metric {
    return new Metric({
      namespace: metricNamespace(this.config.name),
      metricName: name,
      dimensionsMap: { service: METRIC_SERVICE },
      statistic,
      period,
    });
  }

  private alarm(id: string, metric: IMetric, threshold: number, description: string, periods: number, atLeast = false) {
    const alarm = new Alarm(this, id, {
      alarmName: `${this.config.stackName} ${id}`,
      alarmDescription: `${description} See docs/runbook.md (${id}).`,
      metric,
      threshold,
      evaluationPeriods: periods,
      comparisonOperator: atLeast
        ? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD
        : ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.topic.action);
    alarm.addOkAction(this.topic.action);
    this.alarms.push(alarm);
    return alarm;
  }

  /** The month's forecast over the stage's budget, for costs tagged `stage=<name>`, to the same topic. */
  private monthlyBudget(): CfnBudget {
    const { config } = this;
    this.topic.topic.addToResourcePolicy(
      new PolicyStatement({
        actions: ['sns:Publish'],
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        resources: [this.topic.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );
    return new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetName: `${config.stackName}-monthly`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: config.monthlyBudgetUsd, unit: 'USD' },
        // The `stage` tag must be activated once as a cost allocation tag (docs/runbook.md).
        costFilters: { TagKeyValue: [`user:stage$${config.name}`] },
      },
      notificationsWithSubscribers: [
        {
          notification: {
            notificationType: 'FORECASTED',
            comparisonOperator: 'GREATER_THAN',
            threshold: 100,
            thresholdType: 'PERCENTAGE',
          },
          subscribers: [{ subscriptionType: 'SNS', address: this.topic.topic.topicArn }],
        },
        {
          notification: {
            notificationType: 'ACTUAL',
            comparisonOperator: 'GREATER_THAN',
            threshold: 100,
            thresholdType: 'PERCENTAGE',
          },
          subscribers: [{ subscriptionType: 'SNS', address: this.topic.topic.topicArn }],
        },
      ],
    });
  }
}
