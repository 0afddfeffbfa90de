export { HomePage } from './pages/HomePage';
export { ServicesPage } from './pages/ServicesPage';
export { AboutPage } from './pages/AboutPage';
export { ContactPage } from './pages/ContactPage';
export { PrivacyPolicyPage, TermsOfServicePage, CookiePolicyPage } from './pages/LegalPages';
export { NotFoundPage } from './pages/NotFoundPage';
