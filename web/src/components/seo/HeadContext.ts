import { createContext } from 'react';

export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  noindex: boolean;
  image?: string;
  /** Open Graph type: pages are `website`, posts `article`. */
  type?: 'website' | 'article';
  /** Posts: article:published_time and article:author. */
  publishedTime?: string;
  author?: string;
  /** schema.org objects, written as one `application/ld+json` script each. */
  jsonLd?: object[];
}

/**
 * During prerendering the Seo component writes its tags here (the render runs once, on the server);
 * in the browser there is no collector and the component updates document.head instead.
 */
export interface HeadCollector {
  tags?: HeadTags;
}

export const HeadContext = createContext<HeadCollector | undefined>(undefined);
