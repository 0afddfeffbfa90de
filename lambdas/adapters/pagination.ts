/**
 * Cursors for list endpoints: DynamoDB's LastEvaluatedKey, base64url-encoded JSON. The decoded key
 * must carry exactly the expected attributes (and the partition value of the listing asked for),
 * so a forged cursor cannot read another index or partition.
 */
import { badRequest } from '../domain/errors';

export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

export function decodeCursor(
  cursor: string | undefined,
  expectedKeys: readonly string[],
  fixedValues: Record<string, string> = {},
): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown;
    if (!key || typeof key !== 'object' || Array.isArray(key)) throw new Error('not an object');
    const record = key as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    const expected = [...new Set(expectedKeys)].sort();
    if (keys.length !== expected.length || keys.some((k, i) => k !== expected[i])) throw new Error('shape');
    if (Object.values(record).some((v) => typeof v !== 'string' || v.length === 0 || v.length > 1024)) throw new Error('type');
    if (Object.entries(fixedValues).some(([k, v]) => record[k] !== v)) throw new Error('partition');
    return record;
  } catch {
    throw badRequest('Invalid cursor.');
  }
}
