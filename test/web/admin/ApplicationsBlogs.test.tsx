// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApplicationsPage } from '../../../web/src/features/admin/applications/ApplicationsPage';
import { blogAdminRoutes, renderAdmin } from './renderAdmin';
import { installFakeApi, page } from './fakeApi';
import { useMockApi } from '../../../web/src/testing/mocks/server';

useMockApi();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const application = (id: string, jobId: string, jobTitle: string, createdAt: string) => ({
  applicationId: id,
  name: `Candidate ${id}`,
  email: `${id}@example.com`,
  phone: '+91 98765 43210',
  jobId,
  jobTitle,
  resumeUrl: `resumes/${id}.pdf`,
  experience: 'Acme — 3 years\n  built things',
  education: 'B.Tech',
  skills: 'React, TypeScript',
  createdAt,
  stage: 'new',
  version: 0,
  history: [],
  notes: [],
  ratings: [],
  ratingAverage: null,
  duplicates: [],
  resumeType: 'pdf',
});

const renderAt = (path: string) =>
  renderAdmin(
    path,
    <Routes>
      <Route path="/admin/applications" element={<ApplicationsPage />} />
      {blogAdminRoutes}
    </Routes>,
  );

const summary = (id: string, jobId: string, jobTitle: string, createdAt: string) => ({
  applicationId: id,
  name: `Candidate ${id}`,
  jobId,
  jobTitle,
  createdAt,
  stage: 'new',
});

describe('Candidate Applications', () => {
  it('lists one page of summaries, opens details and the resume on demand', async () => {
    const { calls } = installFakeApi({
      'GET /api/applications': () =>
        page([
          summary('a2', 'j2', 'Salesforce Team Lead', '2026-03-01T00:00:00.000Z'),
          { ...summary('a1', 'j1', 'ReactJS Developer', '2026-01-01T00:00:00.000Z'), stage: 'interview' },
        ]),
      'GET /api/applications/a1': () => ({
        status: 200,
        body: application('a1', 'j1', 'ReactJS Developer', '2026-01-01T00:00:00.000Z'),
      }),
      'GET /api/applications/a2/resume': () => ({
        status: 200,
        body: { url: 'http://files.local/a2.pdf?sig=1', expiresIn: 300 },
      }),
    });
    const tab = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    renderAt('/admin/applications');

    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('Candidate a2');
    expect(cards[0]).toHaveTextContent('Applied for: Salesforce Team Lead');
    expect(cards[1]).toHaveTextContent('Interview');
    // One list request, of one page; no jobs request until the filter is used.
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/applications']);
    expect(calls[0]!.query).toEqual({ limit: '20' });

    await user.click(within(cards[1]!).getByRole('button', { name: 'View details' }));
    expect((await within(cards[1]!).findByText('React, TypeScript')).tagName).toBe('PRE');
    expect(cards[1]).toHaveTextContent('a1@example.com');
    expect(calls.at(-1)).toMatchObject({ method: 'GET', path: '/api/applications/a1' });

    await user.click(within(cards[0]!).getByRole('button', { name: 'View Resume' }));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await vi.waitFor(() => expect(tab.location.href).toBe('http://files.local/a2.pdf?sig=1'));
    expect(tab.opener).toBeNull();
  });

  it('filters by job through the API and keeps the filter in the URL', async () => {
    const { calls } = installFakeApi({
      'GET /api/applications': (call) =>
        page(
          call.query.jobId === 'j1'
            ? [summary('a1', 'j1', 'ReactJS Developer', '2026-01-01T00:00:00.000Z')]
            : [summary('a2', 'j2', 'Salesforce Team Lead', '2026-03-01T00:00:00.000Z')],
        ),
      'GET /api/jobs': () =>
        page([
          {
            jobId: 'j1',
            slug: 'reactjs-developer',
            workplaceType: 'On-site',
            title: 'ReactJS Developer',
            location: 'Pune',
            employmentType: 'Full-time',
            description: 'x',
            active: true,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ]),
    });
    const user = userEvent.setup();
    renderAt('/admin/applications');
    expect(await screen.findByText('Candidate a2')).toBeInTheDocument();
    const filter = screen.getByLabelText('Filter by job');
    await user.click(filter);
    await screen.findByRole('option', { name: 'ReactJS Developer' });
    await user.selectOptions(filter, 'ReactJS Developer');
    expect(await screen.findByText('Candidate a1')).toBeInTheDocument();
    expect(screen.queryByText('Candidate a2')).toBeNull();
    expect(screen.getByTestId('url')).toHaveTextContent('/admin/applications?jobId=j1');
    expect(calls.filter((c) => c.path === '/api/applications').at(-1)!.query).toEqual({ limit: '20', jobId: 'j1' });
  });

  it('pages with next and previous, with the page size and cursor in the URL', async () => {
    const { calls } = installFakeApi({
      'GET /api/applications': (call) =>
        call.query.cursor === 'c2'
          ? {
              status: 200,
              body: { items: [summary('a1', 'j1', 'ReactJS Developer', '2026-01-01T00:00:00.000Z')], nextCursor: null },
            }
          : {
              status: 200,
              body: { items: [summary('a2', 'j1', 'ReactJS Developer', '2026-02-01T00:00:00.000Z')], nextCursor: 'c2' },
            },
    });
    const user = userEvent.setup();
    renderAt('/admin/applications?limit=1');
    expect(await screen.findByText('Candidate a2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Candidate a1')).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/admin/applications?limit=1&cursor=c2');
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Candidate a2')).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/admin\/applications\?limit=1$/);
    expect(calls.map((c) => c.query)).toEqual([{ limit: '1' }, { limit: '1', cursor: 'c2' }]);
    await user.selectOptions(screen.getByLabelText('Per page'), '50');
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/admin\/applications\?limit=50$/);
  });

  it('offers the first page from a shared link to a later page', async () => {
    installFakeApi({
      'GET /api/applications': () => page([summary('a1', 'j1', 'ReactJS Developer', '2026-01-01T00:00:00.000Z')]),
    });
    const user = userEvent.setup();
    renderAt('/admin/applications?cursor=c9');
    expect(await screen.findByText('Candidate a1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/admin\/applications$/);
  });

  it('shows the city, links and scan note read from the resume in the details', async () => {
    installFakeApi({
      'GET /api/applications': () => page([summary('a3', 'j1', 'ReactJS Developer', '2026-04-01T00:00:00.000Z')]),
      'GET /api/applications/a3': () => ({
        status: 200,
        body: {
          ...application('a3', 'j1', 'ReactJS Developer', '2026-04-01T00:00:00.000Z'),
          city: 'Chennai',
          linkedin: 'https://linkedin.com/in/a3',
          github: 'https://github.com/a3',
          resumeFromScan: true,
        },
      }),
    });
    const user = userEvent.setup();
    renderAt('/admin/applications');
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'View details' }));
    expect(await within(card).findByText('Chennai')).toBeInTheDocument();
    expect(card).toHaveTextContent('CityChennai');
    expect(within(card).getByRole('link', { name: 'linkedin.com/in/a3' })).toHaveAttribute('href', 'https://linkedin.com/in/a3');
    expect(within(card).getByRole('link', { name: 'github.com/a3' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).queryByText('Portfolio')).toBeNull();
    expect(card).toHaveTextContent('Scanned; details were read by OCR');
  });

  it('shows the empty and error messages', async () => {
    installFakeApi({ 'GET /api/applications': () => page([]) });
    const { unmount } = renderAt('/admin/applications');
    expect(await screen.findByText('No applications have been submitted yet.')).toBeInTheDocument();
    unmount();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi({ 'GET /api/applications': () => ({ status: 403, body: { message: 'Forbidden' } }) });
    renderAt('/admin/applications');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load applications. Please try again.');
  });
});

