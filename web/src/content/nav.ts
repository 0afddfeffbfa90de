/** Navigation of the header and the footer's quick links. */
export interface NavLink {
  to: string;
  label: string;
}

export const mainNav: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About Us' },
  { to: '/blog', label: 'Blog' },
  { to: '/careers', label: 'Careers' },
];

export const contactLink: NavLink = { to: '/contact', label: 'Contact Us' };

export const footerQuickLinks: readonly NavLink[] = [...mainNav, { to: '/contact', label: 'Contact' }];

export const legalLinks: readonly NavLink[] = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
];
