import { useId } from 'react';
import { PAGE_SIZES, type ListView } from './paging';

/** Previous / next page and the page size of an admin list. */
export function Pager({
  view,
  nextCursor,
  busy,
  label,
}: {
  view: ListView<string>;
  nextCursor: string | null | undefined;
  busy: boolean;
  label: string;
}) {
  const sizeId = useId();
  const backLabel = view.cursor && view.pageNumber === undefined ? 'First page' : 'Previous';
  return (
    <nav className="admin-pager" aria-label={`${label} pages`}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={!view.canGoBack || busy}
        onClick={() => (view.pageNumber === undefined ? view.first() : view.previous())}
      >
        {backLabel}
      </button>
      <span className="admin-pager-page" aria-live="polite">
        {view.pageNumber ? `Page ${view.pageNumber}` : ''}
      </span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={!nextCursor || busy}
        onClick={() => nextCursor && view.next(nextCursor)}
      >
        Next
      </button>
      <label htmlFor={sizeId} className="admin-pager-size">
        Per page
      </label>
      <select id={sizeId} value={view.limit} onChange={(e) => view.setLimit(Number(e.target.value))}>
        {(PAGE_SIZES as readonly number[]).includes(view.limit) ? null : <option value={view.limit}>{view.limit}</option>}
        {PAGE_SIZES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </nav>
  );
}
