/**
 * A two-column table of sections: each section's heading in the left cell, its content in the
 * right cell of the same row ("EXPERIENCE" | the jobs). Read as a sidebar and a main column it
 * gives every heading first and then all the content; read line by line, a heading that
 * LibreOffice centres beside its content falls among that content's lines. Here each heading is
 * read before the content beside it.
 */
import { headingKind } from '../headings';
import type { TextBox } from './text-box';
import { greatest, least } from '../extremes';

interface Row {
  y: number;
  boxes: TextBox[];
}

/**
 * Lines of one cell follow at most this many times their size apart (a line's height); the next
 * row of a table is further, past the cells' padding.
 */
const WRAPPED_LINE_PITCH = 1.3;
/** Most lines a heading cell wraps over. */
const MAX_HEADING_LINES = 3;
/** Content lines above the first heading that a region may start with (the row above's last). */
const MAX_LEADING_LINES = 3;
/** Baselines this close (points) are one. */
const SAME_BASELINE = 1;

/**
 * The table's rows, each as the heading cell's boxes and the content cell's boxes, when the left
 * side is such a column of headings; otherwise undefined. The left side must be short blocks (a
 * heading wraps over at most three lines) in one type, at least three of them section headings
 * (others may be the labels of a details table: "Name", "Date of Birth"), and every block must
 * stand beside its own run of content lines: on the baseline of the run's first line (cells
 * aligned at the top, as Chromium and Word set them), or centred beside the run at one offset for
 * the whole table (LibreOffice centres a cell's text). A sidebar's blocks are longer, mixed in
 * type, or out of step with the main column.
 */
export function headingColumnRows(left: readonly TextBox[], right: readonly TextBox[]): [TextBox[], TextBox[]][] | undefined {
  if (left.length === 0 || right.length === 0) return undefined;
  const leftRows = rowsOf(left);
  // Each line's largest type: small capitals draw a line's first letter larger.
  const sizes = leftRows.map(sizeOf);
  if (greatest(sizes) - least(sizes) > 0.5) return undefined;
  const blocks = blocksOf(leftRows);
  const values = rowsOf(right);
  if (blocks.length < 3 || blocks.some((block) => block.length > MAX_HEADING_LINES) || values.length < blocks.length)
    return undefined;
  const headings = blocks.filter(isHeading).length;
  if (headings < 3) return undefined;
  // Exact alignment first: a run may hold a line on the baseline of the next heading as it is centred.
  const runs =
    topAlignedRuns(blocks, values, [0]) ?? centredRuns(blocks, values) ?? topAlignedRuns(blocks, values, dropsOf(blocks, values));
  if (!runs) return undefined;
  const [leading, ...beside] = runs;
  return [
    [[], leading!.flatMap((row) => row.boxes)],
    ...blocks.map((block, k): [TextBox[], TextBox[]] => [
      block.flatMap((row) => row.boxes),
      beside[k]!.flatMap((row) => row.boxes),
    ]),
  ];
}

/**
 * A block that reads as a section heading, its lines joined ("02 RELEVANT" / "EXPERIENCE"); lines
 * in capitals may be cut inside a word ("WORK EXPERI" / "ENCE": letters typed with spaces wrap
 * anywhere).
 */
function isHeading(block: readonly Row[]): boolean {
  const lines = block.map((row) =>
    [...row.boxes]
      .sort((a, b) => a.left - b.left)
      .map((box) => box.text.trim())
      .join(' '),
  );
  let joins = [lines[0]!];
  for (const line of lines.slice(1))
    joins = joins.flatMap((text) => (/\p{Ll}/u.test(text + line) ? [`${text} ${line}`] : [`${text} ${line}`, `${text}${line}`]));
  return joins.some((text) => headingKind(text) !== undefined);
}

/** A line's largest type. */
const sizeOf = (row: Row) => greatest(row.boxes.map((box) => box.fontSize));

/** Boxes clustered by baseline, top to bottom. */
function rowsOf(boxes: readonly TextBox[]): Row[] {
  const rows: Row[] = [];
  for (const box of [...boxes].sort((a, b) => a.bottom - b.bottom)) {
    const last = rows.at(-1);
    if (last && box.bottom - last.y <= SAME_BASELINE) last.boxes.push(box);
    else rows.push({ y: box.bottom, boxes: [box] });
  }
  return rows;
}

/** Rows one under the other at line spacing (a heading wrapped in its cell) form one block. */
function blocksOf(rows: readonly Row[]): Row[][] {
  const blocks: Row[][] = [];
  for (const row of rows) {
    const block = blocks.at(-1);
    const previous = block?.at(-1);
    const size = sizeOf(row);
    if (block && previous && row.y - previous.y <= size * WRAPPED_LINE_PITCH) block.push(row);
    else if (block && previous && row.y - previous.y <= size * LOOSE_LINE_PITCH && finishesHeading(block, row)) block.push(row);
    else blocks.push([row]);
  }
  return blocks;
}

/** Lines of a heading cell set with a loose line height (CSS `line-height: 1.4` on 8 pt capitals). */
const LOOSE_LINE_PITCH = 1.75;

