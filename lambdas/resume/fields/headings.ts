/**
 * Section headings resumes use. The three sections the staff view shows have their variants;
 * the others only end a section (text under "Projects" is not experience).
 */
export type SectionName = 'experience' | 'education' | 'skills';
export type HeadingKind = SectionName | 'references' | 'other';

const HEADINGS: Record<HeadingKind, readonly string[]> = {
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment history',
    'employment',
    'work history',
    'career history',
    'relevant experience',
    'experience summary',
    'internship',
    'internships',
    'internship experience',
    'industrial training',
  ],
  education: [
    'education',
    'academic qualifications',
    'academic qualification',
    'educational qualifications',
    'educational qualification',
    'qualifications',
    'academic background',
    'education and training',
    'academics',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core competencies',
    'core skills',
    'skill set',
    'skillset',
    'competencies',
    'it skills',
    'areas of expertise',
    'technologies',
    'tools and technologies',
  ],
  references: ['references', 'referees', 'professional references', 'reference'],
  other: [
    'summary',
    'professional summary',
    'profile',
    'professional profile',
    'career objective',
    'objective',
    'about me',
    'projects',
    'key projects',
    'academic projects',
    'certifications',
    'certificates',
    'certification',
    'achievements',
    'awards',
    'honours',
    'honors',
    'awards and achievements',
    'publications',
    'languages',
    'languages known',
    'hobbies',
    'interests',
    'hobbies and interests',
    'personal details',
    'personal information',
    'personal profile',
    'declaration',
    'contact',
    'contact details',
    'contact information',
    'contact me',
    'details',
    'personal info',
    'about',
    'address',
    'links',
    'social',
    'training',
    'courses',
    'volunteering',
    'volunteer experience',
    'extracurricular activities',
    'extra-curricular activities',
    'strengths',
  ],
};

const KIND_BY_HEADING = new Map<string, HeadingKind>(
  Object.entries(HEADINGS).flatMap(([kind, names]) => names.map((name) => [name, kind as HeadingKind])),
);

function normaliseHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[:\-–—|•·*_#=]+\s*$/u, '')
    .replace(/^[\s\-–—|•·*_#=]+/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The kind of heading a whole line is, if it is one. */
export function headingKind(line: string): HeadingKind | undefined {
  if (line.length > 45) return undefined;
  return KIND_BY_HEADING.get(normaliseHeading(line));
}

/**
 * A heading followed by its content on the same line ("Skills: Python, AWS"), as a heading kind
 * and the rest of the line.
 */
export function inlineHeading(line: string): { kind: HeadingKind; rest: string } | undefined {
  const match = /^([^:]{3,40}):\s*(\S.*)$/u.exec(line);
  if (!match) return undefined;
  const kind = headingKind(match[1]!);
  return kind ? { kind, rest: match[2]! } : undefined;
}

export function isAnyHeading(line: string): boolean {
  return headingKind(line) !== undefined;
}
