/**
 * Product metrics as a deployed function emits them: inside Lambda (AWS_LAMBDA_FUNCTION_NAME set)
 * with metrics on, the parse handler prints one embedded-metric-format line per invocation with
 * the stage's namespace, the shared `service` dimension and the names of lambdas/contract/metrics.
 */
import '../support/env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type * as ResumeModuleValue from '../../../lambdas/resume';
import { ResumeError, parseResume } from '../../../lambdas/resume';
import { METRIC_SERVICE, METRICS } from '../../../lambdas/contract/metrics';
import { apiEvent, call } from '../support/events';
import { PDF_BYTES, objectBody } from '../support/s3';
import type { LambdaHandler } from '../../../lambdas/handlers/registry';

vi.mock('../../../lambdas/resume', async (importOriginal) => {
  const actual = await importOriginal<typeof ResumeModuleValue>();
  return { ...actual, parseResume: vi.fn() };
});
const parse = vi.mocked(parseResume);
const s3 = mockClient(S3Client);
// The abuse-limit counter (an UpdateItem) answers as an empty table would.
mockClient(DynamoDBDocumentClient);
const KEY = 'incoming/0f8fad5b-d9cb-469f-a165-70867728950e.pdf';

interface Emf {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] };
  [key: string]: unknown;
}

async function loadHandler(env: Record<string, string>): Promise<LambdaHandler> {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  return ((await import('../../../lambdas/handlers/parse')) as { handler: LambdaHandler }).handler;
}

/** EMF lines written to stdout while `run` runs. */
async function emfLines(run: () => Promise<unknown>): Promise<Emf[]> {
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await run();
  } finally {
    write.mockRestore();
  }
  return lines
    .flatMap((l) => l.split('\n'))
    .filter((l) => l.includes('"_aws"'))
    .map((l) => JSON.parse(l) as Emf);
}

const lambdaEnv = {
  AWS_LAMBDA_FUNCTION_NAME: 'NimbusCrest-test-parse',
  POWERTOOLS_METRICS_NAMESPACE: 'NimbusCrest/test',
};

beforeEach(() => {
  s3.reset();
  parse.mockReset();
  s3.on(HeadObjectCommand).resolves({ ContentLength: PDF_BYTES.byteLength });
  s3.on(GetObjectCommand).resolves({ Body: objectBody(PDF_BYTES) });
});
afterEach(() => vi.unstubAllEnvs());

describe('product metrics', () => {
  it('a parsed resume: ResumeParsed and ResumeParseTime in the stage namespace, service dimension only', async () => {
    const handler = await loadHandler(lambdaEnv);
    parse.mockResolvedValue({ name: 'Asha Rao', experience: '', education: '', skills: '', source: 'builtin', text: '' });
    const emf = await emfLines(() => call(handler, apiEvent('parseResume', { body: { key: KEY } })));
    expect(emf).toHaveLength(1);
    const [directive] = emf[0]!._aws.CloudWatchMetrics;
    expect(directive!.Namespace).toBe('NimbusCrest/test');
    expect(directive!.Dimensions).toEqual([['service']]);
    expect(emf[0]!.service).toBe(METRIC_SERVICE);
    expect(directive!.Metrics.map((m) => m.Name).sort()).toEqual([METRICS.resumeParseTime, METRICS.resumeParsed].sort());
    expect(emf[0]![METRICS.resumeParsed]).toBe(1);
    expect(typeof emf[0]![METRICS.resumeParseTime]).toBe('number');
  });

  it('an unreadable resume: ResumeParseFailed, published although the request failed', async () => {
    const handler = await loadHandler(lambdaEnv);
    parse.mockRejectedValue(new ResumeError('no-text', 'broken'));
    let status = 0;
    const emf = await emfLines(async () => {
      status = (await call(handler, apiEvent('parseResume', { body: { key: KEY } }))).status;
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(emf).toHaveLength(1);
    expect(emf[0]![METRICS.resumeParseFailed]).toBe(1);
    expect(emf[0]![METRICS.resumeParsed]).toBeUndefined();
  });

  it('prints nothing when the stage turns metrics off, and nothing for a request that recorded none', async () => {
    const off = await loadHandler({ ...lambdaEnv, POWERTOOLS_METRICS_DISABLED: 'true' });
    parse.mockResolvedValue({ experience: '', education: '', skills: '', source: 'builtin', text: '' });
    expect(await emfLines(() => call(off, apiEvent('parseResume', { body: { key: KEY } })))).toEqual([]);

    const on = await loadHandler(lambdaEnv);
    const bad = await emfLines(() => call(on, apiEvent('parseResume', { body: { key: 'resumes/x.pdf' } })));
    expect(bad).toEqual([]);
  });

  it('prints nothing outside Lambda (local stack, tests)', async () => {
    const local = await loadHandler({ POWERTOOLS_METRICS_NAMESPACE: 'NimbusCrest/test' });
    parse.mockResolvedValue({ experience: '', education: '', skills: '', source: 'builtin', text: '' });
    expect(await emfLines(() => call(local, apiEvent('parseResume', { body: { key: KEY } })))).toEqual([]);
  });
});
