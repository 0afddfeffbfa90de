/**
 * Korean and Chinese given names romanised syllable by syllable with a hyphen ("Min-jun",
 * "Ji-hoon", "Hsiao-ming"): written in natural case, the syllable after the hyphen keeps a small
 * letter. A name set in capitals ("KIM MIN-JUN") is given back that way, where a western double
 * name keeps its capital ("Anne-Marie", "Kamau-Otieno").
 */

/** Common Korean and Chinese surnames in their usual romanisations. */
const SURNAMES = new Set(
  (
    'kim lee yi rhee park pak bak choi choe jung jeong chung kang cho jo yoon yun jang chang lim im han oh seo suh ' +
    'shin sin kwon hwang ahn song jeon chun hong yoo ryu ko moon mun yang son bae baek paik heo hur nam noh roh ' +
    'kwak sung seong cha joo ju woo min jin eom chae won bang gong hyun wang li zhang liu chen huang zhao wu zhou ' +
    'xu sun zhu hu guo lin gao luo zheng tan ng goh teo tay chan wong leung cheung lau ho yip tsang lai chow tse ' +
    'tsai hsu tseng cheng kuo chiu'
  ).split(' '),
);

/** One romanised syllable: an onset, a vowel or a diphthong, an optional final consonant. */
const SYLLABLE =
  /^(?:ch|hs|sh|zh|ts|tz|kk|tt|pp|ss|jj|[bcdfghjklmnpqrstwxyz])?(?:yeo|yae|wae|iao|uai|eo|ae|ya|ye|yo|yu|wa|wo|we|wi|oe|eu|ui|oo|ee|ai|ao|ei|ia|ie|iu|ua|uo|ou|ue|a|e|i|o|u)(?:ng|n|m|k|l|p|t|h)?$/;

const HYPHENED = /^(\p{Lu}\p{Ll}*)-(\p{Lu})(\p{Ll}+)$/u;

/**
 * `natural`: the name's words in natural case; `written`: the same words as written. A word that
 * was in capitals and is two syllables joined by a hyphen, in a name with a Korean or Chinese
 * surname beside it, gets its second syllable in small letters.
 */
export function withSyllabicGivenNames(natural: readonly string[], written: readonly string[]): string[] {
  if (natural.length < 2 || natural.length > 3) return [...natural];
  const surnameAt = [0, natural.length - 1].filter((at) => SURNAMES.has(natural[at]!.toLowerCase()));
  if (surnameAt.length === 0) return [...natural];
  return natural.map((word, at) => {
    const match = HYPHENED.exec(word);
    const capitals = written[at] === written[at]!.toUpperCase();
    if (!match || !capitals || surnameAt.every((surname) => surname === at)) return word;
    const [first, second] = [match[1]!.toLowerCase(), `${match[2]}${match[3]}`.toLowerCase()];
    return SYLLABLE.test(first) && SYLLABLE.test(second) ? `${match[1]}-${second}` : word;
  });
}

/** Common Vietnamese surnames, without their diacritics as resumes often write them. */
export const VIETNAMESE_SURNAMES = new Set(
  'nguyen tran le pham hoang huynh phan vu vo dang bui do ho ngo duong ly truong dinh trinh dao luong'.split(' '),
);

/**
 * "NGUYEN VAN AN", "Tran Van Minh": beside a Vietnamese surname, "Van" (Văn) is a middle name,
 * not the Dutch particle "van".
 */
export function isVietnameseMiddleName(words: readonly string[], at: number): boolean {
  if (words[at]!.toLowerCase() !== 'van' || at === 0 || at === words.length - 1) return false;
  return [words[0]!, words.at(-1)!].some((word) => VIETNAMESE_SURNAMES.has(word.toLowerCase()));
}

/**
 * "WONG Ka Ming, Kelvin", "TAN Wei Ling, Michelle": Hong Kong and Singapore names print the family
 * name in capitals, the given names in natural case, then the English name after a comma. The
 * name is kept in that printed form; the comma is no cut before a role, since the words before it
 * are a family name in capitals and given names in natural case, as no "Name, Role" line is.
 */
const FAMILY_FIRST_WITH_ENGLISH_NAME =
  /^(\p{Lu}{2,}(?:-\p{Lu}{2,})? \p{Lu}\p{Ll}+(?:-\p{Ll}+)?(?: \p{Lu}\p{Ll}+){0,2}),\s*(\p{Lu}\p{Ll}+)$/u;

export function familyFirstWithEnglishName(text: string, nameOf: (words: string) => string | undefined): string | undefined {
  const match = FAMILY_FIRST_WITH_ENGLISH_NAME.exec(text);
  if (!match) return undefined;
  const [chinese, english] = [nameOf(match[1]!), nameOf(match[2]!)];
  return chinese && english ? `${chinese}, ${english}` : undefined;
}

/**
 * A generation after the name, as Filipino (and American) names carry it: "JOSE MA. D. DELA CRUZ
 * JR." → "… Jr.", told apart from a father's "Sr." further down. Only after two words of a name.
 */
const GENERATION = /^(.+ .+?),? (jr\.?|sr\.?|ii|iii|iv)$/i;

export function withoutGeneration(text: string): [string, string | undefined] {
  const match = GENERATION.exec(text);
  if (!match) return [text, undefined];
  const suffix = match[2]!;
  const written = /^[ivIV]+$/.test(suffix)
    ? suffix.toUpperCase()
    : `${suffix[0]!.toUpperCase()}${suffix.slice(1, 2).toLowerCase()}.`;
  return [match[1]!, written];
}

/** "Ma." (María) after a first given name, as Filipino names write it: "Jose Ma. D. dela Cruz". Never last. */
export function isMariaShortAfterGivenName(words: readonly string[], at: number): boolean {
  return at > 0 && at < words.length - 1 && /^(?:Ma|MA)\.$/.test(words[at]!);
}

/** Particles that Filipino surnames join into one word, "dela Cruz", "delos Santos". */
const JOINED_PARTICLES = new Set(['dela', 'delos']);

/** "dela" as its owner writes it small, a particle: "Jose Ma. dela Cruz Sr.". */
export function isJoinedParticle(word: string): boolean {
  return JOINED_PARTICLES.has(word);
}

/**
 * "DELA CRUZ" in capitals, its particle's case lost: the page's own natural-case spelling of the
 * surname settles it ("Father's Name: Jose Ma. dela Cruz Sr." under "JOSE MA. D. DELA CRUZ JR."
 * → "dela Cruz"); with none, it keeps the capital ("Ma. Cristina D. Dela Cruz").
 */
export function withJoinedParticleAsPageWrites(name: string, nameLine: string, lines: readonly { text: string }[]): string {
  if (/\p{Ll}/u.test(nameLine)) return name;
  return name.replace(/\b(Dela|Delos) (\p{Lu}\p{Ll}+)\b/gu, (whole, particle: string, surname: string) => {
    const small = `${particle.toLowerCase()} ${surname}`;
    return lines.some((line) => new RegExp(`(?<!\\p{L})${small}(?!\\p{L})`, 'u').test(line.text)) ? small : whole;
  });
}
