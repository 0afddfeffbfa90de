import { Link } from 'react-router-dom';

interface RowActionsProps {
  /** Where Edit goes. */
  editTo: string;
  /** The row's title, named in the buttons' accessible labels. */
  title: string;
  /** True while this row's delete is in flight. */
  busy: boolean;
  onDelete: () => void;
}

/** The Actions cell of an admin table row: Edit link and Delete button. */
export function RowActions({ editTo, title, busy, onDelete }: RowActionsProps) {
  return (
    <td className="admin-actions">
      <Link to={editTo} aria-label={`Edit ${title}`}>
        Edit
      </Link>
      <button type="button" className="link-danger" aria-label={`Delete ${title}`} disabled={busy} onClick={onDelete}>
        Delete
      </button>
    </td>
  );
}
