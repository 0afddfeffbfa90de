import { describe, expect, it } from 'vitest';
import { greatest, least } from '../../../lambdas/resume/extremes';
import { boundLineLengths, MAX_LINE_CHARACTERS } from '../../../lambdas/resume/fields/bounded-lines';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { findLinks } from '../../../lambdas/resume/fields/links';
import { orderTextBoxes } from '../../../lambdas/resume/text/reading-order';
import { box } from './support/text-boxes';

describe('hostile lines', () => {
  it('finds the least and greatest of 300,000 numbers without spreading them into arguments', () => {
    const values = Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 300_007);
    expect(() => Math.min(...values)).toThrow(RangeError);
    expect(least(values)).toBe(values.reduce((a, b) => Math.min(a, b)));
    expect(greatest(values)).toBe(values.reduce((a, b) => Math.max(a, b)));
    expect(least([3, -2, 5])).toBe(-2);
    expect(greatest([3, -2, 5])).toBe(5);
    expect(least([])).toBe(Infinity);
    expect(greatest([])).toBe(-Infinity);
  });

  it('puts a PDF line of 200,000 one-glyph pieces in reading order without overflowing the call stack', () => {
    const glyphs = Array.from({ length: 200_000 }, (_, i) => box('x', 10 + (i % 500), 100, 1));
    const lines = orderTextBoxes(glyphs);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.reduce((sum, line) => sum + line.text.replace(/\s/g, '').length, 0)).toBe(200_000);
  });

  it('cuts lines over the limit into pieces at spaces, and at the limit when a piece has none', () => {
    const words = 'word '.repeat(500).trim();
    const pieces = boundLineLengths([{ text: words, page: 1, fontSize: 9 }, { text: 'short' }]);
    expect(pieces.every((line) => line.text.length <= MAX_LINE_CHARACTERS)).toBe(true);
    expect(
      pieces
        .slice(0, -1)
        .map((line) => line.text)
        .join(' '),
    ).toBe(words);
    expect(pieces[0]).toMatchObject({ page: 1, fontSize: 9 });
    expect(pieces.at(-1)).toEqual({ text: 'short' });
    const digits = boundLineLengths([{ text: '9'.repeat(2_500) }]);
    expect(digits.map((line) => line.text.length)).toEqual([1_000, 1_000, 500]);
  });

  it('still reads the contacts of a document that also holds lines of 150,000 digits, dots or letters', () => {
    for (const hostile of ['9'.repeat(150_000), 'a.'.repeat(75_000), `@${'a'.repeat(150_000)}`]) {
      const fields = extractFields([
        { text: 'Priya Raman', fontSize: 20, page: 1 },
        { text: 'priya.raman@example.com | +91 98450 12345 | Chennai', fontSize: 10, page: 1 },
        { text: hostile, fontSize: 10, page: 1 },
      ]);
      expect(fields).toMatchObject({ name: 'Priya Raman', email: 'priya.raman@example.com', phone: '+91 98450 12345' });
    }
  });

  it('reads a document that goes on with thousands of e-mail addresses, one a line, and one made of nothing else', () => {
    // Every name, place and link rule once asked each address of the file for each line (8,000
    // such lines: 12 s; bench/resume-hostile-text.ts). The name rules now consult the first 16
    // distinct addresses, the place rule the first 8 contact blocks below the top.
    const addresses = Array.from({ length: 8_000 }, (_, i) => ({ text: `someone${i}@example.org`, fontSize: 10, page: 1 }));
    const fields = extractFields([
      { text: 'Priya Raman', fontSize: 20, page: 1 },
      { text: 'priya.raman@example.com | +91 98450 12345 | Chennai', fontSize: 10, page: 1 },
      ...addresses,
    ]);
    expect(fields).toMatchObject({
      name: 'Priya Raman',
      email: 'priya.raman@example.com',
      phone: '+91 98450 12345',
      city: 'Chennai',
    });
    const nothingElse = extractFields(addresses);
    expect(nothingElse).toMatchObject({ email: 'someone0@example.org' });
    expect(nothingElse.name).toBeUndefined();
  });

  it('blanks out whole e-mail addresses before looking for web addresses, wherever the @ stands', () => {
    const links = findLinks([{ text: 'x@github.com/someone github.com/jane-doe @twitter.com/x a@b linkedin.com/in/jane' }]);
    expect(links).toMatchObject({ github: 'https://github.com/jane-doe', linkedin: 'https://linkedin.com/in/jane' });
  });
});
