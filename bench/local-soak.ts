/**
 * Memory of the local stack under sustained load: 20,000 mixed requests (reads of lists and
 * items, contact and newsletter writes, upload URLs with the PUT of a small PDF) against a stack
 * in a child process on loopback; prints its resident memory after the first 1,000 and after the
 * run, each after a full GC (settled: garbage collected, what is retained left). Target: within 50 MB.
 *
 *   npx tsx bench/local-soak.ts [--requests 20000] [--concurrency 8]
 */
import { DEFAULT_RATE_LIMITS, scaleRateLimits } from '../lambdas/contract/abuse';
import { startStackChild } from './support/stack-child';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const TOTAL = arg('--requests', 20_000);
const CONCURRENCY = arg('--concurrency', 8);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  // One client stands in for many visitors: limits far above what it sends, so every write is stored.
  const stack = await startStackChild({ rateLimits: scaleRateLimits(DEFAULT_RATE_LIMITS, 10_000) });
  const { apiUrl } = stack;
  try {
    const jobs = ((await (await fetch(`${apiUrl}/jobs`)).json()) as { items: { jobId: string }[] }).items;
    const json = (body: unknown) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const kinds = [
      () => fetch(`${apiUrl}/jobs?limit=20`),
      () => fetch(`${apiUrl}/blogs?limit=10`),
      () => fetch(`${apiUrl}/jobs/${jobs[Math.floor(Math.random() * jobs.length)]!.jobId}`),
      (n: number) =>
        fetch(`${apiUrl}/contact`, json({ name: 'Soak', email: 'soak@example.com', subject: `Soak ${n}`, message: 'Load.' })),
      (n: number) => fetch(`${apiUrl}/subscribers`, json({ email: `soak${n}@example.com` })),
      async () => {
        const res = await fetch(
          `${apiUrl}/applications/upload-url`,
          json({ fileName: 'cv.pdf', fileType: 'application/pdf', fileSize: PDF.length }),
        );
        const { uploadUrl, headers } = (await res.json()) as { uploadUrl: string; headers: Record<string, string> };
        return fetch(uploadUrl, { method: 'PUT', headers, body: PDF });
      },
    ];
    let next = 0;
    let failures = 0;
    let atFirstThousand = 0;
    let atFirstThousandSettled: ReturnType<typeof stack.resources> | undefined;
    const started = Date.now();
    const worker = async () => {
      for (;;) {
        const n = next++;
        if (n >= TOTAL) return;
        const res = await kinds[n % kinds.length]!(n);
        await res.arrayBuffer();
        if (!res.ok) failures++;
        if (n === 1000) {
          atFirstThousand = stack.rssMb();
          atFirstThousandSettled = stack.resources();
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (Date.now() - started) / 1000;
    await sleep(10_000);
    const settled = stack.rssMb();
    console.log(
      `Local stack soak: ${TOTAL} mixed requests, concurrency ${CONCURRENCY}, ${seconds.toFixed(0)} s, ${failures} failed`,
    );
    console.log(
      `  RSS after 1,000: ${atFirstThousand.toFixed(0)} MB; after the run, settled 10 s: ${settled.toFixed(0)} MB (${(settled - atFirstThousand).toFixed(0)} MB more, garbage not yet collected included)`,
    );
    // Settled means what the process keeps: a full GC at both points, so collectable garbage (which
    // V8 frees only when it next needs room) is not counted as growth, and what is left is retained.
    const [first, last] = [await atFirstThousandSettled!, await stack.resources()];
    const [early, late] = [first.memory, last.memory];
    const growth = late.rss! - early.rss!;
    console.log(
      `  after a full GC, at 1,000 → after the run: heap used ${early.heapUsed} → ${late.heapUsed} MB, external ${early.external} → ${late.external} MB, array buffers ${early.arrayBuffers} → ${late.arrayBuffers} MB, RSS ${early.rss} → ${late.rss} MB`,
    );
    console.log(`  retained growth (RSS after a full GC): ${growth.toFixed(0)} MB (target <= 50 MB)`);
    const byKind = (r: Record<string, number>) =>
      Object.entries(r)
        .sort()
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
    console.log(
      `  open resources, at 1,000 → after the run: file descriptors ${first.fileDescriptors} → ${last.fileDescriptors}; handles ${byKind(first.byKind)} → ${byKind(last.byKind)}`,
    );
    process.exitCode = growth <= 50 && failures === 0 ? 0 : 1;
  } finally {
    await stack.stop();
  }
}

await main();
