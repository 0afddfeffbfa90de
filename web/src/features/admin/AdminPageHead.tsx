import { Link } from 'react-router-dom';

/** The heading of an admin list page, with its "add" link where records can be created. */
export function AdminPageHead({ titleId, title, add }: { titleId: string; title: string; add?: { to: string; label: string } }) {
  return (
    <header className="admin-page-head">
      <h1 id={titleId}>{title}</h1>
      {add && (
        <Link to={add.to} className="btn btn-primary">
          {add.label}
        </Link>
      )}
    </header>
  );
}
