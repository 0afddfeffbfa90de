import { Suspense, useState } from 'react';
import type { Post } from '../../../../lambdas/contract/schemas';
import { prerenderedMarkup } from '../../lib/prerenderedMarkup';
import { preloadable } from '../../lib/preloadable';

// react-markdown is loaded only to render a post the page did not arrive with (opened inside the
// app, or a staff preview); the server renderer preloads it (see entry-server's prepare).
const markdown = preloadable(() => import('./MarkdownContent').then((m) => m.default));
export const preloadPostBody = markdown.preload;

/** The post's content: its published markup when the page holds it, else rendered from markdown. */
export function PostBody({ post }: { post: Pick<Post, 'blogId' | 'content' | 'createdAt' | 'updatedAt'> }) {
  // The stamp ties the markup to this version of the post: newer data renders afresh.
  const key = `post:${post.blogId}:${post.updatedAt ?? post.createdAt}`;
  const [markup] = useState(() => prerenderedMarkup(key));
  if (markup !== undefined)
    return (
      <div
        className="blog-post__content"
        data-keep-html={key}
        dangerouslySetInnerHTML={{ __html: markup }}
        suppressHydrationWarning
      />
    );
  return (
    <div className="blog-post__content" data-keep-html={key}>
      <Suspense fallback={<p className="blog-state">Loading post...</p>}>
        <markdown.Component content={post.content} />
      </Suspense>
    </div>
  );
}
