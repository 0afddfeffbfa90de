import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from '../../content/site';
import { HeadContext, type HeadTags } from './HeadContext';
import { applyHeadTags } from './headTags';

export interface SeoProps {
  title: string;
  description: string;
  /** Keeps the page out of search results (404, 410, account screens). */
  noindex?: boolean;
  /** Absolute or site-relative image for link previews. */
  image?: string;
  /** Site-relative canonical path when it is not the current path (a post opened by its id). */
  canonicalPath?: string;
  type?: HeadTags['type'];
  publishedTime?: string;
  author?: string;
  jsonLd?: object[];
}

const absolute = (path: string) => new URL(path, site.url).toString();

/**
 * The one head-tags mechanism of every route: title, description, canonical URL, Open Graph,
 * Twitter card, feed link and JSON-LD. Renders nothing in the body.
 */
export function Seo({
  title,
  description,
  noindex = false,
  image,
  canonicalPath,
  type,
  publishedTime,
  author,
  jsonLd,
}: SeoProps) {
  const { pathname } = useLocation();
  const collector = useContext(HeadContext);
  const tags: HeadTags = {
    title,
    description,
    canonical: absolute(canonicalPath ?? pathname),
    noindex,
    image: image ? absolute(image) : absolute('/media/og-image.jpg'),
    type,
    publishedTime,
    author,
    jsonLd,
  };
  if (collector) collector.tags = tags;

  const key = JSON.stringify(tags);
  useEffect(() => {
    applyHeadTags(document, JSON.parse(key) as HeadTags);
  }, [key]);
  return null;
}
