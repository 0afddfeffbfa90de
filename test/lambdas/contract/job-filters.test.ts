import { cursorAfterOpenJob } from '../../../lambdas/contract/cursor';
import { isEmptyFilter, jobFilterKey, jobFilterOf, jobFiltersMatching } from '../../../lambdas/contract/job-filters';
import { decodeCursor, encodeCursor } from '../../../lambdas/adapters/pagination';
import { jobFilterChanges, jobFilterRows } from '../../../lambdas/domain/job-filter-rows';

describe('careers filters', () => {
  it('reads only known, non-empty parameters from a URL or a query object', () => {
    expect(jobFilterOf(new URLSearchParams('type=Contract&department=&page=2&x=1'))).toEqual({ type: 'Contract' });
    expect(jobFilterOf({ location: ' Pune ', workplace: 'Remote', limit: 12 })).toEqual({
      location: 'Pune',
      workplace: 'Remote',
    });
    expect(isEmptyFilter(jobFilterOf({}))).toBe(true);
  });

  it('keys a filter in table order whatever order it was given in, values encoded', () => {
    expect(jobFilterKey({ type: 'Contract', department: 'R&D' })).toBe('department=R%26D&type=Contract');
    expect(jobFilterKey({ department: 'R&D', type: 'Contract' })).toBe('department=R%26D&type=Contract');
  });

  it('matches a job to every non-empty combination of its values', () => {
    const all = jobFiltersMatching({ department: 'Data', location: 'Pune', workplaceType: 'Hybrid', employmentType: 'Contract' });
    expect(all).toHaveLength(15);
    expect(new Set(all.map(jobFilterKey)).size).toBe(15);
    expect(jobFiltersMatching({ location: 'Pune', department: '  ' }).map(jobFilterKey)).toEqual(['location=Pune']);
  });

  it('gives an open job its rows and a closed one none; an edit moves only what changed', () => {
    const job = { jobId: 'j', active: true, createdAt: '2026-01-01T00:00:00.000Z', location: 'Pune', employmentType: 'Contract' };
    expect(jobFilterRows(job).map((r) => r.rowId)).toEqual([
      'location=Pune#j',
      'type=Contract#j',
      'location=Pune&type=Contract#j',
    ]);
    expect(jobFilterRows({ ...job, active: false })).toEqual([]);
    const moved = jobFilterChanges(job, { ...job, location: 'Delhi' }, true);
    expect(moved.put.map((r) => r.rowId)).toEqual(['location=Delhi#j', 'location=Delhi&type=Contract#j']);
    expect(moved.remove).toEqual(['location=Pune#j', 'location=Pune&type=Contract#j']);
    // Stored before the table: every row is written.
    expect(jobFilterChanges(job, job, false).put).toHaveLength(3);
  });

  it('writes the cursor after an open job exactly as the API does', () => {
    const job = { jobId: 'j-1', createdAt: '2026-01-01T00:00:00.000Z' };
    const key = { jobId: 'j-1', activePk: 'ALL', createdAt: job.createdAt };
    expect(cursorAfterOpenJob(job)).toBe(encodeCursor(key));
    expect(decodeCursor(cursorAfterOpenJob(job), ['jobId', 'activePk', 'createdAt'], { activePk: 'ALL' })).toEqual(key);
  });
});
