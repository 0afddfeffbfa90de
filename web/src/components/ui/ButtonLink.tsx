import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type Variant = 'primary' | 'secondary' | 'light';

/** A router link styled as a button (calls to action). */
export function ButtonLink({
  to,
  variant = 'primary',
  children,
  className,
}: {
  to: string;
  variant?: Variant;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link to={to} className={['btn', `btn--${variant}`, className].filter(Boolean).join(' ')}>
      {children}
    </Link>
  );
}
