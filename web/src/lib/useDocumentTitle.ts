import { useEffect } from 'react';
import { site } from '../content/site';

/** `Page | Brand`, the title format of every page (public pages get theirs from the Seo component). */
export const pageTitle = (page: string) => `${page} | ${site.brand}`;

/** Sets the document title of a screen that has no Seo tags (account and admin screens). */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
