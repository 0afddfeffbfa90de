// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BlogListPage, BlogPostPage } from '../../../web/src/features/blog';
import type { Post } from '../../../lambdas/contract/schemas';
import { answerApi, json } from '../../../web/src/testing/mocks/record';
import { useMockApi } from '../../../web/src/testing/mocks/server';

const post = (over: Partial<Post>): Post => ({
  blogId: 'p1',
  slug: 'post-one',
  excerpt: 'Body',
  readingMinutes: 1,
  title: 'Post one',
  author: 'Asha Rao',
  content: 'Body',
  createdAt: '2025-03-05T10:00:00.000Z',
  ...over,
});

useMockApi();

/** Canned answers to GET requests by path (the msw fake API). */
function stubApi(routes: Record<string, () => Response | Promise<Response>>) {
  return answerApi(Object.fromEntries(Object.entries(routes).map(([path, answer]) => [`GET ${path}`, answer])));
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/blog" element={<BlogListPage />} />
        <Route path="/blog/:id" element={<BlogPostPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BlogListPage', () => {
  it('shows the hero, then numbered posts with excerpts, dates and the right links', async () => {
    stubApi({
      '/api/blogs': () =>
        json({
          items: [
            post({ blogId: 'abc', slug: 'inside', title: 'Inside', excerpt: 'Made on write by the API.', readingMinutes: 4 }),
            post({
              blogId: '2',
              title: 'Legacy',
              externalUrl: 'https://medium.example/legacy',
              imageUrl: 'https://img.example/a.png',
            }),
          ],
          nextCursor: null,
        }),
    });
    renderAt('/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Blog Posts' })).toBeInTheDocument();
    expect(
      screen.getByText('Explore the latest in cloud technology, AI innovation, and our journey at Nimbus Crest.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading posts...')).toBeInTheDocument();

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText('01')).toBeInTheDocument();
    expect(first.getByRole('heading', { name: 'Inside' })).toBeInTheDocument();
    expect(first.getByText(/Asha Rao/)).toBeInTheDocument();
    expect(first.getByText('March 5, 2025')).toBeInTheDocument();
    expect(first.getByText(/4 min read/)).toBeInTheDocument();
    expect(first.getByText('Made on write by the API.')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/blog/inside');

    const second = within(items[1]!);
    expect(items[1]).toHaveClass('blog-item--reverse');
    const external = second.getByRole('link', { name: /Read More/ });
    expect(external).toHaveAttribute('href', 'https://medium.example/legacy');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
  });

  it('shows the empty state', async () => {
    stubApi({ '/api/blogs': () => json({ items: [], nextCursor: null }) });
    renderAt('/blog');
    expect(await screen.findByText('No blog posts have been published yet. Check back soon!')).toBeInTheDocument();
  });

  it('shows an error when the list cannot be loaded', async () => {
    stubApi({ '/api/blogs': () => json({ message: 'boom' }, 500) });
    renderAt('/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch blogs. Please try again.');
  });
});

describe('BlogPostPage', () => {
  it('says "Post not found." for a 404, with a way back', async () => {
    stubApi({ '/api/blogs/nope': () => json({ message: 'Not found' }, 404) });
    renderAt('/blog/nope');
    expect(screen.getByText('Loading post...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Post not found.');
    expect(screen.getByRole('link', { name: /Back to All Blogs/ })).toHaveAttribute('href', '/blog');
  });

  it('reports other failures with the load-failed message', async () => {
    stubApi({
      '/api/blogs/x': () => Response.error(), // a network failure
    });
    renderAt('/blog/x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the blog post. It might not exist or there was a network issue.',
    );
  });

  it('renders GFM markdown, drops raw HTML, and sets the title and Open Graph tags', async () => {
    const content = [
      'Intro with ~~old~~ text and https://example.com/docs autolink.<script>window.hacked = true</script>',
      '',
      '<img src=x onerror="window.hacked = true">',
      '',
      '| Service | Cost |',
      '|---|---|',
      '| S3 | low |',
      '',
      '- [x] shipped',
      '- [ ] planned',
      '',
      'A claim[^1].',
      '',
      '[^1]: The source.',
    ].join('\n');
    stubApi({
      '/api/blogs/gfm': () =>
        json(
          post({
            blogId: 'gfm',
            slug: 'gfm-post',
            title: 'GFM post',
            content,
            excerpt: 'Intro with old text and a table.',
            imageUrl: 'https://img.example/h.png',
          }),
        ),
    });
    renderAt('/blog/gfm');

    expect(await screen.findByRole('heading', { level: 1, name: 'GFM post' })).toBeInTheDocument();
    expect(screen.getByText('March 5, 2025')).toBeInTheDocument();
    const table = await screen.findByRole('table', undefined, { timeout: 10_000 }); // the markdown renderer is a lazy chunk
    expect(within(table).getByRole('columnheader', { name: 'Service' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'S3' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Done' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'To do' })).not.toBeChecked();
    expect(screen.getByText('old').tagName).toBe('DEL');
    expect(screen.getByRole('link', { name: 'https://example.com/docs' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('The source.', { exact: false })).toBeInTheDocument();
    expect(document.querySelector('.blog-post__content script, .blog-post__content img[onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    expect(document.title).toBe('GFM post | Nimbus Crest');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'GFM post | Nimbus Crest');
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.nimbuscrest.example/blog/gfm-post',
    );
    const ld = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent) as Record<
      string,
      unknown
    >;
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: 'GFM post', author: { name: 'Asha Rao' } });
    // Link previews show the post's social card, published beside its page.
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://www.nimbuscrest.example/blog/gfm-post/card.png',
    );
    expect(document.head.querySelector('meta[name="twitter:image"]')).toHaveAttribute(
      'content',
      'https://www.nimbuscrest.example/blog/gfm-post/card.png',
    );
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Intro with old text/);
  });
});
