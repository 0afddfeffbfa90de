/**
 * The candidate's LinkedIn, GitHub and portfolio links from the contact block, as https URLs
 * ("linkedin.com/in/x" → "https://linkedin.com/in/x"). A portfolio is any other web address
 * there that is not an e-mail domain.
 */
import { isAnyHeading, underReferencesHeading } from '../headings';
import type { TextLine } from '../types';
import { invisibleBreaksOut, joinWrappedAddresses } from './email';
import { hyphenatedProfileRest, withoutAddressRests } from './narrow-cells';

const CONTACT_LINES = 40;
const URL =
  /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.[a-z]{2,12}(?:\/[^\s|,;•·<>"')]*)?/gi;
const LINKEDIN = /^(?:www\.)?(?:[a-z]{2}\.)?linkedin\.com\/(?:in|pub)\/[^/\s]+/i;
const GITHUB = /^(?:www\.)?github\.com\/[a-z0-9-]+(?:\/[a-z0-9._-]+)?$/i;
/** Top-level domains of personal sites; a bare "acme.com" in a job line is not a portfolio. */
const PORTFOLIO_TLD =
  /\.(?:dev|design|io|me|in|com|net|org|site|xyz|page|art|studio|co|co\.uk|portfolio|tech|app|info|website|online)(?:\/|$)/i;
/**
 * Countries' endings a personal site often has ("aoifeocallaghan.ie", "janssen.nl", "haruka-sato.jp"), for a bare
 * address alone or in a row of contacts; no file name or library ("D3.js", "resume.pdf") ends so.
 */
const COUNTRY_TLD =
  /\.(?:ie|ca|de|nl|be|ch|at|fr|es|it|pt|pl|se|no|dk|fi|nz|au|za|ng|ke|sg|my|ph|br|mx|eu|uk|us|jp|kr|tw|hk|cz|sk|hu|ro|gr|tr|ar|cl|pe|gh|eg|ae|il|vn|th|pk|bd|lk|ua|lt|lv|ee|si|hr|bg|lu|is)(?:\/|$)/i;
const NOT_PORTFOLIO =
  /^(?:www\.)?(?:linkedin|github|gmail|yahoo|outlook|hotmail|facebook|twitter|x|instagram|behance|medium|gitlab|stackoverflow|leetcode|kaggle)\./i;
const PORTFOLIO_HOSTS = /^(?:www\.)?(?:behance\.net|dribbble\.com|medium\.com|gitlab\.com)\//i;

/** A country's second level ("chidinmaeze.com.ng", "studio.co.nz"): as sure an ending as ".com". */
const COUNTRY_SECOND_LEVEL = /\.(?:com|co|org|net)\.[a-z]{2}(?:\/|$)/i;

/**
 * An ending a personal site has: a common one, a country's second level, or any at all when the
 * address is written whole, with its scheme or "www." ("https://aoifeocallaghan.ie",
 * "https://www.mcallister-geotech.ca"): no skill or file name is written so.
 */
function personalSiteEnding(raw: string, bare: string): boolean {
  return (
    PORTFOLIO_TLD.test(bare) || COUNTRY_SECOND_LEVEL.test(bare) || COUNTRY_TLD.test(bare) || /^(?:https?:\/\/|www\.)/i.test(raw)
  );
}

export interface Links {
  linkedin?: string;
  github?: string;
  portfolio?: string;
}

export function findLinks(lines: readonly TextLine[]): Links {
  const links: Links = {};
  // "behance.net/linhnguyentran" then "linhnt.design" (d461): a site on a domain of the candidate's
  // own is the portfolio; a profile on a portfolio host only when there is none.
  let hosted: string | undefined;
  const head = contactLines(lines);
  const texts = withoutAddressRests(
    head.map((line) => line.text),
    joinWrappedAddresses(head.map((line) => invisibleBreaksOut(line.text))),
  );
  for (const [index, line] of head.entries()) {
    if (isBuilderCredit(head, index)) continue;
    // E-mail addresses are not web addresses: blank them out first. A handle in a site's path is
    // no address ("velog.io/@jihoonpark", a Korean developer's blog): no "/" before an address's "@".
    const text = withWrappedProfile(texts[index]!, head, index).replace(/(?<!\S)[^\s/]+@\S+/g, ' ');
    for (const [raw] of text.matchAll(URL)) {
      const bare = raw.replace(/^https?:\/\//i, '').replace(/[./]+$/, '');
      const url = `https://${bare}`;
      if (LINKEDIN.test(bare)) links.linkedin ??= url.replace(/(\/(?:in|pub)\/[^/\s]+).*$/i, '$1');
      else if (GITHUB.test(bare)) links.github ??= url;
      else if (PORTFOLIO_HOSTS.test(bare)) hosted ??= url;
      else if (!NOT_PORTFOLIO.test(bare) && personalSiteEnding(raw, bare) && (isOwnSite(raw, line.text) || isOwnSite(raw, text)))
        links.portfolio ??= url;
    }
  }
  links.portfolio ??= hosted;
  return links;
}

/** Lines of a contact block around an e-mail address, from this many above it to this many below. */
const AROUND_EMAIL = 8;

/**
 * The top of the document, and the lines around an e-mail address further down that stands
 * outside a references section: a sidebar read after the main column, or whose links run on past
 * the top lines.
 */
function contactLines(lines: readonly TextLine[]): TextLine[] {
  const kept = new Set(lines.slice(0, CONTACT_LINES).map((_, i) => i));
  const inReferences = underReferencesHeading(lines);
  for (const at of linesUnderLinksHeading(lines)) kept.add(at);
  for (const [at, line] of lines.entries()) {
    if (!/\S@\S+\.\S/.test(line.text) || inReferences[at]) continue;
    for (let i = Math.max(0, at - AROUND_EMAIL); i <= Math.min(lines.length - 1, at + AROUND_EMAIL); i += 1) kept.add(i);
  }
  return [...kept].sort((a, b) => a - b).map((i) => lines[i]!);
}

/**
 * A year standing alone, not the last group of a phone number ("☎ (713) 482-1937 • ⛓ kevintran.io"
 * in an Enhancv contact line is a row of contacts, not a job with its years).
 */
const YEAR_NOT_IN_NUMBER = /(?<!\d[-.\s]?)\b(?:19|20)\d{2}\b(?![-.\s]?\d)/;

/** A builder's credit in a footer: "Powered by Enhancv" / "www.enhancv.com", "Made with Novorésumé". */
const BUILDER_CREDIT = /\b(?:powered by|made (?:with|by|using)|created (?:with|by|using|on)|built with|generated (?:with|by))\b/i;

/** The credit's line, or the site alone under it, names the builder's site, not the candidate's. */
function isBuilderCredit(lines: readonly TextLine[], index: number): boolean {
  const line = lines[index]!.text;
  if (BUILDER_CREDIT.test(line)) return true;
  const previous = lines[index - 1]?.text ?? '';
  return BUILDER_CREDIT.test(previous) && /^\S+$/.test(line.trim()) && previous.trim().split(/\s+/).length <= 4;
}

/**
 * An icon before a link: a symbol, or LinkedIn's "in" set as text before each link of a sidebar.
 * Canva's globe is often a mathematical sign ("⊕ luciafernandez.es"); an icon font's glyph that
 * Chromium's PDF maps to no character is a control character ("\u0000 chiamaka-builds.medium.com").
 */
const LINK_ICON = /^(?:in|[\p{So}\p{Sm}\p{Co}\p{Cc}]+)$/u;
/** A heading over the candidate's links: "Links", "Websites", "Online Profiles", "Social Media". */
const LINKS_HEADING = /^(?:links|websites?|web links|online profiles?|profiles|social media|social links)$/i;
/** Lines a links section may hold, its bullets read on lines of their own included. */
const LINKS_SECTION_LINES = 10;

/**
 * The lines under a "Links" heading anywhere in the document: Indeed's export lists the profiles
 * there after the skills, far from the contact block ("Links" / "•" / "•" / "https://github.com/…").
 */
function linesUnderLinksHeading(lines: readonly TextLine[]): number[] {
  const under: number[] = [];
  for (const [at, line] of lines.entries()) {
    if (!LINKS_HEADING.test(line.text.trim())) continue;
    for (let i = at + 1; i < Math.min(lines.length, at + 1 + LINKS_SECTION_LINES) && !isAnyHeading(lines[i]!.text); i += 1)
      under.push(i);
  }
  return under;
}

/**
 * A web address standing alone or labelled as a site, not a company named in a sentence or a job line. `line`
 * has its e-mail addresses blanked: an address beside the e-mail address alone ("me@mail.com
 * me.design", Word's contact paragraph with spaces between its links) stands alone too.
 */
function isOwnSite(raw: string, line: string): boolean {
  if (/^https?:\/\//i.test(raw)) return true;
  if (/\b(?:portfolio|website|web|site|blog)\b/i.test(line)) return true;
  const rest = line
    .replace(raw, '')
    .replace(/[|•·,;/]/g, ' ')
    .trim();
  // "Bol.com · 2018 – 2021": a company with its years is a job, not a site.
  if (YEAR_NOT_IN_NUMBER.test(rest)) return false;
  // Alone on its line (after its icon), or in a contact line of short separated items.
  return rest === '' || LINK_ICON.test(rest) || SITE_KIND.test(rest) || /[|•·]/.test(line) || inRowOfContacts(raw, line);
}

/** LinkedIn's kind of a listed website after it in brackets: "jpedro.dev (Personal)", "(Other)". */
const SITE_KIND = /^\((?:personal|other|blog|portfolio)\)$/i;

/**
 * "617.555.0192 name@mail.studio Boston, MA 02116 name.design linkedin.com/in/name": a row of
 * contact cells (pills, a table's cells) read with single spaces between them. The address is a
 * word of its own beside an e-mail address or a profile's address, and no sentence is around it.
 */
function inRowOfContacts(raw: string, line: string): boolean {
  // A scan reads a pill's rounded border as brackets or quotes around its text: "(“name.design )".
  const ownWord = line
    .split(/\s+/)
    .map((word) => word.replace(/^[([{"“”']+|[)\]}"“”']+$/g, ''))
    .includes(raw);
  const besideContacts = /\S@\S|\b(?:linkedin|github)\.com\//i.test(line);
  const words = line.replace(/\S*[@.]\S*/g, ' ');
  return ownWord && besideContacts && !/\b(?:and|with|for|the|of|in|at|to|on|by)\b/i.test(words);
}

/** A site's host cut after a hyphen at the line's end: "www.tremblaygagnon-", "| studio-" in a row with an e-mail address. */
const SITE_CUT_AT_HYPHEN = /(?:(?:https?:\/\/)?www\.|(?:^|[|•·]\s*)(?=[a-z0-9-]+-$))[a-z0-9][a-z0-9-]*-$/i;
/** The rest of the host on the next line, with its ending: "traduction.ca", "design.studio/work". */
const SITE_REST = /^[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/\S*)?(?=\s|$)/;

/**
 * "… | www.tremblaygagnon-" / "traduction.ca": a site's address broken after a hyphen where a
 * footer's row of contacts wraps. The next line starts with the rest of the host and its ending.
 * Without "www." the start must follow a separator of a row that holds an e-mail address.
 */
function withWrappedSite(text: string, next: string | undefined): string {
  const trimmed = text.trimEnd();
  const cut = SITE_CUT_AT_HYPHEN.exec(trimmed);
  if (!cut || !next || (!/www\./i.test(cut[0]) && !/\S@\S/.test(trimmed))) return text;
  const rest = SITE_REST.exec(next.trim());
  return rest ? `${trimmed}${rest[0]}` : text;
}

/** Lines a profile address's rest may be read after its start (cells of the row between). */
const PROFILE_REST_LINES = 3;
/** Lines a hyphenated handle's rest may be read after (a grid of icons and contacts between: Novorésumé). */
const HYPHENATED_REST_LINES = 5;

/**
 * "linkedin.com/in/eleanor-fitzgerald-" / "hughes": a profile address broken after a hyphen in a
 * narrow cell, or after its last slash ("linkedin.com/in/" / "in" / "luciafernandez", "behance.net/"
 * / "☍" / "luciafdez": LibreOffice's narrow grid cell). Its rest is the next line that is a handle's
 * words alone (a letter in it: "560102", a postcode's line between, is none), within a few lines;
 * a hyphenated rest ("okafor-eze") a few more, past a grid's icons and a one-line summary.
 */
function withWrappedProfile(text: string, lines: readonly TextLine[], index: number): string {
  const site = withWrappedSite(text, lines[index + 1]?.text);
  if (site !== text) return site;
  const labelled = withProfileRestBeforeLabel(text, lines[index + 1]?.text);
  if (labelled !== text) return labelled;
  const unhyphenated = lines[index]!.fontSize === undefined ? undefined : profileCutAtColumnEdge(text, lines[index + 1]?.text);
  if (unhyphenated) return unhyphenated;
  const trimmed = text.trimEnd();
  if (
    !/(?:linkedin\.com\/(?:in|pub)\/[\w-]*-|linkedin\.com\/(?:in|pub)\/|(?:behance\.net|dribbble\.com|medium\.com|gitlab\.com)\/)$/i.test(
      trimmed,
    )
  )
    return text;
  const reach = /-$/.test(trimmed) ? HYPHENATED_REST_LINES : PROFILE_REST_LINES;
  for (let at = index + 1; at < Math.min(lines.length, index + 1 + reach); at += 1) {
    const rest = lines[at]!.text.trim();
    // The next row's icon ("in") read between the address's two lines is no part of it.
    if (!/^[a-z0-9][a-z0-9-]*\/?$/.test(rest) || !/[a-z]/.test(rest) || LINK_ICON.test(rest)) continue;
    if (at - index <= PROFILE_REST_LINES || rest.includes('-')) return `${trimmed}${rest}`;
  }
  return text;
}

/** How long a profile address must be for a narrow cell to have cut it at its edge, and how short its rest. */
const CUT_PROFILE_LENGTH = 28;
const CUT_PROFILE_REST = 12;

/** A side label read after its value ("linkedin.com/in/…" / "linkedin"): no rest of an address. */
const CONTACT_LABEL_WORD =
  /^(?:linkedin|github|gitlab|web|website|site|portfolio|profile|e-?mail|mail|phone|mobile|tel|address)$/;

/**
 * "linkedin.com/in/luciafernandezo" / "rtega": LibreOffice breaks an address too wide for a
 * narrow sidebar cell anywhere, with no hyphen. On a laid-out page (a PDF's lines, with type
 * sizes), a long profile address ending in a letter and a short rest of lower-case letters alone
 * on the very next line are one address.
 */
function profileCutAtColumnEdge(text: string, next: string | undefined): string | undefined {
  const trimmed = text.trim();
  const profile = /(?:^|\s)((?:www\.)?linkedin\.com\/(?:in|pub)\/[\w-]*[a-z0-9])$/i.exec(trimmed);
  const rest = next?.trim();
  if (!profile || profile[1]!.length < CUT_PROFILE_LENGTH || !rest) return undefined;
  if (!/^[a-z0-9-]+$/.test(rest) || (rest.length > CUT_PROFILE_REST && !hyphenatedProfileRest(rest))) return undefined;
  // The next row's label or icon ("linkedin", LinkedIn's "in") is no rest of the address.
  if (CONTACT_LABEL_WORD.test(rest) || LINK_ICON.test(rest)) return undefined;
  return `${trimmed}${rest}`;
}

/**
 * "www.linkedin.com/in/joaopedr" / "ooliveira (LinkedIn)": LinkedIn's "Save to PDF" breaks a
 * profile address anywhere in its narrow contact column, and labels the address's end with
 * "(LinkedIn)". A next line that is a handle's rest before that label is the rest, cut inside a
 * word or after a hyphen ("ananya-krishnamurthy-" / "7b1a2c94 (LinkedIn)").
 */
function withProfileRestBeforeLabel(text: string, next: string | undefined): string {
  const start = /(?:^|\s)(?:https?:\/\/)?(?:www\.)?(?:[a-z]{2}\.)?linkedin\.com\/(?:in|pub)\/[\w-]+$/i;
  if (!next || !start.test(text.trimEnd())) return text;
  const rest = /^([\w-]+)\/?\s*\(linkedin\)$/i.exec(next.trim());
  return rest ? `${text.trimEnd()}${rest[1]}` : text;
}
