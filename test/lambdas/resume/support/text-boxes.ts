import { orderTextBoxes, type TextBox } from '../../../../lambdas/resume/text/reading-order';

/** A text box on a page, positioned by its left edge and top edge, in points. */
export const box = (text: string, left: number, top: number, width = text.length * 5, fontSize = 10): TextBox => ({
  text,
  left,
  top,
  right: left + width,
  bottom: top + fontSize,
  fontSize,
});

/** The lines reading order makes of the boxes, as text. */
export const texts = (boxes: TextBox[]) => orderTextBoxes(boxes).map((line) => line.text);
