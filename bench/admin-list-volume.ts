/**
 * First view of the admin applications list and of /careers at 100 and at 10,000 applications,
 * jobs and posts: a local stack per size, each in its own child process (the real gateway,
 * handlers and emulators, serving a copy of dist/web), seeded through its DynamoDB emulator with
 * the domain's own item builders, then published (the prerendered /careers holds the first page
 * of the seeded jobs), measured in Chromium (Playwright, /usr/bin/chromium). The two sizes are
 * measured alternately, both stacks up, so the shared machine's load falls on both alike.
 * Prints the list API requests each first view makes and their bytes, the page document's bytes
 * (for /careers the list comes in the prerendered page), the median time to the first row, and
 * the 10,000 / 100 time ratio. Targets: one list request of at most 50 KB, ratio <= 1.3.
 *
 *   npm run build:web && npx tsx bench/admin-list-volume.ts [--runs 5] [--settle-seconds 10]
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { WEB_DIST } from '../infra/local/stack';
import { LOCAL_CREDENTIALS, LOCAL_REGION, localTableName } from '../infra/local/provision';
import { newApplicationItem } from '../lambdas/domain/applications';
import { newJobItem } from '../lambdas/domain/jobs';
import { newPostItem } from '../lambdas/domain/posts';
import type { TableName } from '../lambdas/contract/tables';
import { startStackChild } from './support/stack-child';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const settleArg = process.argv.indexOf('--settle-seconds');
const SETTLE_MS = (settleArg > 0 ? Number(process.argv[settleArg + 1]) : 10) * 1000;
const SIZES = [100, 10_000];
const SECTION = 'Worked on cloud platforms and data pipelines for many years. '.repeat(40);

async function seed(count: number, endpoint: string) {
  const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
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
  documentBytes: number;
}

async function firstView(page: Page, path: string, apiPath: string, rowSelector: string): Promise<View> {
  const sizes: Promise<number>[] = [];
  const onResponse = (r: Response) => {
    const url = new URL(r.url());
    if (url.pathname === apiPath && r.request().method() === 'GET') sizes.push(r.body().then((b) => b.byteLength));
  };
  page.on('response', onResponse);
  const started = Date.now();
  const document = await page.goto(path);
  await page.locator(rowSelector).first().waitFor();
  const ms = Date.now() - started;
  page.off('response', onResponse);
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  const documentBytes = document ? (await document.body()).byteLength : 0;
  return { ms, requests: sizes.length, bytes, documentBytes };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Prepared {
  count: number;
  seedSeconds: number;
  publishSeconds: number;
  page: Page;
  admin: View[];
  careers: View[];
  stop(): Promise<void>;
}

/** A stack of its own (a child process serving a copy of dist/web), seeded, published and signed in. */
async function prepare(count: number, browser: Browser): Promise<Prepared> {
  const webRoot = mkdtempSync(join(tmpdir(), `admin-volume-web-${count}-`));
  cpSync(WEB_DIST, webRoot, { recursive: true });
  const stack = await startStackChild({ webRoot });
  const stop = async () => {
    await stack.stop();
    rmSync(webRoot, { recursive: true, force: true });
  };
  try {
    const seeded = Date.now();
    await seed(count, stack.dynamoUrl);
    const seedSeconds = (Date.now() - seeded) / 1000;
    // What the tables' streams do after staff changes: /careers and /blog prerendered from the new rows.
    const publishing = Date.now();
    await stack.publish();
    const publishSeconds = (Date.now() - publishing) / 1000;
    const context = await browser.newContext({ baseURL: stack.url });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email Address', { exact: true }).fill(stack.staff.email);
    await page.getByLabel('Password', { exact: true }).fill(stack.staff.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin\/applications$/);
    return { count, seedSeconds, publishSeconds, page, admin: [], careers: [], stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const results: Prepared[] = [];
try {
  for (const n of SIZES) results.push(await prepare(n, browser));
  // Both stacks stay up and the views alternate between them, so the machine's load falls on both sizes alike.
  await new Promise((settle) => setTimeout(settle, SETTLE_MS));
  for (let r = 0; r < RUNS; r++)
    for (const at of results) {
      at.admin.push(await firstView(at.page, '/admin/applications', '/api/applications', '.application-card'));
      at.careers.push(await firstView(at.page, '/careers', '/api/jobs', '.job-card'));
    }
} finally {
  await browser.close();
  for (const at of results) await at.stop();
}
console.log(
  `First views in Chromium, each size on its own local stack (child process), alternating, median of ${RUNS} (seeded: ${SIZES.join(' and ')} applications, jobs and posts; site published after seeding)`,
);
for (const label of ['admin', 'careers'] as const) {
  const path = label === 'admin' ? '/admin/applications' : '/careers';
  for (const r of results) {
    const v = r[label];
    console.log(
      `  ${path.padEnd(20)} at ${String(r.count).padStart(6)}: ${median(v.map((x) => x.ms))} ms, ${median(v.map((x) => x.requests))} list request(s), ${(median(v.map((x) => x.bytes)) / 1024).toFixed(1)} KB, ${(median(v.map((x) => x.documentBytes)) / 1024).toFixed(1)} KB page (seeded in ${r.seedSeconds.toFixed(0)} s, published in ${r.publishSeconds.toFixed(0)} s)`,
    );
  }
  const [small, big] = results;
  const ratio = median(big![label].map((x) => x.ms)) / median(small![label].map((x) => x.ms));
  console.log(`  ${path.padEnd(20)} ratio 10,000 / 100: ${ratio.toFixed(2)} (target <= 1.3)`);
}
