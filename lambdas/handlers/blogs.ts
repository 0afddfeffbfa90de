import { randomUUID } from 'node:crypto';
import { createHandler } from './api';
import { notFound } from '../domain/errors';
import { actorOf } from '../http/auth';
import { recordAudit } from '../adapters/audit';
import { deleteExisting, findBySlug, getItem, putNew, queryNewestFirst, updateExisting } from '../adapters/repository';
import { claimSlug } from '../adapters/slugs';
import { newPostItem, postChanges, toPost } from '../domain/posts';

const POST_NOT_FOUND = 'This post does not exist.';

/** Blog posts: anyone reads, staff write. */
export const handler = createHandler('blogs', {
  listBlogs: async ({ query }) => {
    const page = await queryNewestFirst('posts', 'byCreatedAt', query);
    return { items: page.items.map(toPost), nextCursor: page.nextCursor };
  },

  getBlog: async ({ params }) => {
    // The id, or the address segment (/blog/<slug>).
    const item = (await getItem('posts', params.id!)) ?? (await findBySlug('posts', params.id!))[0];
    if (!item) throw notFound(POST_NOT_FOUND);
    return toPost(item);
  },

  createBlog: async ({ body, caller }) => {
    const slug = await claimSlug('posts', body.slug, body.title);
    const item = newPostItem(body, randomUUID(), new Date().toISOString(), slug);
    if (!(await putNew('posts', item))) throw new Error('A fresh post id collided with an existing post');
    await recordAudit({ action: 'changed-post', by: actorOf(caller), target: `post:${String(item.blogId)}`, detail: 'created' });
    return toPost(item);
  },

  updateBlog: async ({ params, body, caller }) => {
    const slug = await claimSlug('posts', body.slug, body.title, params.id);
    const item = await updateExisting('posts', params.id!, postChanges(body, new Date().toISOString(), slug));
    if (!item) throw notFound(POST_NOT_FOUND);
    await recordAudit({ action: 'changed-post', by: actorOf(caller), target: `post:${params.id!}`, detail: 'updated' });
    return toPost(item);
  },

  deleteBlog: async ({ params, caller }) => {
    if (!(await deleteExisting('posts', params.id!))) throw notFound(POST_NOT_FOUND);
    await recordAudit({ action: 'changed-post', by: actorOf(caller), target: `post:${params.id!}`, detail: 'deleted' });
  },
});
