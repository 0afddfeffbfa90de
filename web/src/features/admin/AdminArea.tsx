/**
 * The admin area (a lazy chunk): staff only, with its own nested routes under /admin.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireStaff } from '../auth/guards';
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

export default function AdminArea() {
  return (
    <RequireStaff>
      <AdminQueryProvider>
        <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to="applications" replace />} />
          <Route path="applications" element={<ApplicationsPage />} />
          <Route path="jobs" element={<JobsPage />} />
          <Route path="jobs/new" element={<JobFormPage />} />
          <Route path="jobs/edit/:id" element={<JobFormPage />} />
          <Route path="blogs" element={<BlogsPage />} />
          <Route path="blogs/new" element={<BlogFormPage />} />
          <Route path="blogs/edit/:id" element={<BlogFormPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Route>
        </Routes>
      </AdminQueryProvider>
    </RequireStaff>
  );
}
