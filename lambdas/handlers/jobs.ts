import { randomUUID } from 'node:crypto';
import { createHandler } from './api';
import { notFound } from '../domain/errors';
import type { Caller } from '../http/auth';
import { deleteExisting, getItem, putNew, queryNewestFirst, updateExisting } from '../adapters/repository';
import { jobChanges, newJobItem, toJob, toJobSummary, visibleTo } from '../domain/jobs';

const isStaff = (caller: Caller) => caller.kind === 'user' && caller.isStaff;
const JOB_NOT_FOUND = 'This job does not exist or is no longer open.';

/** Jobs: visitors list and read active jobs; staff see all and manage them. */
export const handler = createHandler('jobs', {
  listJobs: async ({ query, caller }) => {
    const index = isStaff(caller) ? 'byCreatedAt' : 'activeByCreatedAt';
    const page = await queryNewestFirst('jobs', index, query);
    return { items: page.items.map(toJobSummary), nextCursor: page.nextCursor };
  },

  getJob: async ({ params, caller }) => {
    const item = await getItem('jobs', params.id!);
    if (!item || !visibleTo(item, isStaff(caller))) throw notFound(JOB_NOT_FOUND);
    return toJob(item);
  },

  createJob: async ({ body }) => {
    const item = newJobItem(body, randomUUID(), new Date().toISOString());
    if (!(await putNew('jobs', item))) throw new Error('A fresh job id collided with an existing job');
    return toJob(item);
  },

  updateJob: async ({ params, body }) => {
    const item = await updateExisting('jobs', params.id!, jobChanges(body, new Date().toISOString()));
    if (!item) throw notFound('This job does not exist.');
    return toJob(item);
  },

  deleteJob: async ({ params }) => {
    if (!(await deleteExisting('jobs', params.id!))) throw notFound('This job does not exist.');
  },
});
