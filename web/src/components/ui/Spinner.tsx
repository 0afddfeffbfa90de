/** An inline busy indicator with a text for screen readers (and sighted users when `label` shows). */
export function Spinner({ label = 'Loading...', showLabel = false }: { label?: string; showLabel?: boolean }) {
  return (
    <span className="spinner" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className={showLabel ? undefined : 'visually-hidden'}>{label}</span>
    </span>
  );
}
