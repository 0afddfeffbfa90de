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
const VIETNAMESE_SURNAMES = new Set(
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
