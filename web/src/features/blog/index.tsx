export function BlogListPage() {
  return null;
}
export function BlogPostPage() {
  return null;
}
