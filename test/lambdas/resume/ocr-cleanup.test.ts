import { describe, expect, it } from 'vitest';
import { columnsOf } from '../../../lambdas/resume/text/ocr';
import { cleanOcrText } from '../../../lambdas/resume/text/ocr-cleanup';

describe('post-OCR repair of contact details', () => {
  it.each([
    ['Mobile: +91 98O65 432l0', 'Mobile: +91 98065 43210'],
    ['Phone: 9S123 4B780', 'Phone: 95123 48780'],
    ['priya . sharma @ gmail . corn', 'priya.sharma@gmail.com'],
    ['Email: raj©gmail.com', 'Email: raj@gmail.com'],
    ['Email id : anil.k @yahoo.co.1n', 'Email id : anil.k@yahoo.co.in'],
    ['meera_iyer@gmai1.com', 'meera_iyer@gmail.com'],
  ])('%s → %s', (read, repaired) => {
    expect(cleanOcrText(read)).toBe(repaired);
  });

  it.each([
    'Interior Designer, Livspace, 2019 — Present',
    'BOSS 1234',
    'ISO 9001',
    'Skills: SQL, SSIS, Oracle',
    'B.Sc Civil Engineering, 2014',
  ])('leaves "%s" alone', (text) => {
    expect(cleanOcrText(text)).toBe(text);
  });
});

describe('an OCR line read across two columns', () => {
  const word = (text: string, x0: number, x1: number) => ({ text, bbox: { x0, x1, y0: 100, y1: 130 } });

  it('is split where the gap is several type heights wide', () => {
    const parts = columnsOf([word('Reach', 40, 150), word('Me', 165, 210), word('Rohan', 700, 860), word('Deshmukh', 880, 1120)]);
    expect(parts.map((part) => part.map((w) => w.text).join(' '))).toEqual(['Reach Me', 'Rohan Deshmukh']);
  });

  it('keeps ordinary word spacing together', () => {
    const parts = columnsOf([word('Home:', 40, 150), word('020-2567', 170, 330), word('8899', 345, 420)]);
    expect(parts).toHaveLength(1);
  });
});

describe('an address after a separator read as a dash', () => {
  it('is not glued to the number before it', () => {
    expect(cleanOcrText('Mobile: +91 94433 21098 - meenakshi.iyer @gmail.com')).toBe(
      'Mobile: +91 94433 21098 - meenakshi.iyer@gmail.com',
    );
  });
});
