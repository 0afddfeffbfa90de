import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, excerpt, stripMarkup } from '../../../web/src/features/blog/excerpt';
import { formatLongDate } from '../../../web/src/lib/formatDate';

describe('stripMarkup', () => {
  it('removes HTML tags, scripts and comments but keeps their text', () => {
    expect(stripMarkup('<p>Hello <strong>cloud</strong></p><script>alert(1)</script><!-- hidden -->world')).toBe('Hello cloud world');
  });

  it('removes markdown headings, emphasis, code, links, images and list markers', () => {
    const md = '# Title\n\nSome **bold**, _italic_, ~~gone~~ and `code`.\n\n![diagram](/a.png)\n\n- [x] done item\n- [Docs](https://example.com) here\n1. first';
    expect(stripMarkup(md)).toBe('Title Some bold, italic, gone and code. done item Docs here first');
  });

  it('turns a GFM table into its cell text and drops footnote markers', () => {
    const md = 'Compare[^1]:\n\n| Service | Cost |\n|---|:---:|\n| S3 | low |\n\n[^1]: A footnote.';
    expect(stripMarkup(md)).toBe('Compare: Service Cost S3 low A footnote.');
  });

  it('decodes common entities and collapses whitespace', () => {
    expect(stripMarkup('Tom &amp; Jerry&nbsp;&lt;3\n\n\n  end')).toBe('Tom & Jerry <3 end');
  });
});

describe('excerpt', () => {
  it('cuts plain text at 200 characters and appends "..."', () => {
    const long = 'word '.repeat(100);
    const result = excerpt(long);
    expect(result.endsWith('...')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 3);
    expect(result.slice(0, -3)).toBe(long.slice(0, 200).trimEnd());
  });

  it('counts the 200 characters after stripping markup', () => {
    const text = 'a'.repeat(250);
    expect(excerpt(`<div>**${text}**</div>`)).toBe(`${'a'.repeat(200)}...`);
  });

  it('keeps 199 and 200 characters whole and cuts 201 at 200', () => {
    expect(excerpt('a'.repeat(199))).toBe('a'.repeat(199));
    expect(excerpt('a'.repeat(200))).toBe('a'.repeat(200));
    expect(excerpt('a'.repeat(201))).toBe(`${'a'.repeat(200)}...`);
    // A cut that lands after a space does not leave the space before the ellipsis.
    expect(excerpt(`${'a'.repeat(199)} bcd`)).toBe(`${'a'.repeat(199)}...`);
    // The length counts after stripping: 200 visible characters inside markup stay whole.
    expect(excerpt(`**${'a'.repeat(200)}**`)).toBe('a'.repeat(200));
  });

  it('leaves a short text whole, without an ellipsis', () => {
    expect(excerpt('## Short post\n\nJust *this*.')).toBe('Short post Just this.');
  });
});

describe('formatLongDate', () => {
  it('formats ISO dates in long US English', () => {
    expect(formatLongDate('2025-03-05T10:00:00.000Z')).toBe('March 5, 2025');
  });
  it('answers an empty string for an invalid date', () => {
    expect(formatLongDate('not a date')).toBe('');
  });
});
