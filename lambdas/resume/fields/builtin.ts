/**
 * The built-in extractor: contact fields and sections from the text lines, no network.
 *
 * Choosing the candidate's own e-mail and phone when a resume lists several (referees, former
 * employers): an address that contains part of the candidate's name wins, then one outside the
 * References section, then the earliest. The phone nearest that address wins, again preferring
 * one outside References; contact blocks keep them within a few lines of each other.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { ParsedResume, TextLine } from '../types';
import { boundLineLengths } from './bounded-lines';
import { findEmails, type Found } from './email';
import { unglueContacts } from './glued';
import { interleavedNameLines } from './interleaved-name';
import { extractName, type FoundName } from './name';
import { findLinks } from './links';
import { repairHandle } from './ocr-handles';
import { findPhones, type FoundPhone } from './phone';
import { countryWritten, findPlace, nationalities } from './region';
import { isRoleUnderName, namedCountryOverGuessedTown, planScore } from './remix-contacts';
import { extractSections, joinWrappedHeadings, sectionSpans } from './sections';

const REFEREE_WORDS = /\b(?:referee|reference|ref\.|professor|reporting\s+manager|supervisor|hod|head\s+of)\b/i;

export function extractFields(read: readonly TextLine[]): Omit<ParsedResume, 'source'> {
  const lines = joinWrappedHeadings(boundLineLengths(read)).map((line) => {
    const text = unglueContacts(line.text);
    return text === line.text ? line : { ...line, text };
  });
  const emails = findEmails(lines);
  const found = extractName(
    lines,
    emails.map((email) => email.value),
  );
  const breaks = new Set(found ? [found.line] : []);
  const inReferences = referenceLines(lines, breaks);
  const email = chooseEmail(emails, found?.name, inReferences);
  const { city, country: placeCountry } = findPlace(lines, found?.name);
  const country = nationalityOverGuessedPlace(lines, placeCountry);
  const phone = choosePhone(findPhones(lines, country ?? null), email, inReferences, lines, country, found?.line);
  const links = findLinks(lines);
  // Read from a scan: look-alike letters in the handles are set right against the name.
  const scanned = lines.some((line) => line.ocr);
  return {
    name: found?.name,
    email: scanned && email ? repairEmail(email.value, found?.name) : email?.value,
    phone: phone?.value,
    city,
    ...links,
    ...(scanned && links.linkedin ? { linkedin: repairLink(links.linkedin, found?.name) } : {}),
    ...(scanned && links.github ? { github: repairLink(links.github, found?.name) } : {}),
    ...sectionsAroundName(lines, found, breaks),
  };
}

/**
 * A name read between the main column's lines ("Aoife" / "EXPERIENCE" / "NÍ" / …) is taken out
 * before the sections are read; with it out there is no name block to end a section at.
 */
function sectionsAroundName(lines: readonly TextLine[], found: FoundName | undefined, breaks: ReadonlySet<number>) {
  const interleaved = found ? interleavedNameLines(lines, found) : undefined;
  if (!interleaved) return extractSections(lines, breaks);
  return extractSections(lines.filter((_, index) => !interleaved.has(index)));
}

/**
 * The country to read national numbers in. A bio-data whose address names only a town the
 * gazetteer places in another country than the "Nationality" row ("Kupondole-10, Lalitpur" is in
 * Nepal, the gazetteer's Lalitpur in India; "Nationality : Nepali"): the nationality's, when it
 * reads as many numbers as the town's country, some differently ("9841234567" is a mobile in both
 * plans). A town in a country the page writes out ("Dubai, U.A.E.") keeps its country.
 */
function nationalityOverGuessedPlace(lines: readonly TextLine[], country: CountryCode | undefined): CountryCode | undefined {
  const nationality = nationalities(lines)[0];
  // Only a town the gazetteer places in India: names shared across its borders (Lalitpur, Nepal and India).
  if (country === 'IN' && !nationality && !countryWritten(lines, country))
    return namedCountryOverGuessedTown(lines, country, (plan) => findPhones(lines, plan).map((phone) => phone.value));
  if (!country || !nationality || nationality === country || countryWritten(lines, country)) return country;
  const asNational = findPhones(lines, nationality).map((phone) => phone.value);
  const asPlaced = findPhones(lines, country).map((phone) => phone.value);
  // Numbers written with their +code read alike either way: the place's country still says which is at home.
  const alike = asNational.length === asPlaced.length && asNational.every((value, i) => value === asPlaced[i]);
  return !alike && asNational.length >= asPlaced.length && planScore(asNational) >= planScore(asPlaced) ? nationality : country;
}

