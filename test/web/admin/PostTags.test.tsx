// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, page } from './fakeApi';
import { renderBlogAdmin } from './renderAdmin';
import { useMockApi } from '../../../web/src/testing/mocks/server';

useMockApi();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderAt = renderBlogAdmin;

const stored = (over: Record<string, unknown>) => ({
  blogId: 'b1',
  slug: 'hello',
  excerpt: 'Body',
  readingMinutes: 1,
  title: 'Hello',
  author: 'Ann',
  content: 'Body.',
  tags: [],
  createdAt: '2026-02-03T10:00:00.000Z',
  ...over,
});

describe('post editor: tags', () => {
  it('shows what comma-separated tags are saved as, refuses too many on the field, and sends the labels', async () => {
    const { calls } = installFakeApi({
      'POST /api/blogs': (call) => ({ status: 201, body: stored(call.body as Record<string, unknown>) }),
      'GET /api/blogs': () => page([]),
    });
    const user = userEvent.setup();
    renderAt('/admin/blogs/new');
    await user.type(screen.getByLabelText('Title'), 'Tagged');
    await user.type(screen.getByLabelText('Author'), 'Ann');
    await user.type(screen.getByLabelText('Content'), 'Body.');
    const tags = screen.getByLabelText(/^Tags/);
    await user.type(tags, 'a, b, c, d, e, f, g, h, i');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('A post may have at most 8 tags.')).toBeInTheDocument();
    expect(tags).toHaveAttribute('aria-invalid', 'true');
    expect(tags.getAttribute('aria-describedby')).toContain(document.querySelector('.field-error')!.id);
    expect(calls).toHaveLength(0);

    await user.clear(tags);
    await user.type(tags, 'AWS, #Serverless ,aws');
    expect(screen.getByText(/Saved as: AWS · Serverless\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByRole('heading', { name: 'Manage Blogs' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { title: 'Tagged', tags: ['AWS', 'Serverless'] } });
  });

  it('loads a post tags into the field for editing', async () => {
    installFakeApi({ 'GET /api/blogs/b1': () => ({ status: 200, body: stored({ tags: ['AWS', 'Cost'] }) }) });
    renderAt('/admin/blogs/edit/b1');
    expect(await screen.findByLabelText(/^Tags/)).toHaveValue('AWS, Cost');
  });
});
