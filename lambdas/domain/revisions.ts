/**
 * Revisions of posts and jobs: what a save keeps (every editable field, who, when, what it did),
 * how a stored revision is answered, and the fields a restore saves again.
 */
import { jobFieldsSchema, postFieldsSchema, type JobFields, type PostFields } from '../contract/schemas';
import {
  revisionItemKey,
  revisionSeq,
  type Revision,
  type RevisionAction,
  type RevisionKind,
  type RevisionSummary,
} from '../contract/revisions';
import { unprocessable } from './errors';
import type { StoredItem } from './items';
import { toJob } from './jobs';
import { toPost } from './posts';

/**
 * Internal attribute of posts and jobs: how many revisions the item has had. Each save expects the
 * count it read (optimistic concurrency) and stores the next. Items saved before history existed
 * have none: 0.
 */
export const REVISION_COUNT = 'revisionCount';

export const revisionCountOf = (item: StoredItem | undefined): number => {
  const n = item?.[REVISION_COUNT];
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0;
};

/** Field names a revision keeps: the editable fields of the contract, so new fields are kept too. */
const EDITABLE_FIELDS: Record<RevisionKind, readonly string[]> = {
  post: Object.keys(postFieldsSchema.shape),
  job: Object.keys(jobFieldsSchema.shape),
};

/** Every editable field of the item as answered (read defaults applied: slug, status, workplace type). */
export function revisionContent(kind: RevisionKind, item: StoredItem): Record<string, unknown> {
  const view = (kind === 'post' ? toPost(item) : toJob(item)) as Record<string, unknown>;
  return Object.fromEntries(EDITABLE_FIELDS[kind].filter((k) => view[k] !== undefined).map((k) => [k, view[k]]));
}

/** The item after an update: changed attributes set, undefined ones removed (as buildUpdate does). */
export function applyChanges(before: StoredItem, changes: Record<string, unknown>): StoredItem {
  const after: StoredItem = { ...before };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete after[key];
    else after[key] = value;
  }
  return after;
}

/** What a save did, from the states before and after. */
export function revisionAction(kind: RevisionKind, before: StoredItem | undefined, after: StoredItem): RevisionAction {
  if (!before) return 'created';
  if (kind === 'job') {
    if (before.active === true && after.active !== true) return 'closed';
    if (before.active !== true && after.active === true) return 'reopened';
    return 'edited';
  }
  const was = toPost(before).status;
  const now = toPost(after).status;
  if (was === now) return 'edited';
  if (now === 'published') return 'published';
  if (now === 'scheduled') return 'scheduled';
  return was === 'published' ? 'unpublished' : 'edited';
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export interface RevisionInput {
  kind: RevisionKind;
  id: string;
  /** The item's revision count after this save (1 for the first). */
  number: number;
  at: string;
  by: string;
  action: RevisionAction;
  /** The item as saved. */
  item: StoredItem;
}

export function newRevisionItem(input: RevisionInput, revisionId: string): StoredItem {
  const content = revisionContent(input.kind, input.item);
  return {
    revisionId,
    itemKey: revisionItemKey(input.kind, input.id),
    seq: revisionSeq(input.number),
    number: input.number,
    at: input.at,
    by: input.by,
    action: input.action,
    title: text(content.title),
    content,
  };
}

/** Defaults for a revision missing attributes (none are optional today; kept safe for hand-made items). */
export function toRevisionSummary(item: StoredItem): RevisionSummary {
  return {
    revisionId: String(item.revisionId),
    at: text(item.at),
    by: text(item.by),
    title: text(item.title),
    action: (item.action as RevisionAction | undefined) ?? 'edited',
    number: typeof item.number === 'number' ? item.number : Number(item.seq ?? 0),
  };
}

export const toRevision = (item: StoredItem): Revision => ({
  ...toRevisionSummary(item),
  content: (item.content as Record<string, unknown> | undefined) ?? {},
});

/** The revision belongs to this item (a revision id from another item reads as not found). */
export const revisionBelongsTo = (item: StoredItem, kind: RevisionKind, id: string) => item.itemKey === revisionItemKey(kind, id);

const CANNOT_RESTORE = 'This version can no longer be saved as it is';

function parsed<T>(
  schema: {
    safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  content: unknown,
): T {
  const result = schema.safeParse(content);
  if (!result.success)
    throw unprocessable(
      `${CANNOT_RESTORE}: ${result.error.issues[0]?.message ?? 'a field is not valid'}. Edit the current version instead.`,
    );
  return result.data;
}

/**
 * The post fields a restore saves. A scheduled version whose publish time has passed comes back as
 * a draft: restoring must never publish by surprise; staff set a new time.
 */
export function restoredPostFields(content: Record<string, unknown>, now: number): PostFields {
  const fields = parsed<PostFields>(postFieldsSchema, content);
  if (fields.status === 'scheduled' && (!fields.publishAt || Date.parse(fields.publishAt) <= now)) {
    return { ...fields, status: 'draft', publishAt: undefined };
  }
  return fields;
}

export const restoredJobFields = (content: Record<string, unknown>): JobFields => parsed<JobFields>(jobFieldsSchema, content);
