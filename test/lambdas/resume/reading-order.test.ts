import { describe, expect, it } from 'vitest';
import { orderTextBoxes, type TextBox } from '../../../lambdas/resume/text/reading-order';

/** A text box on a page, positioned by its left edge and top edge, in points. */
const box = (text: string, left: number, top: number, width = text.length * 5, fontSize = 10): TextBox => ({
  text,
  left,
  top,
  right: left + width,
  bottom: top + fontSize,
  fontSize,
});
const texts = (boxes: TextBox[]) => orderTextBoxes(boxes).map((line) => line.text);

describe('reading order of PDF text', () => {
  it('reads a single column top to bottom, joining the pieces of a line', () => {
    expect(texts([box('second line', 40, 60), box('Hello', 40, 40, 25), box('world', 70, 40, 25)])).toEqual([
      'Hello world',
      'second line',
    ]);
  });

  it('reads a sidebar column before the main column instead of interleaving their lines', () => {
    const sidebar = ['Contact', 'a@b.example', 'Skills', 'Go'].map((t, i) => box(t, 30, 40 + i * 14, 100));
    const main = ['Jane Doe', 'Experience', 'Acme Corp', 'Education'].map((t, i) => box(t, 200, 40 + i * 14, 300));
    expect(texts([...main, ...sidebar])).toEqual(['Contact', 'a@b.example', 'Skills', 'Go', 'Jane Doe', 'Experience', 'Acme Corp', 'Education']);
  });

  it('reads a full-width header first, then the columns below it', () => {
    const header = box('JANE DOE – Cloud Engineer – jane@example.com', 30, 20, 470, 14);
    const left = [box('Skills', 30, 60, 100), box('Go', 30, 74, 100)];
    const right = [box('Experience', 200, 60, 300), box('Acme Corp', 200, 74, 300)];
    expect(texts([...right, ...left, header])).toEqual(['JANE DOE – Cloud Engineer – jane@example.com', 'Skills', 'Go', 'Experience', 'Acme Corp']);
  });

  it('keeps reading a column region across a blank strip in one column', () => {
    const left = [box('Skills', 30, 40, 100), box('Go', 30, 54, 100), box('Languages', 30, 100, 100)];
    const right = [box('Experience', 200, 40, 300), box('Acme', 200, 54, 300), box('Beta Corp', 200, 70, 300), box('Gamma', 200, 86, 300)];
    expect(texts([...left, ...right])).toEqual(['Skills', 'Go', 'Languages', 'Experience', 'Acme', 'Beta Corp', 'Gamma']);
  });

  it('splits parts of a line separated by a wide gap into separate lines, keeping their order', () => {
    const lines = orderTextBoxes([box('Karthik Subramanian', 40, 20, 200, 22), box('k@example.com', 250, 30, 100, 10.5)]);
    expect(lines.map((l) => l.text)).toEqual(['Karthik Subramanian', 'k@example.com']);
    expect(lines[0]!.fontSize).toBe(22);
  });
});
