import { useParams } from 'react-router-dom';
import { api, ApiError } from '../../lib/api';
import { site } from '../../content/site';
import { postPath } from '../../../../lambdas/contract/site-routes';
import { Seo } from '../../components/seo/Seo';
import { publishedOr, usePageData } from '../../lib/pageData';
import type { PostPageData } from '../../lib/publishedData';
import { BackToBlogs, PostView } from './PostView';
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
