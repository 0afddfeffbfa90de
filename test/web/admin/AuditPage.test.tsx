// @vitest-environment jsdom
/** The audit log reads through the admin query client: loading, a page, older and newer pages, and a failure. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import AuditPage from '../../../web/src/features/admin/pipeline/AuditPage';
import { useMockApi } from '../../../web/src/testing/mocks/server';
import { installFakeApi } from './fakeApi';
import { renderAdmin } from './renderAdmin';

useMockApi();
vi.mock('../../../web/src/lib/auth/amplify', async () => (await import('../auth/amplifyMock')).amplifyMock);

const entry = (n: number) => ({
  auditId: `a${n}`,
  action: 'moved-stage',
  by: 'staff@nimbuscrest.local',
  target: `application ${n}`,
  createdAt: `2026-11-0${n}T10:00:00.000Z`,
});

const renderAudit = () =>
  renderAdmin(
    '/admin/audit',
    <Routes>
      <Route path="/admin/audit" element={<AuditPage />} />
    </Routes>,
  );

describe('Audit log', () => {
  it('shows a page, walks to the next by its cursor (kept in the URL) and back', async () => {
    const { calls } = installFakeApi({
      'GET /api/audit': (call) =>
        call.query.cursor === 'c2'
          ? { status: 200, body: { items: [entry(1)], nextCursor: null } }
          : { status: 200, body: { items: [entry(2)], nextCursor: 'c2' } },
    });
    renderAudit();
    expect(screen.getByText('Loading the audit log...')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'application 2' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'moved stage' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'application 1' })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/admin/audit?cursor=c2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('cell', { name: 'application 2' })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/admin\/audit$/);
    // The first page is fetched again on the visit back (fresh on every visit), shown from the cache meanwhile.
    expect(calls.map((c) => c.query.cursor ?? null)).toEqual([null, 'c2', null]);
  });

  it('says when there is nothing yet, and when the log cannot be read', async () => {
    installFakeApi({ 'GET /api/audit': () => ({ status: 200, body: { items: [], nextCursor: null } }) });
    const { unmount } = renderAudit();
    expect(await screen.findByText('No staff actions recorded yet.')).toBeInTheDocument();
    unmount();

    installFakeApi({ 'GET /api/audit': () => ({ status: 500, body: { message: 'Boom', requestId: 'r' } }) });
    renderAudit();
    expect(await screen.findByText('Failed to load the audit log. Please try again.')).toBeInTheDocument();
  });
});
