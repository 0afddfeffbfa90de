// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteAnnouncer } from '../../../web/src/components/layout/RouteAnnouncer';

function Page({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | Test`;
  }, [title]);
  return <h1>{title}</h1>;
}

let releaseLazy: () => void = () => {};
const LazyPage = lazy(
  () =>
    new Promise<{ default: () => ReactElement }>((resolve) => {
      releaseLazy = () => resolve({ default: () => <Page title="Later" /> });
    }),
);

function Shell() {
  return (
    <MemoryRouter initialEntries={['/']}>
      <Link to="/services">Services</Link>
      <Link to="/later">Later</Link>
      <main id="main">
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route path="/" element={<Page title="Home" />} />
            <Route path="/services" element={<Page title="Services" />} />
            <Route path="/later" element={<LazyPage />} />
          </Routes>
        </Suspense>
      </main>
      <RouteAnnouncer />
    </MemoryRouter>
  );
}

describe('RouteAnnouncer', () => {
  it('leaves focus alone on the first load, then focuses the new heading and announces the page', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('');

    await user.click(screen.getByRole('link', { name: 'Services' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Services' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent('Services | Test'));
  });

  it('waits for a lazily loaded page to render its heading', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    await user.click(screen.getByRole('link', { name: 'Later' }));
    await act(async () => releaseLazy());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Later' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent('Later | Test'));
  });
});
