import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'light';

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={['btn', `btn--${variant}`, className].filter(Boolean).join(' ')} {...rest} />;
}
