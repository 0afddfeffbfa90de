/**
 * First view of the admin applications list and of /careers at 100 and at 10,000 applications,
 * jobs and posts: a local stack per size (the real gateway, handlers and emulators, serving
 * dist/web), seeded through its DynamoDB emulator with the domain's own item builders, measured
 * in Chromium (Playwright, /usr/bin/chromium). Prints the list requests each first view makes,
 * their bytes, and the median time to the first row; then the 10,000 / 100 time ratio.
 * Targets: one list request of at most 50 KB, ratio <= 1.3.
 *
 *   npm run build:web && npx tsx bench/admin-list-volume.ts [--runs 5]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { chromium, type Page, type Response } from '@playwright/test';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startLocalStack } from '../infra/local/stack';
import { LOCAL_CREDENTIALS, LOCAL_REGION, localTableName } from '../infra/local/provision';
import { newApplicationItem } from '../lambdas/domain/applications';
import { newJobItem } from '../lambdas/domain/jobs';
import { newPostItem } from '../lambdas/domain/posts';
import type { TableName } from '../lambdas/contract/tables';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const SIZES = [100, 10_000];
const SECTION = 'Worked on cloud platforms and data pipelines for many years. '.repeat(40);

async function seed(count: number) {
  const ddb = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
  );
  const write = async (table: TableName, items: Record<string, unknown>[]) => {
    for (let i = 0; i < items.length; i += 25) {
      let pending: Record<string, unknown>[] = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
      while (pending.length) {
        const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [localTableName(table)]: pending } }));
        pending = out.UnprocessedItems?.[localTableName(table)] ?? [];
      }
    }
  };
  const at = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
  const jobs = Array.from({ length: count }, (_, i) =>
    newJobItem(
      {
        title: `Bench Engineer ${i}`,
        location: 'Pune',
        employmentType: 'Full-time',
        description: 'Build things. Ship them. '.repeat(20),
        requirements: 'Care. '.repeat(100),
        active: true,
      },
      randomUUID(),
      at(i),
      `bench-engineer-${i}`,
    ),
  );
  await write('jobs', jobs);
  await write(
    'applications',
    Array.from({ length: count }, (_, i) =>
      newApplicationItem({
        applicationId: randomUUID(),
        fields: { name: `Candidate ${i}`, email: `c${i}@example.com`, phone: '+91 98765 43210' },
        job: { jobId: String(jobs[i % jobs.length]!.jobId), title: String(jobs[i % jobs.length]!.title) },
        resumeKey: `resumes/${i}.pdf`,
        sections: { experience: SECTION, education: SECTION, skills: SECTION },
        createdAt: at(i),
        consent: { noticeVersion: 'bench', at: at(i) },
      }),
    ),
  );
  await write(
    'posts',
    Array.from({ length: count }, (_, i) =>
      newPostItem(
        {
          title: `Bench post ${i}`,
          author: 'Bench',
          content: '# Post\n\n' + 'Words. '.repeat(2000),
          status: 'published',
          tags: [],
        },
        randomUUID(),
        at(i),
        `bench-post-${i}`,
      ),
    ),
  );
  ddb.destroy();
}

interface View {
  ms: number;
  requests: number;
  bytes: number;
}

async function firstView(page: Page, path: string, apiPath: string, rowSelector: string): Promise<View> {
  const sizes: Promise<number>[] = [];
  const onResponse = (r: Response) => {
    const url = new URL(r.url());
    if (url.pathname === apiPath && r.request().method() === 'GET') sizes.push(r.body().then((b) => b.byteLength));
  };
  page.on('response', onResponse);
  const started = Date.now();
  await page.goto(path);
  await page.locator(rowSelector).first().waitFor();
  const ms = Date.now() - started;
  page.off('response', onResponse);
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  return { ms, requests: sizes.length, bytes };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(count: number) {
  const dataDir = mkdtempSync(join(tmpdir(), `admin-volume-${count}-`));
  const stack = await startLocalStack({ port: 0, dataDir, web: 'dist', log: () => undefined });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const seeded = Date.now();
    await seed(count);
    const seedSeconds = (Date.now() - seeded) / 1000;
    const context = await browser.newContext({ baseURL: stack.url });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email Address', { exact: true }).fill(stack.staff.email);
    await page.getByLabel('Password', { exact: true }).fill(stack.staff.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin\/applications$/);
    const admin: View[] = [];
    const careers: View[] = [];
    for (let r = 0; r < RUNS; r++) {
      admin.push(await firstView(page, '/admin/applications', '/api/applications', '.application-card'));
      careers.push(await firstView(page, '/careers', '/api/jobs', '.job-card'));
    }
    await context.close();
    return { count, seedSeconds, admin, careers };
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (const n of SIZES) results.push(await measure(n));
console.log(
  `First views in Chromium through the local stack, median of ${RUNS} (seeded: ${SIZES.join(' and ')} applications, jobs and posts)`,
);
for (const label of ['admin', 'careers'] as const) {
  const path = label === 'admin' ? '/admin/applications' : '/careers';
  for (const r of results) {
    const v = r[label];
    console.log(
      `  ${path.padEnd(20)} at ${String(r.count).padStart(6)}: ${median(v.map((x) => x.ms))} ms, ${median(v.map((x) => x.requests))} list request(s), ${(median(v.map((x) => x.bytes)) / 1024).toFixed(1)} KB (seeded in ${r.seedSeconds.toFixed(0)} s)`,
    );
  }
  const [small, big] = results;
  const ratio = median(big![label].map((x) => x.ms)) / median(small![label].map((x) => x.ms));
  console.log(`  ${path.padEnd(20)} ratio 10,000 / 100: ${ratio.toFixed(2)} (target <= 1.3)`);
}
