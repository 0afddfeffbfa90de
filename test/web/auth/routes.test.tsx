// @vitest-environment jsdom
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => ({ amplify: false }));
vi.mock('../../../web/src/lib/auth/amplify', () => {
  loaded.amplify = true;
  return {};
});

type RouteEl = ReactElement<{ path?: string; element?: ReactElement<{ children?: ReactNode }>; children?: ReactNode }>;
const LAZY = Symbol.for('react.lazy');

function flatten(route: RouteEl): RouteEl[] {
  const kids = ([] as unknown[])
    .concat(route.props.children ?? [])
    .flat()
    .filter(isValidElement) as RouteEl[];
  return [route, ...kids.flatMap(flatten)];
}

describe('accountRoutes', () => {
  it('declares every account and admin path, each rendering only a lazy component', async () => {
    // The sign-in pages and their layout are preloadable lazy pages (app/lazyPage.tsx): prerendered,
    // hydrated after their chunks load; every other screen is a React.lazy component.
    const { accountRoutes } = await import('../../../web/src/app/accountRoutes');
    const all = flatten(accountRoutes() as RouteEl);
    expect(all.map((r) => r.props.path).filter(Boolean)).toEqual([
      'login',
      'register',
      'forgot-password',
      'dashboard',
      'profile',
      'admin/blogs/:id/preview',
      'admin/*',
    ]);
    for (const route of all) {
      const page = route.props.element?.props.children as { type?: { $$typeof?: symbol; name?: string } } | undefined;
      const preloadable = ['', 'login', 'register', 'forgot-password'].includes(route.props.path ?? '');
      if (preloadable) expect(page?.type?.name).toBe('Page');
      else expect(page?.type?.$$typeof).toBe(LAZY);
    }
    // Building the route table must not load Amplify: only rendering an account route does.
    expect(loaded.amplify).toBe(false);
  });
});
