import { lazy, type ComponentType } from 'react';

export interface LazyPage {
  Page: ComponentType;
  preload: () => Promise<unknown>;
}

/**
 * A route page in its own chunk. Once preloaded (the server preloads every page before rendering,
 * the browser preloads the current one before hydrating), it renders directly without suspending,
 * so hydration finds exactly the prerendered markup; otherwise it suspends like React.lazy.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      Loaded = component;
      return component;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Page, preload };
}
