import { isDueScheduledPost, isPublicPost } from '../../../lambdas/contract/post-status';
import { postRequestSchema } from '../../../lambdas/contract/schemas';
import { newPostItem, postChanges, toPost } from '../../../lambdas/domain/posts';

const NOW = Date.parse('2026-06-01T12:00:00.000Z');
const fields = { title: 'Cost guide', author: 'Asha', content: 'Body text.' };

describe('post visibility', () => {
  it('shows published posts and stored posts without a status, never drafts', () => {
    expect(isPublicPost({ status: 'published' }, NOW)).toBe(true);
    expect(isPublicPost({}, NOW)).toBe(true);
    expect(isPublicPost({ status: 'draft' }, NOW)).toBe(false);
  });

  it('shows a scheduled post from its publish time on', () => {
    expect(isPublicPost({ status: 'scheduled', publishAt: '2026-06-01T12:00:01.000Z' }, NOW)).toBe(false);
    expect(isPublicPost({ status: 'scheduled', publishAt: '2026-06-01T12:00:00.000Z' }, NOW)).toBe(true);
    expect(isPublicPost({ status: 'scheduled' }, NOW)).toBe(false);
    expect(isDueScheduledPost({ status: 'scheduled', publishAt: '2026-06-01T11:00:00.000Z' }, NOW)).toBe(true);
    expect(isDueScheduledPost({ status: 'published', publishAt: '2026-06-01T11:00:00.000Z' }, NOW)).toBe(false);
  });
});

describe('post request schema', () => {
  it('defaults to published and accepts a draft', () => {
    expect(postRequestSchema.parse(fields).status).toBe('published');
    expect(postRequestSchema.parse({ ...fields, status: 'draft', publishAt: '' })).toMatchObject({ status: 'draft' });
  });

  it('needs a future publish time for a scheduled post', () => {
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(postRequestSchema.safeParse({ ...fields, status: 'scheduled', publishAt: future }).success).toBe(true);
    const missing = postRequestSchema.safeParse({ ...fields, status: 'scheduled' });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['publishAt', 'Choose when the post is published.'],
    ]);
    const past = postRequestSchema.safeParse({ ...fields, status: 'scheduled', publishAt: '2020-01-01T00:00:00Z' });
    expect(past.error?.issues.map((i) => i.message)).toEqual(['The publish time must be in the future.']);
    expect(postRequestSchema.safeParse({ ...fields, status: 'hidden' }).success).toBe(false);
  });
});

describe('post items', () => {
  it('stores the publish time in UTC for scheduled posts only', () => {
    const scheduled = postRequestSchema.parse({ ...fields, status: 'scheduled', publishAt: '2099-01-01T17:30:00+05:30' });
    expect(newPostItem(scheduled, 'b1', '2026-01-01T00:00:00.000Z', 'cost-guide')).toMatchObject({
      status: 'scheduled',
      publishAt: '2099-01-01T12:00:00.000Z',
    });
    const draft = postRequestSchema.parse({ ...fields, status: 'draft', publishAt: '2099-01-01T12:00:00Z' });
    expect(newPostItem(draft, 'b1', '2026-01-01T00:00:00.000Z', 'cost-guide')).not.toHaveProperty('publishAt');
    // An edit to a draft removes an earlier publish time (undefined means REMOVE).
    expect(postChanges(draft, '2026-01-02T00:00:00.000Z', 'cost-guide')).toMatchObject({ status: 'draft', publishAt: undefined });
  });

  it('marks scheduled posts only with the sparse key of the due-post index, never answered', () => {
    const scheduled = postRequestSchema.parse({ ...fields, status: 'scheduled', publishAt: '2099-01-01T17:30:00+05:30' });
    const item = newPostItem(scheduled, 'b1', '2026-01-01T00:00:00.000Z', 'cost-guide');
    expect(item).toMatchObject({ scheduledPk: 'ALL' });
    expect(toPost(item)).not.toHaveProperty('scheduledPk');
    expect(newPostItem(postRequestSchema.parse(fields), 'b1', '2026-01-01T00:00:00.000Z', 'x')).not.toHaveProperty('scheduledPk');
    expect(postChanges(scheduled, '2026-01-02T00:00:00.000Z', 'cost-guide')).toMatchObject({ scheduledPk: 'ALL' });
    const published = postRequestSchema.parse(fields);
    expect(postChanges(published, '2026-01-02T00:00:00.000Z', 'cost-guide')).toHaveProperty('scheduledPk', undefined);
  });

  it('reads a stored post without a status as published', () => {
    const post = toPost({ blogId: 'b1', ...fields, createdAt: '2025-01-01T00:00:00.000Z' });
    expect(post.status).toBe('published');
  });
});

describe('first publication time (publishedAt)', () => {
  const created = '2026-01-01T00:00:00.000Z';
  const later = '2026-02-01T00:00:00.000Z';

  it('is the creation time of a post published at once; drafts and scheduled posts have none', () => {
    expect(newPostItem(postRequestSchema.parse(fields), 'b1', created, 'cost-guide')).toMatchObject({ publishedAt: created });
    const draft = postRequestSchema.parse({ ...fields, status: 'draft' });
    expect(newPostItem(draft, 'b1', created, 'cost-guide')).not.toHaveProperty('publishedAt');
    const scheduled = postRequestSchema.parse({ ...fields, status: 'scheduled', publishAt: '2099-01-01T00:00:00Z' });
    expect(newPostItem(scheduled, 'b1', created, 'cost-guide')).not.toHaveProperty('publishedAt');
  });

  it('is set by the save that publishes a draft and kept by every later save', () => {
    const published = postRequestSchema.parse(fields);
    const draft = postRequestSchema.parse({ ...fields, status: 'draft' });
    expect(postChanges(draft, later, 'cost-guide')).toMatchObject({ publishedAt: undefined });
    expect(postChanges(published, later, 'cost-guide')).toMatchObject({ publishedAt: later });
    expect(postChanges(published, later, 'cost-guide', created)).toMatchObject({ publishedAt: created });
    // Back to draft: the first publication stays on record.
    expect(postChanges(draft, later, 'cost-guide', created)).toMatchObject({ publishedAt: created });
  });

  it('reads posts stored before it: published ones at their creation, due scheduled ones at their time', () => {
    expect(toPost({ blogId: 'b1', ...fields, createdAt: created }).publishedAt).toBe(created);
    expect(toPost({ blogId: 'b1', ...fields, status: 'draft', createdAt: created }).publishedAt).toBeUndefined();
    const due = toPost({ blogId: 'b1', ...fields, status: 'scheduled', publishAt: later, createdAt: created });
    expect(due.publishedAt).toBe(later);
    const notDue = toPost({
      blogId: 'b1',
      ...fields,
      status: 'scheduled',
      publishAt: '2999-01-01T00:00:00.000Z',
      createdAt: created,
    });
    expect(notDue.publishedAt).toBeUndefined();
  });

  it('reads posts stored before tags with none, and keeps stored tags', () => {
    expect(toPost({ blogId: 'b1', ...fields, createdAt: created }).tags).toEqual([]);
    expect(toPost({ blogId: 'b1', ...fields, tags: ['AWS'], createdAt: created }).tags).toEqual(['AWS']);
    expect(postChanges(postRequestSchema.parse({ ...fields, tags: 'AWS, Cost' }), later, 'cost-guide')).toMatchObject({
      tags: ['AWS', 'Cost'],
    });
  });
});
