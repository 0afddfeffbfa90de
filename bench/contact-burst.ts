/**
 * Burst bench against the local stack (`npm start`'s gateway and handlers, in this process): one
 * client sends 300 contact messages at once (50 in flight), each from its own e-mail address and
 * filled in at a human pace, so only the per-IP limit can stop them. Prints the answers by status,
 * how many 429s carried Retry-After, the messages staff really find stored, and the timings.
 *
 *   npx tsx bench/contact-burst.ts [--count 300] [--parallel 50]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_RATE_LIMITS } from '../lambdas/contract/abuse';
import { startLocalStack } from '../infra/local/stack';
import { staffToken } from '../test/integration/support/local-api';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const count = Number(arg('count') ?? 300);
const parallel = Number(arg('parallel') ?? 50);

const dir = mkdtempSync(join(tmpdir(), 'bench-burst-'));
const stack = await startLocalStack({ port: 0, dataDir: join(dir, 'data'), reset: true, web: 'none', log: () => undefined });

interface Answer {
  status: number;
  retryAfter: string | null;
  message: string;
  ms: number;
}

async function post(n: number): Promise<Answer> {
  const t = performance.now();
  const res = await fetch(`${stack.apiUrl}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Burst Sender ${n}`,
      email: `burst.${n}@example.com`,
      message: `Message number ${n} of a burst from one client.`,
      filledInMs: 8_000,
    }),
  });
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    message: body.message ?? '',
    ms: performance.now() - t,
  };
}

async function storedBurstMessages(): Promise<number> {
  const token = await staffToken(stack);
  let cursor: string | null = null;
  let found = 0;
  do {
    const res = await fetch(`${stack.apiUrl}/contact?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const page = (await res.json()) as { items: { name: string }[]; nextCursor: string | null };
    found += page.items.filter((m) => m.name.startsWith('Burst Sender ')).length;
    cursor = page.nextCursor;
  } while (cursor);
  return found;
}

try {
  const started = performance.now();
  const answers: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) answers.push(await post(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const byStatus = new Map<number, number>();
  for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
  const limited = answers.filter((a) => a.status === 429);
  const withRetryAfter = limited.filter((a) => a.retryAfter && Number(a.retryAfter) > 0);
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const { limit, windowSeconds } = DEFAULT_RATE_LIMITS.createContactMessage.perIp;
  console.log(`burst: ${count} POST /api/contact from one client, ${parallel} in flight, in ${seconds.toFixed(1)} s`);
  console.log(`configured limit: ${limit} per ${windowSeconds / 60} minutes per IP`);
  console.log(`answers: ${[...byStatus].map(([s, n]) => `${s} x${n}`).join(', ')}`);
  console.log(
    `429 with Retry-After: ${withRetryAfter.length}/${limited.length} (values ${[...new Set(limited.map((a) => a.retryAfter))].slice(0, 5).join(', ')} s)`,
  );
  if (limited[0]) console.log(`429 message: ${limited[0].message}`);
  console.log(`stored (what staff see): ${await storedBurstMessages()}`);
  console.log(
    `latency: median ${ms[Math.floor(ms.length / 2)]!.toFixed(0)} ms, p95 ${ms[Math.floor(ms.length * 0.95)]!.toFixed(0)} ms`,
  );
} finally {
  await stack.stop();
  rmSync(dir, { recursive: true, force: true });
}
