/** Staff preview of a post: the blog feature's public post view behind the auth feature's staff guard. */
import { RequireStaff } from '../features/auth/guards';
import { BlogPostPreviewPage } from '../features/blog/BlogPostPreviewPage';

export default function PostPreviewArea() {
  return (
    <RequireStaff>
      <BlogPostPreviewPage />
    </RequireStaff>
  );
}
