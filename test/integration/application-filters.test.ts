/**
 * Every filter combination of GET /applications through the local gateway against the emulators:
 * the right applications, newest first (or term order), across pages by cursor; a name search
 * combined with a job and/or stage reads a search-key partition holding exactly the matching rows;
 * a stage move (also an interrupted one completed by its retry, and racing moves) moves the
 * application between the filtered views and leaves no row of its old stage.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LocalStack } from '../../infra/local/stack';
import { api, withLocalStack } from './support/local-api';
import { documentClient } from '../../lambdas/adapters/clients';
import { tableName } from '../../lambdas/adapters/tables';
import { indexApplication } from '../../lambdas/adapters/application-store';
import { allRowsOf, queryKey } from '../../lambdas/adapters/application-index';
import { newApplicationItem } from '../../lambdas/domain/applications';
import { termKeyWithin } from '../../lambdas/domain/search-keys';
import { STAGES, type Stage } from '../../lambdas/contract/pipeline';

type Item = Record<string, unknown>;
let stack: LocalStack;
let staff: string;

const tag =
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 5) || 'abcde';
const WORDS = [`fern${tag}wood`, `fig${tag}tree`, `oak${tag}leaf`];
const JOBS = [`job-${tag}-a`, `job-${tag}-b`];
const SEEDED_STAGES: Stage[] = ['new', 'screening', 'interview'];
const COUNT = 36;
const DAY = 86_400_000;

interface Seeded {
  applicationId: string;
  word: string;
  jobId: string;
  stage: Stage;
  createdAt: string;
}
const seeded: Seeded[] = [];

async function seed(i: number): Promise<Seeded> {
  const s: Seeded = {
    applicationId: `app-${tag}-${String(i).padStart(2, '0')}`,
    word: WORDS[i % 3]!,
    jobId: JOBS[Math.floor(i / 3) % 2]!,
    stage: SEEDED_STAGES[Math.floor(i / 6) % 3]!,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * DAY).toISOString(),
  };
  const item = newApplicationItem({
    applicationId: s.applicationId,
    fields: { name: `${s.word} Person`, email: `p${i}${tag}@example.com`, phone: `+91 9${String(300000000 + i)}` },
    job: { jobId: s.jobId, title: `Role ${s.jobId}` },
    resumeKey: `resumes/${s.applicationId}.pdf`,
    sections: { experience: 'Two years.', education: 'B.Tech.', skills: 'Go' },
    createdAt: s.createdAt,
    consent: { noticeVersion: 'test', at: s.createdAt },
  });
  const stored =
    s.stage === 'new'
      ? item
      : { ...item, stage: s.stage, version: 1, history: [{ stage: s.stage, at: s.createdAt, by: 'seed' }] };
  await documentClient().send(new PutCommand({ TableName: tableName('applications'), Item: stored }));
  await indexApplication(stored);
  return s;
}

interface Filters {
  q?: string;
  jobId?: string;
  stage?: Stage;
  from?: string;
  to?: string;
}
const query = (f: Filters) =>
  Object.entries(f)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/** Every page of a listing (limit 4), following the cursor. */
