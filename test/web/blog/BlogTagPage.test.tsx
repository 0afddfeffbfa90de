// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BlogTagPage } from '../../../web/src/features/blog/BlogTagPage';
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
  tags: [],
  createdAt: '2025-03-05T10:00:00.000Z',
  ...over,
});

useMockApi();

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/blog/tag/:tag" element={<BlogTagPage />} />
        <Route path="/blog/tag/:tag/page/:page" element={<BlogTagPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => cleanup());

describe('BlogTagPage without published data (dev server)', () => {
  it('lists the tagged posts from the API under the tag label, each card linking its tags', async () => {
    answerApi({
      'GET /api/blogs': () =>
        json({
          items: [
            post({ blogId: 'a', slug: 'lambda-costs', title: 'Lambda costs', tags: ['AWS Lambda', 'FinOps'] }),
            post({ blogId: 'b', slug: 'other', title: 'Other', tags: ['Data'] }),
          ],
          nextCursor: null,
        }),
    });
    renderAt('/blog/tag/aws-lambda');
    expect(await screen.findByRole('heading', { level: 2, name: 'Lambda costs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'AWS Lambda' })).toBeInTheDocument();
    expect(screen.queryByText('Other')).toBeNull();
    expect(screen.getByRole('link', { name: 'FinOps' })).toHaveAttribute('href', '/blog/tag/finops');
    // The title is set in an effect after the list's commit.
    await waitFor(() => expect(document.title).toBe('AWS Lambda | Blog | Nimbus Crest'));
  });

  it('says so for a tag no post has, kept out of search results', async () => {
    answerApi({ 'GET /api/blogs': () => json({ items: [post({ tags: ['Data'] })], nextCursor: null }) });
    renderAt('/blog/tag/unknown');
    expect(await screen.findByText(/No published posts have this tag\./)).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
  });

  it('reports a failure to load', async () => {
    answerApi({ 'GET /api/blogs': () => json({ message: 'down', requestId: 'r' }, 503) });
    renderAt('/blog/tag/aws');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch blogs. Please try again.');
  });
});
