import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, isNotFoundPath, preloadRoute } from './app/App';
import { captureTypedValues } from './lib/typedBeforeHydration';
import './styles/global.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered public pages arrive with their HTML: load the page's chunk, then hydrate it, so the
// first client render matches the markup. A server may answer a route that is not prerendered
// (login, admin) with some other page's HTML as its SPA fallback: that markup is dropped and the
// app renders from scratch. Routes without HTML render normally.
const path = window.location.pathname.replace(/(.)\/+$/, '$1');
const renderedFor = container.dataset.prerendered;
const matchesHtml = renderedFor === path || (renderedFor === '404' && isNotFoundPath(path));

if (container.hasChildNodes() && matchesHtml) {
  void preloadRoute(window.location.pathname)
    .catch(() => undefined)
    .then(() => {
      captureTypedValues(container);
      hydrateRoot(container, app);
    });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
