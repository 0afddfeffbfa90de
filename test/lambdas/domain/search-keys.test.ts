import {
  allRows,
  listingRows,
  termOfSort,
  termRows,
  termSkipTarget,
  termSort,
  type Indexed,
} from '../../../lambdas/domain/search-keys';

const application: Indexed = {
  applicationId: 'app-1',
  jobId: 'job-1',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  stage: 'screening',
  name: 'Asha Rao',
  email: 'Asha.Rao@Example.com',
  phone: '+91 98765 43210',
  skills: 'TypeScript, React, AWS',
};

describe('listing rows and term rows', () => {
  it('split every row of an application in two, with no row in both', () => {
    const listing = listingRows(application).map((r) => r.rowId);
    const terms = termRows(application).map((r) => r.rowId);
    expect([...listing, ...terms].sort()).toEqual(
      allRows(application)
        .map((r) => r.rowId)
        .sort(),
    );
    expect(listing.filter((id) => terms.includes(id))).toEqual([]);
  });

  it('listing rows are the few that list it without a search: stage, job and stage, last change, e-mail, phone', () => {
    expect(listingRows(application).map((r) => r.k)).toEqual(
      expect.arrayContaining([
        'stage#screening',
        'job#job-1#stage#screening',
        'changed#screening',
        'email#asha.rao@example.com',
        'phone#9876543210',
      ]),
    );
    expect(listingRows(application)).toHaveLength(5);
    expect(termRows(application).every((r) => r.k.startsWith('term#'))).toBe(true);
  });
});

describe('where a search with dates continues after a term row outside them (decision 0041)', () => {
  const at = '2026-03-10T08:00:00.000Z';
  const now = '2026-11-23T12:00:00.000Z';
  const row = (term: string, createdAt = at) => ({ s: termSort(term, { createdAt, applicationId: 'app-1' }), createdAt });

  it('reads the term back from a sort key, a term holding # included', () => {
    expect(termOfSort(row('kubernetes').s)).toBe('kubernetes');
    expect(termOfSort(row('c#').s)).toBe('c#');
    expect(termOfSort(row('priya sharma').s)).toBe('priya sharma');
  });

  it("jumps to the term's rows from `from` when the row is older, past the term when it is newer than `to`", () => {
    expect(termSkipTarget(row('c#'), { from: '2026-04-01', now })).toBe('c##2026-04-01');
    expect(termSkipTarget(row('go'), { to: '2026-03-01', now })).toBe('go#2027');
    // A bare `to` date includes that whole day.
    expect(termSkipTarget(row('go'), { to: '2026-03-10', now })).toBeUndefined();
    expect(termSkipTarget(row('go'), { from: '2026-03-10', to: '2026-03-10', now })).toBeUndefined();
  });

  it("every target sorts after the row, before the term's rows it must read, and before other terms", () => {
    const older = row('c', '2026-01-01T00:00:00.000Z');
    const inRange = row('c', '2026-04-02T00:00:00.000Z');
    const target = termSkipTarget(older, { from: '2026-04-01', now })!;
    expect(older.s < target && target < inRange.s).toBe(true);
    const newer = row('c', '2026-05-01T00:00:00.000Z');
    const past = termSkipTarget(newer, { to: '2026-04-30', now })!;
    expect(newer.s < past && row('c', now).s < past).toBe(true);
    // Terms after "c" are not passed over, those holding '#' ("c#9", "c#") included.
    for (const next of ['c#9', 'c#', 'c-lang', 'clang', 'c++']) {
      const nextRow = row(next, '2026-06-01T00:00:00.000Z');
      if (nextRow.s > newer.s) expect(past < nextRow.s).toBe(true);
    }
  });
});
