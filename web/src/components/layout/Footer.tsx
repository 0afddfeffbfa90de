import { Link, useLocation } from 'react-router-dom';
import { footer } from '../../content/footer';
import { footerQuickLinks, legalLinks } from '../../content/nav';
import { site } from '../../content/site';
import { isActivePath } from './navClass';
import { NavLinkList } from './NavLinkList';
import { NewsletterForm } from './NewsletterForm';
import { SocialIcon, type SocialNetwork } from './SocialIcon';

const socials: { network: SocialNetwork; label: string }[] = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'instagram', label: 'Instagram' },
  { network: 'linkedin', label: 'LinkedIn' },
];

export function Footer() {
  const { pathname } = useLocation();
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer__heading">
            {site.brand}
          </h2>
          <p>{footer.about}</p>
          <p className="footer__mission">{footer.mission}</p>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer__heading">
            {footer.quickLinksHeading}
          </h2>
          <NavLinkList links={footerQuickLinks} pathname={pathname} className="footer__links" />
        </nav>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="footer__heading">
            {footer.followHeading}
          </h2>
          <ul className="footer__social">
            {socials.map(({ network, label }) => (
              <li key={network}>
                <a href={site.social[network]} target="_blank" rel="noopener noreferrer">
                  <SocialIcon network={network} />
                  <span>{label}</span>
                </a>
              </li>
            ))}
          </ul>
          <address className="footer__contact">
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <br />
            <a href={site.phoneHref}>{site.phone}</a>
          </address>
        </section>
        <NewsletterForm />
      </div>
      <div className="container footer__bottom">
        <p>{footer.copyright(year)}</p>
        <nav aria-label="Legal">
          <ul className="footer__legal">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} aria-current={isActivePath(pathname, link.to) ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
