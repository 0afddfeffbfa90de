/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument -- the price table (bench/prices-ap-south-1.json) is read as JSON at run time; test/bench/cost-model.test.ts checks its shape. */
/**
 * Monthly cost model of one stage: synthesizes the stage's stacks (offline, as the tests do), reads
 * what the templates deploy (functions and their memory, alarms and the metrics they watch, web ACL
 * rules, secrets, dashboards, tables, backup plan) and prices them with the checked-in ap-south-1
 * table (bench/prices-ap-south-1.json) for 10 thousand, 1 million and 10 million page views a
 * month with 100, 10,000 and 100,000 applications, naming the largest line of each bill.
 *
 *   npx tsx bench/cost-model.ts [--stage prod] [--free-tier] [--pay-as-you-go] [--bytes-per-view 200]
 *
 * List prices by default; --free-tier subtracts AWS's always-free monthly allowances (per account,
 * shared with the other stage). Where the templates subscribe the distribution to CloudFront's
 * flat-rate plan (prod), delivery, requests, the web ACL and DNS are its monthly fee while the
 * traffic fits the allowance (above it the plan is priced as pay-as-you-go, the honest upper
 * bound); --pay-as-you-go prices the same stage without the plan. Traffic assumptions are at the top.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { stageConfig, type StageName } from '../infra/config/stages';
import { addProductStage } from '../infra/cloud/product-app';
import { repoPath } from '../infra/cloud/paths';

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const stage = (arg('--stage') ?? 'prod') as StageName;
const freeTier = args.includes('--free-tier');
/** Price the stage as if it had no CloudFront flat-rate plan, for comparison. */
const payAsYouGo = args.includes('--pay-as-you-go');

/** What one page view and one application cost in requests, compute and bytes (assumptions). */
const TRAFFIC = {
  /** Average transferred per view: a first visit ~400 KB (HTML, ≤100 KB JS by budget, CSS, images), a repeat ~30 KB from cache. */
  kbPerView: Number(arg('--bytes-per-view') ?? 200),
  /** CloudFront requests per view (HTML, config.json, chunks and images not yet cached). */
  cdnRequestsPerView: 5,
  /** API calls per view (the careers and blog lists, a job page). */
  apiCallsPerView: 0.3,
  /** A list or read: ~80 ms at 256 MB, ~5 read units. */
  apiMs: 80,
  readUnitsPerCall: 5,
  /** Per application: upload URL (light), parse and submit (heavy, ~1.5 and ~1.8 s), ~6 staff reads (candidates' memory). */
  applicationCalls: { light: 1, staff: 6, heavy: 2 },
  heavyMs: 1650,
  writeUnitsPerApplication: 4,
  resumeKb: 300,
  /** Resumes and applications are kept a year (retention): storage is 12 months of them. */
  monthsStored: 12,
  emailsPerApplication: 2,
  applicationKb: 8,
  /** Log bytes per function invocation and per API access log line. */
  logKbPerInvocation: 1.5,
  /** X-Ray samples ~5% of requests after the first per second. */
  traceShare: 0.05,
} as const;

interface Cfn {
  Resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
}

function synthesize(): Cfn[] {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'nimbus-crest-cost-'));
  const cdkJson = JSON.parse(fs.readFileSync(repoPath('cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const webDir = fs.existsSync(repoPath('dist/web/index.html'))
    ? repoPath('dist/web')
    : repoPath('test/infra/cloud/fixtures/web');
  const app = new App({
    outdir,
    builtinCloudFormationValidation: false,
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] },
  });
  addProductStage(app, { config: stageConfig(stage), webDir });
  const assembly = app.synth();
  const templates = assembly.stacks
    .filter((s) => s.stackName !== 'NimbusCrest-ci')
    .map((s) => JSON.parse(fs.readFileSync(path.join(assembly.directory, s.templateFile), 'utf8')) as Cfn);
  fs.rmSync(outdir, { recursive: true, force: true });
  return templates;
}

