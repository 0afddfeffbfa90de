import { jobSchema, type Job, type JobFields } from '../../../../../lambdas/contract/schemas';
import { contractRoute, fail } from '../contract';
import { db, nextId, now, pageOf } from '../db';

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const find = (id: string) => db.jobs.find((j) => j.jobId === id);
const isStaff = (headers: Headers) => /^Bearer \S+/.test(headers.get('authorization') ?? '');

export const jobsHandlers = [
  contractRoute('listJobs', ({ headers }) => pageOf(isStaff(headers) ? db.jobs : db.jobs.filter((j) => j.active))),
  contractRoute('getJob', ({ params, headers }) => {
    const job = find(params.id!);
    return job && (job.active || isStaff(headers)) ? job : fail(404, 'Job not found');
  }),
  contractRoute('createJob', ({ body }) => {
    const job: Job = jobSchema.parse({
      workplaceType: 'On-site',
      ...body,
      jobId: nextId('job'),
      slug: body.slug ?? slugOf(body.title),
      createdAt: now(),
    });
    db.jobs.push(job);
    return job;
  }),
  contractRoute('updateJob', ({ params, body }) => {
    const job = find(params.id!);
    if (!job) return fail(404, 'Job not found');
    Object.assign(job, body as Partial<JobFields>);
    return job;
  }),
  contractRoute('deleteJob', ({ params }) => {
    db.jobs = db.jobs.filter((j) => j.jobId !== params.id);
    return undefined;
  }),
];
