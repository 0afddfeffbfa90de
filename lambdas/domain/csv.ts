/**
 * CSV for spreadsheet exports (RFC 4180), with formula injection neutralised: a cell that a
 * spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return) gets a
 * leading apostrophe.
 */
export function csvCell(value: unknown): string {
  let s = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvRow = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;
