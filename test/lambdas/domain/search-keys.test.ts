import { allRows, listingRows, termRows, type Indexed } from '../../../lambdas/domain/search-keys';

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
