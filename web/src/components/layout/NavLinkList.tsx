import { Link } from 'react-router-dom';
import { isActivePath } from './navClass';

interface NavLinkListProps {
  links: readonly { to: string; label: string }[];
  pathname: string;
  className?: string;
  /** Called when a link is followed (the mobile sheet closes on it). */
  onNavigate?: () => void;
}

/** Site links as a list; the current page's link is marked active on an exact path match only. */
export function NavLinkList({ links, pathname, className, onNavigate }: NavLinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => {
        const active = isActivePath(pathname, link.to);
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              className={active ? 'is-active' : undefined}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
