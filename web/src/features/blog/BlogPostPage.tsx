import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api, ApiError } from '../../lib/api';
import { site } from '../../content/site';
import type { Post } from '../../../../lambdas/contract/schemas';
import { stripMarkup } from './excerpt';
import { formatLongDate } from '../../lib/formatDate';
import { useLoad } from '../../lib/useLoad';
import './blog.css';

// react-markdown and its plugins load only here, as their own chunk.
const MarkdownContent = lazy(() => import('./MarkdownContent'));

export const POST_LOAD_FAILED = 'Failed to load the blog post. It might not exist or there was a network issue.';
export const POST_NOT_FOUND = 'Post not found.';

export function BlogPostPage() {
  const { id = '' } = useParams();
  const load = useLoad(`blog:${id}`, (signal) => api('getBlog', { params: { id }, signal }));

  if (load.state === 'loading') {
    return <p className="blog-state blog-post__state">Loading post...</p>;
  }
  if (load.state === 'error') {
    const missing = load.error instanceof ApiError && load.error.isNotFound;
    return (
      <section className="blog-post blog-post--failed">
        <title>{`${missing ? 'Post not found' : 'Blog post'} | ${site.brand}`}</title>
        <meta name="robots" content="noindex" />
        <p className="blog-state blog-state--error" role="alert">
          {missing ? POST_NOT_FOUND : POST_LOAD_FAILED}
        </p>
        <BackToBlogs />
      </section>
    );
  }
  return <PostView post={load.data} />;
}

function BackToBlogs() {
  return (
    <Link className="blog-post__back" to="/blog">
      ← Back to All Blogs
    </Link>
  );
}

function PostView({ post }: { post: Post }) {
  const description = stripMarkup(post.content).slice(0, 160);
  const url = `${site.url}/blog/${encodeURIComponent(post.blogId)}`;
  return (
    <article className="blog-post">
      <title>{`${post.title} | ${site.brand}`}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={post.title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={site.brand} />
      {post.imageUrl && <meta property="og:image" content={post.imageUrl} />}
      <meta property="article:published_time" content={post.createdAt} />
      <meta property="article:author" content={post.author} />

      <BackToBlogs />
      {post.imageUrl && <img className="blog-post__hero" src={post.imageUrl} alt="" decoding="async" />}
      <header className="blog-post__header">
        <h1>{post.title}</h1>
        <p className="blog-post__meta">
          By {post.author} · <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
        </p>
      </header>
      <div className="blog-post__content">
        <Suspense fallback={<p className="blog-state">Loading post...</p>}>
          <MarkdownContent content={post.content} />
        </Suspense>
      </div>
    </article>
  );
}
