/**
 * Hostile-files bench against the local stack (the real gateway and handlers, in a child process):
 * a 700 KB PDF whose content stream inflates to 200 MB and a DOCX whose document.xml inflates to
 * 300 MB while claiming 2 KB, and a small DOCX of 8,000 e-mail addresses (hostile to the field
 * rules, which run in the same bounded worker), each uploaded and sent to POST /api/applications/parse. Prints the
 * status and time of each answer, GET /api/jobs p95 while quiet and while the files are parsed,
 * and the growth of the process's memory (RSS).
 *
 *   npx tsx bench/hostile-files.ts [--rounds 3]
 */
import { startStackChild } from './support/stack-child';
import { emailFloodDocx, flateBombPdf, lyingDocxBomb } from '../test/fixtures/hostile/hostile-files';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const rounds = Number(arg('rounds') ?? 3);
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const stack = await startStackChild();
const api = stack.apiUrl;

async function jobsLatencies(count: number, until?: Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  let done = false;
  void until?.finally(() => (done = true));
  for (let i = 0; i < count || (until && !done); i += 1) {
    const t = performance.now();
    const res = await fetch(`${api}/jobs`);
    await res.arrayBuffer();
    out.push(performance.now() - t);
    if (!until && i >= count) break;
  }
  return out;
}

async function parse(
  bytes: Buffer,
  fileName: string,
  fileType: string,
): Promise<{ status: number; ms: number; message: string }> {
  const up = await fetch(`${api}/applications/upload-url`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fileName, fileType, fileSize: bytes.length }),
  });
  const { uploadUrl, key, headers } = (await up.json()) as { uploadUrl: string; key: string; headers: Record<string, string> };
  await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(bytes) });
  const t = performance.now();
  const res = await fetch(`${api}/applications/parse`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key }),
  });
  const body = (await res.json()) as { message?: string };
  return { status: res.status, ms: Math.round(performance.now() - t), message: body.message ?? '' };
}

try {
  const pdf = await flateBombPdf();
  const docx = await lyingDocxBomb();
  const flood = emailFloodDocx();
  console.log(
    `files: flate-bomb.pdf ${Math.round(pdf.length / 1024)} KB (200 MB inflated), lying-bomb.docx ${Math.round(docx.length / 1024)} KB (300 MB inflated, claims 2 KB), email-flood.docx ${Math.round(flood.length / 1024)} KB (8,000 addresses)`,
  );
  await jobsLatencies(20);
  const rssBefore = stack.rssMb();
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, stack.rssMb())), 50);
  const quiet: number[] = [];
  const during: number[] = [];
  // Each round measures a quiet window just before its attack, so each ratio compares side by side
  // on a shared machine. The first round also loads the parse handler and starts the worker (cold start).
  const roundRatios: string[] = [];
  const ratios: number[] = [];
  const answers: { file: string; status: number; ms: number }[] = [];
  for (let r = 0; r < rounds; r += 1) {
    const calm = await jobsLatencies(100);
    quiet.push(...calm);
    const attack = Promise.all([
      parse(pdf, 'bomb.pdf', 'application/pdf'),
      parse(docx, 'bomb.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      parse(flood, 'flood.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ]);
    const round = await jobsLatencies(0, attack);
    during.push(...round);
    if (r > 0) ratios.push(p95(round) / p95(calm));
    roundRatios.push(`${p95(calm).toFixed(1)} → ${p95(round).toFixed(1)} ms`);
    const [a, b, c] = await attack;
    answers.push({ file: 'pdf', ...a }, { file: 'docx', ...b }, { file: 'email-flood docx', ...c });
    if (r === 0) console.log(`message: ${a.message}`);
  }
  clearInterval(sampler);
  for (const file of ['pdf', 'docx', 'email-flood docx']) {
    const mine = answers.filter((a) => a.file === file);
    console.log(
      `${file}: statuses ${[...new Set(mine.map((a) => a.status))].join(',')}, median ${median(mine.map((a) => a.ms))} ms, max ${Math.max(...mine.map((a) => a.ms))} ms`,
    );
  }
  console.log(
    `GET /api/jobs p95: quiet ${p95(quiet).toFixed(1)} ms (n=${quiet.length}), during attack ${p95(during).toFixed(1)} ms (n=${during.length}), ratio ${(p95(during) / p95(quiet)).toFixed(2)}`,
  );
  console.log(`GET /api/jobs p95 per round, quiet → attack: ${roundRatios.join(', ')} (round 1 includes the cold start)`);
  console.log(
    `GET /api/jobs p95 ratio, median of rounds 2–${rounds} (each against its own quiet window): ${median(ratios).toFixed(2)} (target ≤ 2)`,
  );
  console.log(
    `memory: RSS before ${Math.round(rssBefore)} MB, peak ${Math.round(peak)} MB (growth ${Math.round(peak - rssBefore)} MB), after ${Math.round(stack.rssMb())} MB`,
  );
} finally {
  await stack.stop();
}
