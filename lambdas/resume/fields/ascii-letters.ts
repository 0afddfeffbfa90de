/** A word in lower-case ASCII letters alone, as an e-mail address spells it ("Fernández" → "fernandez", "O’Brien" → "obrien"). */
export function asciiLetters(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
}
