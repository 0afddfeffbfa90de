import '../support/env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { handler } from '../../../lambdas/handlers/blogs';
import { STAFF_CLAIMS, USER_CLAIMS, apiEvent, call } from '../support/events';
import { tableFor } from '../support/env';
import { idToken, useTestIssuer } from '../support/tokens';

const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => {
  ddb.reset();
  // Address lookups and the slug uniqueness check find nothing unless a test says otherwise.
  ddb.on(QueryCommand, { IndexName: 'bySlug' }).resolves({ Items: [] });
});

/** The parts of the n-th transaction: the post's write, then its revision. */
const transaction = (n = 0) => ddb.commandCalls(TransactWriteCommand)[n]!.args[0].input.TransactItems!;

const post = { title: 'Serverless in Pune', author: 'Nimbus Crest', content: '# Hello\n\nMarkdown.' };
const stored = { ...post, blogId: 'b1', createdAt: '2026-01-01T00:00:00.000Z', listPk: 'ALL' };

describe('blogs', () => {
  it('lists post summaries newest first for anyone', async () => {
    ddb
      .on(QueryCommand)
      .resolves({ Items: [stored], LastEvaluatedKey: { blogId: 'b1', listPk: 'ALL', createdAt: stored.createdAt } });
    const res = await call(handler, apiEvent('listBlogs', { query: { limit: '1' } }));
    expect(res.status).toBe(200);
    // Older items get their defaults on read: a slug from the title, excerpt and reading time from
    // the content, status published, no tags, first published when created. No markdown body in a list.
    expect(res.json.items).toEqual([
      {
        title: post.title,
        author: post.author,
        blogId: 'b1',
        createdAt: stored.createdAt,
        slug: 'serverless-in-pune',
        excerpt: 'Hello Markdown.',
        readingMinutes: 1,
        status: 'published',
        tags: [],
        publishedAt: stored.createdAt,
      },
    ]);
    expect(res.json.nextCursor).toEqual(expect.any(String));
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      TableName: tableFor('posts'),
      IndexName: 'byCreatedAt',
      ScanIndexForward: false,
      Limit: 1,
    });
  });

  it('lists summaries without markdown bodies for staff too, drafts included', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ ...stored, status: 'draft', excerpt: 'Hello', readingMinutes: 1 }] });
    const res = await call(handler, apiEvent('listBlogs', { query: { limit: '5' }, claims: STAFF_CLAIMS }));
    expect(res.status).toBe(200);
    const items = res.json.items as Record<string, unknown>[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ blogId: 'b1', status: 'draft', excerpt: 'Hello' });
    expect(items[0]).not.toHaveProperty('content');
  });

  it('reads one post, 404 when unknown', async () => {
    ddb.on(GetCommand).resolvesOnce({ Item: stored }).resolves({});
    const found = await call(handler, apiEvent('getBlog', { params: { id: 'b1' } }));
    expect(found.json).toMatchObject({ blogId: 'b1', title: post.title });
    expect(found.json).not.toHaveProperty('listPk');
    expect((await call(handler, apiEvent('getBlog', { params: { id: 'nope' } }))).status).toBe(404);
  });

  it('creates a post with image and external URLs for staff, and its first revision in the same transaction', async () => {
    ddb.on(PutCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});
    const body = { ...post, imageUrl: 'https://example.com/a.png', externalUrl: 'https://medium.com/x' };
    const res = await call(handler, apiEvent('createBlog', { body, claims: STAFF_CLAIMS }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ ...body, blogId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(res.json).not.toHaveProperty('revisionCount');
    const [item, revision] = transaction();
    expect(item!.Put).toMatchObject({
      TableName: tableFor('posts'),
      Item: { listPk: 'ALL', blogId: res.json.blogId, revisionCount: 1 },
      ConditionExpression: 'attribute_not_exists(#pk)',
    });
    expect(revision!.Put).toMatchObject({
      TableName: tableFor('revisions'),
      Item: {
        itemKey: `post#${String(res.json.blogId)}`,
        seq: '0000000001',
        by: STAFF_CLAIMS.email,
        action: 'created',
        content: { ...body, slug: 'serverless-in-pune', status: 'published' },
      },
    });
  });

  it('treats an empty image URL as none and refuses a non-http one', async () => {
    ddb.on(PutCommand).resolves({});
    const empty = await call(handler, apiEvent('createBlog', { body: { ...post, imageUrl: '' }, claims: STAFF_CLAIMS }));
    expect(empty.status).toBe(201);
    expect(empty.json).not.toHaveProperty('imageUrl');
    const bad = await call(
      handler,
      apiEvent('createBlog', { body: { ...post, imageUrl: 'javascript:alert(1)' }, claims: STAFF_CLAIMS }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toHaveProperty('imageUrl');
  });

  it('updates every editable field, removing cleared URLs, never blogId or createdAt', async () => {
    ddb.on(GetCommand).resolves({ Item: { ...stored, imageUrl: 'https://example.com/a.png', revisionCount: 4 } });
    ddb.on(TransactWriteCommand).resolves({});
    const res = await call(
      handler,
      apiEvent('updateBlog', {
        params: { id: 'b1' },
        body: { ...post, title: 'New', blogId: 'x', createdAt: 'y' },
        claims: STAFF_CLAIMS,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json.title).toBe('New');
    expect(res.json).not.toHaveProperty('imageUrl');
    const [update, revision] = transaction();
    const input = update!.Update!;
    const names = input.ExpressionAttributeNames!;
    expect(Object.values(names).sort()).toEqual([
      'author',
      'blogId',
      'content',
      'excerpt',
      'externalUrl',
      'imageUrl',
      'publishAt',
      'publishedAt',
      'readingMinutes',
      'revisionCount',
      'revisionCount',
      'scheduledPk',
      'slug',
      'status',
      'tags',
      'title',
      'updatedAt',
    ]);
    expect(names['#key']).toBe('blogId');
    // A post stored before publishedAt keeps its creation as its first publication.
    const valueOf = (attr: string) =>
      input.ExpressionAttributeValues![
        Object.keys(names)
          .find((k) => names[k] === attr)!
          .replace('#a', ':v')
      ];
    expect(valueOf('publishedAt')).toBe(stored.createdAt);
    expect(valueOf('tags')).toEqual([]);
    expect(input.UpdateExpression).toMatch(/REMOVE/);
    // Saved only if nobody saved since it was read (its 4th revision): this is the 5th.
    expect(input.ConditionExpression).toBe('attribute_exists(#key) AND #count = :count');
    expect(input.ExpressionAttributeValues).toMatchObject({ ':count': 4 });
    expect(revision!.Put!.Item).toMatchObject({ seq: '0000000005', number: 5, action: 'edited', title: 'New' });
    expect(revision!.Put!.Item!.content).not.toHaveProperty('imageUrl');
  });

  it('reads the post again and retries when another save won the race', async () => {
    ddb.on(GetCommand).resolves({ Item: { ...stored, revisionCount: 2 } });
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException' }))
      .resolves({});
    const res = await call(handler, apiEvent('updateBlog', { params: { id: 'b1' }, body: post, claims: STAFF_CLAIMS }));
    expect(res.status).toBe(200);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(2);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('answers 404 when updating or deleting an unknown post', async () => {
    const failed = new ConditionalCheckFailedException({ message: 'no', $metadata: {} });
    ddb.on(GetCommand).resolves({});
    ddb.on(DeleteCommand).rejects(failed);
    expect((await call(handler, apiEvent('updateBlog', { params: { id: 'x' }, body: post, claims: STAFF_CLAIMS }))).status).toBe(
      404,
    );
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect((await call(handler, apiEvent('deleteBlog', { params: { id: 'x' }, claims: STAFF_CLAIMS }))).status).toBe(404);
  });

  it('deletes with 204', async () => {
    ddb.on(DeleteCommand).resolves({});
    expect((await call(handler, apiEvent('deleteBlog', { params: { id: 'b1' }, claims: STAFF_CLAIMS }))).status).toBe(204);
  });

  it('keeps writes staff only', async () => {
    expect((await call(handler, apiEvent('createBlog', { body: post }))).status).toBe(401);
    expect((await call(handler, apiEvent('updateBlog', { params: { id: 'b1' }, body: post, claims: USER_CLAIMS }))).status).toBe(
      403,
    );
    expect((await call(handler, apiEvent('deleteBlog', { params: { id: 'b1' }, claims: USER_CLAIMS }))).status).toBe(403);
    expect(ddb.calls()).toHaveLength(0);
  });

  describe('draft, scheduled and published', () => {
    const ids = (json: unknown) => (json as { items: { blogId: string }[] }).items.map((p) => p.blogId);
    const statuses = (json: unknown) => (json as { items: { status: string }[] }).items.map((p) => p.status);
    const fieldProblems = (json: unknown) => (json as { fields: Record<string, string[]> }).fields;
    beforeEach(() => useTestIssuer());
    const staffToken = () => idToken({ groups: ['staff'] });
    const draft = { ...stored, blogId: 'd1', status: 'draft', createdAt: '2026-01-03T00:00:00.000Z' };
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const notDue = { ...stored, blogId: 's1', status: 'scheduled', publishAt: future, createdAt: '2026-01-02T00:00:00.000Z' };
    const due = { ...stored, blogId: 's2', status: 'scheduled', publishAt: '2026-01-01T00:00:00.000Z' };

    it('lists only public posts to visitors and fills the page past drafts', async () => {
      ddb
        .on(QueryCommand, { IndexName: 'byCreatedAt' })
        .resolvesOnce({ Items: [draft, notDue], LastEvaluatedKey: { blogId: 's1', listPk: 'ALL', createdAt: notDue.createdAt } })
        .resolvesOnce({ Items: [due, stored] });
      const res = await call(handler, apiEvent('listBlogs', { query: { limit: '2' } }));
      expect(ids(res.json)).toEqual(['s2', 'b1']);
      expect(res.json.nextCursor).toBeNull();
      // The second Query asked only for what the page still needed, from where the first stopped.
      const second = ddb.commandCalls(QueryCommand)[1]!.args[0].input;
      expect(second.Limit).toBe(2);
      expect(second.ExclusiveStartKey).toMatchObject({ blogId: 's1' });
    });

    it('lists every post to staff, or one status when asked', async () => {
      ddb.on(QueryCommand, { IndexName: 'byCreatedAt' }).resolves({ Items: [draft, notDue, stored] });
      const all = await call(handler, apiEvent('listBlogs', { query: { limit: '5' }, bearer: staffToken() }));
      expect(statuses(all.json)).toEqual(['draft', 'scheduled', 'published']);
      const drafts = await call(handler, apiEvent('listBlogs', { query: { limit: '5', status: 'draft' }, bearer: staffToken() }));
      expect(ids(drafts.json)).toEqual(['d1']);
      const bad = await call(handler, apiEvent('listBlogs', { query: { status: 'secret' }, bearer: staffToken() }));
      expect(bad.status).toBe(400);
    });

    it('answers 404 for a draft or a post not yet due to visitors, the post to staff', async () => {
      ddb.on(GetCommand, { Key: { blogId: 'd1' } }).resolves({ Item: draft });
      ddb.on(GetCommand, { Key: { blogId: 's1' } }).resolves({ Item: notDue });
      ddb.on(GetCommand, { Key: { blogId: 's2' } }).resolves({ Item: due });
      expect((await call(handler, apiEvent('getBlog', { params: { id: 'd1' } }))).status).toBe(404);
      expect((await call(handler, apiEvent('getBlog', { params: { id: 's1' } }))).status).toBe(404);
      expect((await call(handler, apiEvent('getBlog', { params: { id: 's1' }, bearer: idToken() }))).status).toBe(404);
      expect((await call(handler, apiEvent('getBlog', { params: { id: 's2' } }))).status).toBe(200);
      const staff = await call(handler, apiEvent('getBlog', { params: { id: 'd1' }, bearer: staffToken() }));
      expect(staff.json).toMatchObject({ blogId: 'd1', status: 'draft' });
    });

    it('stores a scheduled post with its time in UTC, and refuses one without a future time', async () => {
      ddb.on(PutCommand).resolves({});
      ddb.on(TransactWriteCommand).resolves({});
      const at = new Date(Date.now() + 86_400_000);
      const local = at.toISOString().replace('Z', '+00:00');
      const ok = await call(
        handler,
        apiEvent('createBlog', { body: { ...post, status: 'scheduled', publishAt: local }, claims: STAFF_CLAIMS }),
      );
      expect(ok.status).toBe(201);
      expect(transaction()[0]!.Put!.Item).toMatchObject({
        status: 'scheduled',
        publishAt: at.toISOString(),
      });
      const missing = await call(
        handler,
        apiEvent('createBlog', { body: { ...post, status: 'scheduled' }, claims: STAFF_CLAIMS }),
      );
      expect(missing.status).toBe(400);
      expect(fieldProblems(missing.json).publishAt).toEqual(['Choose when the post is published.']);
      const past = await call(
        handler,
        apiEvent('createBlog', {
          body: { ...post, status: 'scheduled', publishAt: '2020-01-01T00:00:00Z' },
          claims: STAFF_CLAIMS,
        }),
      );
      expect(fieldProblems(past.json).publishAt).toEqual(['The publish time must be in the future.']);
      // Only the valid one was stored.
      expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
    });

    it('keeps no publish time on a draft', async () => {
      ddb.on(PutCommand).resolves({});
      ddb.on(TransactWriteCommand).resolves({});
      const res = await call(
        handler,
        apiEvent('createBlog', { body: { ...post, status: 'draft', publishAt: future }, claims: STAFF_CLAIMS }),
      );
      expect(res.status).toBe(201);
      const item = transaction()[0]!.Put!.Item!;
      expect(item.status).toBe('draft');
      expect(item).not.toHaveProperty('publishAt');
    });
  });
});
