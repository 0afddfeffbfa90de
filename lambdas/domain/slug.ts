/** URL slugs: lowercase ASCII words joined by hyphens, derived from a title. */
const MAX_SLUG = 80;

export function slugify(title: string, fallback = 'item'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
  return slug || fallback;
}
