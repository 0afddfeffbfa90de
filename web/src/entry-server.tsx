/**
 * Server entry, built by Vite as one self-contained bundle (the site kit, dist/site-kit): the build's
 * prerender step and the publisher (lambdas/handlers/publish.ts, locally and in the cloud) load it
 * to render pages with the same code.
 */
import { preloadAllPages } from './app/App';
import { preloadPostBody } from './features/blog/PostBody';

/** Loads every page (and the post body's markdown renderer), so every render is complete and identical. */
export const prepare = () => Promise.all([preloadAllPages(), preloadPostBody()]);
export { renderRoute as render } from './publishing/render';
export { renderSite, renderSiteChanges, renderPageHtml, STATIC_PAGES } from './publishing/renderSite';
export type { SiteContent, SiteFile, PreviousFiles, SiteChangeRender } from './publishing/renderSite';
export type { SiteKit, Manifest } from './publishing/html';
export { headTagsToHtml } from './components/seo/headTags';
export { site } from './content/site';
export { PAGE_MODULES } from './app/App';
export { SIGN_IN_PAGE_MODULES } from './app/accountRoutes';
