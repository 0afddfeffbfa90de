import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { contactLink, mainNav } from '../../content/nav';
import { Logo } from './Logo';
import { MobileSheet } from './MobileSheet';
import { NavLinkList } from './NavLinkList';
import { useHeaderScrolled } from './useHeaderScrolled';

const SHEET_ID = 'mobile-menu';

export function Header() {
  const { pathname } = useLocation();
  const scrolled = useHeaderScrolled(pathname);
  // The sheet belongs to the path it was opened on, so any navigation (a link, Back) closes it.
  const [sheetOpenOn, setSheetOpenOn] = useState<string | null>(null);
  const sheetOpen = sheetOpenOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeSheet = () => {
    setSheetOpenOn(null);
    toggleRef.current?.focus();
  };

  const classes = ['header', scrolled && 'header--scrolled', pathname === '/' && 'header--overlay'];
  return (
    <header className={classes.filter(Boolean).join(' ')}>
      <div className="header__inner container">
        <Logo />
        <nav className="header__nav" aria-label="Main">
          <NavLinkList links={mainNav} pathname={pathname} />
        </nav>
        <Link to={contactLink.to} className="btn btn--primary header__contact">
          {contactLink.label}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="header__toggle"
          aria-expanded={sheetOpen}
          aria-controls={sheetOpen ? SHEET_ID : undefined}
          onClick={() => setSheetOpenOn(sheetOpen ? null : pathname)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">Open menu</span>
        </button>
      </div>
      {sheetOpen && <MobileSheet id={SHEET_ID} pathname={pathname} onClose={closeSheet} />}
    </header>
  );
}
