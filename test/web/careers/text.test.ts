import { describe, expect, it } from 'vitest';
import { firstSentences, splitParagraphs } from '../../../web/src/features/careers/text';

describe('firstSentences', () => {
  it('keeps the first two sentences and adds "..." when more follows', () => {
    expect(firstSentences('We build cloud platforms. You will lead a team. You will also mentor juniors.')).toBe(
      'We build cloud platforms. You will lead a team...',
    );
  });

  it('does not split inside words like Node.js or version numbers', () => {
    expect(firstSentences('Build apps with Node.js and React 19.2 daily. Own releases! Then more.')).toBe(
      'Build apps with Node.js and React 19.2 daily. Own releases!...',
    );
  });

  it('returns a description of two sentences or fewer unchanged', () => {
    expect(firstSentences('One sentence. Two sentences.')).toBe('One sentence. Two sentences.');
    expect(firstSentences('No full stop at all')).toBe('No full stop at all');
  });

  it('treats line breaks as spaces', () => {
    expect(firstSentences('First line.\nSecond line.\nThird line.')).toBe('First line. Second line...');
  });
});

describe('splitParagraphs', () => {
  it('splits at line breaks, trims, and drops blank lines', () => {
    expect(splitParagraphs('Design systems.\n\n  Lead reviews.  \r\n\r\n\nShip often.\n')).toEqual([
      'Design systems.',
      'Lead reviews.',
      'Ship often.',
    ]);
  });
  it('answers no paragraphs for blank text', () => {
    expect(splitParagraphs('\n \n')).toEqual([]);
  });
});
