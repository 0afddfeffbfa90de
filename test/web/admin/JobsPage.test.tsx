// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobFormPage } from '../../../web/src/features/admin/jobs/JobFormPage';
import { JobsPage } from '../../../web/src/features/admin/jobs/JobsPage';
import { AdminQueryProvider } from '../../../web/src/features/admin/AdminQueryProvider';
import { renderAdmin } from './renderAdmin';
import { installFakeApi, job, page } from './fakeApi';
import { useMockApi } from '../../../web/src/testing/mocks/server';

useMockApi();

vi.mock('../../../web/src/lib/auth/amplify', async () => (await import('../auth/amplifyMock')).amplifyMock);

const renderAt = (path: string) =>
  renderAdmin(
    path,
    <Routes>
      <Route path="/admin/jobs" element={<JobsPage />} />
      <Route path="/admin/jobs/new" element={<JobFormPage />} />
      <Route path="/admin/jobs/edit/:id" element={<JobFormPage />} />
    </Routes>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Manage Jobs', () => {
  it('lists jobs newest first and toggles only the active flag, then reloads', async () => {
    let active = true;
    const { calls } = installFakeApi({
      'GET /api/jobs': () =>
        page([
          job({ jobId: 'new', title: 'New job', active, createdAt: '2026-02-01T00:00:00.000Z' }),
          job({ jobId: 'old', title: 'Old job' }),
        ]),
      'PUT /api/jobs/new': () => {
        active = false;
        return { status: 200, body: job({ jobId: 'new', active: false }) };
      },
    });
    const user = userEvent.setup();
    renderAt('/admin/jobs');
    expect(screen.getByText('Loading jobs...')).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('New job');
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Old job');

    await user.click(screen.getByRole('switch', { name: 'Active: New job' }));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ active: false });
    expect(await screen.findByRole('switch', { name: 'Active: New job', checked: false })).toHaveTextContent('Inactive');
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('deletes only after confirmation and reports failures', async () => {
    const { calls } = installFakeApi({
      'GET /api/jobs': () => page([job()]),
      'DELETE /api/jobs/j1': () => ({ status: 500, body: { message: 'boom' } }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = userEvent.setup();
    renderAt('/admin/jobs');
    await user.click(await screen.findByRole('button', { name: 'Delete ReactJS Developer' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete ReactJS Developer' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Failed to delete job.')).toBeInTheDocument();
  });

  it('shows the empty and error states', async () => {
    installFakeApi({ 'GET /api/jobs': () => page([]) });
    const { unmount } = renderAt('/admin/jobs');
    expect(await screen.findByText('No jobs found.')).toBeInTheDocument();
    expect(screen.getByText('Add one to get started.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Job' })).toHaveAttribute('href', '/admin/jobs/new');
    unmount();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi({ 'GET /api/jobs': () => ({ status: 500, body: { message: 'down' } }) });
    renderAt('/admin/jobs');
    expect(await screen.findByText('Failed to fetch jobs. Please try again later.')).toBeInTheDocument();
  });
});

describe('Job form', () => {
  it('validates with the contract schema and creates an active job', async () => {
    const { calls } = installFakeApi({
      'POST /api/jobs': () => ({ status: 201, body: job() }),
      'GET /api/jobs': () => page([job()]),
    });
    const user = userEvent.setup();
    renderAt('/admin/jobs/new');
    expect(screen.getByRole('heading', { name: 'Create New Job' })).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveAttribute('rows', '6');
    expect(screen.getByLabelText('Requirements')).toHaveAttribute('rows', '4');
    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required.');
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Title'), 'QA Engineer');
    await user.type(screen.getByLabelText('Location'), 'Remote');
    await user.selectOptions(screen.getByLabelText('Employment Type'), 'Contract');
    await user.type(screen.getByLabelText('Description'), 'Test things.');
    await user.type(screen.getByLabelText('Requirements'), 'Care.');
    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByRole('heading', { name: 'Manage Jobs' })).toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/jobs',
      query: {},
      body: {
        title: 'QA Engineer',
        location: 'Remote',
        employmentType: 'Contract',
        description: 'Test things.',
        requirements: 'Care.',
        active: true,
      },
    });
  });

  it('prefills when editing, sends no id or dates, and keeps the input on failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = installFakeApi({
      'GET /api/jobs/j1': () => ({ status: 200, body: job({ active: false, updatedAt: '2026-01-02T00:00:00.000Z' }) }),
      'PUT /api/jobs/j1': () => ({
        status: 400,
        body: { message: 'Invalid', fields: { location: ['Location must be at most 5 characters.'] } },
      }),
    });
    const user = userEvent.setup();
    renderAt('/admin/jobs/edit/j1');
    expect(await screen.findByDisplayValue('ReactJS Developer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Job' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Senior ReactJS Developer');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update job.')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription('Location must be at most 5 characters.');
    expect(screen.getByLabelText('Title')).toHaveValue('Senior ReactJS Developer');
    const put = calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>;
    expect(put).not.toHaveProperty('jobId');
    expect(put).not.toHaveProperty('createdAt');
    expect(put).not.toHaveProperty('updatedAt');
    expect(put).toMatchObject({ title: 'Senior ReactJS Developer', active: false });
  });

  it('reports a job that cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi({});
    renderAt('/admin/jobs/edit/missing');
    expect(await screen.findByText('Failed to fetch job details.')).toBeInTheDocument();
  });
});

describe('an expired session', () => {
  it('re-reads the session on a 401, so the guard can send the user to /login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { AuthProvider } = await import('../../../web/src/lib/auth/AuthContext');
    const { RequireStaff } = await import('../../../web/src/features/auth/guards');
    const { amplifyMock, resetAmplifyMock, staffUser } = await import('../auth/amplifyMock');
    resetAmplifyMock(staffUser);
    installFakeApi({
      'GET /api/jobs': () => {
        amplifyMock.session = null;
        return { status: 401, body: { message: 'Unauthorized' } };
      },
    });
    render(
      <MemoryRouter initialEntries={['/admin/jobs']}>
        <AuthProvider>
          <Routes>
            <Route path="/login" element={<p>login page</p>} />
            <Route
              path="/admin/jobs"
              element={
                <RequireStaff>
                  <AdminQueryProvider>
                    <JobsPage />
                  </AdminQueryProvider>
                </RequireStaff>
              }
            />
          </Routes>
        </AuthProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(amplifyMock.readSession).toHaveBeenCalledTimes(2);
  });
});
