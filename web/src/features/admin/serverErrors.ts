import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api';

/** Puts the server's per-field validation messages (`{fields}` of a 400) on the form's fields. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [field, messages] of Object.entries(error.fields)) {
    const name = fieldNames.find((n) => n === field);
    if (name && messages[0]) setError(name, { type: 'server', message: messages[0] });
  }
}
