/**
 * Cursors for list endpoints: DynamoDB's LastEvaluatedKey, base64url-encoded JSON. The decoded key
 * must carry exactly the expected attributes, so a forged cursor cannot read another index.
 */
import { badRequest } from '../http/errors';

export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

export function decodeCursor(cursor: string | undefined, expectedKeys: readonly string[]): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Record<string, unknown>;
    const keys = Object.keys(key).sort();
    const expected = [...new Set(expectedKeys)].sort();
    if (keys.length !== expected.length || keys.some((k, i) => k !== expected[i])) throw new Error('shape');
    if (Object.values(key).some((v) => typeof v !== 'string')) throw new Error('type');
    return key;
  } catch {
    throw badRequest('Invalid cursor.');
  }
}
