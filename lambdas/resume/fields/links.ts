/**
 * The candidate's LinkedIn, GitHub and portfolio links from the contact block, as https URLs
 * ("linkedin.com/in/x" → "https://linkedin.com/in/x"). A portfolio is any other web address
 * there that is not an e-mail domain.
 */
import type { TextLine } from '../types';

const CONTACT_LINES = 40;
const URL =
  /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.[a-z]{2,12}(?:\/[^\s|,;•·<>"')]*)?/gi;
const LINKEDIN = /^(?:www\.)?(?:[a-z]{2}\.)?linkedin\.com\/(?:in|pub)\/[^/\s]+/i;
const GITHUB = /^(?:www\.)?github\.com\/[a-z0-9-]+(?:\/[a-z0-9._-]+)?$/i;
/** Top-level domains of personal sites; a bare "acme.com" in a job line is not a portfolio. */
const PORTFOLIO_TLD =
  /\.(?:dev|design|io|me|in|com|net|org|site|xyz|page|art|studio|co|co\.uk|portfolio|tech|app|info|website|online)(?:\/|$)/i;
const NOT_PORTFOLIO =
  /^(?:www\.)?(?:linkedin|github|gmail|yahoo|outlook|hotmail|facebook|twitter|x|instagram|behance|medium|gitlab|stackoverflow|leetcode|kaggle)\./i;
const PORTFOLIO_HOSTS = /^(?:www\.)?(?:behance\.net|dribbble\.com|medium\.com|gitlab\.com)\//i;

export interface Links {
  linkedin?: string;
  github?: string;
  portfolio?: string;
}

export function findLinks(lines: readonly TextLine[]): Links {
  const links: Links = {};
  const head = lines.slice(0, CONTACT_LINES);
  for (const [index, line] of head.entries()) {
    // E-mail addresses are not web addresses: blank them out first.
    const text = withWrappedProfile(line.text, head, index).replace(/(?<!\S)\S+@\S+/g, ' ');
    for (const [raw] of text.matchAll(URL)) {
      const bare = raw.replace(/^https?:\/\//i, '').replace(/[./]+$/, '');
      const url = `https://${bare}`;
      if (LINKEDIN.test(bare)) links.linkedin ??= url.replace(/(\/(?:in|pub)\/[^/\s]+).*$/i, '$1');
      else if (GITHUB.test(bare)) links.github ??= url;
      else if (PORTFOLIO_HOSTS.test(bare) || (!NOT_PORTFOLIO.test(bare) && PORTFOLIO_TLD.test(bare) && isOwnSite(raw, text)))
        links.portfolio ??= url;
    }
  }
  return links;
}

/**
 * A web address standing alone or labelled as a site, not a company named in a sentence. `line`
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
  // Alone on its line, or in a contact line of short separated items.
  return rest === '' || /[|•·]/.test(line);
}

/** Lines a profile address's rest may be read after its start (cells of the row between). */
const PROFILE_REST_LINES = 3;

/**
 * "linkedin.com/in/eleanor-fitzgerald-" / "hughes": a profile address broken after a hyphen in a
 * narrow cell. Its rest is the next line that is a handle's words alone, within a few lines.
 */
function withWrappedProfile(text: string, lines: readonly TextLine[], index: number): string {
  if (!/linkedin\.com\/(?:in|pub)\/[\w-]*-$/i.test(text.trimEnd())) return text;
  for (let at = index + 1; at < Math.min(lines.length, index + 1 + PROFILE_REST_LINES); at += 1) {
    const rest = lines[at]!.text.trim();
    if (/^[a-z0-9][a-z0-9-]*\/?$/.test(rest)) return `${text.trimEnd()}${rest}`;
  }
  return text;
}
