import type { ReactNode } from 'react';

/** Loading, empty and error lines of the admin screens, announced to screen readers. */
export function StateMessage({ kind, children }: { kind: 'loading' | 'empty' | 'error'; children: ReactNode }) {
  return (
    <div className={`admin-state admin-state-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
