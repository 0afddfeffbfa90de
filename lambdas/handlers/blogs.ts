import { randomUUID } from 'node:crypto';
import { createHandler } from './api';
import { notFound } from '../domain/errors';
import { deleteExisting, getItem, putNew, queryNewestFirst, updateExisting } from '../adapters/repository';
import { newPostItem, postChanges, toPost } from '../domain/posts';

const POST_NOT_FOUND = 'This post does not exist.';

/** Blog posts: anyone reads, staff write. */
export const handler = createHandler('blogs', {
  listBlogs: async ({ query }) => {
    const page = await queryNewestFirst('posts', 'byCreatedAt', query);
    return { items: page.items.map(toPost), nextCursor: page.nextCursor };
  },

  getBlog: async ({ params }) => {
    const item = await getItem('posts', params.id!);
    if (!item) throw notFound(POST_NOT_FOUND);
    return toPost(item);
  },

  createBlog: async ({ body }) => {
    const item = newPostItem(body, randomUUID(), new Date().toISOString());
    if (!(await putNew('posts', item))) throw new Error('A fresh post id collided with an existing post');
    return toPost(item);
  },

  updateBlog: async ({ params, body }) => {
    const item = await updateExisting('posts', params.id!, postChanges(body, new Date().toISOString()));
    if (!item) throw notFound(POST_NOT_FOUND);
    return toPost(item);
  },

  deleteBlog: async ({ params }) => {
    if (!(await deleteExisting('posts', params.id!))) throw notFound(POST_NOT_FOUND);
  },
});
