/** The gateway compresses a body once and serves the stored result after, as CloudFront's edge does. */
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressFor } from '../../../infra/local/gateway/server';

const bundle = () => Buffer.from(`export const chunk = "${randomBytes(200_000).toString('hex')}";\n`.repeat(2));

describe('compressed-body cache', () => {
  it('answers the same content with the stored compression, per encoding, and decodes to the body', () => {
    const body = bundle();
    const first = compressFor('br', 'text/javascript', body);
    const again = compressFor('gzip, br', 'text/javascript', Buffer.from(body));
    expect(again.encoding).toBe('br');
    expect(again.body).toBe(first.body);
    expect(brotliDecompressSync(again.body).equals(body)).toBe(true);

    const gz = compressFor('gzip', 'text/javascript', body);
    expect(gz.encoding).toBe('gzip');
    expect(gz.body).not.toBe(first.body);
    expect(gunzipSync(gz.body).equals(body)).toBe(true);
  });

  it('compresses changed content anew', () => {
    const one = compressFor('br', 'text/html', bundle());
    const other = bundle();
    const two = compressFor('br', 'text/html', other);
    expect(two.body).not.toBe(one.body);
    expect(brotliDecompressSync(two.body).equals(other)).toBe(true);
  });
});
