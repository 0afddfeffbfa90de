/**
 * Contact details set apart only by space on the page (spans with margins, an icon row) come out
 * of Word and LibreOffice glued together: "Izmir, Turkey+90 532 123 45 67yusuf@gmail.com",
 * "Chennai98401 23456harini@gmail.comlinkedin.com/in/harini". The seams are put back as spaces
 * where a long number meets a word, an e-mail address or a link, and only there.
 */

/** A number glued to the start of an e-mail address ("…45 67yusuf@"): digits that start their token. */
const NUMBER_THEN_ADDRESS = /(?<=(?:^|[\s+(])[\d\s().-]*\d{2})(?=[A-Za-z][\w.%+-]*@)/g;
/** A word glued to a phone number ("Chennai98401 23456", "Turkey+90 …"), not digits inside an address. */
const WORD_THEN_NUMBER = /(?<=\p{L})(?=\+?\d[\d\s().-]{6,}\d(?![\w.%+-]*@))/gu;
/** An address's domain glued to a link ("gmail.comlinkedin.com/in/…"). */
const DOMAIN_THEN_LINK =
  /(?<=@[\w.-]+\.(?:com|net|org|in|io|dev|me|co))(?=(?:linkedin|github|gitlab|behance|dribbble|www\.|https?:)[\w.-]*[./])/gi;

/**
 * An address's domain glued to a label or a place in capitals ("gmail.comPhone:", "gmail.comKolkata"):
 * a domain is written in lower case, so a capital after its last letters starts a word.
 */
const DOMAIN_THEN_WORD = /(?<=@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,})(?=\p{Lu}\p{Ll})/gu;

/** A label cell glued to the address in its value cell ("Emailrahul.d@…"): the label in capitals or capitalised. */
const LABEL_THEN_ADDRESS = /(?<=\b(?:E-?mail|E-?MAIL|Mail|MAIL))(?=[a-z0-9][\w.%+-]*@)/g;
/** A label glued to a profile link ("LinkedInlinkedin.com/in/…"): a letter right before the host. */
const WORD_THEN_PROFILE = /(?<=\p{L})(?=(?:www\.)?(?:linkedin|github)\.com\/)/giu;

export function unglueContacts(text: string): string {
  if (!/\d|@|linkedin|github/i.test(text)) return text;
  return text
    .replace(LABEL_THEN_ADDRESS, ' ')
    .replace(WORD_THEN_PROFILE, ' ')
    .replace(NUMBER_THEN_ADDRESS, ' ')
    .replace(WORD_THEN_NUMBER, ' ')
    .replace(DOMAIN_THEN_LINK, ' ')
    .replace(DOMAIN_THEN_WORD, ' ');
}
