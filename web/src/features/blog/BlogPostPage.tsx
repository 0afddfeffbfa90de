import { Link, useParams } from 'react-router-dom';
import { api, ApiError } from '../../lib/api';
import { site } from '../../content/site';
import type { Post } from '../../../../lambdas/contract/schemas';
import { postPath } from '../../../../lambdas/contract/site-routes';
import { cardPath } from '../../../../lambdas/contract/social-card';
import { Seo } from '../../components/seo/Seo';
import { SafeImage } from '../../components/ui/SafeImage';
import { formatLongDate } from '../../lib/formatDate';
import { publishedOr, usePageData } from '../../lib/pageData';
import type { PostPageData } from '../../lib/publishedData';
import { blogPostingData } from './blogPosting';
import { PostTags } from './PostTags';
// Static import: the post page is rendered with its full content on the server (its own chunk:
// the blog list does not load react-markdown).
import MarkdownContent from './MarkdownContent';
import './blog.css';

export const POST_LOAD_FAILED = 'Failed to load the blog post. It might not exist or there was a network issue.';
export const POST_NOT_FOUND = 'Post not found.';

export function BlogPostPage() {
  const { id = '' } = useParams();
  const path = postPath(id);
  const load = usePageData<PostPageData>(
    path,
    publishedOr(path, async (signal) => ({ post: await api('getBlog', { params: { id }, signal }) })),
  );

  if (load.state === 'loading') {
    return <p className="blog-state blog-post__state">Loading post...</p>;
  }
  if (load.state === 'error') {
    const missing = load.error instanceof ApiError && load.error.isNotFound;
    return (
      <section className="blog-post blog-post--failed">
        <Seo
          title={`${missing ? 'Post not found' : 'Blog post'} | ${site.brand}`}
          description={missing ? POST_NOT_FOUND : POST_LOAD_FAILED}
          noindex
        />
        <p className="blog-state blog-state--error" role="alert">
          {missing ? POST_NOT_FOUND : POST_LOAD_FAILED}
        </p>
        <BackToBlogs />
      </section>
    );
  }
  return <PostView post={load.data.post} />;
}

function BackToBlogs() {
  return (
    <Link className="blog-post__back" to="/blog">
      ← Back to All Blogs
    </Link>
  );
}

/** The post as visitors see it; staff preview uses the same view (BlogPostPreviewPage). */
export function PostView({ post, preview = false }: { post: Post; preview?: boolean }) {
  const canonicalPath = postPath(post.slug);
  const published = post.publishedAt ?? post.createdAt;
  return (
    <article className="blog-post">
      <Seo
        title={`${post.title} | ${site.brand}`}
        description={post.excerpt.slice(0, 160)}
        canonicalPath={canonicalPath}
        type="article"
        image={preview ? post.imageUrl : cardPath(canonicalPath)}
        publishedTime={published}
        author={post.author}
        jsonLd={[blogPostingData(post, `${site.url}${canonicalPath}`)]}
        noindex={preview || undefined}
      />
      <BackToBlogs />
      {post.imageUrl && (
        <SafeImage className="blog-post__hero" src={post.imageUrl} alt="" width={1200} height={630} decoding="async" />
      )}
      <header className="blog-post__header">
        <h1>{post.title}</h1>
        <p className="blog-post__meta">
          By {post.author} · <time dateTime={published}>{formatLongDate(published)}</time> · {post.readingMinutes} min read
        </p>
        <PostTags tags={post.tags} />
      </header>
      <div className="blog-post__content">
        <MarkdownContent content={post.content} />
      </div>
    </article>
  );
}
