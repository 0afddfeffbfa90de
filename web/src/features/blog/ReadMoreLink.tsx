import { Link } from 'react-router-dom';
import type { Post } from '../../../../lambdas/contract/schemas';
import { postPath } from '../../../../lambdas/contract/site-routes';

/** "Read More": the post page, or the external article in a new tab for a post that has one. */
export function ReadMoreLink({ post }: { post: Pick<Post, 'slug' | 'title' | 'externalUrl'> }) {
  const about = <span className="visually-hidden"> about {post.title}</span>;
  if (post.externalUrl) {
    return (
      <a className="blog-item__more" href={post.externalUrl} target="_blank" rel="noopener noreferrer">
        Read More{about}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link className="blog-item__more" to={postPath(post.slug)}>
      Read More{about}
    </Link>
  );
}
