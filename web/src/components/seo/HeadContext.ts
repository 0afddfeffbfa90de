import { createContext } from 'react';

export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  noindex: boolean;
  image?: string;
}

/**
 * During prerendering the Seo component writes its tags here (the render runs once, on the server);
 * in the browser there is no collector and the component updates document.head instead.
 */
export interface HeadCollector {
  tags?: HeadTags;
}

export const HeadContext = createContext<HeadCollector | undefined>(undefined);
