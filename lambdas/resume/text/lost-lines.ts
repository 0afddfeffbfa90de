/**
 * Lines of large type that tesseract's page layout left out. Under a bar of small contacts, a name
 * in 26 pt bold ("Haruka SATO", d433 at 260 dpi) was not read at all: no line, no word of it, so
 * the name was lost. A band of ink that no line read covers, taller than the page's usual line and
 * wide as a line of text is, is such a line; ocr.ts reads it again alone, as one line.
 */
import type { GreyImage, Rectangle } from './scan-image';

/** How dark a pixel of type is. */
const INK = 128;
/** A band at least this much taller than the page's middling line is display type. */
const DISPLAY_RATIO = 1.6;
/** …and at most this much: taller, it is a picture or a block of lines. */
const MOST_RATIO = 5;
/** A line of text is wide: at least this many times its height (a photo is about as wide as high). */
const LINE_SHAPE = 2;
/** Bands looked for on a page. */
const MAX_LOST = 2;

/**
 * Bands of ink (rows, and the columns they reach across) that none of `read` (the lines tesseract
 * gave, as rectangles) covers by a third of the band's height, outside `skip` (dark columns and
 * bands read apart), in display type; top to bottom, at most two.
 */
export function lostLines(image: GreyImage, read: readonly Rectangle[], skip: readonly Rectangle[] = []): Rectangle[] {
  const heights = read
    .map((line) => line.bottom - line.top)
    .filter((height) => height > 0)
    .sort((a, b) => a - b);
  if (heights.length < 3) return [];
  const usual = heights[Math.floor(heights.length / 2)]!;
  const { data, width, height } = image;
  const enough = Math.max(3, Math.round(width * 0.002));
  // A scan's dark edges (paper's border, the corner a turn left) are no type.
  const edge = Math.round(width * 0.02);
  const inked: boolean[] = [];
  for (let y = 0; y < height; y += 1) {
    let count = 0;
    for (let x = edge; x < width - edge && count < enough; x += 1) if (data[y * width + x]! < INK) count += 1;
    inked.push(count >= enough);
  }
  const lost: Rectangle[] = [];
  for (let y = 0; y < height && lost.length < MAX_LOST; y += 1) {
    if (!inked[y]) continue;
    let end = y;
    // A gap of a row or two inside a letter's stroke (a scan's noise) does not end the band.
    while (end + 1 < height && (inked[end + 1] || inked[end + 2] || inked[end + 3])) end += 1;
    const band = { top: y, bottom: end + 1 };
    y = end;
    const tall = band.bottom - band.top;
    if (tall < usual * DISPLAY_RATIO || tall > usual * MOST_RATIO) continue;
    const covered = read.some((line) => Math.min(line.bottom, band.bottom) - Math.max(line.top, band.top) >= tall / 3);
    if (covered) continue;
    const across = columnsOfInk(image, band.top, band.bottom);
    if (!across || across.right - across.left < tall * LINE_SHAPE) continue;
    const area = { ...across, ...band };
    if (skip.some((other) => overlaps(other, area))) continue;
    lost.push(area);
  }
  return lost;
}

/** The leftmost and rightmost columns with ink between two rows. */
function columnsOfInk({ data, width }: GreyImage, top: number, bottom: number): { left: number; right: number } | undefined {
  let left = width;
  let right = -1;
  const edge = Math.round(width * 0.02);
  for (let y = top; y < bottom; y += 1)
    for (let x = edge; x < width - edge; x += 1)
      if (data[y * width + x]! < INK) {
        if (x < left) left = x;
        if (x > right) right = x;
      }
  return right < 0 ? undefined : { left, right: right + 1 };
}

function overlaps(a: Rectangle, b: Rectangle): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
