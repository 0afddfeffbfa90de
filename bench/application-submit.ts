/**
 * Submit latency of POST /api/applications through the local gateway on a fresh stack: a resume
 * with many skills (60 indexed skill terms, the most search-key rows an application can have) and
 * one with three, submitted alternately. Each submission uploads its own copy first (not timed):
 * one application per upload. Prints median and p95 of the POST, the part of it spent writing
 * search keys, and the search-key rows and BatchWriteItem calls per submission, counted on the
 * DynamoDB client the handlers use (the stack runs them in this process).
 *
 *   npx tsx bench/application-submit.ts [--runs 15]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startLocalStack } from '../infra/local/stack';
import { staffIdToken } from './support/staff-token';
import { DEFAULT_RATE_LIMITS, scaleRateLimits } from '../lambdas/contract/abuse';
import { documentClient } from '../lambdas/adapters/clients';
import { tableName } from '../lambdas/adapters/tables';
import { MAX_SKILL_TERMS } from '../lambdas/domain/search-keys';
import { textResumePdf } from './support/text-resume';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 15;
const WARM_UP = 2;

const MANY_SKILLS = [
  'TypeScript', 'JavaScript', 'React', 'Angular', 'Vue', 'Svelte', 'Node.js', 'Deno', 'Python', 'Django',
  'Flask', 'FastAPI', 'Java', 'Spring', 'Kotlin', 'Scala', 'Go', 'Rust', 'C++', 'C#',
  'AWS', 'Azure', 'GCP', 'Lambda', 'DynamoDB', 'S3', 'CloudFront', 'CDK', 'Terraform', 'Pulumi',
  'Kubernetes', 'Docker', 'Helm', 'Istio', 'Linux', 'Bash', 'PostgreSQL', 'MySQL', 'MongoDB', 'Redis',
  'Kafka', 'RabbitMQ', 'GraphQL', 'gRPC', 'REST', 'OAuth', 'Cognito', 'Jest', 'Vitest', 'Playwright',
  'Cypress', 'Webpack', 'Vite', 'Git', 'Jenkins', 'Prometheus', 'Grafana', 'Salesforce', 'Tableau', 'Spark',
  'Airflow', 'Snowflake', 'PyTorch', 'TensorFlow',
]; // prettier-ignore
const FEW_SKILLS = ['TypeScript', 'React', 'AWS'];
const PDF_TYPE = 'application/pdf';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;

/** Search-key writes seen on the handlers' DynamoDB client since the last `take()`. */
function countSearchKeyWrites() {
  const indexTable = tableName('applicationIndex');
  let calls = 0;
  let rows = 0;
  let ms = 0;
  // Wall time with at least one search-key write in flight (calls may run side by side).
  let inFlight = 0;
  let busySince = 0;
  (documentClient().middlewareStack as unknown as { add: (mw: unknown, options: unknown) => void }).add(
    (next: (a: unknown) => Promise<unknown>, context: { commandName?: string }) => async (a: unknown) => {
      const items = (a as { input?: { RequestItems?: Record<string, unknown[]> } }).input?.RequestItems?.[indexTable];
      if (!context.commandName?.startsWith('BatchWrite') || !items) return next(a);
      calls += 1;
      rows += items.length;
      if (inFlight++ === 0) busySince = performance.now();
      try {
        return await next(a);
      } finally {
        if (--inFlight === 0) ms += performance.now() - busySince;
      }
    },
    { step: 'initialize', name: 'benchCountSearchKeyWrites', override: true },
  );
  return {
    take() {
      const out = { calls, rows, ms };
      calls = rows = ms = 0;
      return out;
    },
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-submit-'));
// Every submission comes from this one address: limits high enough for the bench (still checked on each request).
const stack = await startLocalStack({
  port: 0,
  dataDir,
  reset: true,
  web: 'none',
  log: () => undefined,
  rateLimits: scaleRateLimits(DEFAULT_RATE_LIMITS, 10_000),
});
try {
  const api = stack.apiUrl;
  const token = await staffIdToken(stack);
  const created = await fetch(`${api}/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: 'Bench Submit Role', location: 'Pune', description: 'Build.', requirements: 'AWS.' }),
  });
  if (created.status !== 201) throw new Error(`job: ${created.status} ${await created.text()}`);
  const job = (await created.json()) as { jobId: string; title: string };
  const writes = countSearchKeyWrites();

  const upload = async (bytes: Buffer): Promise<string> => {
    const res = await fetch(`${api}/applications/upload-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: 'resume.pdf', fileType: PDF_TYPE, fileSize: bytes.length }),
    });
    const { uploadUrl, key, headers } = (await res.json()) as { uploadUrl: string; key: string; headers: Record<string, string> };
    const put = await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(bytes) });
    if (put.status !== 200) throw new Error(`upload: ${put.status}`);
    return key;
  };

  const variants = {
    [`${MANY_SKILLS.length} skills listed`]: MANY_SKILLS,
    [`${FEW_SKILLS.length} skills`]: FEW_SKILLS,
  };
  const results: Record<string, { ms: number[]; indexMs: number[]; rows: number[]; calls: number[] }> = {};
  for (let round = 0; round < WARM_UP + runs; round += 1) {
    for (const [label, skills] of Object.entries(variants)) {
      const name = `Bench Person ${round}`;
      const email = `bench.${label.length}.${round}@example.com`;
      const key = await upload(textResumePdf({ name, email, phone: '+91 98765 43210', skills }));
      writes.take();
      const t0 = performance.now();
      const res = await fetch(`${api}/applications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name,
          email,
          phone: '9876543210',
          jobId: job.jobId,
          jobTitle: job.title,
          resumeUrl: key,
          consent: true,
        }),
      });
      const body = await res.text();
      const ms = performance.now() - t0;
      if (res.status !== 201) throw new Error(`${label}: ${res.status} ${body}`);
      const w = writes.take();
      if (round < WARM_UP) continue;
      const r = (results[label] ??= { ms: [], indexMs: [], rows: [], calls: [] });
      r.ms.push(ms);
      r.indexMs.push(w.ms);
      r.rows.push(w.rows);
      r.calls.push(w.calls);
    }
  }
  console.log(`POST /api/applications through the local gateway, ${runs} submissions each (after ${WARM_UP} warm-up):`);
  console.log('| resume | median | p95 | writing search keys (median) | rows per submit | BatchWriteItem calls |');
  console.log('|---|---|---|---|---|---|');
  for (const [label, r] of Object.entries(results)) {
    const range = (xs: number[]) => (Math.min(...xs) === Math.max(...xs) ? `${xs[0]}` : `${Math.min(...xs)}–${Math.max(...xs)}`);
    console.log(
      `| ${label} | ${median(r.ms).toFixed(0)} ms | ${p95(r.ms).toFixed(0)} ms | ${median(r.indexMs).toFixed(0)} ms | ${range(r.rows)} | ${range(r.calls)} |`,
    );
  }
  console.log(`(at most ${MAX_SKILL_TERMS} skill terms are indexed; the time includes parsing the resume)`);
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
