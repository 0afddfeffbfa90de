import { describe, expect, it } from 'vitest';
import { cleanOcrText } from '../../../lambdas/resume/text/ocr-cleanup';

describe('scans, round sixteen: address glyphs', () => {
  it('reads a "{" before an initial\'s dot at an address\'s start as "j"', () => {
    expect(cleanOcrText('Mobiel: 06 41 87 29 53 « {.vandenheuvel@outlook.com » Utrecht')).toContain(
      ' j.vandenheuvel@outlook.com ',
    );
    expect(cleanOcrText('{.vandenheuvel@outlook.com')).toBe('j.vandenheuvel@outlook.com');
    // A brace elsewhere stays: not before a dot and an address.
    expect(cleanOcrText('{react, vue}')).toBe('{react, vue}');
  });

  it('ends an address read ".cor" with ".com"', () => {
    expect(cleanOcrText('kwame.oseitutu.mensah@gmail.cor | Accra')).toBe('kwame.oseitutu.mensah@gmail.com | Accra');
    expect(cleanOcrText('Visit www.example.cor.uk')).toBe('Visit www.example.cor.uk');
  });

  it("reads O2's mailbox with a zero as o2.pl", () => {
    expect(cleanOcrText('b.szczesny.kowalczyk@02.pl')).toBe('b.szczesny.kowalczyk@o2.pl');
    expect(cleanOcrText('room 02.pl')).toBe('room 02.pl');
  });

  it('joins an address\'s words after the e-mail\'s letter label "E" with a dot', () => {
    expect(cleanOcrText('E gowri site@rediffmail.com')).toBe('E gowri.site@rediffmail.com');
    expect(cleanOcrText('M Mobile 94432 61870    E gowri site@rediffmail.com')).toContain('E gowri.site@rediffmail.com');
    // A label's word is no part of the address; nor is a sentence's.
    expect(cleanOcrText('E email kavya@gmail.com')).toBe('E email kavya@gmail.com');
    expect(cleanOcrText('E write me@site.com for more')).toBe('E write me@site.com for more');
  });
});
