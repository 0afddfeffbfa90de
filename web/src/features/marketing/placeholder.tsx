const page = (title: string) =>
  function Page() {
    return <h1>{title}</h1>;
  };
export const HomePage = page('Home');
export const ServicesPage = page('Services');
export const AboutPage = page('About Us');
export const ContactPage = page('Contact');
export const PrivacyPolicyPage = page('Privacy Policy');
export const TermsOfServicePage = page('Terms of Service');
export const CookiePolicyPage = page('Cookie Policy');
export const NotFoundPage = page('Page not found');
