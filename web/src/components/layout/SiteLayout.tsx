import { Outlet } from 'react-router-dom';

/** Placeholder: header, footer and scroll restoration arrive with the public-website issue. */
export function SiteLayout() {
  return (
    <>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
