export { HomePage, ServicesPage, AboutPage, ContactPage, PrivacyPolicyPage, TermsOfServicePage, CookiePolicyPage, NotFoundPage } from './placeholder';