function repairEmail(email: string, name: string | undefined): string {
  const at = email.lastIndexOf('@');
  return `${repairHandle(email.slice(0, at), name)}${email.slice(at)}`;
}

/** "https://github.com/gthompsan-ds": the last part of the path is the handle. */
function repairLink(url: string, name: string | undefined): string {
  const slash = url.lastIndexOf('/');
  return `${url.slice(0, slash + 1)}${repairHandle(url.slice(slash + 1), name)}`;
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

/** A labelled mobile beats an unlabelled number; a number labelled home, office or landline loses to both. */
const KIND_SCORE = { mobile: { labelled: 5, plan: 2 }, landline: { labelled: -5, plan: -2 }, unknown: { labelled: 0, plan: 0 } };

function choosePhone(
  phones: FoundPhone[],
  email: Found | undefined,
  inReferences: Set<number>,
  lines: readonly TextLine[],
  country: string | undefined,
  nameLine?: number,
): FoundPhone | undefined {
  // Two mobiles, one in the country the address names ("Mobile (India)", "Mobile (KSA)" for a
  // nurse from Kollam working in the Gulf): the one at home is the candidate's own line.
  const countries = new Set(phones.map((phone) => parsePhoneNumberFromString(phone.value)?.country));
  // "Mobile: 0803 …" over "WhatsApp: +234 …": the number to call is the one labelled a mobile.
  const mobileToCall = phones.some((phone) => phone.kind === 'mobile' && phone.labelled && !phone.messaging);
  const home = (phone: FoundPhone) =>
    country && countries.size > 1 && parsePhoneNumberFromString(phone.value)?.country === country ? 3 : 0;
  const score = (phone: FoundPhone) => {
    const nearEmail = email ? Math.max(0, 3 - Math.abs(phone.line - email.line)) : 0;
    const above = isRoleUnderName(lines, nameLine, phone.line - 1) ? '' : (lines[phone.line - 1]?.text ?? '');
    const context = `${above} ${lines[phone.line]!.text}`;
    const referee = inReferences.has(phone.line) || REFEREE_WORDS.test(context);
    // Beside the candidate's own address even inside References (a footer after the referees).
    const own = nearEmail * 2 + (referee && nearEmail < 3 ? 0 : 3);
    // A WhatsApp label after a mobile listed first says no more than that number's plan does.
    const afterMobile = phone.messaging === true && mobileListedBefore(phones, phone);
    const kind = KIND_SCORE[phone.kind][phone.labelled && !afterMobile ? 'labelled' : 'plan'];
    // A referee's mobile is still a referee's; a second number ("Alt. Phone", a WhatsApp line beside
    // a labelled mobile or after a mobile listed first) comes after the first.
    const second = phone.alternate || (phone.messaging && (mobileToCall || afterMobile));
    return own + (referee ? Math.min(0, kind) : kind + home(phone)) - (second ? 4 : 0);
  };
  return best(phones, score);
}

/**
 * "0803 456 7812" (after a phone icon drawn as a picture) / "WhatsApp: +234 809 …": a contact list
 * gives the number to call first, unlabelled, and a messaging app's number after it. A mobile by
 * its numbering plan on an earlier line makes the WhatsApp number the second one.
 */
function mobileListedBefore(phones: readonly FoundPhone[], messaging: FoundPhone): boolean {
  return phones.some((phone) => phone.line < messaging.line && phone.kind === 'mobile' && !phone.messaging && !phone.alternate);
}

/** Highest score, earliest first among equals. */
function best<T extends Found>(found: T[], score: (item: T) => number): T | undefined {
  let winner: T | undefined;
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
