/**
 * Words of letter-spaced capitals in a PDF (docs/decisions/0049): pdf.js reads "LUX FYNN VINK"
 * under CSS letter spacing as "L U X F Y N N V I N K"; read again with the spaces the PDF draws
 * kept, the words come apart ("L U X   F Y N N   V I N K").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trackedRunWords, withTrackedWordsApart } from '../../../lambdas/resume/text/pdf';
import { extractLines } from '../../../lambdas/resume/text/extract';
import { box } from './support/text-boxes';

describe('trackedRunWords', () => {
  it('reads the words of a tracked run apart at its drawn spaces', () => {
    expect(trackedRunWords('L U X   F Y N N   V I N K')).toBe('LUX FYNN VINK');
    expect(trackedRunWords('M A N I S H A   D .')).toBe('MANISHA D.');
  });

  it('keeps kerned pairs and clusters Chromium draws as one', () => {
    expect(trackedRunWords('VA L É R I A   R .   I H N A Č Á KOVÁ')).toBe('VALÉRIA R. IHNAČÁKOVÁ');
    expect(trackedRunWords('V.   K R I S H N A  D H AWA N - A C H A R I')).toBe('V. KRISHNA DHAWAN-ACHARI');
  });

  it('leaves a sentence with wide word spaces and a single tracked word alone', () => {
    expect(trackedRunWords('Senior  Data  Engineer')).toBeUndefined();
    expect(trackedRunWords('E X P E R I E N C E')).toBeUndefined();
    expect(trackedRunWords('I  am  a  developer')).toBeUndefined();
  });
});

describe('withTrackedWordsApart', () => {
  const page = (items: { str: string; x: number }[]) => {
    let reads = 0;
    return {
      reads: () => reads,
      async getTextContent(options?: { keepWhiteSpace?: boolean }) {
        reads += 1;
        expect(options?.keepWhiteSpace).toBe(true);
        return { items: items.map(({ str, x }) => ({ str, transform: [26, 0, 0, 26, x, 700], width: 200, height: 26 })) };
      },
    };
  };

  it('gives a tracked run the words its drawn spaces show, and marks it letter-spaced', async () => {
    const boxes = [box('L U X F Y N N V I N K', 30, 100, 235, 26), box('DevOps engineer', 30, 130, 100, 11)];
    const spaced = page([{ str: 'L U X   F Y N N   V I N K', x: 30 }]);
    await withTrackedWordsApart(spaced, boxes);
    expect(boxes[0]).toMatchObject({ text: 'LUX FYNN VINK', letterSpaced: true });
    expect(boxes[1]!.text).toBe('DevOps engineer');
  });

  it('reads the page once more only when it has a tracked run', async () => {
    const spaced = page([]);
    await withTrackedWordsApart(spaced, [box('Priya Sharma', 30, 100, 120, 26), box('U K', 30, 130, 20, 11)]);
    expect(spaced.reads()).toBe(0);
  });
});

describe('letter-spaced names in real PDFs', () => {
  const documents = join(import.meta.dirname, '../../fixtures/resumes/documents');
  const firstLine = async (file: string) =>
    (await extractLines('application/pdf', new Uint8Array(readFileSync(join(documents, file)))))[0]?.text;

  it('keeps the words of a name tracked by CSS letter spacing in Chromium and LibreOffice PDFs', async () => {
    expect(await firstLine('s0028-lux-z13-zety-band.chromium.pdf')).toBe('LUX FYNN VINK');
    expect(await firstLine('s0187-valeria-sp-center-serif.chromium.pdf')).toBe('VALÉRIA R. IHNAČÁKOVÁ');
    expect(await firstLine('s0187-valeria-sp-center-serif.libreoffice.pdf')).toBe('VALÉRIA R. IHNAČÁKOVÁ');
  });
});
