/**
 * The product's own CloudWatch metrics: one name map shared by the functions that emit them
 * (lambdas/adapters/observability.ts) and the alarms and dashboard that read them (infra). Every
 * metric carries one dimension, `service` = METRIC_SERVICE, whichever function emits it, so an
 * alarm names it exactly once.
 */
export const METRIC_SERVICE = 'nimbus-crest';

/** Namespace of a stage's metrics: `NimbusCrest/dev`, `NimbusCrest/prod`. */
export const metricNamespace = (stage: string) => `NimbusCrest/${stage}`;

export const METRICS = {
  /** An application stored (count). */
  applicationSubmitted: 'ApplicationSubmitted',
  /** A resume read for the form prefill (count). */
  resumeParsed: 'ResumeParsed',
  /** A resume that could not be read (count; the failure ratio alarm divides it by parsed + failed). */
  resumeParseFailed: 'ResumeParseFailed',
  /** Time spent reading one resume (milliseconds). */
  resumeParseTime: 'ResumeParseTime',
  /** A request refused by an abuse limit (429; count). */
  requestLimited: 'RequestLimited',
  /** A message handed to the mail service (count). */
  mailSent: 'MailSent',
  /** A message the mail service refused or that could not be sent (count). */
  mailFailed: 'MailFailed',
} as const;

export type MetricName = (typeof METRICS)[keyof typeof METRICS];
