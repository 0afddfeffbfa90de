/**
 * The admin area (a lazy chunk) with its own nested routes under /admin. Staff only: the app
 * mounts it behind the auth feature's RequireStaff (web/src/app/StaffArea.tsx).
 */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { StateMessage } from './StateMessage';
import { AdminLayout } from './AdminLayout';
import { AdminNotFound } from './AdminNotFound';
import { AdminQueryProvider } from './AdminQueryProvider';
import { ApplicationsPage } from './applications/ApplicationsPage';
import { BlogFormPage } from './blogs/BlogFormPage';
import { BlogsPage } from './blogs/BlogsPage';
import { JobFormPage } from './jobs/JobFormPage';
import { JobsPage } from './jobs/JobsPage';
import { MessagesPage } from './messages/MessagesPage';
import './admin.css';

const ApplicationDetailPage = lazy(() => import('./pipeline/ApplicationDetailPage'));
const PipelineBoardPage = lazy(() => import('./pipeline/PipelineBoardPage'));
const AuditPage = lazy(() => import('./pipeline/AuditPage'));
const SubscribersPage = lazy(() => import('./subscribers/SubscribersPage'));
const StaffPage = lazy(() => import('./staff/StaffPage'));
const pipelineFallback = <StateMessage kind="loading">Loading...</StateMessage>;

export default function AdminArea() {
  return (
    <AdminQueryProvider>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to="applications" replace />} />
          <Route path="applications" element={<ApplicationsPage />} />
          <Route
            path="applications/board"
            element={
              <Suspense fallback={pipelineFallback}>
                <PipelineBoardPage />
              </Suspense>
            }
          />
          <Route
            path="applications/:id"
            element={
              <Suspense fallback={pipelineFallback}>
                <ApplicationDetailPage />
              </Suspense>
            }
          />
          <Route
            path="audit"
            element={
              <Suspense fallback={pipelineFallback}>
                <AuditPage />
              </Suspense>
            }
          />
          <Route path="jobs" element={<JobsPage />} />
          <Route path="jobs/new" element={<JobFormPage />} />
          <Route path="jobs/edit/:id" element={<JobFormPage />} />
          <Route path="blogs" element={<BlogsPage />} />
          <Route path="blogs/new" element={<BlogFormPage />} />
          <Route path="blogs/edit/:id" element={<BlogFormPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route
            path="subscribers"
            element={
              <Suspense fallback={pipelineFallback}>
                <SubscribersPage />
              </Suspense>
            }
          />
          <Route
            path="staff"
            element={
              <Suspense fallback={pipelineFallback}>
                <StaffPage />
              </Suspense>
            }
          />
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
    </AdminQueryProvider>
  );
}
