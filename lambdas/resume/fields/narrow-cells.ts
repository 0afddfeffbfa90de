/**
 * Contact details wrapped in narrow Word/LibreOffice table cells (round sixteen, d570–d585): an
 * e-mail address, a profile address or a second phone number too long for its cell is broken
 * between letters where it has no break opportunity, elsewhere at a hyphen, a slash or a space.
 */

/**
 * "r.venkatesh.subramanian@la" / "rsen-toubro-constructions.co.i" / "n": a domain with no dot yet
 * takes the next line when that line is a domain's characters alone (no "/", so never a web
 * address's line) cut once more before its last letter; the line after it finishes the address.
 */
export function domainCutTwice(tail: string, head: string): boolean {
  const address = tail.replace(/^.*[^\w.%+@-]/, '');
  return /^[A-Za-z0-9][\w.%+-]*@[A-Za-z0-9-]+$/.test(address) && /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]$/i.test(head);
}

/**
 * An address read whole on its own line ("janwillem.vanderberg@platform-engineering.nl") is not
 * the rest of the word above it ("van-der-berg", the end of a LinkedIn address in the cell beside
 * it): where a cell breaks an address, the line it breaks fills the cell, so the rest's local part
 * is shorter than that line. A local part as long as the word above it or longer starts its own
 * address.
 */
export function ownAddressUnderWord(tail: string, head: string): boolean {
  const local = head.slice(0, head.indexOf('@'));
  return /[._]/.test(local) && local.length >= tail.length && !/[-_.]$/.test(tail);
}

/** How long a hyphenated handle's rest may be when a narrow cell cut the profile address at its edge. */
export const CUT_HYPHENATED_REST = 28;

/**
 * "linkedin.com/in/venkatesh-su" / "bramanian-structural", "linkedin.com/in/omar-alkhatib" /
 * "-ccnp-security": the rest of a profile address cut at a narrow cell's edge is a handle's words
 * joined by hyphens, longer than a few letters, or starts at the hyphen the line broke before.
 */
export function hyphenatedProfileRest(rest: string): boolean {
  return rest.length <= CUT_HYPHENATED_REST && /^-?[a-z0-9]+(?:-[a-z0-9]+)+$/.test(rest);
}

/**
 * The lines of the contact block with an e-mail address's rest taken off the line it wrapped to
 * ("adeyemi@interswitch-" / "group.com.ng"): the rest is no web address of its own. `joined` is
 * the same lines with each address made whole (email.ts `joinWrappedAddresses`): a line whose
 * start moved up to the address above keeps only what is left of it.
 */
export function withoutAddressRests(texts: readonly string[], joined: readonly string[]): string[] {
  return texts.map((text, i) => {
    const left = joined[i]!.trim();
    const own = text.trim();
    return left !== own && own.endsWith(left) && !/@/.test(own) ? left : text;
  });
}

/**
 * "Mobile: +91 94440 12345 / 0" / "44 2815 7788": a second number after a separator, cut in its
 * cell right after its first digit or two (the trunk "0" of "044 2815 7788"). The cut is inside the
 * number, so its rest is glued back with no space, when the first number is whole and only so the
 * second one is valid (`valid`, by the document's region). `rest` is the line of digits the cell's second line was read as.
 */
export function secondNumberCut(line: string, rest: string, valid: (raw: string) => boolean): string | undefined {
  const cut = /^(.*\d)\s*([/|,;])\s*(\d{1,2})$/.exec(line.trimEnd());
  const digits = /^\d[\d\s-]*\d$/.exec(rest.trim())?.[0];
  if (!cut || !digits) return undefined;
  const first = /(\+?\d[\d\s().-]{5,})$/.exec(cut[1]!)?.[1];
  if (!first || !valid(first)) return undefined;
  const second = `${cut[3]}${digits}`;
  return valid(second) ? `${cut[1]} ${cut[2]} ${second}` : undefined;
}

/**
 * An address cut inside a word by a narrow cell, with no hyphen to break at: the town's name
 * between letters ("…, Tla’ Al-Ali, Am" / "man 11953, Jordan", "Dehiwala-M" / "ount Lavinia"), or
 * a postcode at its hyphen ("…, 3.º Esq., 4000-" / "447 Porto"). Read across the break without a
 * space; a town cut between letters counts only when the place read across starts with the
 * line's last letters (so the rest of a street's name, "Ka" / "maraj Nagar", names none).
 * `read` is region.ts's reading of one line.
 */
export function townCutInsideWord<T extends { city?: string }>(
  text: string,
  next: string | undefined,
  read: (line: string) => T,
): T | undefined {
  const end = text.trimEnd();
  const rest = next?.trim();
  if (!rest) return undefined;
  const letters = /\p{L}$/u.test(end) ? /(\p{Lu}[\p{L}'’-]*)$/u.exec(end)?.[1] : undefined;
  if (letters && /^\p{Ll}/u.test(rest)) {
    const place = read(`${end}${rest}`);
    return place.city && place.city.length > letters.length && place.city.startsWith(letters) ? place : undefined;
  }
  if (/\d-$/.test(end) && /^\d/.test(rest)) {
    const place = read(`${end}${rest}`);
    return place.city ? place : undefined;
  }
  return undefined;
}
