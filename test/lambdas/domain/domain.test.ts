import { buildUpdate } from '../../../lambdas/domain/update-expression';
import { jobChanges, newJobItem, visibleTo } from '../../../lambdas/domain/jobs';
import {
  applicationIdFor,
  attachedResumeKey,
  fileNameExtension,
  nameMatchesType,
  resumeContentProblem,
  uploadKey,
  uploadKeyExtension,
} from '../../../lambdas/domain/resumes';
import { withoutInternal } from '../../../lambdas/domain/items';
import { UPLOAD_KEY_PATTERN } from '../../../lambdas/contract';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('buildUpdate', () => {
  it('SETs defined values and REMOVEs undefined ones, with placeholder names', () => {
    expect(buildUpdate({ title: 'T', externalUrl: undefined, active: false })).toEqual({
      UpdateExpression: 'SET #a0 = :v0, #a2 = :v2 REMOVE #a1',
      ExpressionAttributeNames: { '#a0': 'active', '#a1': 'externalUrl', '#a2': 'title' },
      ExpressionAttributeValues: { ':v0': false, ':v2': 'T' },
    });
  });

  it('omits values when it only removes, and refuses an empty update', () => {
    expect(buildUpdate({ x: undefined })).toEqual({ UpdateExpression: 'REMOVE #a0', ExpressionAttributeNames: { '#a0': 'x' } });
    expect(() => buildUpdate({})).toThrow();
  });
});

describe('jobs', () => {
  const fields = {
    title: 'T',
    location: 'L',
    employmentType: 'Full-time' as const,
    description: 'D',
    requirements: 'R',
    active: true,
  };

  it('lists every job and puts only active ones in the visitors index', () => {
    expect(newJobItem(fields, 'j', 'c', 't')).toMatchObject({ listPk: 'ALL', activePk: 'ALL' });
    expect(newJobItem({ ...fields, active: false }, 'j', 'c', 't')).not.toHaveProperty('activePk');
  });

  it('a toggle changes only active and activePk (and stamps the filter rows it brings in line)', () => {
    expect(jobChanges({ active: false }, 'now')).toEqual({ active: false, activePk: undefined, filterRowsVersion: 1 });
    expect(jobChanges({ active: true }, 'now')).toEqual({ active: true, activePk: 'ALL', filterRowsVersion: 1 });
  });

  it('a full edit never touches jobId or createdAt', () => {
    const changes = jobChanges({ ...fields, jobId: 'x', createdAt: 'y' } as never, 'now');
    expect(changes).not.toHaveProperty('jobId');
    expect(changes).not.toHaveProperty('createdAt');
    expect(changes).toMatchObject({ updatedAt: 'now', activePk: 'ALL', externalUrl: undefined });
  });

  it('a full edit replaces every editable field, removing those left out, and sets the slug only when given', () => {
    const edit = {
      title: 'Data Engineer',
      location: 'Remote, India',
      employmentType: 'Contract',
      description: 'Pipelines.',
      requirements: 'SQL.',
      active: false,
      department: 'Data',
      workplaceType: 'Remote',
      salaryMin: 1_000_000,
      salaryMax: 2_000_000,
      closingDate: '2026-12-31',
    } as const;
    expect(jobChanges(edit, 'now', 'data-engineer')).toEqual({
      ...edit,
      externalUrl: undefined,
      activePk: undefined,
      filterRowsVersion: 1,
      slug: 'data-engineer',
      updatedAt: 'now',
    });
    expect(jobChanges(edit, 'now')).not.toHaveProperty('slug');
  });

  it('shows inactive jobs to staff only', () => {
    expect(visibleTo({ active: false }, false)).toBe(false);
    expect(visibleTo({ active: false }, true)).toBe(true);
    expect(visibleTo({ active: true }, false)).toBe(true);
  });

  it('strips index attributes from answers', () => {
    expect(withoutInternal({ jobId: 'j', listPk: 'ALL', activePk: 'ALL' })).toEqual({ jobId: 'j' });
  });
});

describe('resume files', () => {
  it.each([
    ['cv.pdf', '.pdf'],
    ['My.CV.DOCX', '.docx'],
    ['C:\\docs\\cv.doc', '.doc'],
    ['.pdf', ''],
    ['resume', ''],
  ])('the extension of %s is %j', (name, ext) => expect(fileNameExtension(name)).toBe(ext));

  it('checks that a name agrees with its type', () => {
    expect(nameMatchesType('cv.pdf', 'application/pdf')).toBe(true);
    expect(nameMatchesType('cv.doc', DOCX)).toBe(false);
    expect(nameMatchesType('cv.docx', DOCX)).toBe(true);
  });

  it('builds upload keys the contract accepts', () => {
    const key = uploadKey('0f8fad5b-d9cb-469f-a165-70867728950e', DOCX);
    expect(key).toBe('incoming/0f8fad5b-d9cb-469f-a165-70867728950e.docx');
    expect(key).toMatch(UPLOAD_KEY_PATTERN);
    expect(uploadKeyExtension(key)).toBe('.docx');
    expect(uploadKeyExtension('resumes/x.pdf')).toBeUndefined();
  });

  it('accepts content only when its real type agrees with the key', () => {
    const key = 'incoming/0f8fad5b-d9cb-469f-a165-70867728950e.pdf';
    expect(resumeContentProblem(key, 'application/pdf')).toBeUndefined();
    expect(resumeContentProblem(key, undefined)).toBe('The file is not a PDF, DOC or DOCX document.');
    expect(resumeContentProblem(key, DOCX)).toBe('The file is not a PDF, DOC or DOCX document.');
    expect(resumeContentProblem('elsewhere.pdf', 'application/pdf')).toBe('Unknown upload key.');
  });

  it('derives the same UUID-shaped application id from the same upload, different ids from different ones', () => {
    const a = 'incoming/0f8fad5b-d9cb-469f-a165-70867728950e.pdf';
    const b = 'incoming/1f8fad5b-d9cb-469f-a165-70867728950e.pdf';
    expect(applicationIdFor(a)).toBe(applicationIdFor(a));
    expect(applicationIdFor(a)).not.toBe(applicationIdFor(b));
    expect(applicationIdFor(a)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(attachedResumeKey('id', '.pdf')).toBe('resumes/id.pdf');
  });
});
