/**
 * The route table of the SPA. Every page is its own lazy chunk, so a public page loads only React,
 * the router, the site chrome and its own code (budget: 100 KB gzipped). Public pages are
 * prerendered; `preloadRoute` lets the browser fetch the current page's chunk before hydrating.
 * Account and admin routes come from the auth feature, which loads Amplify and admin code lazily.
 */
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { isAccountPath } from '../../../lambdas/contract/account-paths';
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '../../../lambdas/contract/newsletter';
import { SiteLayout } from '../components/layout/SiteLayout';
import { accountRoutes, isSignInPagePath, preloadSignInPage, preloadSignInPages, signInPageModulesOf } from './accountRoutes';
import { lazyPage, type LazyPage } from './lazyPage';

const pages = {
  home: lazyPage(() => import('../features/marketing/pages/HomePage').then((m) => m.HomePage)),
  services: lazyPage(() => import('../features/marketing/pages/ServicesPage').then((m) => m.ServicesPage)),
  about: lazyPage(() => import('../features/marketing/pages/AboutPage').then((m) => m.AboutPage)),
  contact: lazyPage(() => import('../features/marketing/pages/ContactPage').then((m) => m.ContactPage)),
  privacy: lazyPage(() => import('../features/marketing/pages/LegalPages').then((m) => m.PrivacyPolicyPage)),
  terms: lazyPage(() => import('../features/marketing/pages/LegalPages').then((m) => m.TermsOfServicePage)),
  cookies: lazyPage(() => import('../features/marketing/pages/LegalPages').then((m) => m.CookiePolicyPage)),
  // The post page has its own chunk (it brings react-markdown); the list does not load it.
  blogList: lazyPage(() => import('../features/blog/BlogListPage').then((m) => m.BlogListPage)),
  blogPost: lazyPage(() => import('../features/blog/BlogPostPage').then((m) => m.BlogPostPage)),
  blogTag: lazyPage(() => import('../features/blog/BlogTagPage').then((m) => m.BlogTagPage)),
  careers: lazyPage(() => import('../features/careers/CareersPage').then((m) => m.CareersPage)),
  jobDetail: lazyPage(() => import('../features/careers/JobDetailPage').then((m) => m.JobDetailPage)),
  caseStudies: lazyPage(() => import('../features/marketing/pages/CaseStudiesPage').then((m) => m.CaseStudiesPage)),
  caseStudy: lazyPage(() => import('../features/marketing/pages/CaseStudyPage').then((m) => m.CaseStudyPage)),
  notFound: lazyPage(() => import('../features/marketing/pages/NotFoundPage').then((m) => m.NotFoundPage)),
  confirmSubscription: lazyPage(() => import('../features/newsletter/NewsletterLinkPage').then((m) => m.ConfirmSubscriptionPage)),
  unsubscribe: lazyPage(() => import('../features/newsletter/NewsletterLinkPage').then((m) => m.UnsubscribePage)),
} satisfies Record<string, LazyPage>;

/** Public routes and their pages; the catch-all 404 comes after the account routes. */
const publicRoutes: { path: string; page: LazyPage }[] = [
  { path: '/', page: pages.home },
  { path: '/services', page: pages.services },
  { path: '/about', page: pages.about },
  { path: '/contact', page: pages.contact },
  { path: '/case-studies', page: pages.caseStudies },
  { path: '/case-studies/:slug', page: pages.caseStudy },
  { path: '/privacy-policy', page: pages.privacy },
  { path: '/terms-of-service', page: pages.terms },
  { path: '/cookie-policy', page: pages.cookies },
  { path: '/blog', page: pages.blogList },
  { path: '/blog/page/:page', page: pages.blogList },
  { path: '/blog/tag/:tag', page: pages.blogTag },
  { path: '/blog/tag/:tag/page/:page', page: pages.blogTag },
  { path: '/blog/:id', page: pages.blogPost },
  { path: '/careers', page: pages.careers },
  { path: '/careers/:id', page: pages.jobDetail },
];