/**
 * "ESPERIENZA" / "PROFESSIONALE" under a loose line height: the line goes on the heading above it
 * when it is no heading alone and the two together are one ("Esperienza professionale").
 */
function finishesHeading(block: readonly Row[], row: Row): boolean {
  return !isHeading([row]) && isHeading([...block, row]) && headingKind(textOf(row)) === undefined;
}

function textOf(row: Row): string {
  return [...row.boxes]
    .sort((a, b) => a.left - b.left)
    .map((box) => box.text.trim())
    .join(' ');
}

/**
 * Each block's first line on the baseline of a content line, which starts its run, or a fixed
 * distance above it for the whole table (Chromium keeps a paragraph's top margin inside a cell, so
 * rows whose content is in paragraphs start lower than their heading; plain rows do not): each
 * of `drops` is tried, with none (0) allowed beside it. Content
 * lines above the first block (the end of the row above, whose heading was read with the text
 * before) come first, in a run of their own.
 */
function topAlignedRuns(blocks: readonly Row[][], values: readonly Row[], drops: readonly number[]): Row[][] | undefined {
  for (const drop of drops) {
    const starts: number[] = [];
    for (const block of blocks) {
      const after = starts.at(-1) ?? -1;
      // Any line of the block: an ornament may wrap onto a line of its own above the words ("|" / "QUALIFICATIONS").
      const start = values.findIndex(
        (row, i) => i > after && block.some((line) => [0, drop].some((d) => Math.abs(row.y - line.y - d) <= SAME_BASELINE)),
      );
      if (start < 0) break;
      starts.push(start);
    }
    if (starts.length === blocks.length && starts[0]! <= MAX_LEADING_LINES)
      return [values.slice(0, starts[0]), ...starts.map((start, k) => values.slice(start, starts[k + 1] ?? values.length))];
  }
  return undefined;
}

/**
 * Distances from a block's first line down to a content line within a line and a half (or up by
 * half a line: a heading in larger small capitals sits lower), most frequent first.
 */
function dropsOf(blocks: readonly Row[][], values: readonly Row[]): number[] {
  const size = sizeOf(blocks[0]![0]!);
  const drops = new Map<number, number>();
  for (const block of blocks)
    for (const row of values) {
      const drop = Math.round((row.y - block[0]!.y) * 2) / 2;
      if (Math.abs(drop) > SAME_BASELINE && drop >= -size / 2 && drop <= size * 1.5) drops.set(drop, (drops.get(drop) ?? 0) + 1);
    }
  return [...drops].sort((a, b) => b[1] - a[1]).map(([drop]) => drop);
}

/**
 * Each block centred beside a run of content lines, at one offset for the whole table or at none
 * (LibreOffice centres a cell's text with the content cell's paragraph spacing in it, so rows whose
 * content is in paragraphs share an offset and plain rows have none): the runs follow one another
 * and take every content line (but for a few above the first block, as above).
 */
function centredRuns(blocks: readonly Row[][], values: readonly Row[]): Row[][] | undefined {
  for (const offset of offsetsToTry(blocks, values))
    for (let leading = 0; leading <= Math.min(MAX_LEADING_LINES, values.length - 1); leading += 1) {
      const runs = runsAt(blocks, values, leading, offset);
      if (runs) return [values.slice(0, leading), ...runs];
    }
  return undefined;
}

/** Offsets of a block's middle from the middle of a run of content lines near it, most frequent first. */
function offsetsToTry(blocks: readonly Row[][], values: readonly Row[]): number[] {
  const size = sizeOf(blocks[0]![0]!);
  const counts = new Map<number, number>();
  for (const block of blocks) {
    const first = values.findIndex((row) => row.y >= block[0]!.y - size * 8);
    for (let i = Math.max(0, first); i < values.length && values[i]!.y <= block[0]!.y + SAME_BASELINE; i += 1)
      for (let end = i + 1; end <= Math.min(values.length, i + 8); end += 1) {
        const offset = Math.round((middle(block) - middle(values.slice(i, end))) * 2) / 2;
        if (offset > 0 && offset <= size) counts.set(offset, (counts.get(offset) ?? 0) + 1);
      }
  }
  return [0, ...[...counts].sort((a, b) => b[1] - a[1]).map(([offset]) => offset)];
}

/** The runs of content lines centred beside the blocks (at `offset` or none), if they take every line. */
function runsAt(blocks: readonly Row[][], values: readonly Row[], from: number, offset: number): Row[][] | undefined {
  const runs: Row[][] = [];
  let next = from;
  for (const block of blocks) {
    const targets = [middle(block), middle(block) - offset];
    let end = next + 1;
    while (
      end <= values.length &&
      !targets.some((target) => Math.abs(middle(values.slice(next, end)) - target) <= SAME_BASELINE)
    ) {
      if (middle(values.slice(next, end)) > greatest(targets) + SAME_BASELINE) return undefined;
      end += 1;
    }
    if (end > values.length) return undefined;
    runs.push(values.slice(next, end));
    next = end;
  }
  return next === values.length ? runs : undefined;
}

/** Halfway between the first and the last line. */
const middle = (rows: readonly Row[]) => (rows[0]!.y + rows.at(-1)!.y) / 2;
