/** The local stack's change events: which job or post a staff write changed, merged while a run waits. */
import { describe, expect, it } from 'vitest';
import { siteChangeOfWrite } from '../../../infra/local/site-change-of-write';
import { mergeChanges, ownersOfChange } from '../../../lambdas/contract/site-changes';

describe('siteChangeOfWrite', () => {
  it('names the item of an edit, close or delete from the route, and a created one from the answer', () => {
    expect(siteChangeOfWrite('jobs', { id: 'j1' }, '')).toEqual({ jobs: ['j1'], posts: [] });
    expect(siteChangeOfWrite('blogs', { id: 'p1' }, '')).toEqual({ jobs: [], posts: ['p1'] });
    expect(siteChangeOfWrite('jobs', {}, Buffer.from(JSON.stringify({ jobId: 'j2', title: 'New' })))).toEqual({
      jobs: ['j2'],
      posts: [],
    });
    expect(siteChangeOfWrite('blogs', {}, JSON.stringify({ blogId: 'p2' }))).toEqual({ jobs: [], posts: ['p2'] });
  });

  it('is unknown (publish everything) when the write names no item', () => {
    expect(siteChangeOfWrite('jobs', {}, 'not json')).toBeUndefined();
    expect(siteChangeOfWrite('jobs', {}, JSON.stringify({ blogId: 'p2' }))).toBeUndefined();
    expect(siteChangeOfWrite('applications', { id: 'a1' }, '')).toBeUndefined();
  });
});

describe('mergeChanges', () => {
  it('unites the items of two changes; an unknown change makes the run a full one', () => {
    expect(mergeChanges({ jobs: ['j1'], posts: [] }, { jobs: ['j1', 'j2'], posts: ['p1'] })).toEqual({
      jobs: ['j1', 'j2'],
      posts: ['p1'],
    });
    expect(mergeChanges({ jobs: ['j1'], posts: [] }, undefined)).toBeUndefined();
    expect(mergeChanges(undefined, { jobs: ['j1'], posts: [] })).toBeUndefined();
    expect([...ownersOfChange({ jobs: ['j1'], posts: ['p1'] })]).toEqual(['job:j1', 'post:p1']);
  });
});
