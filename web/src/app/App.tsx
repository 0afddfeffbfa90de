/**
 * The route table of the SPA. Public pages are imported eagerly (they are prerendered and
 * hydrated); account and admin routes come from the auth feature, which loads Amplify and the
 * admin code lazily, so public pages never download them.
 */
import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from '../components/layout/SiteLayout';
import {
  AboutPage,
  ContactPage,
  CookiePolicyPage,
  HomePage,
  NotFoundPage,
  PrivacyPolicyPage,
  ServicesPage,
  TermsOfServicePage,
} from '../features/marketing';
import { BlogListPage, BlogPostPage } from '../features/blog';
import { CareersPage, JobDetailPage } from '../features/careers';
import { accountRoutes } from '../features/auth/routes';

export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms-of-service" element={<TermsOfServicePage />} />
        <Route path="cookie-policy" element={<CookiePolicyPage />} />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/:id" element={<BlogPostPage />} />
        <Route path="careers" element={<CareersPage />} />
        <Route path="careers/:id" element={<JobDetailPage />} />
        {accountRoutes()}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
