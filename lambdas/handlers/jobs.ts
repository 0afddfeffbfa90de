import { randomUUID } from 'node:crypto';
import { createHandler } from './api';
import { badRequest, notFound } from '../domain/errors';
import { actorOf, type Caller } from '../http/auth';
import { recordAudit } from '../adapters/audit';
import { deleteExisting, findBySlug, getItem, queryNewestFirst } from '../adapters/repository';
import { createWithRevision, deleteRevisionsOf, revisionOf, revisionPageOf, saveWithRevision } from '../adapters/revisions';
import { restoredJobFields } from '../domain/revisions';
import { claimSlug } from '../adapters/slugs';
import { queryJobsByFilter, writeJobFilterRows } from '../adapters/job-filter-index';
import { isEmptyFilter, jobFilterKey, jobFilterOf } from '../contract/job-filters';
import { hasFilterRows, jobFilterChanges } from '../domain/job-filter-rows';
import type { StoredItem } from '../domain/items';
import { jobChanges, newJobItem, salaryRangeProblem, toJob, toJobSummary, visibleTo } from '../domain/jobs';

const checkSalary = (fields: { salaryMin?: number; salaryMax?: number }) => {
  const problem = salaryRangeProblem(fields);
  if (problem) throw badRequest('Please correct the highlighted fields.', problem);
};

const isStaff = (caller: Caller) => caller.kind === 'user' && caller.isStaff;
const JOB_NOT_FOUND = 'This job does not exist or is no longer open.';
const JOB_GONE = 'This job does not exist.';

/** Keeps the careers filters' rows in line with a job that changed (rows use the read defaults). */
async function syncFilterRows(before: StoredItem | undefined, after: StoredItem | undefined): Promise<void> {
  const { put, remove } = jobFilterChanges(
    before && toJob(before),
    after && toJob(after),
    before !== undefined && hasFilterRows(before),
  );
  await writeJobFilterRows(put, remove);
}

/** Jobs: visitors list and read active jobs; staff see all and manage them. */
export const handler = createHandler('jobs', {
  listJobs: async ({ query, caller }) => {
    // A filter (careers) reads its own rows: open jobs only, for staff too.
    const filter = jobFilterOf(query);
    if (!isEmptyFilter(filter)) {
      const page = await queryJobsByFilter(jobFilterKey(filter), query);
      return { items: page.items.filter((item) => item.active === true).map(toJobSummary), nextCursor: page.nextCursor };
    }
    const index = isStaff(caller) ? 'byCreatedAt' : 'activeByCreatedAt';
    const page = await queryNewestFirst('jobs', index, query);
    return { items: page.items.map(toJobSummary), nextCursor: page.nextCursor };
  },

  getJob: async ({ params, caller }) => {
    // The id, or the address segment (/careers/<slug>).
    const item = (await getItem('jobs', params.id!)) ?? (await findBySlug('jobs', params.id!))[0];
    if (!item || !visibleTo(item, isStaff(caller))) throw notFound(JOB_NOT_FOUND);
    return toJob(item);
  },

  createJob: async ({ body, caller }) => {
    checkSalary(body);
    const slug = await claimSlug('jobs', body.slug, body.title);
    const now = new Date().toISOString();
    const item = newJobItem(body, randomUUID(), now, slug);
    if (!(await createWithRevision('job', item, { by: actorOf(caller), at: now })))
      throw new Error('A fresh job id collided with an existing job');
    await syncFilterRows(undefined, item);
    await recordAudit({ action: 'changed-job', by: actorOf(caller), target: `job:${String(item.jobId)}`, detail: 'created' });
    return toJob(item);
  },

  updateJob: async ({ params, body, caller }) => {
    if ('title' in body) checkSalary(body);
    const slug = 'title' in body ? await claimSlug('jobs', body.slug, body.title, params.id) : undefined;
    const now = new Date().toISOString();
    const saved = await saveWithRevision('job', params.id!, () => jobChanges(body, now, slug), { by: actorOf(caller), at: now });
    if (!saved) throw notFound(JOB_GONE);
    await syncFilterRows(saved.before, saved.after);
    await recordAudit({ action: 'changed-job', by: actorOf(caller), target: `job:${params.id!}`, detail: 'updated' });
    return toJob(saved.after);
  },

  listJobRevisions: ({ params, query }) => revisionPageOf('job', params.id!, query, JOB_GONE),

  getJobRevision: ({ params }) => revisionOf('job', params.id!, params.revisionId!),

  /** Saves the revision's content as the current job (open or closed as it was then): itself a new revision. */
  restoreJobRevision: async ({ params, caller }) => {
    const fields = restoredJobFields((await revisionOf('job', params.id!, params.revisionId!)).content);
    checkSalary(fields);
    const slug = await claimSlug('jobs', fields.slug, fields.title, params.id);
    const now = new Date().toISOString();
    const by = actorOf(caller);
    const saved = await saveWithRevision('job', params.id!, () => jobChanges(fields, now, slug), {
      by,
      at: now,
      action: 'restored',
    });
    if (!saved) throw notFound(JOB_GONE);
    await syncFilterRows(saved.before, saved.after);
    await recordAudit({
      action: 'changed-job',
      by,
      target: `job:${params.id!}`,
      detail: `restored revision ${params.revisionId!}`,
    });
    return toJob(saved.after);
  },

  deleteJob: async ({ params, caller }) => {
    const before = await getItem('jobs', params.id!);
    if (!before || !(await deleteExisting('jobs', params.id!))) throw notFound('This job does not exist.');
    await syncFilterRows(before, undefined);
    // What staff erased does not survive in its history (the revisions hold its full content).
    await deleteRevisionsOf('job', params.id!);
    await recordAudit({ action: 'changed-job', by: actorOf(caller), target: `job:${params.id!}`, detail: 'deleted' });
  },
});
