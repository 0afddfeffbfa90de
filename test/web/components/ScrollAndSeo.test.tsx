// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { ScrollToTop } from '../../../web/src/components/layout/ScrollToTop';
import { Seo } from '../../../web/src/components/seo/Seo';
import { HeadContext, type HeadCollector } from '../../../web/src/components/seo/HeadContext';
import { headTagsToHtml } from '../../../web/src/components/seo/headTags';

afterEach(() => vi.restoreAllMocks());

describe('ScrollToTop', () => {
  it('scrolls to the top on every path change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollToTop />
        <Link to="/services">Services</Link>
        <Link to="/about">About</Link>
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Services' }));
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});

describe('Seo', () => {
  const page = (title: string) => (
    <>
      <Seo title={title} description={`About ${title}, described at length.`} />
      <Link to="/about">About</Link>
    </>
  );

  it('collects the head tags while prerendering', () => {
    const collector: HeadCollector = {};
    render(
      <HeadContext.Provider value={collector}>
        <MemoryRouter initialEntries={['/services']}>{page('Services')}</MemoryRouter>
      </HeadContext.Provider>,
    );
    expect(collector.tags).toMatchObject({
      title: 'Services',
      canonical: 'https://www.nimbuscrest.example/services',
      noindex: false,
    });
    const html = headTagsToHtml(collector.tags!, 'Nimbus Crest');
    expect(html).toContain('<title>Services</title>');
    expect(html).toContain('<meta property="og:url" content="https://www.nimbuscrest.example/services" />');
    expect(html).not.toContain('robots');
  });

  it('updates document.head after a client-side navigation', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/services']}>
        <Routes>
          <Route path="/services" element={page('Services')} />
          <Route path="/about" element={page('About Us')} />
        </Routes>
      </MemoryRouter>,
    );
    expect(document.title).toBe('Services');
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(document.title).toBe('About Us');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'About About Us, described at length.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.nimbuscrest.example/about');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'About Us');
  });
});
