import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded component that renders at once when it was preloaded (the server renderer
 * preloads it, so the HTML holds it, and every render gives the same HTML); otherwise it suspends
 * like React.lazy (in the browser, hydration waits for its chunk).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      Loaded = component;
      return component;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}