/** What the templates deploy that has a price. */
function inventory(templates: Cfn[]) {
  const resources = templates.flatMap((t) => Object.values(t.Resources));
  const ofType = (type: string) => resources.filter((r) => r.Type === type);
  const apiFunctions = ofType('AWS::Lambda::Function').filter((f) =>
    (typeof f.Properties.Description === 'string' ? f.Properties.Description : '').includes(' API: '),
  );
  const memoryOf = (family: string) =>
    Number(apiFunctions.find((f) => String(f.Properties.Description).endsWith(`API: ${family}`))?.Properties.MemorySize ?? 0);
  const alarmMetrics = ofType('AWS::CloudWatch::Alarm')
    .map((a) => (a.Properties.Metrics as { MetricStat?: unknown }[] | undefined)?.filter((m) => m.MetricStat).length ?? 1)
    .reduce((a, b) => a + b, 0);
  const acls = ofType('AWS::WAFv2::WebACL');
  return {
    lightMb: memoryOf('jobs'),
    heavyMb: memoryOf('applications'),
    staffMb: memoryOf('candidates'),
    alarms: ofType('AWS::CloudWatch::Alarm').length,
    alarmMetrics,
    dashboards: ofType('AWS::CloudWatch::Dashboard').length,
    webAcls: acls.length,
    wafRules: acls.reduce((n, a) => n + ((a.Properties.Rules as unknown[]) ?? []).length, 0),
    secrets: ofType('AWS::SecretsManager::Secret').length,
    tables: ofType('AWS::DynamoDB::Table').length,
    backups: ofType('AWS::Backup::BackupPlan').length > 0,
    tracing: apiFunctions.some((f) => (f.Properties.TracingConfig as { Mode?: string } | undefined)?.Mode === 'Active'),
    hostedZones: ofType('AWS::CertificateManager::Certificate').length,
    cloudFrontPlan: payAsYouGo
      ? undefined
      : (ofType('AWS::PricingPlanManager::Subscription')[0]?.Properties.PlanTier as string | undefined),
    // Powertools metrics: one series per metric name (lambdas/contract/metrics.ts, one dimension).
    customMetrics: 7,
  };
}

type Line = [name: string, usd: number];

function bill(inv: ReturnType<typeof inventory>, views: number, applications: number): Line[] {
  // The price table is a JSON file read at run time; test/bench/cost-model.test.ts checks its shape.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
  const p = JSON.parse(fs.readFileSync(repoPath('bench/prices-ap-south-1.json'), 'utf8'));
  const free = (n: number, allowance: number) => (freeTier ? Math.max(0, n - allowance) : n);
  const t = TRAFFIC;

  const { light, staff, heavy } = t.applicationCalls;
  const apiCalls = views * t.apiCallsPerView + applications * (light + staff + heavy);
  const lightGbS =
    (views * t.apiCallsPerView + applications * light) * (t.apiMs / 1000) * (inv.lightMb / 1024) +
    applications * staff * (t.apiMs / 1000) * (inv.staffMb / 1024);
  const heavyGbS = applications * heavy * (t.heavyMs / 1000) * (inv.heavyMb / 1024);
  const cdnGb = (views * t.kbPerView) / 1024 / 1024;
  const cdnRequests = views * t.cdnRequestsPerView + apiCalls;
  const storedGb = (applications * t.monthsStored * t.applicationKb) / 1024 / 1024;
  const resumeGb = (applications * t.monthsStored * t.resumeKb) / 1024 / 1024;
  const logsGb = (apiCalls * t.logKbPerInvocation * 2) / 1024 / 1024;
  const lines: Line[] = [
    ['CloudFront data transfer', free(cdnGb, p.cloudFront.free.gb) * p.cloudFront.perGbIndia],
    ['CloudFront requests', (free(cdnRequests, p.cloudFront.free.requests) / 10_000) * p.cloudFront.perTenThousandHttpsIndia],
    [
      'CloudFront Functions',
      (free(views * t.cdnRequestsPerView + apiCalls, p.cloudFrontFunctions.free.invocations) / 1e6) *
        p.cloudFrontFunctions.perMillionInvocations,
    ],
    ['API Gateway (REST)', (apiCalls / 1e6) * p.apiGatewayRest.perMillionRequests],
    ['Lambda requests', (free(apiCalls, p.lambda.free.requests) / 1e6) * p.lambda.perMillionRequests],
    ['Lambda compute (arm64)', free(lightGbS + heavyGbS, p.lambda.free.gbSeconds) * p.lambda.perGbSecondArm],
    [
      'DynamoDB requests',
      ((views * t.apiCallsPerView * t.readUnitsPerCall + applications * 6 * t.readUnitsPerCall) / 1e6) *
        p.dynamoDbOnDemand.perMillionReads +
        ((applications * t.writeUnitsPerApplication) / 1e6) * p.dynamoDbOnDemand.perMillionWrites,
    ],
    [
      'DynamoDB storage and PITR',
      free(storedGb, p.dynamoDbOnDemand.free.gb) * p.dynamoDbOnDemand.perGbMonth + storedGb * p.dynamoDbOnDemand.pitrPerGbMonth,
    ],
    ['AWS Backup (tables)', inv.backups ? storedGb * 1.5 * p.backup.dynamoDbWarmPerGbMonth : 0],
    [
      'S3 resumes (storage, PUT, GET)',
      resumeGb * p.s3Standard.perGbMonth +
        ((applications * 2) / 1000) * p.s3Standard.perThousandPut +
        ((applications * 4) / 1000) * p.s3Standard.perThousandGet,
    ],
    [
      'WAF',
      inv.webAcls * p.waf.perWebAcl +
        inv.wafRules * p.waf.perRule +
        (inv.webAcls ? ((views * t.cdnRequestsPerView + apiCalls) / 1e6) * p.waf.perMillionRequests : 0),
    ],
    ['CloudWatch alarms', free(inv.alarmMetrics, p.cloudWatch.free.alarmMetrics) * p.cloudWatch.perAlarmMetric],
    ['CloudWatch dashboard', free(inv.dashboards, p.cloudWatch.free.dashboards) * p.cloudWatch.perDashboard],
    ['CloudWatch custom metrics', free(inv.customMetrics, p.cloudWatch.free.customMetrics) * p.cloudWatch.perCustomMetric],
    [
      'CloudWatch Logs',
      free(logsGb, p.cloudWatch.free.logsGb) * p.cloudWatch.logsIngestPerGb + logsGb * 3 * p.cloudWatch.logsStorePerGbMonth,
    ],
    ['X-Ray traces', inv.tracing ? (free(apiCalls * t.traceShare, p.xRay.free.traces) / 1e6) * p.xRay.perMillionTraces : 0],
    [
      'Secrets Manager',
      inv.secrets * p.secretsManager.perSecret + ((apiCalls * 0.01) / 10_000) * p.secretsManager.perTenThousandCalls,
    ],
    ['SES mail', ((applications * t.emailsPerApplication) / 1000) * p.ses.perThousandEmails],
    ['Route 53 zone', inv.hostedZones * p.route53.perHostedZone],
  ];
  if (inv.cloudFrontPlan === 'PRO') {
    const plan = p.cloudFrontFlatRatePro as { perMonth: number; requests: number; gb: number; s3CreditGb: number };
    const covered = new Set(['CloudFront data transfer', 'CloudFront requests', 'CloudFront Functions', 'WAF', 'Route 53 zone']);
    const within = cdnRequests <= plan.requests && cdnGb <= plan.gb;
    if (within) {
      // The plan's S3 storage credit applies to Standard storage in the account: the resumes.
      const creditUsd = Math.min(resumeGb, plan.s3CreditGb) * p.s3Standard.perGbMonth;
      return [
        ...lines.filter(([n]) => !covered.has(n)),
        ['CloudFront Pro plan (delivery, WAF, DNS)', plan.perMonth],
        ['S3 storage credit of the plan', -creditUsd],
      ];
    }
  }
  return lines;
}

