/**
 * Careers filters and "Load more" against the real emulators through the gateway: filtered lists
 * come from the job-filters table, pages follow the API's cursor (also the one the prerendered
 * /careers page carries), and jobs stored before the table get their rows from the publisher's
 * backfill (called here directly: this stack serves no web build, so it publishes nothing).
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../lambdas/adapters/clients';
import { tableName } from '../../lambdas/adapters/tables';
import { cursorAfterOpenJob } from '../../lambdas/contract/cursor';
import { backfillJobFilterRows } from '../../lambdas/adapters/job-filter-index';
import { toJob } from '../../lambdas/domain/jobs';
import type { LocalStack } from '../../infra/local/stack';
import { api, withLocalStack } from './support/local-api';

let stack: LocalStack;
let staff: string;

withLocalStack({}, (started) => {
  ({ stack, staff } = started);
});

type Item = Record<string, unknown>;
const fields = (title: string, over: Item = {}) => ({
  title,
  location: 'Pune (On-site)',
  description: 'Build the cloud. Then run it.',
  requirements: 'AWS experience.',
  ...over,
});

async function createJob(body: Item): Promise<Item> {
  const res = await api(stack, 'POST', '/jobs', { token: staff, body });
  expect(res.status).toBe(201);
  return res.json;
}

const titles = (items: unknown) => (items as Item[]).map((j) => j.title);
async function list(query: Record<string, string>): Promise<{ items: Item[]; nextCursor: string | null }> {
  const res = await api(stack, 'GET', `/jobs?${new URLSearchParams(query)}`);
  expect(res.status).toBe(200);
  return res.json as { items: Item[]; nextCursor: string | null };
}

describe('careers filters through the API', () => {
  it('answers each filter from its rows, newest first, page by page, and follows every staff change', async () => {
    const dept = `Dept ${randomUUID().slice(0, 8)}`;
    const other = `Dept ${randomUUID().slice(0, 8)}`;
    const a = await createJob(fields('Filter A', { department: dept, employmentType: 'Contract' }));
    const b = await createJob(fields('Filter B', { department: dept, employmentType: 'Full-time' }));
    const c = await createJob(fields('Filter C', { department: dept, employmentType: 'Contract', location: 'Remote' }));

    const first = await list({ department: dept, limit: '2' });
    expect(titles(first.items)).toEqual(['Filter C', 'Filter B']);
    expect(first.items[0]).not.toHaveProperty('filterRowsVersion');
    const second = await list({ department: dept, limit: '2', cursor: first.nextCursor! });
    expect(titles(second.items)).toEqual(['Filter A']);

    expect(titles((await list({ department: dept, type: 'Contract' })).items)).toEqual(['Filter C', 'Filter A']);
    expect(titles((await list({ department: dept, workplace: 'Remote', type: 'Contract' })).items)).toEqual(['Filter C']);

    // A cursor of one filter is refused for another.
    const refused = await api(stack, 'GET', `/jobs?${new URLSearchParams({ department: other, cursor: first.nextCursor! })}`);
    expect(refused.status).toBe(400);

    // Closed: leaves every filter; moved to another department: follows it; deleted: gone.
    expect((await api(stack, 'PUT', `/jobs/${String(a.jobId)}`, { token: staff, body: { active: false } })).status).toBe(200);
    const moved = { ...fields('Filter B', { department: other, employmentType: 'Full-time' }), active: true };
    expect((await api(stack, 'PUT', `/jobs/${String(b.jobId)}`, { token: staff, body: moved })).status).toBe(200);
    expect(titles((await list({ department: dept })).items)).toEqual(['Filter C']);
    expect(titles((await list({ department: other })).items)).toEqual(['Filter B']);
    expect((await api(stack, 'DELETE', `/jobs/${String(c.jobId)}`, { token: staff })).status).toBe(204);
    expect((await list({ department: dept })).items).toEqual([]);
  });

  it("continues the visitors' listing from the cursor the prerendered first page carries", async () => {
    for (let i = 0; i < 3; i++) await createJob(fields(`Cursor ${i}`));
    const all = await list({ limit: '100' });
    expect(all.items.length).toBeGreaterThanOrEqual(3);
    const after = all.items[1] as { jobId: string; createdAt: string };
    const next = await list({ limit: '2', cursor: cursorAfterOpenJob(after) });
    expect(next.items.map((j) => j.jobId)).toEqual(all.items.slice(2, 4).map((j) => j.jobId));
  });

  const storeLegacyJob = async (department: string): Promise<Item> => {
    // As release 1.0 stored it: no stamp, no filter rows.
    const item = {
      jobId: randomUUID(),
      ...fields('Legacy role', { department, employmentType: 'Full-time' }),
      active: true,
      createdAt: new Date().toISOString(),
      listPk: 'ALL',
      activePk: 'ALL',
    };
    await documentClient().send(new PutCommand({ TableName: tableName('jobs'), Item: item }));
    return item;
  };

  it("gives an open job stored before the filters table its rows once (the publisher's backfill), and stamps it", async () => {
    const dept = `Legacy ${randomUUID().slice(0, 8)}`;
    const legacy = await storeLegacyJob(dept);
    expect((await list({ department: dept })).items).toEqual([]);

    expect(await backfillJobFilterRows([legacy], toJob)).toBe(1);
    expect(titles((await list({ department: dept })).items)).toEqual(['Legacy role']);
    expect(titles((await list({ department: dept, workplace: 'On-site', type: 'Full-time' })).items)).toEqual(['Legacy role']);
    const stored = await documentClient().send(new GetCommand({ TableName: tableName('jobs'), Key: { jobId: legacy.jobId } }));
    expect(stored.Item?.filterRowsVersion).toBe(1);
    expect(await backfillJobFilterRows([stored.Item!], toJob)).toBe(0);
  });

  it('removes the backfilled rows a staff edit made stale while the backfill ran', async () => {
    const dept = `Legacy ${randomUUID().slice(0, 8)}`;
    const moved = `Moved ${randomUUID().slice(0, 8)}`;
    const legacy = await storeLegacyJob(dept);
    const edit = { ...fields('Legacy role', { department: moved, employmentType: 'Full-time' }), active: true };
    expect((await api(stack, 'PUT', `/jobs/${String(legacy.jobId)}`, { token: staff, body: edit })).status).toBe(200);
    // The backfill read the job before the edit: its stamp fails and it takes back what it wrote.
    await backfillJobFilterRows([legacy], toJob);
    expect((await list({ department: dept })).items).toEqual([]);
    expect(titles((await list({ department: moved })).items)).toEqual(['Legacy role']);
  });
});
