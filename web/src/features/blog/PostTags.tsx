import { Link } from 'react-router-dom';
import { tagPath } from '../../../../lambdas/contract/site-routes';
import { tagSlug } from '../../../../lambdas/contract/tags';

/** A post's tags as links to their tag pages; nothing for a post without tags. */
export function PostTags({ tags, className = '' }: { tags: readonly string[] | undefined; className?: string }) {
  const linked = (tags ?? []).filter((label) => tagSlug(label));
  if (linked.length === 0) return null;
  return (
    <ul className={`post-tags ${className}`.trim()} aria-label="Tags">
      {linked.map((label) => (
        <li key={label}>
          <Link className="post-tag" to={tagPath(tagSlug(label))}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
