/**
 * Puts positioned text (PDF text items) into reading order. Resumes often use two columns (a
 * sidebar beside the main column); reading plain top-to-bottom would interleave them line by
 * line. The page is split into horizontal bands at full-width blank gaps; consecutive bands that
 * share a blank vertical gutter form a column region, read left column first, then right, each
 * recursively. Gaps that only look like gutters (dates set flush right, small tables, an icon
 * row) are read row by row, as is everything else.
 */
import type { TextLine } from '../types';
import { headingKind } from '../headings';
import { headingColumnRows } from './heading-column';
import type { TextBox } from './text-box';
import { greatest, least } from '../extremes';

export type { TextBox } from './text-box';

/** Narrowest blank strip between two columns, in points (wider than any word space). */
const MIN_GUTTER = 14;
/** A gutter may narrow as bands join a column region, but not below this. */
const MIN_SHARED_GUTTER = 6;
/** Between table cells side by side that each wrap their text: wider than any word space. */
const MIN_CELL_GAP = 3;
/** Bands under a row of wrapping cells that may go on in its cells. */
const MAX_ROW_BANDS = 6;

interface Interval {
  start: number;
  end: number;
}

export function orderTextBoxes(boxes: readonly TextBox[]): Omit<TextLine, 'page'>[] {
  const lines: Omit<TextLine, 'page'>[] = [];
  const bands = splitIntoBands(boxes);
  let i = 0;
  while (i < bands.length) {
    // A details row whose value wraps is a row, even where the table's columns look like a page's
    // (its label column and a short heading under the table).
    const headings = headingTableAt(bands, i);
    const details = headings ? undefined : cellRowAt(bands, i, true);
    const region = headings ?? (details ? undefined : (columnRegionAt(bands, i) ?? regionBelow(bands, i)));
    const labelRows = region || details ? undefined : tightLabelRowsEnd(bands, i);
    if (labelRows) {
      lines.push(...bands.slice(i, labelRows).flatMap(rowsOf));
      i = labelRows;
      continue;
    }
    if (!region) {
      const row = details ?? cellRowAt(bands, i);
      lines.push(...(row ? cellsOf(bands.slice(i, row.end).flat(), row.cuts).flatMap(rowsOf) : rowsOf(bands[i]!)));
      i = row?.end ?? i + 1;
      continue;
    }
    const boxesInRegion = bands.slice(i, region.end).flat();
    const middle = (region.gutter.start + region.gutter.end) / 2;
    const [left, right] = [boxesInRegion.filter((b) => b.right <= middle), boxesInRegion.filter((b) => b.right > middle)];
    // A table of section headings beside their content: each heading, then what is beside it.
    for (const [heading, content] of headingColumnRows(left, right) ?? [[left, right]])
      lines.push(...orderTextBoxes(heading), ...orderTextBoxes(content));
    i = region.end;
  }
  return lines;
}

/**
 * A table of section headings beside their content starting at band `start`, whose first rows
 * ("Profile" | two lines, "Clinical Experience" | two lines) would each pass for a details row
 * whose value wraps: the table is read as one, each heading before what is beside it.
 */
function headingTableAt(bands: readonly TextBox[][], start: number): { gutter: Interval; end: number } | undefined {
  const region = columnRegionAt(bands, start);
  if (!region) return undefined;
  const middle = (region.gutter.start + region.gutter.end) / 2;
  const boxes = bands.slice(start, region.end).flat();
  const [left, right] = [boxes.filter((b) => b.right <= middle), boxes.filter((b) => b.right > middle)];
  return headingColumnRows(left, right) ? region : undefined;
}

/**
 * The column region starting at band `start`: of the band's gutters, the one that the most
 * following bands leave blank. A gap in a single line (an icon row of contact details, two short
 * headings side by side) is no column: a region must span three bands, or have a band with
 * several lines on each side.
 */