async function allPages(f: Filters): Promise<{ ids: string[]; pages: number }> {
  const out: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await api(
      stack,
      'GET',
      `/applications?${query(f)}&limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { token: staff },
    );
    expect(res.status).toBe(200);
    const items = res.json.items as Item[];
    expect(items.length).toBeLessThanOrEqual(4);
    out.push(...items.map((a) => String(a.applicationId)));
    cursor = res.json.nextCursor as string | null;
    pages += 1;
  } while (cursor && pages < 60);
  expect(cursor).toBeNull();
  return { ids: out, pages };
}

const mine = new Set<string>();
const expected = (f: Filters) =>
  seeded
    .filter(
      (s) =>
        (!f.q || s.word.startsWith(f.q)) &&
        (!f.jobId || s.jobId === f.jobId) &&
        (!f.stage || s.stage === f.stage) &&
        (!f.from || s.createdAt >= f.from) &&
        (!f.to || s.createdAt.slice(0, 10) <= f.to),
    )
    .map((s) => s.applicationId);

withLocalStack({}, async (started) => {
  ({ stack, staff } = started);
  for (let i = 0; i < COUNT; i += 1) seeded.push(await seed(i));
  for (const s of seeded) mine.add(s.applicationId);
});

const fern = `fern${tag}`;
const COMBINATIONS: [string, Filters][] = [
  ['none', {}],
  ['jobId', { jobId: JOBS[0] }],
  ['stage', { stage: 'screening' }],
  ['q', { q: fern }],
  ['jobId+stage', { jobId: JOBS[1], stage: 'interview' }],
  ['q+jobId', { q: fern, jobId: JOBS[0] }],
  ['q+stage', { q: fern, stage: 'new' }],
  ['q+jobId+stage', { q: fern, jobId: JOBS[1], stage: 'screening' }],
  ['from/to', { from: '2026-01-05', to: '2026-01-20' }],
  ['jobId+from/to', { jobId: JOBS[0], from: '2026-01-05', to: '2026-01-20' }],
  ['stage+from/to', { stage: 'new', from: '2026-01-02', to: '2026-01-30' }],
  ['q+from/to', { q: fern, from: '2026-01-05', to: '2026-01-20' }],
  ['q+jobId+stage+from', { q: `oak${tag}`, jobId: JOBS[0], stage: 'interview', from: '2026-01-27' }],
  // Reads that end among a term's rows before `from` or after `to` jump to the term's rows within
  // the dates, or past the term, by a start key that is no stored row (decision 0041).
  ['q+from, late', { q: fern, from: '2026-01-25' }],
  ['q+to, early', { q: fern, to: '2026-01-08' }],
  ['q+from/to, narrow', { q: fern, from: '2026-01-16', to: '2026-01-16' }],
];

describe('every filter combination', () => {
  it.each(COMBINATIONS)('%s: the matching applications, once each, across pages', async (_label, f) => {
    const want = expected(f);
    expect(want.length).toBeGreaterThan(0);
    const { ids, pages } = await allPages(f);
    const ours = ids.filter((id) => mine.has(id));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ours].sort()).toEqual([...want].sort());
    if (want.length > 4) expect(pages).toBeGreaterThan(1);
    const createdOf = new Map(seeded.map((s) => [s.applicationId, s.createdAt]));
    const dates = ours.map((id) => createdOf.get(id)!);
    // Listings are newest first; a search is in term order, then oldest first (one term here).
    expect(dates).toEqual([...dates].sort((a, b) => (f.q ? a.localeCompare(b) : b.localeCompare(a))));
  });

  it('a search within a job and stage reads a partition holding exactly the matching rows', async () => {
    for (const within of [{ jobId: JOBS[0] }, { stage: 'new' as Stage }, { jobId: JOBS[1], stage: 'screening' as Stage }]) {
      const { rows, lastKey } = await queryKey(
        { k: termKeyWithin(fern, within), range: { op: 'begins_with', v: fern }, newestFirst: false },
        100,
      );
      expect(lastKey).toBeUndefined();
      // Every row is a match (one per matching term: the whole name and its first word), none to filter out.
      const want = expected({ q: fern, ...within });
      expect(rows.every((r) => want.includes(r.applicationId))).toBe(true);
      expect([...new Set(rows.map((r) => r.applicationId))].sort()).toEqual(want.sort());
      expect(rows).toHaveLength(2 * want.length);
    }
  });
});

/** The application's rows in every stage's term partition (within its job, and not). */
async function stagesWithRows(s: Seeded): Promise<Stage[]> {
  const found: Stage[] = [];
  for (const stage of STAGES) {
    const rows = [
      ...(await allRowsOf(termKeyWithin(s.word, { stage }))),
      ...(await allRowsOf(termKeyWithin(s.word, { jobId: s.jobId, stage }))),
    ].filter((r) => r.applicationId === s.applicationId);
    if (rows.length) found.push(stage);
  }
  return found;
}

const listed = async (f: Filters) => (await allPages(f)).ids;

describe('stage moves', () => {
  it('a move takes the application from one filtered view to the other', async () => {
    const s = seeded.find((x) => x.stage === 'new' && x.word === WORDS[0])!;
    expect(await listed({ q: fern, stage: 'new' })).toContain(s.applicationId);
    const moved = await api(stack, 'PATCH', `/applications/${s.applicationId}`, {
      token: staff,
      body: { stage: 'offer', version: 0 },
    });
    expect(moved.status).toBe(200);
    expect(await listed({ q: fern, stage: 'new' })).not.toContain(s.applicationId);
    expect(await listed({ q: fern, stage: 'offer' })).toEqual([s.applicationId]);
    expect(await listed({ q: fern, jobId: s.jobId, stage: 'offer' })).toEqual([s.applicationId]);
    expect(await listed({ stage: 'offer', jobId: s.jobId })).toContain(s.applicationId);
    expect(await stagesWithRows(s)).toEqual(['offer']);
    // The search within the job alone is unaffected by the stage.
    expect(await listed({ q: fern, jobId: s.jobId })).toContain(s.applicationId);
  });

  it('the retry of a move interrupted before its search keys completes them', async () => {
    const s = seeded.find((x) => x.stage === 'new' && x.word === WORDS[1])!;
    const q = `fig${tag}`;
    const at = new Date().toISOString();
    // The move's item write went through; its rows were never written (the function stopped).
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('applications'),
        Key: { applicationId: s.applicationId },
        UpdateExpression: 'SET stage = :s, version = :v, updatedAt = :at, history = :h',
        ExpressionAttributeValues: { ':s': 'hired', ':v': 1, ':at': at, ':h': [{ stage: 'hired', at, by: 'x@example.com' }] },
      }),
    );
    expect(await listed({ q, stage: 'hired' })).toEqual([]);
    const retry = await api(stack, 'PATCH', `/applications/${s.applicationId}`, {
      token: staff,
      body: { stage: 'hired', version: 0 },
    });
    expect(retry.status).toBe(409);
    expect(retry.json.message).toMatch(/reload/i);
    expect(await listed({ q, stage: 'hired' })).toEqual([s.applicationId]);
    expect(await listed({ q, stage: 'new' })).not.toContain(s.applicationId);
    expect(await stagesWithRows(s)).toEqual(['hired']);
  });

  it('racing moves leave the rows of the stage that won, and only those', async () => {
    const s = seeded.find((x) => x.stage === 'screening' && x.word === WORDS[2])!;
    const q = `oak${tag}`;
    const targets: Stage[] = ['interview', 'offer', 'hired', 'rejected', 'withdrawn'];
    const replies = await Promise.all(
      targets.map((stage) =>
        api(stack, 'PATCH', `/applications/${s.applicationId}`, {
          token: staff,
          body: { stage, version: 1, ...(stage === 'rejected' ? { reason: 'not-a-fit' } : {}) },
        }),
      ),
    );
    const won = replies.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(targets.length - 1);
    const stage = won[0]!.json.stage as Stage;
    expect(await stagesWithRows(s)).toEqual([stage]);
    expect(await listed({ q, stage })).toContain(s.applicationId);
    expect(await listed({ q, stage: 'screening' })).not.toContain(s.applicationId);
    expect(await listed({ stage: 'screening', jobId: s.jobId })).not.toContain(s.applicationId);
  });
});
