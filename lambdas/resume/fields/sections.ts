/** Experience, education and skills: the text under each heading until the next known heading. */
import { RESUME_LIMITS } from '../limits';
import type { ResumeSections, TextLine } from '../types';
import { headingKind, inlineHeading, type HeadingKind, type SectionName } from './headings';

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
    const outgrowsHeading = headingSize !== undefined && (line.fontSize ?? 0) > headingSize + 0.5;
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
  const kind = inlineHeading(text)?.kind;
  return kind === 'experience' || kind === 'education' || kind === 'skills' ? kind : undefined;
}

export function extractSections(lines: readonly TextLine[], breaks: ReadonlySet<number> = new Set()): ResumeSections {
  const collected: Record<SectionName, string[]> = { experience: [], education: [], skills: [] };
  for (const span of sectionSpans(lines, breaks)) {
    if (span.kind !== 'experience' && span.kind !== 'education' && span.kind !== 'skills') continue;
    const inline = inlineHeading(lines[span.start]!.text);
    const body = lines.slice(span.start + 1, span.end).map((line) => line.text);
    if (inline && headingKind(lines[span.start]!.text) === undefined) body.unshift(inline.rest);
    collected[span.kind].push(...body);
  }
  return {
    experience: bound(collected.experience),
    education: bound(collected.education),
    skills: bound(collected.skills),
  };
}

function bound(lines: string[]): string {
  return lines.join('\n').trim().slice(0, RESUME_LIMITS.sectionChars).trim();
}
