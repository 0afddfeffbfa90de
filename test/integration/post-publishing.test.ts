/**
 * Posts as a publishing tool (issue 16) against the real emulators through the local gateway:
 * drafts and posts not yet due are invisible to visitors, staff see everything, and the local
 * stack's post scheduler publishes a scheduled post once its time has passed.
 */
import { randomUUID } from 'node:crypto';
import type { LocalStack } from '../../infra/local/stack';
import { markPublished } from '../../lambdas/adapters/post-schedule';
import { getItem } from '../../lambdas/adapters/repository';
import { api, withLocalStack } from './support/local-api';

let stack: LocalStack;
let staff: string;
let visitorAccount: string;

withLocalStack({ visitorAccount: true }, (started) => {
  ({ stack, staff, visitorAccount } = started);
});

type Item = Record<string, unknown>;
const post = (extra: Item) => ({
  title: `Publishing ${randomUUID().slice(0, 8)}`,
  author: 'Asha Rao',
  content: 'A post about **publishing**.',
  ...extra,
});

async function create(fields: Item): Promise<Item> {
  const res = await api(stack, 'POST', '/blogs', { token: staff, body: fields });
  expect(res.status).toBe(201);
  return res.json;
}

const listIds = async (query: string, token?: string) => {
  const res = await api(stack, 'GET', `/blogs?limit=100${query}`, { token });
  expect(res.status).toBe(200);
  return (res.json.items as Item[]).map((p) => p.blogId);
};

/** Polls until `check` holds (at most `ms`); the last answer is returned for the assertion. */
async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!check(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 250));
    value = await read();
  }
  return value;
}

describe('post states', () => {
  it('keeps a draft from visitors (by id, by address, in the list) and shows it to staff', async () => {
    const draft = await create(post({ status: 'draft' }));
    expect(draft.status).toBe('draft');
    for (const token of [undefined, visitorAccount]) {
      expect((await api(stack, 'GET', `/blogs/${String(draft.blogId)}`, { token })).status).toBe(404);
      expect((await api(stack, 'GET', `/blogs/${String(draft.slug)}`, { token })).status).toBe(404);
      expect(await listIds('', token)).not.toContain(draft.blogId);
    }
    const seen = await api(stack, 'GET', `/blogs/${String(draft.blogId)}`, { token: staff });
    expect(seen.json).toMatchObject({ blogId: draft.blogId, status: 'draft' });
    expect(await listIds('&status=draft', staff)).toContain(draft.blogId);
    expect(await listIds('&status=published', staff)).not.toContain(draft.blogId);

    // The scheduler's condition leaves a post that is not scheduled as staff saved it.
    expect(await markPublished({ blogId: String(draft.blogId), publishAt: new Date().toISOString() }, new Date())).toBe(false);
    expect((await api(stack, 'GET', `/blogs/${String(draft.blogId)}`, { token: staff })).json.status).toBe('draft');

    // Publishing it makes it public.
    const res = await api(stack, 'PUT', `/blogs/${String(draft.blogId)}`, {
      token: staff,
      body: post({ title: draft.title, status: 'published' }),
    });
    expect(res.json.status).toBe('published');
    expect(draft).not.toHaveProperty('publishedAt');
    expect(Date.parse(String(res.json.publishedAt))).toBeGreaterThan(Date.parse(String(draft.createdAt)));
    expect((await api(stack, 'GET', `/blogs/${String(draft.blogId)}`)).status).toBe(200);
  });

  it('refuses a scheduled post without a future time, changing nothing', async () => {
    const before = await listIds('', staff);
    const res = await api(stack, 'POST', '/blogs', {
      token: staff,
      body: post({ status: 'scheduled', publishAt: '2020-01-01T00:00:00Z' }),
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ publishAt: ['The publish time must be in the future.'] });
    expect(await listIds('', staff)).toEqual(before);
  });

  it('publishes a scheduled post once its time has passed', async () => {
    const publishAt = new Date(Date.now() + 3_000).toISOString();
    const scheduled = await create(post({ status: 'scheduled', publishAt }));
    expect(scheduled).toMatchObject({ status: 'scheduled', publishAt });
    expect(await getItem('posts', String(scheduled.blogId))).toMatchObject({ scheduledPk: 'ALL' });
    expect((await api(stack, 'GET', `/blogs/${String(scheduled.blogId)}`)).status).toBe(404);
    expect(await listIds('')).not.toContain(scheduled.blogId);
    expect(await listIds('&status=scheduled', staff)).toContain(scheduled.blogId);

    // The local stack's scheduler (every 2 s) stores it as published.
    const stored = await eventually(
      async () => (await api(stack, 'GET', `/blogs/${String(scheduled.blogId)}`, { token: staff })).json,
      (p) => p.status === 'published',
      15_000,
    );
    expect(stored.status).toBe('published');
    // Its first publication is its publish time (set by the scheduler's conditional update).
    expect(stored.publishedAt).toBe(publishAt);
    // The sparse due-post key leaves with the scheduled state.
    const raw = await getItem('posts', String(scheduled.blogId));
    expect(raw).toMatchObject({ status: 'published' });
    expect(raw).not.toHaveProperty('scheduledPk');
    expect(scheduled).not.toHaveProperty('publishedAt');
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishAt));
    expect((await api(stack, 'GET', `/blogs/${String(scheduled.blogId)}`)).status).toBe(200);
    expect(await listIds('')).toContain(scheduled.blogId);
    // Audited as the scheduler's change.
    const audit = await api(stack, 'GET', '/audit?limit=100', { token: staff });
    expect(audit.json.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'changed-post', by: 'scheduler', target: `post:${String(scheduled.blogId)}` }),
      ]),
    );
  }, 30_000);
});
