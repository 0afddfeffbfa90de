/**
 * The least and the greatest of many numbers. Not Math.min(...values): a hostile document's line of
 * 150,000 one-glyph pieces would overflow the call stack when spread into arguments.
 */
export function least(values: readonly number[]): number {
  let result = Infinity;
  for (const value of values) if (value < result) result = value;
  return result;
}

export function greatest(values: readonly number[]): number {
  let result = -Infinity;
  for (const value of values) if (value > result) result = value;
  return result;
}

/** The middle value of many numbers (the upper of the two middle ones for an even count); undefined for none. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
