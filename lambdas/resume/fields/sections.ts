/** Experience, education and skills: the text under each heading until the next known heading. */
import { RESUME_LIMITS } from '../limits';
import type { ResumeSections, TextLine } from '../types';
import { headingKind, inlineHeading, standsInForSkills, wrappedHeading, type HeadingKind, type SectionName } from '../headings';

export interface SectionSpan {
  kind: HeadingKind;
  /** Index of the heading line, and of the first line after the section. */
  start: number;
  end: number;
}

/**
 * Every headed span of the document, in order. A span ends at the next heading, at a line in
 * larger type than its heading (in a PDF), or at one of the `breaks` (the name's line): in a
 * two-column layout the sidebar's last section is followed by the main column's name block.
 */
export function sectionSpans(lines: readonly TextLine[], breaks: ReadonlySet<number> = new Set()): SectionSpan[] {
  const spans: SectionSpan[] = [];
  let open: SectionSpan | undefined;
  let headingSize: number | undefined;
  lines.forEach((line, index) => {
    const kind = headingKind(line.text) ?? sectionLabel(line.text);
    // Clearly larger: headings in small spaced capitals are often set a little smaller than the text under them.
    const outgrowsHeading = headingSize !== undefined && (line.fontSize ?? 0) > headingSize * 1.15 + 0.5;
    if (open && (kind || breaks.has(index) || outgrowsHeading)) {
      open.end = index;
      open = undefined;
    }
    if (!kind) return;
    open = { kind, start: index, end: lines.length };
    headingSize = line.fontSize;
    spans.push(open);
  });
  return spans;
}

/**
 * "Skills: Python, AWS" starts the skills section, but "Languages: C, Go" inside a skills section
 * is a label, not the Languages section: only the three staff sections count inline.
 */
function sectionLabel(text: string): HeadingKind | undefined {
  const inline = inlineHeading(text);
  // "Work: 031 555 7890" labels a phone number, not the experience section.
  if (!inline || CONTACT_VALUE.test(inline.rest)) return undefined;
  return inline.kind === 'experience' || inline.kind === 'education' || inline.kind === 'skills' ? inline.kind : undefined;
}

/** A phone number, an e-mail address or a link: what follows a contact label. */
const CONTACT_VALUE = /^(?:[+(]?\d[\d\s().-]{5,}\d\b|\S+@\S+\.\w+|(?:https?:\/\/|www\.)\S+)/i;

/**
 * Lines with each heading set over two lines in a narrow cell or column ("PROFESSIONAL" /
 * "EXPERIENCE") joined into one line; other lines as they are. Capitals cut twice over three lines
 * ("PROFESSIONA" / "L" / "EXPERIENCE") are joined too.
 */
export function joinWrappedHeadings(lines: readonly TextLine[]): TextLine[] {
  const joined: TextLine[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const [line, next, third] = [lines[i]!, lines[i + 1], lines[i + 2]];
    const heading = next && continues(line, next) ? wrappedHeading(line.text, next.text) : undefined;
    const cut =
      !heading && next && third && continues(line, next) && continues(next, third) ? cutTwice(line, next, third) : undefined;
    if (heading) {
      joined.push({ ...line, text: heading });
      i += 1;
    } else if (cut) {
      joined.push({ ...line, text: cut });
      i += 2;
    } else joined.push(line);
  }
  return joined;
}

/** The next line in the same type on the same page. */
function continues(line: TextLine, next: TextLine): boolean {
  const sameType =
    line.fontSize === undefined ||
    next.fontSize === undefined ||
    Math.abs(line.fontSize - next.fontSize) < 0.5 ||
    sameScannedType(line, next);
  return sameType && line.page === next.page;
}

/**
 * On a scan a line's size is measured from its letters' heights, so the two lines of one heading
 * differ: "CAPACITA E" (a short line whose E and accents stand tall) measured 10.1 pt over
 * "COMPETENZE PERSONALI" 7.9 pt in a Europass label cell, and the first line, alone the largest
 * type, was taken for a name. Up to a third apart, they may be one type.
 */
function sameScannedType(line: TextLine, next: TextLine): boolean {
  if (!line.ocr || !next.ocr || line.fontSize === undefined || next.fontSize === undefined) return false;
  return Math.max(line.fontSize, next.fontSize) <= (Math.min(line.fontSize, next.fontSize) * 4) / 3;
}

/** "PROFESSIONA" / "L" / "EXPERIENCE": capitals whose first two lines join inside a word. */
function cutTwice(line: TextLine, next: TextLine, third: TextLine): string | undefined {
  const capitals = (text: string) => /^[\p{Lu}\s&-]+$/u.test(text.trim());
  if (!capitals(line.text) || !capitals(next.text) || !capitals(third.text) || headingKind(line.text)) return undefined;
  return wrappedHeading(`${line.text.trim()}${next.text.trim()}`, third.text);
}

export function extractSections(lines: readonly TextLine[], breaks: ReadonlySet<number> = new Set()): ResumeSections {
  const collected: Record<SectionName, string[]> = { experience: [], education: [], skills: [] };
  const spans = sectionSpans(lines, breaks);
  for (const span of spans) {
    if (span.kind !== 'experience' && span.kind !== 'education' && span.kind !== 'skills') continue;
    const inline = inlineHeading(lines[span.start]!.text);
    const body = (sharedBody(lines, spans, span) ?? lines.slice(span.start + 1, span.end)).map((line) => line.text);
    if (inline && headingKind(lines[span.start]!.text) === undefined) body.unshift(inline.rest);
    collected[span.kind].push(...body);
  }
  // With no skills heading, "Strengths" lists them (Indian resumes: "Classroom management", "MS Office").
  if (collected.skills.length === 0)
    for (const span of spans.filter((other) => standsInForSkills(lines[other.start]!.text)))
      collected.skills.push(...lines.slice(span.start + 1, span.end).map((line) => line.text));
  return {
    experience: bound(collected.experience),
    education: bound(collected.education),
    skills: bound(collected.skills),
  };
}

const SECTION_KINDS: readonly HeadingKind[] = ['experience', 'education', 'skills'];

/**
 * "■ HABILIDADES" then "■ IDIOMAS" at once, then their rows in turn ("Figma" / "●●●●●" /
 * "Español" / "Nativo"): two headings side by side over a two-column block (a Canva timeline's
 * skills beside its languages) are read one after the other, and the first is left empty. A PDF's
 * heading with nothing under it, followed by a heading in its type of another kind than the
 * three, shares that heading's body.
 */
function sharedBody(lines: readonly TextLine[], spans: readonly SectionSpan[], span: SectionSpan): TextLine[] | undefined {
  if (span.end !== span.start + 1) return undefined;
  const next = spans.find((other) => other.start === span.end);
  const [heading, beside] = [lines[span.start]!, lines[span.end]];
  if (!next || !beside || SECTION_KINDS.includes(next.kind) || heading.fontSize === undefined) return undefined;
  if (beside.fontSize === undefined || Math.abs(beside.fontSize - heading.fontSize) >= 0.5) return undefined;
  return lines.slice(next.start + 1, next.end);
}

function bound(lines: string[]): string {
  return lines.join('\n').trim().slice(0, RESUME_LIMITS.sectionChars).trim();
}
