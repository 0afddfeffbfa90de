// @vitest-environment jsdom
/**
 * A published post hydrates with the markup it arrived with: react-markdown is not loaded for it.
 * A post the page did not arrive with (opened inside the app, or newer than the page) is rendered
 * from its markdown.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';

const MARKDOWN = '../../../web/src/features/blog/MarkdownContent';

const post = {
  blogId: 'p1',
  content: 'Hello **world**.\n\n| a | b |\n|---|---|\n| 1 | 2 |',
  createdAt: '2025-03-05T10:00:00.000Z',
};

afterEach(() => {
  vi.doUnmock(MARKDOWN);
  cleanup();
  document.body.innerHTML = '';
});

describe('PostBody', () => {
  it('hydrates a published post with its markup, without loading the markdown renderer', async () => {
    vi.resetModules();
    // The server: the renderer preloaded, the markup rendered from markdown.
    const server = await import('../../../web/src/features/blog/PostBody');
    await server.preloadPostBody();
    const html = renderToString(<server.PostBody post={post} />);
    expect(html).toContain('<strong>world</strong>');
    expect(html).toContain('<table>');

    // The browser: a fresh module graph, the page's markup captured, then hydrated.
    vi.resetModules();
    const markdownLoads = vi.fn();
    vi.doMock(MARKDOWN, () => {
      markdownLoads();
      return { default: () => <p>rendered in the browser</p> };
    });
    const { capturePrerenderedMarkup } = await import('../../../web/src/lib/prerenderedMarkup');
    const browser = await import('../../../web/src/features/blog/PostBody');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    capturePrerenderedMarkup(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <browser.PostBody post={post} />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('strong')?.textContent).toBe('world');
    expect(container.querySelector('td')?.textContent).toBe('1');
    expect(markdownLoads).not.toHaveBeenCalled();
  });

  it('renders from markdown when the page did not arrive with this version of the post', async () => {
    vi.resetModules();
    const { capturePrerenderedMarkup } = await import('../../../web/src/lib/prerenderedMarkup');
    const { PostBody } = await import('../../../web/src/features/blog/PostBody');
    const page = document.createElement('div');
    page.innerHTML = `<div data-keep-html="post:p1:${post.createdAt}"><p>stale</p></div>`;
    capturePrerenderedMarkup(page);
    render(<PostBody post={{ ...post, updatedAt: '2025-04-01T00:00:00.000Z' }} />);
    expect(await screen.findByText('world')).toBeInTheDocument();
    expect(screen.queryByText('stale')).not.toBeInTheDocument();
  });
});
