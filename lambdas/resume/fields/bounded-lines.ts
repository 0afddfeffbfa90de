import type { TextLine } from '../types';

/**
 * Longer than any line a resume sets (a long paragraph of a Word file runs to a few hundred
 * characters). Some field patterns backtrack over a whole line, so one hostile line of 150,000
 * digits or dots took 20–40 s; cut into pieces of this length, no document takes more than a
 * fraction of a second.
 */
export const MAX_LINE_CHARACTERS = 1_000;

/** Each line longer than MAX_LINE_CHARACTERS cut into pieces, at the last space of each piece where there is one. */
export function boundLineLengths(lines: readonly TextLine[]): TextLine[] {
  return lines.flatMap((line) => (line.text.length <= MAX_LINE_CHARACTERS ? [line] : piecesOf(line)));
}

function piecesOf(line: TextLine): TextLine[] {
  const pieces: TextLine[] = [];
  let rest = line.text;
  while (rest.length > MAX_LINE_CHARACTERS) {
    const space = rest.lastIndexOf(' ', MAX_LINE_CHARACTERS);
    const cut = space > 0 ? space : MAX_LINE_CHARACTERS;
    pieces.push({ ...line, text: rest.slice(0, cut) });
    rest = rest.slice(cut).trimStart();
  }
  if (rest.length > 0) pieces.push({ ...line, text: rest });
  return pieces;
}