function columnRegionAt(bands: readonly TextBox[][], start: number): { gutter: Interval; end: number } | undefined {
  let best: { gutter: Interval; end: number } | undefined;
  for (const candidate of gutters(bands[start]!)) {
    let gutter = candidate;
    let end = start + 1;
    while (end < bands.length) {
      const narrowed = freeWithin(gutter, bands[end]!);
      if (!narrowed || narrowed.end - narrowed.start < MIN_SHARED_GUTTER) break;
      gutter = narrowed;
      end += 1;
    }
    if (!best || end > best.end || (end === best.end && width(candidate) > width(best.gutter))) best = { gutter, end };
  }
  if (!best) return undefined;
  // A section heading closing the region goes with the text after it, where the rest is still a region.
  const trimmed = { ...best, end: withoutClosingHeading(bands, start, best) };
  if (trimmed.end !== best.end && isColumnRegion(bands, start, trimmed)) return trimmed;
  if (trimmed.end !== best.end && singleLineLabels(bands.slice(start, trimmed.end), trimmed.gutter)) return undefined;
  return isColumnRegion(bands, start, best) ? best : undefined;
}

function isColumnRegion(bands: readonly TextBox[][], start: number, best: { gutter: Interval; end: number }): boolean {
  const middle = (best.gutter.start + best.gutter.end) / 2;
  const region = bands.slice(start, best.end);
  const boxes = region.flat();
  const [left, right] = [boxes.filter((b) => b.right <= middle), boxes.filter((b) => b.right > middle)];
  if (isTableLike(left, right, region.length) && !headingColumnRows(left, right)) return false;
  if (best.end - start >= 3) return true;
  const baselines = (side: TextBox[]) => new Set(side.map((b) => Math.round(b.bottom))).size;
  const multiLine = (band: TextBox[]) =>
    baselines(band.filter((b) => b.right <= middle)) >= 2 && baselines(band.filter((b) => b.right > middle)) >= 2;
  return region.some(multiLine);
}

/**
 * Rows of a table whose left cells are one line each beside text that wraps (a date beside a
 * job): a closing heading under them makes no column region of them. Two such rows, then "SKILLS"
 * over a list across the gutter, are rows (LibreOffice's PDF of a Ghanaian CV read both dates,
 * then "SKILLS", then both jobs).
 */
function singleLineLabels(rows: readonly TextBox[][], gutter: Interval): boolean {
  const middle = (gutter.start + gutter.end) / 2;
  const lines = (band: readonly TextBox[], left: boolean) =>
    new Set(band.filter((b) => b.right <= middle === left).map((b) => Math.round(b.bottom))).size;
  const count = (left: boolean) => rows.reduce((sum, band) => sum + lines(band, left), 0);
  const [left, right] = [count(true), count(false)];
  return rows.every((band) => lines(band, true) <= 1) && left >= 1 && left * 2 <= right;
}

/**
 * The region's end without a section heading alone in its last band, when the text under it
 * crosses the gutter: "Education" under a table of dates beside jobs belongs to the lines across
 * the column after it, not to the dates' column (it was read between the dates and the jobs).
 */
function withoutClosingHeading(bands: readonly TextBox[][], start: number, region: { gutter: Interval; end: number }): number {
  const last = bands[region.end - 1]!;
  if (region.end - 1 <= start || region.end >= bands.length) return region.end;
  const text = last
    .slice()
    .sort((a, b) => a.left - b.left)
    .map((box) => box.text)
    .join(' ');
  const oneLine = new Set(last.map((box) => Math.round(box.bottom))).size === 1;
  return oneLine && headingKind(text) !== undefined ? region.end - 1 : region.end;
}

/**
 * A column region that starts a few bands below `start`, where those bands lie wholly in its
 * right column: the main column's first lines beside a sidebar whose top holds only a photo (or
 * nothing) before the name. They belong to the right column, read after the sidebar, not before it.
 */
function regionBelow(bands: readonly TextBox[][], start: number): { gutter: Interval; end: number } | undefined {
  for (let k = start + 1; k < Math.min(bands.length, start + 6); k += 1) {
    const above = bands.slice(start, k);
    const region = columnRegionAt(bands, k);
    if (region) {
      return above.every((band) => band.every((box) => box.left >= region.gutter.start)) ||
        headingColumnAbove(above, bands, start, region)
        ? region
        : undefined;
    }
  }
  return undefined;
}

