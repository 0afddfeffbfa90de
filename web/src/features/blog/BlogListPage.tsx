import { apiAll } from '../../lib/api';
import { site } from '../../content/site';
import type { Post } from '../../../../lambdas/contract/schemas';
import { DefaultPostImage } from './DefaultPostImage';
import { ReadMoreLink } from './ReadMoreLink';
import { excerpt } from './excerpt';
import { formatLongDate } from '../../lib/formatDate';
import { useLoad } from '../../lib/useLoad';
import './blog.css';

const subtitle = `Explore the latest in cloud technology, AI innovation, and our journey at ${site.brand}.`;

export function BlogListPage() {
  const load = useLoad('blogs', (signal) => apiAll('listBlogs', { signal }));
  return (
    <>
      <title>{`Blog | ${site.brand}`}</title>
      <meta name="description" content={subtitle} />
      <meta property="og:title" content={`Our Blog Posts | ${site.brand}`} />
      <meta property="og:description" content={subtitle} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={`${site.url}/blog`} />

      <section className="blog-hero">
        <h1>Our Blog Posts</h1>
        <p>{subtitle}</p>
      </section>

      <section className="blog-list" aria-label="Blog posts" aria-busy={load.state === 'loading'}>
        {load.state === 'loading' && <p className="blog-state">Loading posts...</p>}
        {load.state === 'error' && (
          <p className="blog-state blog-state--error" role="alert">
            Failed to fetch blogs. Please try again.
          </p>
        )}
        {load.state === 'loaded' && load.data.length === 0 && (
          <p className="blog-state">No blog posts have been published yet. Check back soon!</p>
        )}
        {load.state === 'loaded' && load.data.length > 0 && (
          <ol className="blog-items">
            {load.data.map((post, index) => (
              <BlogListItem key={post.blogId} post={post} index={index} />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function BlogListItem({ post, index }: { post: Post; index: number }) {
  return (
    <li className={`blog-item${index % 2 === 1 ? ' blog-item--reverse' : ''}`}>
      <div className="blog-item__media">
        {post.imageUrl ? <img src={post.imageUrl} alt="" loading={index < 2 ? 'eager' : 'lazy'} decoding="async" /> : <DefaultPostImage />}
      </div>
      <article className="blog-item__body">
        <span className="blog-item__number" aria-hidden="true">
          {String(index + 1).padStart(2, '0')}
        </span>
        <h2 className="blog-item__title">{post.title}</h2>
        <p className="blog-item__meta">
          By {post.author} · <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
        </p>
        <p className="blog-item__excerpt">{excerpt(post.content)}</p>
        <ReadMoreLink post={post} />
      </article>
    </li>
  );
}
