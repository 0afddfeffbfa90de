/**
 * History of posts and jobs (issue 16 item 6) against the real emulators through the local gateway:
 * every save keeps a revision written in the item's transaction (dynalite with the project's
 * TransactWriteItems patch), staff list, open and restore them, and nobody else can.
 */
import { randomUUID } from 'node:crypto';
import type { LocalStack } from '../../infra/local/stack';
import { getItem } from '../../lambdas/adapters/repository';
import { saveWithRevision } from '../../lambdas/adapters/revisions';
import { REVISIONS_KEPT } from '../../lambdas/contract/revisions';
import { api, withLocalStack } from './support/local-api';

let stack: LocalStack;
let staff: string;
let visitorAccount: string;

withLocalStack({ visitorAccount: true }, (started) => {
  ({ stack, staff, visitorAccount } = started);
});

type Item = Record<string, unknown>;
const unique = () => randomUUID().slice(0, 8);

async function ok(method: string, path: string, body?: unknown, status = 200): Promise<Item> {
  const res = await api(stack, method, path, { token: staff, body });
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  return res.json;
}

const revisionsOf = async (path: string) => (await ok('GET', `${path}/revisions`)).items as Item[];

describe('post revisions', () => {
  it('keeps one revision per save, opens one in full and restores it as a new revision', async () => {
    const first = { title: `History ${unique()}`, author: 'Asha Rao', content: 'First words.\n\nSecond line.' };
    const post = await ok('POST', '/blogs', first, 201);
    const path = `/blogs/${String(post.blogId)}`;
    await ok('PUT', path, { ...first, title: `${first.title} (edited)`, content: 'Rewritten entirely.' });

    const two = await revisionsOf(path);
    expect(two.map((r) => [r.number, r.action, r.title])).toEqual([
      [2, 'edited', `${first.title} (edited)`],
      [1, 'created', first.title],
    ]);
    expect(two.every((r) => r.by === stack.staff.email)).toBe(true);
    expect(Date.parse(String(two[0]!.at))).toBeGreaterThanOrEqual(Date.parse(String(two[1]!.at)));

    const original = await ok('GET', `${path}/revisions/${String(two[1]!.revisionId)}`);
    expect(original.content).toMatchObject({ ...first, status: 'published', slug: post.slug });

    const restored = await ok('POST', `${path}/revisions/${String(two[1]!.revisionId)}/restore`);
    expect(restored).toMatchObject({ title: first.title, content: first.content });
    // Visitors read the restored post.
    const publicView = await api(stack, 'GET', path);
    expect(publicView.json).toMatchObject({ title: first.title, content: first.content });

    const three = await revisionsOf(path);
    expect(three.map((r) => [r.number, r.action])).toEqual([
      [3, 'restored'],
      [2, 'edited'],
      [1, 'created'],
    ]);
  });

  it('names what a save did: published, unpublished, scheduled', async () => {
    const fields = { title: `States ${unique()}`, author: 'Asha Rao', content: 'Body.', status: 'draft' };
    const post = await ok('POST', '/blogs', fields, 201);
    const path = `/blogs/${String(post.blogId)}`;
    await ok('PUT', path, { ...fields, status: 'published' });
    await ok('PUT', path, { ...fields, status: 'draft' });
    await ok('PUT', path, { ...fields, status: 'scheduled', publishAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await revisionsOf(path)).map((r) => r.action)).toEqual(['scheduled', 'unpublished', 'published', 'created']);
  });

  it('pages newest first with a cursor', async () => {
    const fields = { title: `Pages ${unique()}`, author: 'Asha Rao', content: 'v0' };
    const post = await ok('POST', '/blogs', fields, 201);
    const path = `/blogs/${String(post.blogId)}`;
    for (const n of [1, 2, 3, 4]) await ok('PUT', path, { ...fields, content: `v${n}` });
    const page1 = await ok('GET', `${path}/revisions?limit=2`);
    const page2 = await ok('GET', `${path}/revisions?limit=2&cursor=${encodeURIComponent(String(page1.nextCursor))}`);
    const page3 = await ok('GET', `${path}/revisions?limit=2&cursor=${encodeURIComponent(String(page2.nextCursor))}`);
    const numbers = [page1, page2, page3].flatMap((p) => (p.items as Item[]).map((r) => r.number));
    expect(numbers).toEqual([5, 4, 3, 2, 1]);
  });

  it('keeps both of two saves made at the same moment, each its own revision', async () => {
    const fields = { title: `Race ${unique()}`, author: 'Asha Rao', content: 'v0' };
    const post = await ok('POST', '/blogs', fields, 201);
    const path = `/blogs/${String(post.blogId)}`;
    const [a, b] = await Promise.all([
      api(stack, 'PUT', path, { token: staff, body: { ...fields, content: 'from A' } }),
      api(stack, 'PUT', path, { token: staff, body: { ...fields, content: 'from B' } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const revisions = await revisionsOf(path);
    expect(revisions.map((r) => r.number)).toEqual([3, 2, 1]);
    const contents = await Promise.all(
      revisions.slice(0, 2).map(async (r) => (await ok('GET', `${path}/revisions/${String(r.revisionId)}`)).content as Item),
    );
    expect(contents.map((c) => c.content).sort()).toEqual(['from A', 'from B']);
    // The current post is the newest revision's content.
    expect((await ok('GET', path)).content).toBe(contents[0]!.content);
  });

  it(`keeps the newest ${REVISIONS_KEPT} revisions of an item`, async () => {
    const fields = { title: `Many ${unique()}`, author: 'Asha Rao', content: 'v0' };
    const post = await ok('POST', '/blogs', fields, 201);
    const id = String(post.blogId);
    for (let n = 1; n <= REVISIONS_KEPT + 1; n++) {
      await saveWithRevision('post', id, () => ({ content: `v${n}` }), { by: 'test@example.com', at: new Date().toISOString() });
    }
    const numbers: unknown[] = [];
    let cursor: string | null = null;
    do {
      const query = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await ok('GET', `/blogs/${id}/revisions?limit=60${query}`);
      numbers.push(...(page.items as Item[]).map((r) => r.number));
      cursor = page.nextCursor as string | null;
    } while (cursor);
    expect(numbers).toHaveLength(REVISIONS_KEPT);
    expect(numbers[0]).toBe(REVISIONS_KEPT + 2);
    expect(numbers.at(-1)).toBe(3);
  }, 60_000);

  it('deletes the revisions with the post', async () => {
    const post = await ok('POST', '/blogs', { title: `Gone ${unique()}`, author: 'Asha Rao', content: 'x' }, 201);
    const path = `/blogs/${String(post.blogId)}`;
    const [created] = await revisionsOf(path);
    expect(await getItem('revisions', String(created!.revisionId))).toBeDefined();
    await ok('DELETE', path, undefined, 204);
    expect(await getItem('revisions', String(created!.revisionId))).toBeUndefined();
    expect((await api(stack, 'GET', `${path}/revisions`, { token: staff })).status).toBe(404);
  });

  it('answers 404 for an unknown revision and for another post’s revision', async () => {
    const a = await ok('POST', '/blogs', { title: `A ${unique()}`, author: 'Asha Rao', content: 'a' }, 201);
    const b = await ok('POST', '/blogs', { title: `B ${unique()}`, author: 'Asha Rao', content: 'b' }, 201);
    const [ofB] = await revisionsOf(`/blogs/${String(b.blogId)}`);
    for (const path of [
      `/blogs/${String(a.blogId)}/revisions/${String(ofB!.revisionId)}`,
      `/blogs/${String(a.blogId)}/revisions/nope`,
    ]) {
      const read = await api(stack, 'GET', path, { token: staff });
      expect(read.status).toBe(404);
      expect(read.json).toMatchObject({ message: 'This version of the post does not exist.', requestId: expect.any(String) });
      expect((await api(stack, 'POST', `${path}/restore`, { token: staff })).status).toBe(404);
    }
    // Nothing was restored over post A.
    expect((await revisionsOf(`/blogs/${String(a.blogId)}`)).map((r) => r.action)).toEqual(['created']);
  });

  it('keeps history staff only: 401 without a token, 403 for a signed-in visitor', async () => {
    const post = await ok('POST', '/blogs', { title: `Private ${unique()}`, author: 'Asha Rao', content: 'x' }, 201);
    const [rev] = await revisionsOf(`/blogs/${String(post.blogId)}`);
    const base = `/blogs/${String(post.blogId)}/revisions`;
    for (const [method, path] of [
      ['GET', base],
      ['GET', `${base}/${String(rev!.revisionId)}`],
      ['POST', `${base}/${String(rev!.revisionId)}/restore`],
    ] as const) {
      expect((await api(stack, method, path)).status).toBe(401);
      expect((await api(stack, method, path, { token: visitorAccount })).status).toBe(403);
    }
    expect(await revisionsOf(`/blogs/${String(post.blogId)}`)).toHaveLength(1);
  });
});

describe('job revisions', () => {
  it('keeps the whole job on a close, and restoring the open version reopens it for visitors', async () => {
    const fields = {
      title: `Engineer ${unique()}`,
      location: 'Pune (Hybrid)',
      description: 'Build cloud things.',
      requirements: 'TypeScript.',
      department: 'Cloud',
    };
    const job = await ok('POST', '/jobs', fields, 201);
    const path = `/jobs/${String(job.jobId)}`;
    await ok('PUT', path, { active: false });
    expect((await api(stack, 'GET', path)).status).toBe(404);

    const revisions = await revisionsOf(path);
    expect(revisions.map((r) => r.action)).toEqual(['closed', 'created']);
    const closed = await ok('GET', `${path}/revisions/${String(revisions[0]!.revisionId)}`);
    expect(closed.content).toMatchObject({ ...fields, active: false, workplaceType: 'Hybrid' });

    const reopened = await ok('POST', `${path}/revisions/${String(revisions[1]!.revisionId)}/restore`);
    expect(reopened).toMatchObject({ ...fields, active: true });
    expect((await api(stack, 'GET', path)).json).toMatchObject({ title: fields.title, active: true });
    // The careers filters follow the restore like any save.
    const filtered = await api(stack, 'GET', `/jobs?department=Cloud&limit=100`);
    expect((filtered.json.items as Item[]).map((j) => j.jobId)).toContain(job.jobId);
    expect((await revisionsOf(path)).map((r) => r.action)).toEqual(['restored', 'closed', 'created']);
  });

  it('answers 404 for the history of an unknown job and refuses visitors', async () => {
    expect((await api(stack, 'GET', '/jobs/nope/revisions', { token: staff })).status).toBe(404);
    expect((await api(stack, 'GET', '/jobs/nope/revisions')).status).toBe(401);
    expect((await api(stack, 'GET', '/jobs/nope/revisions', { token: visitorAccount })).status).toBe(403);
  });
});
