/**
 * Scans only: an e-mail address or a profile handle read by OCR with one look-alike letter wrong
 * ("fg.builds" for Farhan Qureshi's "fq.builds", "gthompsan" for Grace Thompson's "gthompson").
 * Handles are mostly built from the owner's name (whole words, initials, an initial and the
 * surname), so a piece of the handle that is one OCR confusion away from such a form of the name
 * and is not itself one is taken as the name's form. Nothing else is touched: a handle that owes
 * nothing to the name stays as read.
 */

/** Glyphs tesseract takes for one another, both ways. */
const CONFUSIONS: [string, string][] = [
  ['g', 'q'],
  ['a', 'o'],
  ['e', 'c'],
  ['rn', 'm'],
  ['cl', 'd'],
  ['vv', 'w'],
  ['l', 'i'],
  ['l', 't'],
  ['l', '1'],
  ['i', '1'],
  ['o', '0'],
  ['s', '5'],
  ['b', 'h'],
  ['n', 'h'],
  ['u', 'v'],
  // A j's descender and dot lost in small serif type: "lp.tremblay" for "jp.tremblay".
  ['j', 'l'],
  ['j', 'i'],
];

/** Forms of a name that handles are built from: words, initials, initial + surname and so on. */
export function nameForms(name: string): Set<string> {
  const words = nameWords(name);
  const forms = new Set<string>();
  if (words.length < 2) return forms;
  const initials = words.map((w) => w[0]!).join('');
  const [first, last] = [words[0]!, words.at(-1)!];
  for (const word of words) if (word.length >= 3) forms.add(word);
  forms.add(initials);
  forms.add(`${first[0]}${last}`);
  forms.add(`${first}${last[0]}`);
  forms.add(`${first}${last}`);
  forms.add(`${last}${first}`);
  forms.add(words.join(''));
  // The name's whole words without its initials ("rajeshkumar" for "A. Rajesh Kumar", as bio-data
  // names put the father's initial first): a handle of its own, never one that lost an "a".
  const whole = words.filter((word) => word.length > 1);
  if (whole.length >= 2 && whole.length < words.length) forms.add(whole.join(''));
  return forms;
}

/** The name's words in small letters without accents ("Jean-Philippe" is two). */
function nameWords(name: string): string[] {
  return (
    name
      .toLowerCase()
      // "Weiß" is spelled "weiss" by its address: dropped, the "ss" read as a number's tail ("wei55").
      .replace(/ß/g, 'ss')
      .normalize('NFD')
      .replace(/[^a-z\s-]/g, '')
      .split(/[\s-]+/)
      .filter(Boolean)
  );
}

/** Every string one confusion away from `piece`. */
function variants(piece: string): string[] {
  const found: string[] = [];
  for (const [a, b] of CONFUSIONS)
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const)
      for (let at = piece.indexOf(from); at >= 0; at = piece.indexOf(from, at + 1))
        found.push(piece.slice(0, at) + to + piece.slice(at + from.length));
  return found;
}

/** `handle` with each piece (split at dots, dashes, underscores) set right against the name's forms. */
export function repairHandle(handle: string, name: string | undefined): string {
  if (!name) return handle;
  const forms = nameForms(name);
  if (forms.size === 0) return handle;
  return withGivenInitials(repairPieces(handle, forms), name, forms);
}

function repairPieces(handle: string, forms: ReadonlySet<string>): string {
  return handle.replace(/[a-z0-9]+/gi, (piece) => {
    const lower = piece.toLowerCase();
    if (piece !== lower || forms.has(lower) || lower.length < 2) return piece;
    return (
      variants(lower).find((variant) => forms.has(variant)) ??
      lostFirstLetter(lower, forms) ??
      doubledFirstLetter(lower, forms) ??
      digitTail(lower, forms) ??
      confusedDigitTail(lower, forms) ??
      piece
    );
  });
}

/**
 * "lp.tremblay" for Jean-Philippe Tremblay's "jp.tremblay": the given names' initials before the
 * surname, one look-alike letter wrong. Only beside another piece that is a form of the name: two
 * letters alone owe too little to it ("lm.ventes" stays).
 */
function withGivenInitials(handle: string, name: string, forms: ReadonlySet<string>): string {
  const given = nameWords(name)
    .slice(0, -1)
    .map((word) => word[0]!)
    .join('');
  if (given.length < 2) return handle;
  const pieces = handle.split(/[^a-z0-9]+/i);
  if (!pieces.some((piece) => forms.has(piece.toLowerCase()))) return handle;
  return handle.replace(/[a-z]+/gi, (piece) =>
    piece === piece.toLowerCase() && piece !== given && variants(piece).includes(given) ? given : piece,
  );
}

/**
 * "ucas.almeida" for Lucas Almeida: an icon set just before the address, read as a mark of its
 * own, took the first letter with it. A piece of four letters or more that is a word of the name
 * but for its first letter is that word.
 */
function lostFirstLetter(piece: string, forms: ReadonlySet<string>): string | undefined {
  if (piece.length < 4 || !/^[a-z]+$/.test(piece)) return undefined;
  return [...forms].find((form) => form.length === piece.length + 1 && form.endsWith(piece));
}

/**
 * "kkiri.terangi-walker" for Kiri Te Rangi-Walker: the address's first letter read twice (a capital
 * and its small form side by side). A piece that is a word of the name with its first letter
 * doubled is that word.
 */
function doubledFirstLetter(piece: string, forms: ReadonlySet<string>): string | undefined {
  if (piece.length < 4 || piece[0] !== piece[1] || !/^[a-z]+$/.test(piece)) return undefined;
  return forms.has(piece.slice(1)) ? piece.slice(1) : undefined;
}

/** Letters OCR reads for digits, by the digit. */
const TAIL_DIGITS: Record<string, string> = { o: '0', l: '1', i: '1', s: '5', b: '8', z: '2' };

/**
 * "sandhu8s" → "sandhu85": a form of the name followed by a short number ("84", "1990") that has
 * some digits read as look-alike letters. Only where the pattern demands it: the tail must hold a
 * digit and nothing but digits and look-alikes.
 */
function digitTail(piece: string, forms: ReadonlySet<string>): string | undefined {
  for (const form of forms) {
    const tail = piece.slice(form.length);
    if (!piece.startsWith(form) || tail.length === 0 || tail.length > 4) continue;
    if (/\d/.test(tail) && /^[\dolisbz]+$/.test(tail) && /\D/.test(tail))
      return form + [...tail].map((c) => TAIL_DIGITS[c] ?? c).join('');
  }
  return undefined;
}

/**
 * "kutkarni9l" → "kulkarni91": a form of the name one confusion away, followed by a short number
 * read with look-alike letters (small type in a shaded table cell gets both wrong at once).
 */
function confusedDigitTail(piece: string, forms: ReadonlySet<string>): string | undefined {
  for (const variant of variants(piece)) {
    const repaired = digitTail(variant, forms);
    if (repaired) return repaired;
  }
  return undefined;
}
