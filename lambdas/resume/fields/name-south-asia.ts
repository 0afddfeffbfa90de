/**
 * Initials as South Asian names print them (fifteenth round). Indian, Sri Lankan and Pakistani
 * resumes shorten the given names, the father's name or the family name to initials before or
 * after the name the person goes by ("K.V.R. PRASAD", "W.M.D. PERERA", "KARTHIKEYAN.S.K"). The
 * corpus keeps initials as printed: run together they stay together ("K.V.R. Prasad"), printed
 * with spaces they stay apart ("S. K. Karthikeyan"); only the name's other words are natural-cased.
 */

/** Two to four initials run together by their full stops, the last stop may be left out: "K.V.R.", "S.K". */
const INITIALS_RUN = /^(?:\p{Lu}\.){1,3}\p{Lu}\.?$/u;

/** A word of initials run together: "K.V.R.", "W.M.D.", "S.K" ("S." alone is one initial). */
export function isInitialsRun(word: string): boolean {
  return INITIALS_RUN.test(word);
}

/**
 * Initials glued after the name by a full stop ("KARTHIKEYAN.S.K", "KUMAR.P.R."): the initials
 * as printed when they are run together by full stops ("S.K"); undefined for letters without
 * stops ("KUMAR.PR") or a single one, which the caller spells out as before.
 */
export function initialsAfterAsPrinted(initials: string): string | undefined {
  return INITIALS_RUN.test(initials) ? initials : undefined;
}

/**
 * Whether a name printed short ("W.M.D. Perera") is the whole name of a "Full name" row
 * ("Wijesinghe Mudiyanselage Dinesh Perera") with some words shortened to their initials, as Sri
 * Lankan and South Indian pages print the name over the form: each initial stands for the next
 * whole word beginning with its letter, each written word is the next word itself, all in order,
 * at least one word is spelled out and at least one shortened.
 * Words are compared folded to small letters, initials as "w.m.d." or "w.".
 */
export function shortenedByInitials(short: readonly string[], whole: readonly string[]): boolean {
  const letters = short.flatMap((word) =>
    /^(?:\p{L}\.)+\p{L}?\.?$/u.test(word) && word.replace(/\./g, '').length <= 4
      ? [...word.replace(/\./g, '')].map((letter) => ({ initial: true, text: letter }))
      : [{ initial: false, text: word }],
  );
  if (!letters.some((part) => part.initial) || !letters.some((part) => !part.initial)) return false;
  if (letters.length > whole.length) return false;
  let at = 0;
  for (const part of letters) {
    while (at < whole.length && !(part.initial ? whole[at]!.startsWith(part.text) : whole[at] === part.text)) at += 1;
    if (at === whole.length) return false;
    at += 1;
  }
  return true;
}

/** The top lines in which a page prints its short name over a "Full name" row further down. */
const SHORT_NAME_LINES = 4;

/**
 * "W.M.D." / "PERERA" (a sidebar's name on two lines) over "Full name: Wijesinghe Mudiyanselage
 * Dinesh Perera": the name the page prints at its top, one to three lines read as one, when it is
 * the labelled whole name with some words shortened to initials (see shortenedByInitials). The
 * page's own top name is the one the person goes by; a Word file has no type sizes to find it by.
 */
export function shortNameOverFullName(
  head: readonly { text: string }[],
  labelled: { name: string; line: number },
  read: (text: string) => string | undefined,
): { name: string; line: number } | undefined {
  const whole = fold(labelled.name);
  for (let at = 0; at < Math.min(labelled.line, SHORT_NAME_LINES); at += 1)
    for (let count = 1; count <= 3 && at + count <= labelled.line; count += 1) {
      const name = read(
        head
          .slice(at, at + count)
          .map((line) => line.text.trim())
          .join(' '),
      );
      if (name && shortenedByInitials(fold(name), whole)) return { name, line: at };
    }
  return undefined;
}

function fold(name: string): string[] {
  return name.toLowerCase().split(/\s+/);
}
