import { Link, useParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { site } from '../../content/site';
import { Seo } from '../../components/seo/Seo';
import { BLOG_PAGE_SIZE, tagPath } from '../../../../lambdas/contract/site-routes';
import { tagSlug } from '../../../../lambdas/contract/tags';
import { publishedOr, usePageData } from '../../lib/pageData';
import type { TagListData } from '../../lib/publishedData';
import { Pagination, PostItems } from './BlogListPage';
import './blog.css';

export const TAG_NOT_FOUND = 'No published posts have this tag.';

/**
 * Without a published data.json (the dev server): the tag's posts among the API's latest 100;
 * `pages: 0` when none has it.
 */
async function tagPageFromApi(slug: string, signal: AbortSignal): Promise<TagListData> {
  const latest = await api('listBlogs', { query: { limit: 100 }, signal });
  const posts = latest.items.filter((post) => (post.tags ?? []).some((label) => tagSlug(label) === slug));
  const label = posts[0]?.tags?.find((t) => tagSlug(t) === slug) ?? slug;
  return { tag: { slug, label }, posts: posts.slice(0, BLOG_PAGE_SIZE), page: 1, pages: posts.length ? 1 : 0 };
}

/** /blog/tag/<slug> and its later pages: the posts with one tag, newest first. */
export function BlogTagPage() {
  const { tag = '', page: pageParam } = useParams();
  const page = pageParam ? Number(pageParam) : 1;
  const path = tagPath(tag, page);
  const load = usePageData<TagListData>(
    path,
    publishedOr(path, (signal) => tagPageFromApi(tag, signal)),
  );
  const label = load.state === 'loaded' ? load.data.tag.label : tag;
  const found = load.state === 'loaded' && load.data.posts.length > 0;
  const description = `Posts tagged “${label}” on the ${site.brand} blog: cloud technology, AI and engineering.`;
  return (
    <>
      <Seo
        title={`${label}${page > 1 ? `, page ${page}` : ''} | Blog | ${site.brand}`}
        description={description}
        noindex={load.state === 'loaded' && !found ? true : undefined}
      />
      <section className="blog-hero">
        <p className="blog-hero__kicker">
          <Link to="/blog">Blog</Link> · Tag
        </p>
        <h1>{label}</h1>
        <p>{found ? `Posts tagged “${label}”, newest first.` : 'Posts with this tag.'}</p>
      </section>

      <section className="blog-list" aria-label={`Posts tagged ${label}`} aria-busy={load.state === 'loading'}>
        {load.state === 'loading' && <p className="blog-state">Loading posts...</p>}
        {load.state === 'error' && (
          <p className="blog-state blog-state--error" role="alert">
            Failed to fetch blogs. Please try again.
          </p>
        )}
        {load.state === 'loaded' && !found && (
          <p className="blog-state">
            {TAG_NOT_FOUND} <Link to="/blog">See all posts</Link>.
          </p>
        )}
        {load.state === 'loaded' && found && (
          <>
            <PostItems posts={load.data.posts} page={load.data.page} />
            <Pagination
              page={load.data.page}
              pages={load.data.pages}
              pathOf={(n) => tagPath(load.data.tag.slug, n)}
              label={`Pages of posts tagged ${label}`}
            />
          </>
        )}
      </section>
    </>
  );
}
