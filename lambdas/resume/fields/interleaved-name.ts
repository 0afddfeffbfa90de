/**
 * A sidebar's name in display type read line by line between the main column's lines (LibreOffice:
 * "Aoife" / "EXPERIENCE" / "NÍ" / "Data Analyst" / … / "DHONNCHADHA"). Its lines are no part of the
 * section they fall in, and their large type must not end it there.
 */
import type { TextLine } from '../types';
import type { FoundName } from './name';
import { foldPlaceName } from './place-name';

/** How far from the name's first line its other lines may be read. */
const NAME_REACH = 30;

/**
 * The indexes of the name's lines (the found line and the lines in its type whose words are all
 * words of the name) when other lines come between them; undefined when the name's lines stand
 * together (a name block, which ends the section before it) or the document has no type sizes.
 */
export function interleavedNameLines(lines: readonly TextLine[], found: FoundName): Set<number> | undefined {
  const first = lines[found.line];
  if (!first || first.fontSize === undefined || first.ocr) return undefined;
  const words = new Set(wordsOf(found.name));
  const at = new Set<number>([found.line]);
  const from = Math.max(0, found.line - NAME_REACH);
  for (let index = from; index < Math.min(lines.length, found.line + NAME_REACH); index += 1) {
    const line = lines[index]!;
    if (index === found.line || line.page !== first.page || line.fontSize === undefined) continue;
    if (Math.abs(line.fontSize - first.fontSize) >= 0.5) continue;
    const own = wordsOf(line.text);
    if (own.length > 0 && own.every((word) => words.has(word))) at.add(index);
  }
  const indexes = [...at].sort((a, b) => a - b);
  return indexes.length > 1 && indexes.at(-1)! - indexes[0]! + 1 > indexes.length ? at : undefined;
}

function wordsOf(text: string): string[] {
  return foldPlaceName(text)
    .split(/[^\p{L}'’-]+/u)
    .filter(Boolean);
}
