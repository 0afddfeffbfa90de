import {
  applyChanges,
  newRevisionItem,
  restoredJobFields,
  restoredPostFields,
  revisionAction,
  revisionBelongsTo,
  revisionContent,
  revisionCountOf,
  toRevision,
  toRevisionSummary,
} from '../../../lambdas/domain/revisions';
import { DomainError } from '../../../lambdas/domain/errors';

const storedPost = {
  blogId: 'b1',
  title: 'Serverless in Pune',
  author: 'Asha Rao',
  content: '# Hello\n\nBody.',
  createdAt: '2026-01-01T00:00:00.000Z',
  listPk: 'ALL',
  schemaVersion: 1,
  excerpt: 'Hello Body.',
  readingMinutes: 1,
};
const storedJob = {
  jobId: 'j1',
  title: 'Data Engineer',
  location: 'Remote, India',
  employmentType: 'Full-time',
  description: 'Pipelines.',
  requirements: 'SQL.',
  active: true,
  activePk: 'ALL',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('revision content', () => {
  it('keeps every editable field with the read defaults, and nothing internal or derived', () => {
    expect(revisionContent('post', storedPost)).toEqual({
      title: 'Serverless in Pune',
      author: 'Asha Rao',
      content: '# Hello\n\nBody.',
      slug: 'serverless-in-pune',
      status: 'published',
      tags: [],
    });
    expect(revisionContent('job', storedJob)).toEqual({
      title: 'Data Engineer',
      location: 'Remote, India',
      employmentType: 'Full-time',
      description: 'Pipelines.',
      requirements: 'SQL.',
      active: true,
      slug: 'data-engineer',
      workplaceType: 'Remote',
    });
  });

  it('applies changes as the update does: set defined values, remove undefined ones', () => {
    const after = applyChanges({ ...storedPost, imageUrl: 'https://x.test/a.png' }, { title: 'New', imageUrl: undefined });
    expect(after.title).toBe('New');
    expect(after).not.toHaveProperty('imageUrl');
    expect(after.blogId).toBe('b1');
  });

  it('reads a missing or odd revision count as 0 (items saved before history)', () => {
    expect(revisionCountOf(undefined)).toBe(0);
    expect(revisionCountOf(storedPost)).toBe(0);
    expect(revisionCountOf({ revisionCount: 'x' })).toBe(0);
    expect(revisionCountOf({ revisionCount: 7 })).toBe(7);
  });
});

describe('revision action', () => {
  const post = (status?: string) => ({ ...storedPost, ...(status ? { status } : {}) });
  it.each([
    [undefined, 'published', 'created'],
    ['draft', 'published', 'published'],
    [null, 'draft', 'unpublished'],
    ['published', 'draft', 'unpublished'],
    ['draft', 'scheduled', 'scheduled'],
    ['scheduled', 'draft', 'edited'],
    ['published', 'published', 'edited'],
  ])('post %s → %s is %s', (before, after, action) => {
    expect(revisionAction('post', before === undefined ? undefined : post(before ?? undefined), post(after))).toBe(action);
  });

  it('names a job closed, reopened or edited', () => {
    expect(revisionAction('job', storedJob, { ...storedJob, active: false })).toBe('closed');
    expect(revisionAction('job', { ...storedJob, active: false }, storedJob)).toBe('reopened');
    expect(revisionAction('job', storedJob, { ...storedJob, title: 'x' })).toBe('edited');
  });
});

describe('stored revision', () => {
  const item = newRevisionItem(
    {
      kind: 'post',
      id: 'b1',
      number: 12,
      at: '2026-02-01T10:00:00.000Z',
      by: 'staff@x.test',
      action: 'edited',
      item: storedPost,
    },
    'r1',
  );

  it('is keyed for the item index, numbered so text order is number order', () => {
    expect(item).toMatchObject({
      revisionId: 'r1',
      itemKey: 'post#b1',
      seq: '0000000012',
      number: 12,
      title: 'Serverless in Pune',
    });
    expect('0000000012' > '0000000009').toBe(true);
  });

  it('is answered as a summary or in full, with safe defaults for missing attributes', () => {
    expect(toRevisionSummary(item)).toEqual({
      revisionId: 'r1',
      number: 12,
      at: '2026-02-01T10:00:00.000Z',
      by: 'staff@x.test',
      title: 'Serverless in Pune',
      action: 'edited',
    });
    expect(toRevision(item).content).toMatchObject({ title: 'Serverless in Pune', status: 'published' });
    expect(toRevision({ revisionId: 'r2', seq: '0000000003' })).toEqual({
      revisionId: 'r2',
      number: 3,
      at: '',
      by: '',
      title: '',
      action: 'edited',
      content: {},
    });
  });

  it('belongs only to its own item', () => {
    expect(revisionBelongsTo(item, 'post', 'b1')).toBe(true);
    expect(revisionBelongsTo(item, 'post', 'b2')).toBe(false);
    expect(revisionBelongsTo(item, 'job', 'b1')).toBe(false);
  });
});

describe('restore', () => {
  const content = revisionContent('post', storedPost);
  const now = Date.parse('2026-06-01T00:00:00Z');

  it('restores a post as it was', () => {
    expect(restoredPostFields(content, now)).toMatchObject({ ...content, status: 'published' });
  });

  it('brings back a scheduled version whose time has passed as a draft, a future one as scheduled', () => {
    const past = restoredPostFields({ ...content, status: 'scheduled', publishAt: '2026-05-01T00:00:00.000Z' }, now);
    expect(past.status).toBe('draft');
    expect(past.publishAt).toBeUndefined();
    const future = restoredPostFields({ ...content, status: 'scheduled', publishAt: '2026-07-01T00:00:00.000Z' }, now);
    expect(future).toMatchObject({ status: 'scheduled', publishAt: '2026-07-01T00:00:00.000Z' });
  });

  it('refuses content today’s rules reject with a clear unprocessable error', () => {
    const attempt = () => restoredPostFields({ ...content, title: '' }, now);
    expect(attempt).toThrow(DomainError);
    expect(attempt).toThrow(/This version can no longer be saved as it is: .*Edit the current version instead\./);
    expect(() => restoredJobFields({ title: 'x' })).toThrow(expect.objectContaining({ kind: 'unprocessable' }) as Error);
  });

  it('restores a job with its open/closed state', () => {
    expect(restoredJobFields({ ...revisionContent('job', storedJob), active: false })).toMatchObject({
      active: false,
      title: 'Data Engineer',
    });
  });
});
