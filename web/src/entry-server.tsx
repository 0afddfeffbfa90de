/**
 * Server entry of the prerender step (web/scripts/prerender.ts): renders one route of the app to
 * HTML, with the head tags its Seo component declared.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App, preloadAllPages } from './app/App';
import { HeadContext, type HeadCollector, type HeadTags } from './components/seo/HeadContext';
export { headTagsToHtml } from './components/seo/headTags';
export { site } from './content/site';

export const prepare = preloadAllPages;

export function render(url: string): { html: string; head: HeadTags | undefined } {
  const collector: HeadCollector = {};
  const html = renderToString(
    <StrictMode>
      <HeadContext.Provider value={collector}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </HeadContext.Provider>
    </StrictMode>,
  );
  return { html, head: collector.tags };
}
