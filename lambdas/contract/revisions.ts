/**
 * Revisions (history) of posts and jobs: every save keeps the item's full editable content, who
 * saved it and when, in the `revisions` table (tables.ts), written in one transaction with the item.
 */
import * as z from 'zod';
import { listQuerySchema } from './schemas';

/** Revisions kept per item: older ones are removed on save. Bounds storage and keeps the list useful. */
export const REVISIONS_KEPT = 100;

export const REVISION_KINDS = ['post', 'job'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** What a save did: from the item's state before and after (restored: a revision's content saved again). */
export const REVISION_ACTIONS = [
  'created',
  'edited',
  'published',
  'unpublished',
  'scheduled',
  'closed',
  'reopened',
  'restored',
] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** Partition of one item's revisions in the `byItem` index: `post#<blogId>`, `job#<jobId>`. */
export const revisionItemKey = (kind: RevisionKind, id: string) => `${kind}#${id}`;

/** Sort key of a revision: its save number, zero-padded so text order is number order. */
export const revisionSeq = (n: number) => String(n).padStart(10, '0');

export const revisionSummarySchema = z.object({
  revisionId: z.string(),
  /** When it was saved (ISO time). */
  at: z.string(),
  /** Staff e-mail of who saved it. */
  by: z.string(),
  title: z.string(),
  action: z.enum(REVISION_ACTIONS),
  /** Save number of the item, 1 for its first saved revision. */
  number: z.number().int(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** A revision with its content: every editable field of the post or job as it was saved. */
export const revisionSchema = revisionSummarySchema.extend({
  content: z.record(z.string(), z.unknown()),
});
export type Revision = z.infer<typeof revisionSchema>;

/** GET /blogs/{id}/revisions and /jobs/{id}/revisions: newest first, paged. */
export const revisionListQuerySchema = listQuerySchema;
