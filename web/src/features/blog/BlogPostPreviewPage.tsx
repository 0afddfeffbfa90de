import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Post } from '../../../../lambdas/contract/schemas';
import { api, ApiError } from '../../lib/api';
import { PostView } from './PostView';
import './blog.css';

export const PREVIEW_BANNER = 'Preview — not published';
const STATE_TEXT = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;

type Load = { state: 'loading' } | { state: 'error'; missing: boolean } | { state: 'ready'; post: Post };

/**
 * Staff preview of any post (draft, scheduled or published) exactly as the public page renders it,
 * read from the staff API (a visitor's request for a draft is a 404), under a clear banner.
 */
export function BlogPostPreviewPage() {
  const { id = '' } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    api('getBlog', { params: { id }, signal: controller.signal })
      .then((post) => setLoad({ state: 'ready', post }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ state: 'error', missing: err instanceof ApiError && err.isNotFound });
      });
    return () => controller.abort();
  }, [id]);

  if (load.state === 'loading') return <p className="blog-state blog-post__state">Loading preview...</p>;
  if (load.state === 'error') {
    return (
      <p className="blog-state blog-state--error" role="alert">
        {load.missing ? 'This post does not exist.' : 'Failed to load the preview. Please try again.'}
      </p>
    );
  }
  const { post } = load;
  const status = post.status ?? 'published';
  return (
    <>
      <section className="blog-preview-banner" role="status" aria-label="Preview">
        <strong>{PREVIEW_BANNER}</strong>
        <span>
          {STATE_TEXT[status]}
          {status === 'scheduled' && post.publishAt && (
            <>
              {' '}
              for <time dateTime={post.publishAt}>{new Date(post.publishAt).toLocaleString()}</time>
            </>
          )}
        </span>
        <Link to={`/admin/blogs/edit/${encodeURIComponent(post.blogId)}`}>Back to editing</Link>
      </section>
      <PostView post={post} preview />
    </>
  );
}
