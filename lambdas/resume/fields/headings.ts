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
    'career',
    'career summary',
    'career record',
    'employment record',
    'employment experience',
    'professional background',
    'professional history',
    'work background',
    'positions held',
    'positions',
    'roles',
    'where i have worked',
    "where i've worked",
    'experience and projects',
    'professional journey',
    'career path',
    'career timeline',
    'work',
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
    'training and education',
    'education and certifications',
    'education and qualifications',
    'academics',
    'academic record',
    'academic history',
    'academic details',
    'academic profile',
    'educational background',
    'educational details',
    'studies',
    'schooling',
    'degrees',
    'learning',
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
    'technologies and tools',
    'toolbox',
    'toolkit',
    'tool kit',
    'tools',
    'tools and platforms',
    'platforms and tools',
    'tech stack',
    'technology stack',
    'stack',
    'technical toolbox',
    'technical expertise',
    'technical proficiency',
    'technical competencies',
    'software skills',
    'software',
    'capabilities',
    'expertise',
    'proficiencies',
    'skills and tools',
    'skills and expertise',
    'what i use',
    'what i work with',
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
    'core strengths',
    'key strengths',
    'key facts',
    'quick facts',
    'at a glance',
    'reach me',
    'get in touch',
    'find me',
    'find me online',
    'connect',
    'connect with me',
    'socials',
    'online',
    'spoken languages',
    'language skills',
    'personal',
    'personal data',
    'contacts',
    'highlights',
    'key achievements',
    'accomplishments',
    'portfolio',
    'selected projects',
    'side projects',
  ],
};

const KIND_BY_HEADING = new Map<string, HeadingKind>(
  Object.entries(HEADINGS).flatMap(([kind, names]) => names.map((name) => [name, kind as HeadingKind])),
);

function normaliseHeading(text: string): string {
  return (
    collapseSpacedLetters(text)
      .toLowerCase()
      .replace(/&|\+/g, ' and ')
      .replace(/[’`]/g, "'")
      // Icons from symbol fonts, bullets and numbering before a heading ("01 Experience", "► Skills").
      .replace(/^[^\p{L}]+/u, '')
      .replace(/[^\p{L})]+$/u, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** "C A R E E R   H I S T O R Y" (letters spaced out, wider gaps between words) → "CAREER HISTORY". */
function collapseSpacedLetters(text: string): string {
  const trimmed = text.trim();
  if (!/^\p{L}(?: \p{L}){2,}(?:\s{2,}\p{L}(?: \p{L})*)*$/u.test(trimmed)) return text;
  return trimmed
    .split(/\s{2,}/)
    .map((word) => word.replace(/ /g, ''))
    .join(' ');
}

/** The kind of heading a whole line is, if it is one. */
export function headingKind(line: string): HeadingKind | undefined {
  if (line.length > 45) return undefined;
  const heading = normaliseHeading(line);
  return (
    KIND_BY_HEADING.get(heading) ?? (FIELD_EXPERIENCE.test(heading) && !/[.,;]$/.test(line.trim()) ? 'experience' : undefined)
  );
}

/** "Teaching Experience", "Clinical Experience": experience in a field, not "Years of Experience". */
const FIELD_EXPERIENCE = /^(?!(?:\S+ )?(?:years?|of|total|my|no)\b)\p{L}+(?:[ -]\p{L}+)? experience$/u;

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
