import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from '../../content/site';
import { HeadContext, type HeadTags } from './HeadContext';
import { applyHeadTags } from './headTags';

export interface SeoProps {
  title: string;
  description: string;
  /** Keeps the page out of search results (404, account screens). */
  noindex?: boolean;
  /** Absolute or site-relative image for link previews. */
  image?: string;
}

const absolute = (path: string) => new URL(path, site.url).toString();

/** Per-page title, description, canonical URL and Open Graph tags. Renders nothing in the body. */
export function Seo({ title, description, noindex = false, image }: SeoProps) {
  const { pathname } = useLocation();
  const collector = useContext(HeadContext);
  const tags: HeadTags = {
    title,
    description,
    canonical: absolute(pathname),
    noindex,
    image: image ? absolute(image) : absolute('/media/og-image.jpg'),
  };
  if (collector) collector.tags = tags;

  const { canonical, image: img } = tags;
  useEffect(() => {
    applyHeadTags(document, { title, description, canonical, noindex, image: img });
  }, [title, description, canonical, noindex, img]);
  return null;
}
