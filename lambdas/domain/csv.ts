/**
 * CSV for spreadsheet exports (RFC 4180), with formula injection neutralised: a cell that a
 * spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return) gets a
 * leading apostrophe.
 */
/** A cell's text: strings as they are, other primitives in their usual form, anything else as JSON. */
const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
      ? value.toString()
      : JSON.stringify(value);

export function csvCell(value: unknown): string {
  let s = value === undefined || value === null ? '' : textOf(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvRow = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;