/**
 * A table of section headings beside their content whose first rows stand in bands of their own
 * (`above`), each wholly on one side of the gutter: a heading set above the first line of its
 * content, which its paragraph's margin moves down. They are rows of the same table.
 */
function headingColumnAbove(
  above: readonly TextBox[][],
  bands: readonly TextBox[][],
  start: number,
  region: { gutter: Interval; end: number },
): boolean {
  const middle = (region.gutter.start + region.gutter.end) / 2;
  if (!above.every((band) => band.every((box) => box.right <= middle) || band.every((box) => box.right > middle))) return false;
  const boxes = bands.slice(start, region.end).flat();
  return (
    headingColumnRows(
      boxes.filter((b) => b.right <= middle),
      boxes.filter((b) => b.right > middle),
    ) !== undefined
  );
}

/**
 * Whether the two sides are rows of one text rather than two columns: dates set flush right
 * beside job titles (few lines on one side, each on the baseline of a line on the other), or a
 * short table. Those read row by row. Two real columns each hold many lines, and a sidebar
 * drifts out of step with the main column, though one in the same type can stay aligned; so
 * alignment alone is not enough.
 */
function isTableLike(left: readonly TextBox[], right: readonly TextBox[], bandCount: number): boolean {
  const baselinesOf = (side: readonly TextBox[]) =>
    [...new Set(side.map((b) => Math.round(b.bottom * 2) / 2))].sort((a, b) => a - b);
  const [fewer, more] = [baselinesOf(left), baselinesOf(right)].sort((a, b) => a.length - b.length);
  const aligned = fewer!.filter((y) => alignedWith(y, more!)).length;
  if (isLabelTable(left, right)) return true;
  if (aligned < fewer!.length * 0.7) return false;
  return fewer!.length <= more!.length * 0.4 || bandCount <= 6;
}

/**
 * A table of labels and values (a bio-data form, a Europass CV): every label stands on the
 * baseline of the first line of its value, so nearly every line of the label side that has text
 * beside it is aligned with a line there; rows with nothing beside them (a section's name in a
 * row of its own) say nothing. A sidebar beside a main column drifts out of step: its lines have
 * text beside them but rarely on the same baseline.
 */
function isLabelTable(left: readonly TextBox[], right: readonly TextBox[]): boolean {
  const rowsOf = (side: readonly TextBox[]) => {
    const rows = new Map<number, number>();
    for (const box of side) {
      const y = Math.round(box.bottom * 2) / 2;
      rows.set(y, Math.max(rows.get(y) ?? 0, box.fontSize));
    }
    return [...rows];
  };
  const other = rowsOf(right);
  const otherBaselines = other.map(([y]) => y).sort((a, b) => a - b);
  // Text beside a line overlaps it in height (a row of its own has none: a heading in the row above counts not).
  const beside = rowsOf(left).filter(([y, size]) => other.some(([oy, otherSize]) => oy - otherSize < y - 1 && oy > y - size + 1));
  // Cells aligned at the top: a value in clearly larger type (the name's row of a Europass CV, 12 pt
  // beside 9.5) stands lower than its label by the difference in size, but their lines start at the
  // same height.
  const topAligned = (y: number, size: number) =>
    other.some(([oy, otherSize]) => otherSize - size >= 1.5 && Math.abs(oy - otherSize - (y - size)) <= 1);
  const aligned = beside.filter(([y, size]) => alignedWith(y, otherBaselines) || topAligned(y, size));
  return beside.length >= 3 && aligned.length >= beside.length * 0.9;
}

/**
 * A baseline on one of `others` (sorted), or centred beside a run of them: Word and LibreOffice
 * tables centre a label beside a value of several lines.
 */
function alignedWith(y: number, others: readonly number[]): boolean {
  for (let i = 0; i < others.length; i += 1) {
    if (Math.abs(others[i]! - y) <= 1) return true;
    let sum = others[i]!;
    for (let j = i + 1; j < Math.min(others.length, i + 6); j += 1) {
      sum += others[j]!;
      if (Math.abs(sum / (j - i + 1) - y) <= 1) return true;
    }
  }
  return false;
}

