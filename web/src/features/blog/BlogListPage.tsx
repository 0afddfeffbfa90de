import { Link, useParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { site } from '../../content/site';
import { Seo } from '../../components/seo/Seo';
import { blogPagePath, BLOG_PAGE_SIZE } from '../../../../lambdas/contract/site-routes';
import { SafeImage } from '../../components/ui/SafeImage';
import { SiteSearch } from '../../components/search/SiteSearch';
import { DefaultPostImage } from './DefaultPostImage';
import { ReadMoreLink } from './ReadMoreLink';
import { PostTags } from './PostTags';
import { formatLongDate } from '../../lib/formatDate';
import { publishedOr, usePageData } from '../../lib/pageData';
import type { PostListData, PostSummary } from '../../lib/publishedData';
import './blog.css';

const subtitle = `Explore the latest in cloud technology, AI innovation, and our journey at ${site.brand}.`;

/** First page from the API when no published data.json is there (the dev server). */
async function firstPageFromApi(signal: AbortSignal): Promise<PostListData> {
  const page = await api('listBlogs', { query: { limit: BLOG_PAGE_SIZE }, signal });
  return { posts: page.items, page: 1, pages: page.nextCursor ? 2 : 1 };
}

export function BlogListPage() {
  const { page: pageParam } = useParams();
  const page = pageParam ? Number(pageParam) : 1;
  const path = blogPagePath(page);
  const load = usePageData<PostListData>(path, publishedOr(path, firstPageFromApi));
  return (
    <>
      <Seo title={page > 1 ? `Blog, page ${page} | ${site.brand}` : `Blog | ${site.brand}`} description={subtitle} />

      <section className="blog-hero">
        <h1>Our Blog Posts</h1>
        <p>{subtitle}</p>
      </section>
      <SiteSearch />

      <section className="blog-list" aria-label="Blog posts" aria-busy={load.state === 'loading'}>
        {load.state === 'loading' && <p className="blog-state">Loading posts...</p>}
        {load.state === 'error' && (
          <p className="blog-state blog-state--error" role="alert">
            Failed to fetch blogs. Please try again.
          </p>
        )}
        {load.state === 'loaded' && load.data.posts.length === 0 && (
          <p className="blog-state">No blog posts have been published yet. Check back soon!</p>
        )}
        {load.state === 'loaded' && load.data.posts.length > 0 && (
          <>
            <PostItems posts={load.data.posts} page={load.data.page} />
            <Pagination page={load.data.page} pages={load.data.pages} />
          </>
        )}
      </section>
    </>
  );
}

/** Older and newer pages: static addresses (/blog/page/2, a tag's /blog/tag/aws/page/2), one page at a time. */
export function Pagination({
  page,
  pages,
  pathOf = blogPagePath,
  label = 'Blog pages',
}: {
  page: number;
  pages: number;
  pathOf?: (page: number) => string;
  label?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="blog-pagination" aria-label={label}>
      {page > 1 && (
        <Link to={pathOf(page - 1)} rel="prev">
          ← Newer posts
        </Link>
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link to={pathOf(page + 1)} rel="next">
          Older posts →
        </Link>
      )}
    </nav>
  );
}

/** One page of posts, numbered across pages. */
export function PostItems({ posts, page }: { posts: readonly PostSummary[]; page: number }) {
  return (
    <ol className="blog-items" start={(page - 1) * BLOG_PAGE_SIZE + 1}>
      {posts.map((post, index) => (
        <BlogListItem key={post.blogId} post={post} index={index} number={(page - 1) * BLOG_PAGE_SIZE + index + 1} />
      ))}
    </ol>
  );
}

export function BlogListItem({ post, index, number }: { post: PostSummary; index: number; number: number }) {
  return (
    <li className={`blog-item${index % 2 === 1 ? ' blog-item--reverse' : ''}`}>
      <div className="blog-item__media">
        {post.imageUrl ? (
          <SafeImage
            src={post.imageUrl}
            alt=""
            width={640}
            height={400}
            loading={index < 1 ? 'eager' : 'lazy'}
            decoding="async"
            fallback={<DefaultPostImage />}
          />
        ) : (
          <DefaultPostImage />
        )}
      </div>
      <article className="blog-item__body">
        <span className="blog-item__number" aria-hidden="true">
          {String(number).padStart(2, '0')}
        </span>
        <h2 className="blog-item__title">{post.title}</h2>
        <p className="blog-item__meta">
          By {post.author} ·{' '}
          <time dateTime={post.publishedAt ?? post.createdAt}>{formatLongDate(post.publishedAt ?? post.createdAt)}</time> ·{' '}
          {post.readingMinutes} min read
        </p>
        <p className="blog-item__excerpt">{post.excerpt}</p>
        <PostTags tags={post.tags} />
        <ReadMoreLink post={post} />
      </article>
    </li>
  );
}
