/** Jobs: stored shape, visibility and the two kinds of update (status toggle, full edit). */
import { LIST_PARTITION } from '../contract/tables';
import { slugify } from '../contract/site-routes';
import { firstSentences } from '../contract/text-preview';
import {
  jobFieldsSchema,
  type Job,
  type JobFields,
  type JobSummary,
  type UpdateJobRequest,
  type WorkplaceType,
} from '../contract/schemas';
import { listed, withoutInternal, type StoredItem } from './items';
import { upgradeJob } from './schema/jobs';
import { FILTER_ROWS_ATTRIBUTE, FILTER_ROWS_VERSION } from './job-filter-rows';

/** `activePk` exists only on active jobs: the visitors' index is sparse. */
const activePartition = (active: boolean) => (active ? LIST_PARTITION : undefined);

export function newJobItem(fields: JobFields, jobId: string, createdAt: string, slug: string): StoredItem {
  const item = listed({ ...fields, jobId, createdAt, slug, [FILTER_ROWS_ATTRIBUTE]: FILTER_ROWS_VERSION });
  return upgradeJob(fields.active ? { ...item, activePk: LIST_PARTITION } : item);
}

export const isToggle = (req: UpdateJobRequest): req is { active: boolean } => !('title' in req);

/** What a full edit replaces: every job field but the slug, which the handler settles (unique) and passes in. */
const EDITABLE_FIELDS = Object.keys(jobFieldsSchema.shape).filter((key) => key !== 'slug') as (keyof JobFields)[];

/**
 * The attributes an update changes. A toggle touches only `active` and `activePk`; a full edit
 * replaces every editable field (an omitted externalUrl is removed). jobId and createdAt never change.
 */
export function jobChanges(req: UpdateJobRequest, now: string, slug?: string): Record<string, unknown> {
  // Every write brings the job's filter rows in line (lambdas/handlers/jobs.ts), so it carries the stamp.
  const stamp = { [FILTER_ROWS_ATTRIBUTE]: FILTER_ROWS_VERSION };
  if (isToggle(req)) return { active: req.active, activePk: activePartition(req.active), ...stamp };
  // Every full edit also has `active`, so the guard's other branch is not narrowed for TypeScript.
  const edit = req as JobFields;
  return {
    ...Object.fromEntries(EDITABLE_FIELDS.map((key) => [key, edit[key]])),
    activePk: activePartition(edit.active),
    ...stamp,
    ...(slug ? { slug } : {}),
    updatedAt: now,
  };
}

/** Visitors see active jobs only; staff see every job. */
export const visibleTo = (job: { active?: unknown }, isStaff: boolean) => isStaff || job.active === true;

/** "Pune (Hybrid)" → Hybrid; "Remote, India" → Remote; otherwise On-site. */
export function workplaceTypeOf(location: string): WorkplaceType {
  if (/\bremote\b/i.test(location)) return 'Remote';
  if (/\bhybrid\b/i.test(location)) return 'Hybrid';
  return 'On-site';
}

/** A salary range must not be upside down. */
export function salaryRangeProblem(fields: { salaryMin?: number; salaryMax?: number }): Record<string, string[]> | undefined {
  if (fields.salaryMin !== undefined && fields.salaryMax !== undefined && fields.salaryMin > fields.salaryMax) {
    return { salaryMax: ['The maximum salary must not be below the minimum.'] };
  }
  return undefined;
}

/** Defaults for attributes older items lack: a slug derived from the title, the workplace type from the location. */
export function toJob(item: StoredItem): Job {
  const job = withoutInternal(item) as unknown as Job;
  return {
    ...job,
    slug: job.slug || slugify(String(job.title ?? '')),
    workplaceType: job.workplaceType ?? workplaceTypeOf(String(job.location ?? '')),
  };
}

/** A job as lists show it: no requirements, the description's preview. */
export function toJobSummary(item: StoredItem): JobSummary {
  const { requirements: _requirements, ...rest } = toJob(item);
  return { ...rest, description: firstSentences(String(rest.description ?? '')) };
}