describe('Manage Blogs', () => {
  it('lists posts and alerts when a confirmed delete fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi({
      'GET /api/blogs': () =>
        page([
          {
            blogId: 'b1',
            slug: 'hello',
            excerpt: 'x',
            readingMinutes: 1,
            title: 'Hello',
            author: 'Ann',
            content: 'x',
            createdAt: '2026-02-03T10:00:00.000Z',
          },
        ]),
      'DELETE /api/blogs/b1': () => ({ status: 500, body: { message: 'down' } }),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAt('/admin/blogs');
    expect(await screen.findByRole('rowheader', { name: 'Hello' })).toBeInTheDocument();
    expect(screen.getByText('February 3, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Hello' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete blog post. Please try again.'));
  });

  it('shows the empty state', async () => {
    installFakeApi({ 'GET /api/blogs': () => page([]) });
    renderAt('/admin/blogs');
    expect(await screen.findByText('No blog posts found. Add one to get started.')).toBeInTheDocument();
  });
});

describe('Blog form', () => {
  it('previews markdown without raw HTML and creates the post', async () => {
    const { calls } = installFakeApi({
      'POST /api/blogs': (call) => ({
        status: 201,
        body: {
          ...(call.body as object),
          blogId: 'b1',
          slug: 'hello',
          excerpt: 'x',
          readingMinutes: 1,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      }),
      'GET /api/blogs': () => page([]),
    });
    const user = userEvent.setup();
    renderAt('/admin/blogs/new');
    expect(screen.getByRole('heading', { name: 'Create New Post' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Image URL/)).toHaveAttribute('placeholder', 'https://example.com/image.jpg');
    expect(screen.getByLabelText('Content')).toHaveAttribute('rows', '15');
    await user.type(screen.getByLabelText('Title'), 'Post');
    await user.type(screen.getByLabelText('Author'), 'Ann');
    await user.type(screen.getByLabelText('Content'), '## Heading{enter}{enter}- [[x] done{enter}{enter}<b>raw</b>');
    expect(await screen.findByRole('heading', { name: 'Heading', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(document.querySelector('.markdown-body b')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByRole('heading', { name: 'Manage Blogs' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { title: 'Post', author: 'Ann' } });
    expect(calls[0]!.body).not.toHaveProperty('imageUrl');
  });

  it('reports load and save failures in place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi({
      'GET /api/blogs/b1': () => ({
        status: 200,
        body: {
          blogId: 'b1',
          slug: 'hello',
          excerpt: 'Body',
          readingMinutes: 1,
          title: 'Hello',
          author: 'Ann',
          content: 'Body',
          createdAt: '2026-02-03T10:00:00.000Z',
        },
      }),
      'PUT /api/blogs/b1': () => ({ status: 500, body: { message: 'down' } }),
    });
    const user = userEvent.setup();
    const { unmount } = renderAt('/admin/blogs/edit/b1');
    expect(await screen.findByDisplayValue('Hello')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Blog Post' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    // (The history panel below the form reports its own failure to this fake API in another alert.)
    expect(await screen.findByText('Failed to save the blog post. Please check your input and try again.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Hello');
    unmount();
    renderAt('/admin/blogs/edit/missing');
    expect(await screen.findByText('Failed to load blog post. Please try again.')).toBeInTheDocument();
  });
});
