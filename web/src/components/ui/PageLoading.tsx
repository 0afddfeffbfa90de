import { Spinner } from './Spinner';

/** Fallback while a route's code loads: keeps the page height so the footer does not jump. */
export function PageLoading() {
  return (
    <div className="page-loading">
      <Spinner label="Loading..." showLabel />
    </div>
  );
}
