/**
 * Powertools instances, one each per container: the structured logger and the metrics (CloudWatch
 * embedded metric format). Metrics run only inside Lambda and only where the stage turns them on
 * (POWERTOOLS_METRICS_DISABLED set by the CDK app); the local stack and the tests get none, so
 * nothing is printed there.
 * Tracing is Lambda's own (active tracing on the stages that turn it on: each invocation's
 * segment, its init and overhead, beside API Gateway's): no X-Ray SDK in the bundles. The
 * Powertools Tracer carried it (about 115 KB minified and its start-up in every function) for
 * subsegments of each AWS SDK call, which the request logs' durations already show.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRIC_SERVICE, METRICS, type MetricName } from '../contract/metrics';

/** One structured logger per container (Powertools): JSON lines with the request id. */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'website-api',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'DEBUG' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
});

const onLambda = Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);

export const metricsEnabled = onLambda && process.env.POWERTOOLS_METRICS_DISABLED !== 'true';

export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'NimbusCrest/local',
  // One service for every function, so an alarm finds a metric whichever function emitted it.
  serviceName: METRIC_SERVICE,
});

const UNITS: Record<MetricName, (typeof MetricUnit)[keyof typeof MetricUnit]> = {
  [METRICS.applicationSubmitted]: MetricUnit.Count,
  [METRICS.resumeParsed]: MetricUnit.Count,
  [METRICS.resumeParseFailed]: MetricUnit.Count,
  [METRICS.resumeParseTime]: MetricUnit.Milliseconds,
  [METRICS.requestLimited]: MetricUnit.Count,
  [METRICS.mailSent]: MetricUnit.Count,
  [METRICS.mailFailed]: MetricUnit.Count,
};

/** Records one value of a product metric (published when the invocation ends). */
export function recordMetric(name: MetricName, value = 1): void {
  if (!metricsEnabled) return;
  metrics.addMetric(name, UNITS[name], value);
}

/**
 * Publishes what the invocation recorded. Powertools' own logMetrics middleware warns "No
 * application metrics to publish" on every request that recorded none (most of them).
 */
export function publishMetrics(): void {
  if (metricsEnabled && metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}

const runningFunction = new AsyncLocalStorage<string>();

/** Runs a handler family's work with its name in context (the local grant check reads it). */
export const runAsFunction = <T>(family: string, work: () => T): T => runningFunction.run(family, work);

/** The handler family whose request is being served, if any. */
export const currentFunction = (): string | undefined => runningFunction.getStore();
