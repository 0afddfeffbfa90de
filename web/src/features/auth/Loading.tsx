/** The plain "Loading" shown while auth state or a lazy screen is unknown. */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <p className="account-loading" role="status" aria-live="polite">
      {label}
    </p>
  );
}
