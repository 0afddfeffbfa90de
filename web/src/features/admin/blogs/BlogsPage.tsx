import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PostSummary } from '../../../../../lambdas/contract/schemas';
import { api } from '../../../lib/api';
import { AdminPageHead } from '../AdminPageHead';
import { AdminTable } from '../AdminTable';
import { RowActions } from '../RowActions';
import { StateMessage } from '../StateMessage';
import { formatLongDate } from '../../../lib/formatDate';
import { Pager } from '../Pager';
import { useListView } from '../paging';
import { POSTS_KEY, usePosts } from './api/list-posts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

const STATUS_LABELS = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;

/** Draft, Scheduled (with its time) or Published, beside the title. */
function PostStatusBadge({ post }: { post: PostSummary }) {
  const status = post.status ?? 'published';
  return (
    <span className={`badge post-status post-status--${status}`}>
      {STATUS_LABELS[status]}
      {status === 'scheduled' && post.publishAt && (
        <>
          {' '}
          <time dateTime={post.publishAt}>{new Date(post.publishAt).toLocaleString()}</time>
        </>
      )}
    </span>
  );
}

export function BlogsPage() {
  useDocumentTitle('Blogs | Admin');
  const view = useListView([]);
  const posts = usePosts({ limit: view.limit, cursor: view.cursor });
  const queryClient = useQueryClient();
  const rows = posts.data?.items ?? [];
  const [pending, setPending] = useState<string | null>(null);

  async function remove(post: PostSummary) {
    if (!window.confirm(`Are you sure you want to delete the post "${post.title}"?`)) return;
    setPending(post.blogId);
    try {
      await api('deleteBlog', { params: { id: post.blogId } });
      await queryClient.invalidateQueries({ queryKey: POSTS_KEY });
    } catch (err) {
      console.error('Blog delete failed', err);
      window.alert('Failed to delete blog post. Please try again.');
    }
    setPending(null);
  }

  return (
    <section aria-labelledby="blogs-title">
      <AdminPageHead titleId="blogs-title" title="Manage Blogs" add={{ to: '/admin/blogs/new', label: 'Add New Post' }} />
      {posts.isPending && <StateMessage kind="loading">Loading posts...</StateMessage>}
      {posts.isError && <StateMessage kind="error">Failed to fetch blogs. Please try again.</StateMessage>}
      {posts.isSuccess && rows.length === 0 && (
        <StateMessage kind="empty">No blog posts found. Add one to get started.</StateMessage>
      )}
      {rows.length > 0 && (
        <AdminTable columns={['Title', 'Author', 'Published Date', 'Actions']}>
          {rows.map((post) => (
            <tr key={post.blogId}>
              <th scope="row">{post.title}</th>
              <td>{post.author}</td>
              <td>
                <time dateTime={post.publishedAt ?? post.createdAt}>{formatLongDate(post.publishedAt ?? post.createdAt)}</time>
                <PostStatusBadge post={post} />
              </td>
              <RowActions
                editTo={`/admin/blogs/edit/${encodeURIComponent(post.blogId)}`}
                title={post.title}
                busy={pending === post.blogId}
                onDelete={() => remove(post)}
              />
            </tr>
          ))}
        </AdminTable>
      )}
      {posts.isSuccess && <Pager view={view} nextCursor={posts.data.nextCursor} busy={posts.isPlaceholderData} label="Posts" />}
    </section>
  );
}
