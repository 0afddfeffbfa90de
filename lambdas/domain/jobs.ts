/** Jobs: stored shape, visibility and the two kinds of update (status toggle, full edit). */
import { LIST_PARTITION } from '../contract/tables';
import type { Job, JobFields, JobSummary, UpdateJobRequest } from '../contract/schemas';
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

/** The first `count` sentences of a description, "..." when more follows (the careers card's preview). */
export function jobPreview(text: string, count = 2): string {
  const normalized = text.replace(/\s+/g, ' ').trim();
  // A sentence ends at . ! or ? followed by a space or the end, so "Node.js" stays one word.
  const ends = /[.!?]+(?=\s|$)/g;
  let cut = 0;
  for (let found = 0; found < count; found++) {
    const match = ends.exec(normalized);
    if (!match) return normalized;
    cut = match.index + match[0].length;
  }
  if (cut >= normalized.length) return normalized;
  return `${normalized.slice(0, cut).replace(/(?<!\.)\.$/, '')}...`;
}

/** A job as lists show it: no requirements, the description's preview. */
export function toJobSummary(item: StoredItem): JobSummary {
  const { requirements: _requirements, ...rest } = toJob(item);
  return { ...rest, description: jobPreview(String(rest.description ?? '')) };
}
