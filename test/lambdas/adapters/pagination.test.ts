import { decodeCursor, encodeCursor } from '../../../lambdas/adapters/pagination';
import { indexKeyAttributes } from '../../../lambdas/adapters/tables';
import { DomainError } from '../../../lambdas/domain/errors';

const keys = indexKeyAttributes('jobs', 'activeByCreatedAt');
const last = { jobId: 'j1', activePk: 'ALL', createdAt: '2026-01-01T00:00:00.000Z' };

describe('cursors', () => {
  it('round-trips a LastEvaluatedKey through an opaque URL-safe string', () => {
    const cursor = encodeCursor(last)!;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, keys, { activePk: 'ALL' })).toEqual(last);
  });

  it('has no cursor after the last page and reads none without one', () => {
    expect(encodeCursor(undefined)).toBeNull();
    expect(decodeCursor(undefined, keys)).toBeUndefined();
    expect(decodeCursor('', keys)).toBeUndefined();
  });

  it('knows the key attributes of each index, table key first', () => {
    expect(keys).toEqual(['jobId', 'activePk', 'createdAt']);
    expect(indexKeyAttributes('applications', 'byJob')).toEqual(['applicationId', 'jobId', 'createdAt']);
    expect(() => indexKeyAttributes('jobs', 'nope')).toThrow();
  });

  it.each([
    ['garbage', 'not base64 at all!'],
    ['a missing attribute', encodeCursor({ jobId: 'j', createdAt: 'c' })!],
    ['an extra attribute', encodeCursor({ ...last, admin: 'yes' })!],
    ['another partition', encodeCursor({ ...last, activePk: 'SECRET' })!],
    ['a number', encodeCursor({ ...last, createdAt: 5 })!],
    ['an empty value', encodeCursor({ ...last, jobId: '' })!],
    ['null', Buffer.from('null').toString('base64url')],
  ])('refuses %s with a 400', (_label, cursor) => {
    let error: unknown;
    try {
      decodeCursor(cursor, keys, { activePk: 'ALL' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'invalid', message: 'Invalid cursor.' });
  });
});
