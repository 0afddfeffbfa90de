import type { ReactNode } from 'react';

export type StatusTone = 'success' | 'error' | 'info';

/**
 * A message announced to screen readers: errors as alerts, the rest politely. Keep it mounted
 * (with empty children) where a message may appear, so the live region exists before it changes.
 */
export function StatusMessage({ tone, children, id }: { tone: StatusTone; children?: ReactNode; id?: string }) {
  return (
    <p id={id} className={children ? `status status--${tone}` : 'status'} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
