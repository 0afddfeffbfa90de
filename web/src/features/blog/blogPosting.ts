import type { Post } from '../../../../lambdas/contract/schemas';
import { site } from '../../content/site';

/** schema.org BlogPosting of a post (https://schema.org/BlogPosting, as search engines read it). */
export function blogPostingData(post: Post, pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title.slice(0, 110),
    description: post.excerpt,
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt ?? post.publishedAt ?? post.createdAt,
    ...(post.tags?.length ? { keywords: post.tags.join(', ') } : {}),
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: site.brand,
      url: site.url,
      logo: { '@type': 'ImageObject', url: `${site.url}/favicon.svg` },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    url: pageUrl,
    image: post.imageUrl ?? `${site.url}/media/og-image.jpg`,
    timeRequired: `PT${post.readingMinutes}M`,
  };
}
