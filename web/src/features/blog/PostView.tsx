import { Link } from 'react-router-dom';
import { site } from '../../content/site';
import type { Post } from '../../../../lambdas/contract/schemas';
import { postPath } from '../../../../lambdas/contract/site-routes';
import { cardPath } from '../../../../lambdas/contract/social-card';
import { Seo } from '../../components/seo/Seo';
import { SafeImage } from '../../components/ui/SafeImage';
import { formatLongDate } from '../../lib/formatDate';
import { blogPostingData } from './blogPosting';
import { PostTags } from './PostTags';
import { PostBody } from './PostBody';
import './blog.css';

/*
 * A module of its own, shared by the public post page and the staff preview: were the preview to
 * import it from BlogPostPage.tsx, the bundler would merge that page into a shared chunk with no
 * manifest entry of its own, and published post pages would lose their stylesheet and preloads.
 */

export function BackToBlogs() {
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
      <PostBody post={post} />
    </article>
  );
}
