// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
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
  content: 'Body of the draft.',
  createdAt: '2026-02-03T10:00:00.000Z',
  ...over,
});

describe('post editor: status', () => {
  it('needs a time to schedule, then sends the status and the time in UTC', async () => {
    const { calls } = installFakeApi({
      'POST /api/blogs': (call) => ({ status: 201, body: stored(call.body as Record<string, unknown>) }),
      'GET /api/blogs': () => page([]),
    });
    const user = userEvent.setup();
    renderAt('/admin/blogs/new');
    await user.type(screen.getByLabelText('Title'), 'Later');
    await user.type(screen.getByLabelText('Author'), 'Ann');
    await user.type(screen.getByLabelText('Content'), 'Soon.');
    expect(screen.getByRole('radio', { name: /Publish now/ })).toBeChecked();
    expect(screen.queryByLabelText(/Publish at/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Schedule/ }));
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Choose when the post is published.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Publish at/), { target: { value: '2099-05-01T09:30' } });
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByRole('heading', { name: 'Manage Blogs' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { title: 'Later', status: 'scheduled', publishAt: new Date('2099-05-01T09:30').toISOString() },
    });
  });

  it('shows each post status as a badge in the list', async () => {
    installFakeApi({
      'GET /api/blogs': () =>
        page([
          stored({ blogId: 'd', title: 'A draft', status: 'draft' }),
          stored({ blogId: 's', title: 'Later', status: 'scheduled', publishAt: '2099-05-01T04:00:00.000Z' }),
          stored({ blogId: 'p', title: 'Live' }),
        ]),
    });
    renderAt('/admin/blogs');
    await screen.findByRole('rowheader', { name: 'A draft' });
    const badges = [...document.querySelectorAll('.post-status')].map((b) => b.textContent);
    expect(badges[0]).toBe('Draft');
    expect(badges[1]).toMatch(/^Scheduled /);
    expect(badges[2]).toBe('Published');
  });
});

describe('post preview', () => {
  it('renders the draft with the public post view under a "not published" banner', async () => {
    installFakeApi({ 'GET /api/blogs/b1': () => ({ status: 200, body: stored({ status: 'draft' }) }) });
    renderAt('/admin/blogs/b1/preview');
    expect(await screen.findByText('Preview — not published')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello' })).toBeInTheDocument();
    expect(await screen.findByText('Body of the draft.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Preview' })).toHaveTextContent('Draft');
  });

  it('says so when the post does not exist', async () => {
    installFakeApi({ 'GET /api/blogs/gone': () => ({ status: 404, body: { message: 'This post does not exist.' } }) });
    renderAt('/admin/blogs/gone/preview');
    expect(await screen.findByRole('alert')).toHaveTextContent('This post does not exist.');
  });
});
