/** How the resume benches compare a field and print a figure (bench/resume-parse.ts, bench/resume-api.ts). */

/** Names compare with either apostrophe: Word formats may turn ’ into ' on the way. */
export const same = (field: string, got: unknown, want: unknown) =>
  field === 'name' && typeof got === 'string' && typeof want === 'string'
    ? got.replace(/’/g, "'") === want.replace(/’/g, "'")
    : got === want;

export const percent = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(1)}% (${n}/${of})`;

export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};
