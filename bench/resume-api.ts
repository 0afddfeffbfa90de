/**
 * Resume parsing through the real serving path: the local stack in a child process (the gateway,
 * the real handlers, the S3 emulator, the bounded parse worker), each corpus document uploaded to
 * the URL POST /api/applications/upload-url hands out and read by POST /api/applications/parse, as
 * the careers form does. Prints name, e-mail and phone accuracy and the time of the parse request,
 * for text documents and scans apart. Validation documents are never named.
 *
 *   npx tsx bench/resume-api.ts [--part development|validation] [--files REGEX]
 *
 * bench/resume-parse.ts measures the parser in-process (all fields, sections, the classes that
 * miss); this one checks that its figures hold behind the API.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_RATE_LIMITS, scaleRateLimits } from '../lambdas/contract/abuse';
import type { ParseResponse } from '../lambdas/contract/schemas';
import { loadCorpus, type CorpusDocument } from '../test/fixtures/resumes/corpus';
import { percent, quantile, same } from './support/resume-figures';
import { startStackChild } from './support/stack-child';

const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const part = option('--part') ?? 'validation';
const files = option('--files');
const FIELDS = ['name', 'email', 'phone'] as const;
const TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const documents = loadCorpus().filter(
  (doc) => doc.expected.part === part && !doc.expected.error && (!files || new RegExp(files).test(doc.file)),
);
// One visitor would be limited to 30 parses in ten minutes: the bench is many candidates.
const stack = await startStackChild({ rateLimits: scaleRateLimits(DEFAULT_RATE_LIMITS, 1000) });

async function parse(doc: CorpusDocument): Promise<{ ms: number; status: number; body?: ParseResponse }> {
  const bytes = readFileSync(doc.path);
  const fileType = TYPES[doc.file.slice(doc.file.lastIndexOf('.') + 1) as keyof typeof TYPES];
  const up = await fetch(`${stack.apiUrl}/applications/upload-url`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fileName: doc.file, fileType, fileSize: bytes.length }),
  });
  const { uploadUrl, key, headers } = (await up.json()) as { uploadUrl: string; key: string; headers: Record<string, string> };
  await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(bytes) });
  const started = performance.now();
  const res = await fetch(`${stack.apiUrl}/applications/parse`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key }),
  });
  const body = res.ok ? ((await res.json()) as ParseResponse) : (await res.arrayBuffer(), undefined);
  return { ms: performance.now() - started, status: res.status, body };
}

try {
  // The first request loads the parse handler and starts the worker (a cold start): not counted.
  if (documents[0]) await parse(documents[0]);
  const outcomes: { doc: CorpusDocument; ms: number; status: number; body?: ParseResponse }[] = [];
  for (const doc of documents) outcomes.push({ doc, ...(await parse(doc)) });
  console.log(`Resume parsing through the local stack's API: ${part} part, ${documents.length} documents`);
  for (const [title, group] of [
    ['text documents', outcomes.filter((o) => !o.doc.expected.fromScan)],
    ['scans (OCR)', outcomes.filter((o) => o.doc.expected.fromScan)],
  ] as const) {
    if (group.length === 0) continue;
    console.log(`\n${title}: ${group.length}, answered 200: ${group.filter((o) => o.status === 200).length}`);
    for (const field of FIELDS) {
      const relevant = group.filter((o) => o.doc.expected[field] !== undefined);
      const right = relevant.filter((o) => same(field, o.body?.[field], o.doc.expected[field])).length;
      console.log(`  ${field.padEnd(6)} ${percent(right, relevant.length)}`);
    }
    if (title === 'scans (OCR)') console.log(`  fromScan ${percent(group.filter((o) => o.body?.fromScan).length, group.length)}`);
    const times = group.map((o) => o.ms);
    console.log(
      `  POST /api/applications/parse  median ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms`,
    );
  }
} finally {
  await stack.stop();
}