const inv = inventory(synthesize());
const money = (n: number) => `$${n.toFixed(2).padStart(8)}`;
console.log(
  `Cost model, stage ${stage} (${freeTier ? 'after always-free allowances' : 'list prices, no free tier'}, ${inv.cloudFrontPlan ? `CloudFront flat-rate ${inv.cloudFrontPlan} plan where the traffic fits it` : 'CloudFront and WAF pay-as-you-go'}), ${TRAFFIC.kbPerView} KB per view`,
);
console.log(
  `Deployed (from the templates): ${inv.alarms} alarms watching ${inv.alarmMetrics} metrics, ${inv.dashboards} dashboard, ${inv.webAcls} web ACL with ${inv.wafRules} rules, ${inv.secrets} secret, ${inv.tables} tables${inv.backups ? ' with AWS Backup' : ''}, functions ${inv.lightMb} MB (reads) / ${inv.staffMb} MB (staff reads) / ${inv.heavyMb} MB (parse, submit), tracing ${inv.tracing ? 'on' : 'off'}`,
);
console.log('');
console.log('page views/month  applications/month     total  largest lines');
for (const views of [10_000, 1_000_000, 10_000_000]) {
  for (const applications of [100, 10_000, 100_000]) {
    const lines = bill(inv, views, applications);
    const total = lines.reduce((s, [, v]) => s + v, 0);
    const top = [...lines]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([n, v]) => `${n} ${money(v).trim()} (${Math.round((100 * v) / total)}%)`);
    const mark =
      views === 1_000_000 && applications === 10_000 ? (total <= 30 ? '  ← target ≤ $30: met' : '  ← target ≤ $30: NOT met') : '';
    console.log(
      `${views.toLocaleString('en-US').padStart(16)}  ${applications.toLocaleString('en-US').padStart(18)}  ${money(total)}  ${top.join('; ')}${mark}`,
    );
  }
}
