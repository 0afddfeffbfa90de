/** Jobs: stored shape, visibility and the two kinds of update (status toggle, full edit). */
import { LIST_PARTITION } from '../contract/tables';
import type { Job, JobFields, UpdateJobRequest } from '../contract/schemas';
import { listed, withoutInternal, type StoredItem } from './items';
import { upgradeJob } from './schema/jobs';

/** `activePk` exists only on active jobs: the visitors' index is sparse. */
const activePartition = (active: boolean) => (active ? LIST_PARTITION : undefined);

export function newJobItem(fields: JobFields, jobId: string, createdAt: string): StoredItem {
  const item = listed({ ...fields, jobId, createdAt });
  return upgradeJob(fields.active ? { ...item, activePk: LIST_PARTITION } : item);
}

export const isToggle = (req: UpdateJobRequest): req is { active: boolean } => !('title' in req);

/**
 * The attributes an update changes. A toggle touches only `active` and `activePk`; a full edit
 * replaces every editable field (an omitted externalUrl is removed). jobId and createdAt never change.
 */
export function jobChanges(req: UpdateJobRequest, now: string): Record<string, unknown> {
  if (isToggle(req)) return { active: req.active, activePk: activePartition(req.active) };
  const { title, location, employmentType, description, requirements, externalUrl, active } = req;
  return {
    title,
    location,
    employmentType,
    description,
    requirements,
    externalUrl,
    active,
    activePk: activePartition(active),
    updatedAt: now,
  };
}

/** Visitors see active jobs only; staff see every job. */
export const visibleTo = (job: { active?: unknown }, isStaff: boolean) => isStaff || job.active === true;

export const toJob = (item: StoredItem) => withoutInternal(item) as unknown as Job;
