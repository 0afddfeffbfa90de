import { postSchema, type Post } from '../../../../../lambdas/contract/schemas';
import { contractRoute, fail } from '../contract';
import { db, nextId, now, pageOf } from '../db';

const find = (id: string) => db.posts.find((p) => p.blogId === id);

export const blogsHandlers = [
  contractRoute('listBlogs', () => pageOf(db.posts.map(({ content: _content, ...summary }) => summary))),
  contractRoute('getBlog', ({ params }) => {
    const post = find(params.id!);
    return post ? post : fail(404, 'Post not found');
  }),
  contractRoute('createBlog', ({ body }) => {
    const post: Post = postSchema.parse({
      ...body,
      blogId: nextId('post'),
      slug:
        body.slug ??
        body.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
      excerpt: body.content.slice(0, 200),
      readingMinutes: 1,
      createdAt: now(),
    });
    db.posts.push(post);
    return post;
  }),
  contractRoute('updateBlog', ({ params, body }) => {
    const post = find(params.id!);
    if (!post) return fail(404, 'Post not found');
    Object.assign(post, postSchema.partial().parse(body));
    return post;
  }),
  contractRoute('deleteBlog', ({ params }) => {
    db.posts = db.posts.filter((p) => p.blogId !== params.id);
    return undefined;
  }),
];
