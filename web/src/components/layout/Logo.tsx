import { Link } from 'react-router-dom';
import { site } from '../../content/site';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" className="logo" onClick={onNavigate} aria-label={`${site.brand} home`}>
      <svg className="logo__mark" width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0b1f3a" />
        <path d="M18 42c-5 0-8-3-8-7s3-7 7-7c1-6 6-10 12-10 7 0 12 5 12 11 5 0 8 3 8 7s-3 6-8 6z" fill="#12a3a3" />
      </svg>
      <span className="logo__text">{site.brand}</span>
    </Link>
  );
}
