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

  it('reads a stored post without a status as published', () => {
    const post = toPost({ blogId: 'b1', ...fields, createdAt: '2025-01-01T00:00:00.000Z' });
    expect(post.status).toBe('published');
  });
});
