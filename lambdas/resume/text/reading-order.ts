/**
 * Puts positioned text (PDF text items) into reading order. Resumes often use two columns (a
 * sidebar beside the main column); reading plain top-to-bottom would interleave them line by
 * line. The page is split into horizontal bands at full-width blank gaps; consecutive bands that
 * share a blank vertical gutter form a column region, read left column first, then right, each
 * recursively. Everything else is read line by line.
 */
import type { TextLine } from '../types';

export interface TextBox {
  text: string;
  /** Left edge, top edge, right edge and bottom edge, in points, y growing downwards. */
  left: number;
  top: number;
  right: number;
  bottom: number;
  fontSize: number;
}

/** Narrowest blank strip between two columns, in points (wider than any word space). */
const MIN_GUTTER = 14;
/** A gutter may narrow as bands join a column region, but not below this. */
const MIN_SHARED_GUTTER = 8;

interface Interval {
  start: number;
  end: number;
}

export function orderTextBoxes(boxes: readonly TextBox[]): Omit<TextLine, 'page'>[] {
  const lines: Omit<TextLine, 'page'>[] = [];
  const bands = splitIntoBands(boxes);
  let i = 0;
  while (i < bands.length) {
    const band = bands[i]!;
    let gutter = widestGutter(band);
    if (!gutter) {
      lines.push(...linesOf(band));
      i += 1;
      continue;
    }
    let j = i + 1;
    while (j < bands.length) {
      const narrowed = freeWithin(gutter, bands[j]!);
      if (!narrowed || narrowed.end - narrowed.start < MIN_SHARED_GUTTER) break;
      gutter = narrowed;
      j += 1;
    }
    const region = bands.slice(i, j).flat();
    const middle = (gutter.start + gutter.end) / 2;
    lines.push(...orderTextBoxes(region.filter((b) => b.right <= middle)));
    lines.push(...orderTextBoxes(region.filter((b) => b.right > middle)));
    i = j;
  }
  return lines;
}

/** Groups boxes into bands separated by blank horizontal strips that span the whole region. */
function splitIntoBands(boxes: readonly TextBox[]): TextBox[][] {
  const sorted = [...boxes].sort((a, b) => a.top - b.top);
  const bands: TextBox[][] = [];
  let current: TextBox[] = [];
  let currentBottom = -Infinity;
  for (const box of sorted) {
    // Tolerate a small overlap: glyph boxes of adjacent lines touch with tight line spacing.
    if (current.length > 0 && box.top >= currentBottom - 0.5) {
      bands.push(current);
      current = [];
      currentBottom = -Infinity;
    }
    current.push(box);
    currentBottom = Math.max(currentBottom, box.bottom);
  }
  if (current.length > 0) bands.push(current);
  return bands;
}

function widestGutter(band: readonly TextBox[]): Interval | undefined {
  const spans = [...band].sort((a, b) => a.left - b.left);
  let best: Interval | undefined;
  let reach = spans[0]?.right ?? 0;
  for (const box of spans.slice(1)) {
    const gap = box.left - reach;
    if (gap >= MIN_GUTTER && (!best || gap > best.end - best.start)) best = { start: reach, end: box.left };
    reach = Math.max(reach, box.right);
  }
  return best;
}

/** The widest part of the gutter that no box of the band covers, if any. */
function freeWithin(gutter: Interval, band: readonly TextBox[]): Interval | undefined {
  let free: Interval[] = [gutter];
  for (const box of band) {
    free = free.flatMap((part) => {
      if (box.right <= part.start || box.left >= part.end) return [part];
      const pieces: Interval[] = [];
      if (box.left > part.start) pieces.push({ start: part.start, end: box.left });
      if (box.right < part.end) pieces.push({ start: box.right, end: part.end });
      return pieces;
    });
  }
  // A box that straddles the whole gutter splits nothing but leaves nothing free.
  return free.sort((a, b) => b.end - b.start - (a.end - a.start))[0];
}

/** Lines of a single-column band: boxes clustered by baseline, each line read left to right. */
function linesOf(band: readonly TextBox[]): Omit<TextLine, 'page'>[] {
  const rows: TextBox[][] = [];
  for (const box of [...band].sort((a, b) => a.bottom - b.bottom)) {
    const row = rows.at(-1);
    const last = row?.at(-1);
    if (row && last && Math.abs(box.bottom - last.bottom) < Math.min(box.fontSize, last.fontSize) * 0.5) row.push(box);
    else rows.push([box]);
  }
  return rows.flatMap(splitAtWideGaps).map(joinRow).filter((line) => line.text.length > 0);
}

/**
 * Parts of a row far apart (a name and, across a narrow table gap, an e-mail address) are
 * separate lines: a gap of most of an em is no word space.
 */
function splitAtWideGaps(row: TextBox[]): TextBox[][] {
  const parts: TextBox[][] = [];
  let previous: TextBox | undefined;
  for (const box of row.sort((a, b) => a.left - b.left)) {
    const part = parts.at(-1);
    if (part && previous && box.left - previous.right < Math.min(box.fontSize, previous.fontSize) * 0.8) part.push(box);
    else parts.push([box]);
    previous = box;
  }
  return parts;
}

function joinRow(row: TextBox[]): Omit<TextLine, 'page'> {
  let text = '';
  let previous: TextBox | undefined;
  for (const box of row) {
    const needsSpace =
      previous !== undefined && box.left - previous.right > box.fontSize * 0.15 && !/\s$/.test(text) && !/^\s/.test(box.text);
    text += (needsSpace ? ' ' : '') + box.text;
    previous = box;
  }
  return { text: text.replace(/\s+/g, ' ').trim(), fontSize: Math.max(...row.map((b) => b.fontSize)) };
}