/** True when no route but the catch-all matches: the prerendered 404.html may be hydrated. */
/** Pages a newsletter mail's links open: app-shell routes (not prerendered), outside the account area. */
const shellRoutes: { path: string; page: LazyPage }[] = [
  { path: NEWSLETTER_CONFIRM_PATH, page: pages.confirmSubscription },
  { path: NEWSLETTER_UNSUBSCRIBE_PATH, page: pages.unsubscribe },
];

export const isNotFoundPath = (pathname: string) =>
  !publicRoutes.some((r) => matchPath(r.path, pathname)) &&
  !isAccountPath(pathname) &&
  !shellRoutes.some((r) => matchPath(r.path, pathname));

/** The source module of a path's page chunk (the renderer adds its modulepreload links), or undefined. */
export const PAGE_MODULES: Record<string, string> = {
  '/': 'src/features/marketing/pages/HomePage.tsx',
  '/services': 'src/features/marketing/pages/ServicesPage.tsx',
  '/about': 'src/features/marketing/pages/AboutPage.tsx',
  '/contact': 'src/features/marketing/pages/ContactPage.tsx',
  '/case-studies': 'src/features/marketing/pages/CaseStudiesPage.tsx',
  '/case-studies/:slug': 'src/features/marketing/pages/CaseStudyPage.tsx',
  '/privacy-policy': 'src/features/marketing/pages/LegalPages.tsx',
  '/terms-of-service': 'src/features/marketing/pages/LegalPages.tsx',
  '/cookie-policy': 'src/features/marketing/pages/LegalPages.tsx',
  '/blog': 'src/features/blog/BlogListPage.tsx',
  '/blog/page/:page': 'src/features/blog/BlogListPage.tsx',
  '/blog/tag/:tag': 'src/features/blog/BlogTagPage.tsx',
  '/blog/tag/:tag/page/:page': 'src/features/blog/BlogTagPage.tsx',
  '/blog/:id': 'src/features/blog/BlogPostPage.tsx',
  '/careers': 'src/features/careers/CareersPage.tsx',
  '/careers/:id': 'src/features/careers/JobDetailPage.tsx',
};
export function pageModuleOf(pathname: string): string | readonly string[] | undefined {
  const signIn = signInPageModulesOf(pathname);
  if (signIn) return signIn;
  const match = publicRoutes.find((r) => matchPath(r.path, pathname));
  return match ? PAGE_MODULES[match.path] : 'src/features/marketing/pages/NotFoundPage.tsx';
}

/** Loads the page chunk for a path (before hydration), so the first render matches the HTML. */
export function preloadRoute(pathname: string): Promise<unknown> {
  const match = publicRoutes.find((r) => matchPath(r.path, pathname));
  if (match) return match.page.preload();
  if (isSignInPagePath(pathname)) return preloadSignInPage(pathname);
  return isNotFoundPath(pathname) ? pages.notFound.preload() : Promise.resolve();
}

export const preloadNotFound = () => pages.notFound.preload();

/** Loads every page (the prerender step renders them all synchronously). */
export const preloadAllPages = () => Promise.all([...Object.values(pages).map((p) => p.preload()), preloadSignInPages()]);

/**
 * `notFoundAt`: the path a server answered with its 404 page (a content address that was never
 * published, such as /careers/unknown): that path shows the not-found page the HTML holds, not the
 * route's page; navigating elsewhere routes normally.
 */
export function App({ notFoundAt }: { notFoundAt?: string } = {}) {
  const { pathname } = useLocation();
  if (notFoundAt !== undefined && pathname === notFoundAt) {
    return (
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="*" element={<pages.notFound.Page />} />
        </Route>
      </Routes>
    );
  }
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {publicRoutes.map(({ path, page: { Page } }) =>
          path === '/' ? (
            <Route key={path} index element={<Page />} />
          ) : (
            <Route key={path} path={path.slice(1)} element={<Page />} />
          ),
        )}
        {shellRoutes.map(({ path, page: { Page } }) => (
          <Route key={path} path={path.slice(1)} element={<Page />} />
        ))}
        {accountRoutes()}
        <Route path="*" element={<pages.notFound.Page />} />
      </Route>
    </Routes>
  );
}
