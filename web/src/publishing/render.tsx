/** One route of the app rendered to HTML on the server, with its head tags and page data. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/App';
import { HeadContext, type HeadCollector, type HeadTags } from '../components/seo/HeadContext';
import { PageDataContext, type PageSeed } from '../lib/pageData';

export function renderRoute(url: string, seed?: PageSeed): { html: string; head: HeadTags | undefined } {
  const collector: HeadCollector = {};
  const html = renderToString(
    <StrictMode>
      <HeadContext.Provider value={collector}>
        <PageDataContext.Provider value={seed}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </PageDataContext.Provider>
      </HeadContext.Provider>
    </StrictMode>,
  );
  return { html, head: collector.tags };
}
