/** A run of text on a PDF page with its box: what reading-order.ts puts in reading order. */
export interface TextBox {
  text: string;
  /** Left edge, top edge, right edge and bottom edge, in points, y growing downwards. */
  left: number;
  top: number;
  right: number;
  bottom: number;
  fontSize: number;
  /** Set on text drawn with wide letter spacing (see mergeLetterSpacedWords). */
  letterSpaced?: boolean;
  /**
   * The PDF draws a space right after this text: a word ends here even when the next piece
   * starts closer than a word space (two runs of type in different weights or sizes).
   */
  spaceAfter?: boolean;
}
