import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { contactLink, mainNav } from '../../content/nav';
import { NavLinkList } from './NavLinkList';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The mobile navigation sheet: a modal dialog that keeps focus inside, closes on Escape, on its
 * close button and on any link, and gives focus back to the toggle when it closes.
 */
export function MobileSheet({ id, pathname, onClose }: { id: string; pathname: string; onClose: () => void }) {
  const sheetRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !sheetRef.current) return;
    const items = Array.from(sheetRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="sheet-backdrop" onClick={onClose}>
      <div
        id={id}
        ref={sheetRef}
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <button ref={closeRef} type="button" className="sheet__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close menu</span>
        </button>
        <nav aria-label="Mobile">
          <NavLinkList links={mainNav} pathname={pathname} className="sheet__links" onNavigate={onClose} />
          <Link to={contactLink.to} className="btn btn--primary sheet__contact" onClick={onClose}>
            {contactLink.label}
          </Link>
        </nav>
      </div>
    </div>
  );
}
