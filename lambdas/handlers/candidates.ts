import { createHandler } from './api';
import { notFound } from '../domain/errors';
import { getItem, queryNewestFirst } from '../adapters/repository';
import { presignDownload } from '../adapters/resume-store';
import { LIMITS } from '../contract/limits';
import { toApplication, toApplicationSummary } from '../domain/applications';

const NOT_FOUND = 'This application does not exist.';

/**
 * The staff's read side of applications: one page of summaries (filtered by job through the
 * `byJob` index), one application in full, a short-lived link to its resume. No resume parser here.
 */
export const handler = createHandler('candidates', {
  listApplications: async ({ query }) => {
    const page = query.jobId
      ? await queryNewestFirst('applications', 'byJob', query, query.jobId)
      : await queryNewestFirst('applications', 'byCreatedAt', query);
    return { items: page.items.map(toApplicationSummary), nextCursor: page.nextCursor };
  },

  getApplication: async ({ params }) => {
    const item = await getItem('applications', params.id!);
    if (!item) throw notFound(NOT_FOUND);
    return toApplication(item);
  },

  getResumeUrl: async ({ params }) => {
    const item = await getItem('applications', params.id!);
    if (!item || typeof item.resumeUrl !== 'string') throw notFound(NOT_FOUND);
    return { url: await presignDownload(item.resumeUrl), expiresIn: LIMITS.resumeUrlSeconds };
  },
});
