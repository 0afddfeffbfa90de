import { randomUUID } from 'node:crypto';
import { createHandler } from './api';
import { notFound } from '../domain/errors';
import { actorOf, type Caller } from '../http/auth';
import { recordAudit } from '../adapters/audit';
import { deleteExisting, findBySlug, getItem, queryNewestFirst } from '../adapters/repository';
import { createWithRevision, deleteRevisionsOf, revisionOf, revisionPageOf, saveWithRevision } from '../adapters/revisions';
import { claimSlug } from '../adapters/slugs';
import { newPostItem, postChanges, postVisibleTo, toPost, toPostSummary } from '../domain/posts';
import type { StoredItem } from '../domain/items';
import type { PostListQuery } from '../contract/schemas';
import { isPublicPost } from '../contract/post-status';
import { restoredPostFields } from '../domain/revisions';

const POST_NOT_FOUND = 'This post does not exist.';
const isStaff = (caller: Caller) => caller.kind === 'user' && caller.isStaff;
/** Queries one list request may make to fill a page around drafts; the cursor continues after. */
const MAX_LIST_QUERIES = 8;

/**
 * One page of post summaries (no markdown bodies) newest first, only those `keep` accepts. Each Query asks for no more than the
 * page still needs, so the last cursor always follows the last item answered.
 */
async function listPosts(query: PostListQuery, keep: (item: StoredItem) => boolean) {
  const items: StoredItem[] = [];
  let cursor = query.cursor;
  for (let n = 0; n < MAX_LIST_QUERIES && items.length < query.limit; n++) {
    const page = await queryNewestFirst('posts', 'byCreatedAt', { limit: query.limit - items.length, cursor });
    items.push(...page.items.filter(keep));
    cursor = page.nextCursor ?? undefined;
    if (!cursor) break;
  }
  return { items: items.map(toPostSummary), nextCursor: cursor ?? null };
}

/** Blog posts: visitors read public ones (published, or scheduled and due); staff see all and write. */
export const handler = createHandler('blogs', {
  listBlogs: async ({ query, caller }) => {
    const now = Date.now();
    if (!isStaff(caller)) return listPosts(query, (item) => isPublicPost(toPost(item), now));
    return listPosts(query, (item) => query.status === undefined || toPost(item).status === query.status);
  },

  getBlog: async ({ params, caller }) => {
    // The id, or the address segment (/blog/<slug>).
    const item = (await getItem('posts', params.id!)) ?? (await findBySlug('posts', params.id!))[0];
    if (!item || !postVisibleTo(item, isStaff(caller))) throw notFound(POST_NOT_FOUND);
    return toPost(item);
  },

  createBlog: async ({ body, caller }) => {
    const slug = await claimSlug('posts', body.slug, body.title);
    const now = new Date().toISOString();
    const item = newPostItem(body, randomUUID(), now, slug);
    if (!(await createWithRevision('post', item, { by: actorOf(caller), at: now })))
      throw new Error('A fresh post id collided with an existing post');
    await recordAudit({ action: 'changed-post', by: actorOf(caller), target: `post:${String(item.blogId)}`, detail: 'created' });
    return toPost(item);
  },

  updateBlog: async ({ params, body, caller }) => {
    const slug = await claimSlug('posts', body.slug, body.title, params.id);
    const now = new Date().toISOString();
    const saved = await saveWithRevision(
      'post',
      params.id!,
      (before) => postChanges(body, now, slug, toPost(before).publishedAt),
      {
        by: actorOf(caller),
        at: now,
      },
    );
    if (!saved) throw notFound(POST_NOT_FOUND);
    await recordAudit({ action: 'changed-post', by: actorOf(caller), target: `post:${params.id!}`, detail: 'updated' });
    return toPost(saved.after);
  },

  listBlogRevisions: ({ params, query }) => revisionPageOf('post', params.id!, query, POST_NOT_FOUND),

  getBlogRevision: ({ params }) => revisionOf('post', params.id!, params.revisionId!),

  /** Saves the revision's content as the current post: itself a new revision, republished like any save. */
  restoreBlogRevision: async ({ params, caller }) => {
    const fields = restoredPostFields((await revisionOf('post', params.id!, params.revisionId!)).content, Date.now());
    const slug = await claimSlug('posts', fields.slug, fields.title, params.id);
    const now = new Date().toISOString();
    const by = actorOf(caller);
    const saved = await saveWithRevision(
      'post',
      params.id!,
      (before) => postChanges(fields, now, slug, toPost(before).publishedAt),
      {
        by,
        at: now,
        action: 'restored',
      },
    );
    if (!saved) throw notFound(POST_NOT_FOUND);
    await recordAudit({
      action: 'changed-post',
      by,
      target: `post:${params.id!}`,
      detail: `restored revision ${params.revisionId!}`,
    });
    return toPost(saved.after);
  },

  deleteBlog: async ({ params, caller }) => {
    if (!(await deleteExisting('posts', params.id!))) throw notFound(POST_NOT_FOUND);
    // What staff erased does not survive in its history (the revisions hold its full content).
    await deleteRevisionsOf('post', params.id!);
    await recordAudit({ action: 'changed-post', by: actorOf(caller), target: `post:${params.id!}`, detail: 'deleted' });
  },
});
