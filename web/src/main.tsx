import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, isNotFoundPath, preloadNotFound, preloadRoute } from './app/App';
import { PageDataContext, readEmbeddedSeed } from './lib/pageData';
import { captureTypedValues } from './lib/typedBeforeHydration';
import { capturePrerenderedMarkup } from './lib/prerenderedMarkup';
import './styles/global.css';
// The blog's and careers' styles travel with the global stylesheet (inlined in every page): a
// stylesheet of their own would be one more request before a published post or job page paints.
import './features/blog/blog.css';
import './features/careers/careers.css';

const container = document.getElementById('root')!;
// A published page carries its data: the first render uses it instead of fetching.
const seed = readEmbeddedSeed(document);
const path = window.location.pathname.replace(/(.)\/+$/, '$1');
const renderedFor = container.dataset.prerendered;
// The server answered this address with its 404 page (an unpublished /blog/… or /careers/… too).
const servedNotFound = renderedFor === '404';
const app = (
  <StrictMode>
    <PageDataContext.Provider value={seed}>
      <BrowserRouter>
        <App notFoundAt={servedNotFound && !isNotFoundPath(path) ? window.location.pathname : undefined} />
      </BrowserRouter>
    </PageDataContext.Provider>
  </StrictMode>
);

// Prerendered public pages arrive with their HTML: load the page's chunk, then hydrate it, so the
// first client render matches the markup. A server may answer a route that is not prerendered
// (login, admin) with some other page's HTML as its SPA fallback: that markup is dropped and the
// app renders from scratch. Routes without HTML render normally.
const matchesHtml = renderedFor === path || servedNotFound;

if (container.hasChildNodes() && matchesHtml) {
  void (servedNotFound ? preloadNotFound() : preloadRoute(window.location.pathname))
    .catch(() => undefined)
    .then(() => {
      captureTypedValues(container);
      capturePrerenderedMarkup(container);
      hydrateRoot(container, app);
    });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
