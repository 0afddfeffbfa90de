/**
 * The built-in extractor: contact fields and sections from the text lines, no network.
 *
 * Choosing the candidate's own e-mail and phone when a resume lists several (referees, former
 * employers): an address that contains part of the candidate's name wins, then one outside the
 * References section, then the earliest. The phone nearest that address wins, again preferring
 * one outside References; contact blocks keep them within a few lines of each other.
 */
import type { ParsedResume, TextLine } from '../types';
import { findEmails, type Found } from './email';
import { extractName } from './name';
import { findPhones } from './phone';
import { extractSections, sectionSpans } from './sections';

const REFEREE_WORDS = /\b(?:referee|reference|ref\.|professor|reporting\s+manager|supervisor|hod|head\s+of)\b/i;

export function extractFields(lines: readonly TextLine[]): Omit<ParsedResume, 'source'> {
  const emails = findEmails(lines);
  const found = extractName(lines, emails.map((email) => email.value));
  const breaks = new Set(found ? [found.line] : []);
  const inReferences = referenceLines(lines, breaks);
  const email = chooseEmail(emails, found?.name, inReferences);
  const phone = choosePhone(findPhones(lines), email, inReferences, lines);
  return { name: found?.name, email: email?.value, phone: phone?.value, ...extractSections(lines, breaks) };
}

function referenceLines(lines: readonly TextLine[], breaks: ReadonlySet<number>): Set<number> {
  const result = new Set<number>();
  for (const span of sectionSpans(lines, breaks)) {
    if (span.kind !== 'references') continue;
    for (let i = span.start; i < span.end; i += 1) result.add(i);
  }
  return result;
}

function chooseEmail(emails: Found[], name: string | undefined, inReferences: Set<number>): Found | undefined {
  const nameParts = (name ?? '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z\s]/g, '')
    .split(/\s+/)
    .filter((part) => part.length >= 3);
  const score = (email: Found) => {
    const local = email.value.split('@')[0]!;
    return (nameParts.some((part) => local.includes(part)) ? 4 : 0) + (inReferences.has(email.line) ? 0 : 2);
  };
  return best(emails, score);
}

function choosePhone(
  phones: Found[],
  email: Found | undefined,
  inReferences: Set<number>,
  lines: readonly TextLine[],
): Found | undefined {
  const score = (phone: Found) => {
    const nearEmail = email ? Math.max(0, 3 - Math.abs(phone.line - email.line)) : 0;
    const context = `${lines[phone.line - 1]?.text ?? ''} ${lines[phone.line]!.text}`;
    const referee = inReferences.has(phone.line) || REFEREE_WORDS.test(context);
    // Beside the candidate's own address even inside References (a footer after the referees).
    return nearEmail * 2 + (referee && nearEmail < 3 ? 0 : 3);
  };
  return best(phones, score);
}

/** Highest score, earliest first among equals. */
function best(found: Found[], score: (item: Found) => number): Found | undefined {
  let winner: Found | undefined;
  let winnerScore = -Infinity;
  for (const item of found) {
    const value = score(item);
    if (value > winnerScore) {
      winner = item;
      winnerScore = value;
    }
  }
  return winner;
}