const width = (interval: Interval) => interval.end - interval.start;

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

/** Blank vertical strips between the boxes of a band, at least `least` wide. */
function gutters(band: readonly TextBox[], least = MIN_GUTTER): Interval[] {
  const spans = [...band].sort((a, b) => a.left - b.left);
  const found: Interval[] = [];
  let reach = spans[0]?.right ?? 0;
  for (const box of spans.slice(1)) {
    if (box.left - reach >= least) found.push({ start: reach, end: box.left });
    reach = Math.max(reach, box.right);
  }
  return found;
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

/**
 * A row of cells side by side that each wrap their text over lines (contacts in a narrow banner:
 * "Phone +420 603 123" / "456" beside "Address Vinohrady, Prague, Czech" / "Republic"): the
 * boundaries of its cells, which are read one by one instead of row by row. Cells are kept apart
 * only by their padding: a text that fills its cell comes within a few points of the next (an
 * e-mail address wrapped or running on to the cell's edge).
 */
function wrappingCells(band: readonly TextBox[], detailsOnly = false): number[] | undefined {
  const cuts = cutsOf(band, MIN_CELL_GAP);
  if (!detailsOnly && cuts.length > 0) {
    const cells = cellsOf(band, cuts);
    if (cells.filter(hasWrappedCell).length >= 2 && cells.every(linesRunOn)) return cuts;
  }
  // One wrapping cell: its cells kept apart by more than a word space (a cell's padding on each side).
  const wide = cutsOf(band, greatest(band.map((box) => box.fontSize)) * 0.6);
  return wide.length > 0 && isDetailsRow(cellsOf(band, wide)) ? wide : undefined;
}

/**
 * The end of a details table's rows from band `start`, one row a band at one pitch, when they
 * touch (see isTightLabelTable): read row by row, where two rows at a time would pass for
 * wrapping cells.
 */
function tightLabelRowsEnd(bands: readonly TextBox[][], start: number): number | undefined {
  const cuts = cutsOf(bands[start]!, MIN_GUTTER);
  if (cuts.length !== 1) return undefined;
  const oneRowEachSide = (band: readonly TextBox[]) =>
    cellsOf(band, cuts).every((cell) => cell.length > 0 && linesOf(cell).length === 1);
  // Rows of one line each stand at one pitch; a label or value wrapped in its cell ("Name of the" /
  // "Candidate") stands closer to its first line than the next row does, and is read as cells.
  const baseline = (band: readonly TextBox[]) => greatest(band.map((box) => box.bottom));
  const pitch = bands[start + 1] ? baseline(bands[start + 1]!) - baseline(bands[start]!) : 0;
  let end = start;
  while (
    end < bands.length &&
    oneRowEachSide(bands[end]!) &&
    (end === start || Math.abs(baseline(bands[end]!) - baseline(bands[end - 1]!) - pitch) <= 1)
  )
    end += 1;
  return end - start >= 3 && isTightLabelTable(cellsOf(bands.slice(start, end).flat(), cuts)) ? end : undefined;
}

/**
 * A table of labels and values whose rows touch (Word's single-spaced table exported by
 * LibreOffice: "Mobile" | "0803 555 0142" right over "Alt. mobile" | "0705 222 8190"): both
 * cells seem to wrap, but each label stands on the baseline of a value, so it is rows. Cells
 * wrapped side by side in a banner hold numbers and addresses in their first cell, not labels.
 */
function isTightLabelTable(cells: readonly TextBox[][]): boolean {
  if (cells.length !== 2 || !isLabelTable(cells[0]!, cells[1]!)) return false;
  const labels = rowsOf(cells[0]!);
  return labels.length >= 3 && labels.every((line) => isLabelText(line.text));
}

/** A form's label: a few words, no digits or addresses ("Date of birth", "Alt. mobile", "E-mail"). */
function isLabelText(text: string): boolean {
  return /^\p{L}[\p{L}.'’ /()-]*:?$/u.test(text.trim()) && text.trim().split(/\s+/).length <= 4;
}

/** The middles of the blank vertical strips at least `least` wide between a band's boxes. */
function cutsOf(band: readonly TextBox[], leastGap: number): number[] {
  return gutters(band, leastGap).map((gutter) => (gutter.start + gutter.end) / 2);
}

/**
 * A row of a details table whose value wraps in its narrow cell ("Full Name" / "Sydney Thabo" /
 * "Mokoena" beside "Address" / "Braamfontein, …"): one wrapping cell is enough when the row is set
 * in one type (a sidebar's large name beside the main column's text is not), the wrapped cell's two
 * or three lines run on with no gap (the next row's first line stands a padding lower) and every
 * other cell holds one line with a letter or digit (a label, a value; a list's bullet is no cell)
 * standing on a line of the value or midway between two.
 */
function isDetailsRow(cells: readonly TextBox[][]): boolean {
  const sizes = cells.flat().map((box) => box.fontSize);
  if (greatest(sizes) - least(sizes) >= 0.5) return false;
  if (!cells.every((cell) => cell.some((box) => /[\p{L}\p{N}]/u.test(box.text)))) return false;
  const lines = cells.map(linesOf);
  const wrapped = lines.filter((cell) => cell.length > 1);
  if (wrapped.length !== 1 || wrapped[0]!.length > 3) return false;
  const value = wrapped[0]!;
  if (!value.every((line, i) => i === 0 || line.top - value[i - 1]!.bottom < line.fontSize * 0.35)) return false;
  // The other cells stand on a line of the value (aligned at the top, or centred on an odd number of
  // lines) or midway between two (centred on an even number), as cells of one row do; a line
  // beside a sidebar's lines stands anywhere.
  const baselines = value.flatMap((line, i) =>
    i === 0 ? [line.bottom] : [(value[i - 1]!.bottom + line.bottom) / 2, line.bottom],
  );
  return lines.every((cell) => cell.length > 1 || baselines.some((baseline) => Math.abs(cell[0]!.bottom - baseline) <= 1));
}

/**
 * No line of the cell stands a line's height or more below the one before it: that line is the
 * next row's ("E-mail" over "Address", two rows of a details table, LibreOffice centring the
 * second beside a wrapped label and value). A heading's margin above a paragraph is less.
 */
function linesRunOn(cell: readonly TextBox[]): boolean {
  const lines = linesOf(cell);
  return lines.every((line, i) => i === 0 || line.top - lines[i - 1]!.bottom < line.fontSize * 0.9);
}

/**
 * Cells of a row set vertically centred, each on the same middle, and so complete: LibreOffice
 * centres a label and a one-line value beside a value wrapped over lines ("Address" midway between
 * "Ram Nagar," and "Coimbatore"), and a line under them is the next row's, set above its own
 * centred label ("K. V." over "Name" beside "Suresh" / "Babu"). Cells aligned at the top share
 * their first baseline and say nothing of where the row ends.
 */
function isCentredRow(cells: readonly TextBox[][]): boolean {
  const lines = cells.filter((cell) => cell.length > 0).map(linesOf);
  if (lines.length < 2 || !lines.some((cell) => cell.length > 1)) return false;
  const firsts = lines.map((cell) => cell[0]!.bottom);
  if (greatest(firsts) - least(firsts) <= 1) return false;
  const middles = lines.map((cell) => (cell[0]!.bottom + cell.at(-1)!.bottom) / 2);
  return greatest(middles) - least(middles) <= 1;
}

/** A cell's lines, top to bottom: its boxes grouped by baseline, each with its extent and type size. */
function linesOf(cell: readonly TextBox[]): { top: number; bottom: number; fontSize: number }[] {
  const lines: { top: number; bottom: number; fontSize: number }[] = [];
  for (const box of [...cell].sort((a, b) => a.bottom - b.bottom)) {
    const last = lines.at(-1);
    if (last && box.bottom - last.bottom < Math.min(box.fontSize, last.fontSize) * 0.5) {
      last.top = Math.min(last.top, box.top);
      last.fontSize = Math.max(last.fontSize, box.fontSize);
    } else lines.push({ top: box.top, bottom: box.bottom, fontSize: box.fontSize });
  }
  return lines;
}

/**
 * A row of wrapping cells that starts at band `start`: its cell boundaries and the band after it.
 * Its first line may be a band of its own (LibreOffice leaves a blank strip between lines), so the
 * band and the one right under it are looked at together first.
 */
function cellRowAt(bands: readonly TextBox[][], start: number, detailsOnly = false): { cuts: number[]; end: number } | undefined {
  const next = bands[start + 1];
  const close =
    next !== undefined &&
    least(next.map((box) => box.top)) - greatest(bands[start]!.map((box) => box.bottom)) <=
      greatest(next.map((box) => box.fontSize)) * 0.8;
  for (const first of close ? [start + 2, start + 1] : [start + 1]) {
    const cuts = wrappingCells(bands.slice(start, first).flat(), detailsOnly);
    if (cuts) return { cuts, end: rowEnd(bands, start, first, cuts) };
  }
  return undefined;
}

function cellsOf(boxes: readonly TextBox[], cuts: readonly number[]): TextBox[][] {
  return [...cuts, Infinity].map((cut, i) => boxes.filter((box) => box.left < cut && box.left >= (cuts[i - 1] ?? -Infinity)));
}

/**
 * The end of a row of wrapping cells: the bands under it (a blank strip between lines splits a
 * band) whose lines go on in its cells, each starting at a cell's left edge within a line's gap
 * ("Ximena García" / "Robles" in the name cell, "ximena.garcia@tec-" / "consultores.mx" in the next).
 */
function rowEnd(bands: readonly TextBox[][], start: number, first: number, cuts: readonly number[]): number {
  const row = cellsOf(bands.slice(start, first).flat(), cuts);
  const lefts = row.map((cell) => least(cell.map((box) => box.left)));
  // Where each cell's text ends so far: a line goes on in its cell only right under it (the next
  // row of a table starts a padding's and a line's height lower, at least in its shorter cells).
  const bottoms = row.map((cell) => greatest(cell.map((box) => box.bottom)));
  const inCell = (box: TextBox) =>
    lefts.findIndex(
      (left, k) => box.left >= left - 1 && box.left < (cuts[k] ?? Infinity) && box.right <= (cuts[k] ?? Infinity) + 1,
    );
  let end = first;
  for (; end < bands.length && end - start <= MAX_ROW_BANDS; end += 1) {
    if (isCentredRow(cellsOf(bands.slice(start, end).flat(), cuts))) break;
    const band = bands[end]!;
    const cells = band.map(inCell);
    if (cells.includes(-1)) break;
    const goesOn = [...new Set(cells)].every((k) => {
      const boxes = band.filter((_, j) => cells[j] === k);
      // Each cell's text in the band starts at the cell's left edge, within a line's gap of its last line.
      const gap = least(boxes.map((box) => box.top)) - bottoms[k]!;
      return (
        Math.abs(least(boxes.map((box) => box.left)) - lefts[k]!) <= 1 && gap <= greatest(boxes.map((box) => box.fontSize)) * 0.6
      );
    });
    if (!goesOn) break;
    for (const [j, box] of band.entries()) bottoms[cells[j]!] = Math.max(bottoms[cells[j]!]!, box.bottom);
  }
  return end;
}

/** Some line runs on into the next line of the same cell: the same left edge, no gap between. */
function hasWrappedCell(cell: readonly TextBox[]): boolean {
  // Each line's first piece.
  const starts = cell.filter(
    (box) => !cell.some((other) => other !== box && other.right <= box.left + 0.5 && Math.abs(other.bottom - box.bottom) < 1),
  );
  return starts.some((box) =>
    starts.some(
      (next) =>
        next !== box && Math.abs(next.left - box.left) <= 1 && next.top > box.top && next.top - box.bottom < box.fontSize * 0.35,
    ),
  );
}

/** Lines of a single-column band: boxes clustered by baseline, each line read left to right. */
function rowsOf(band: readonly TextBox[]): Omit<TextLine, 'page'>[] {
  const rows: TextBox[][] = [];
  for (const box of [...band].sort((a, b) => a.bottom - b.bottom)) {
    const row = rows.at(-1);
    const last = row?.at(-1);
    if (row && last && Math.abs(box.bottom - last.bottom) < Math.min(box.fontSize, last.fontSize) * 0.5) row.push(box);
    else rows.push([box]);
  }
  return rows
    .flatMap(splitAtWideGaps)
    .map(joinRow)
    .filter((line) => line.text.length > 0);
}

/**
 * The gap above which two pieces of a line are separate words. Letter-spaced text
 * ("E X P E R I E N C E", common in resume templates) comes as one piece per letter with gaps
 * between all of them: there only gaps clearly wider than the usual one separate words.
 */
function wordGapOf(row: readonly TextBox[]): (box: TextBox) => number {
  const singleLetters = row.filter((box) => box.text.trim().length === 1).length;
  if (row.length < 4 || singleLetters < row.length * 0.6) return (box) => box.fontSize * 0.15;
  const gaps = row
    .slice(1)
    .map((box, i) => box.left - row[i]!.right)
    .sort((a, b) => a - b);
  const usual = gaps[Math.floor(gaps.length / 2)]!;
  return (box) => Math.max(box.fontSize * 0.15, usual * 1.6 + box.fontSize * 0.05);
}

/**
 * Letter spacing drawn as a space after every letter (Chromium draws CSS letter spacing on small
 * capitals or on one span a letter so): those spaces say nothing of words, only the wider gaps do.
 * Letters typed with spaces between them ("R" "U K" "M", a monospaced font) hold spaces of their
 * own, and their spaces are the typed ones.
 */
function spacedLetterByLetter(row: readonly TextBox[]): boolean {
  if (row.length < 4 || row.some((box) => /\S\s+\S/.test(box.text.trim()))) return false;
  const letters = row.filter((box) => /^\S{1,2}$/u.test(box.text.trim()));
  return letters.length >= row.length * 0.6 && letters.filter((box) => box.spaceAfter).length >= letters.length * 0.6;
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
    if (
      part &&
      previous &&
      (box.left - previous.right < Math.min(box.fontSize, previous.fontSize) * 0.8 || isSpacedCapitalsGap(previous, box))
    )
      part.push(box);
    else parts.push([box]);
    previous = box;
  }
  return parts;
}

/**
 * Words in capitals with letter spacing, typed apart by several spaces ("ROHAN   K   BHANDARI",
 * 1.5 pt spacing: pdf.js draws each word whole and the spaces as one wide item), stand over an em
 * apart: a space drawn between two capital words of one size keeps them on one line.
 */
export function isSpacedCapitalsGap(previous: TextBox, box: TextBox): boolean {
  const capitals = /^\p{Lu}[\p{Lu}.'’-]*$/u;
  return (
    previous.spaceAfter === true &&
    Math.abs(previous.fontSize - box.fontSize) < 0.5 &&
    capitals.test(previous.text.trim()) &&
    capitals.test(box.text.trim()) &&
    box.left - previous.right < box.fontSize * 2.5
  );
}

function joinRow(row: TextBox[]): Omit<TextLine, 'page'> {
  const wordGap = wordGapOf(row);
  const spacesMarkWords = !spacedLetterByLetter(row);
  let text = '';
  let previous: TextBox | undefined;
  for (const box of row) {
    const needsSpace =
      previous !== undefined &&
      (box.left - previous.right > wordGap(box) || (spacesMarkWords && previous.spaceAfter === true)) &&
      !/\s$/.test(text) &&
      !/^\s/.test(box.text);
    text += (needsSpace ? ' ' : '') + box.text;
    previous = box;
  }
  return { text: text.replace(/\s+/g, ' ').trim(), fontSize: greatest(row.map((b) => b.fontSize)) };
}
