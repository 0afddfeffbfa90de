/**
 * Section headings resumes use. The three sections the staff view shows have their variants;
 * the others only end a section (text under "Projects" is not experience).
 */
import { least } from './extremes';
import { europassHeadingKind } from './headings-europass';
import { HEADINGS_IN_OTHER_LANGUAGES } from './headings-languages';

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
    'roles held',
    'offices held',
    'where i have worked',
    "where i've worked",
    'experience and projects',
    'professional journey',
    'career path',
    'career timeline',
    'work',
    // At sea: a seafarer's experience is the ships served on.
    'sea service',
    'sea service record',
    'sea experience',
    'military service',
    'service history',
    // A doctor's posts: "Clinical Posts", "Posts Held", "Clinical Appointments".
    'clinical posts',
    'clinical experience',
    'posts held',
    'previous posts',
    'clinical appointments',
    'appointments',
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
    // West African forms list the degrees under "Certificates Obtained (with Dates)", after the schools.
    'certificates obtained',
    'certificates obtained with dates',
    'certificates obtained and dates',
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
    'tooling',
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
    'methods',
    'research methods',
    'methods and tools',
    'tools and methods',
    // Beside "Educational Qualifications", the rest: computer courses, typing, languages.
    'other qualifications',
    'additional qualifications',
    // A lawyer's skills are the areas of law practised.
    'practice areas',
    'areas of practice',
    // LinkedIn's "Save to PDF" heads its grey contact column's skills "Top Skills".
    'top skills',
  ],
  references: ['references', 'referees', 'professional references', 'reference', 'non-related referees', 'non related referees'],
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
    'extra curricular activities',
    'co-curricular activities',
    'co curricular activities',
    'executive summary',
    'memberships',
    'professional memberships',
    'affiliations',
    'professional affiliations',
    'personal particulars',
    'personal dossier',
    'volunteer work',
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
    // A Gulf portal CV's passport grid, a bio-data's family rows: neither goes on with the section above.
    'passport details',
    'passport information',
    'passport particulars',
    'visa details',
    'family details',
    'family background',
  ],
};

const KIND_BY_HEADING = new Map<string, HeadingKind>(
  [...Object.entries(HEADINGS), ...Object.entries(HEADINGS_IN_OTHER_LANGUAGES)].flatMap(([kind, names]) =>
    names.map((name) => [name, kind as HeadingKind]),
  ),
);

function normaliseHeading(text: string): string {
  return (
    collapseSpacedLetters(text)
      .toLowerCase()
      // The Turkish dotted capital "İ" ("İŞ DENEYİMİ") lower-cases to "i" and a combining dot.
      .replace(/\u0307/g, '')
      .replace(/ı/g, 'i')
      // Icons from symbol fonts, bullets and numbering before a heading ("01 Experience", "► Skills"),
      // and a code comment's marks ("// stack", "# skills"), before a slash can join words.
      .replace(/^[^\p{L}]+/u, '')
      .replace(/&|\+|\//g, ' and ')
      .replace(/[’`]/g, "'")
      // Numbered by a roman numeral or a letter, as forms do: "II. WORK EXPERIENCE", "b) Education".
      .replace(/^(?:[ivx]{1,4}|[a-h])[.)]\s+(?=\p{L})/u, '')
      // Not digits: "Work: 031 555 7890" labels a number.
      .replace(/[^\p{L}\p{N})]+$/u, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * "C A R E E R   H I S T O R Y" (letters spaced out, wider gaps between words) → "CAREER HISTORY".
 * The narrowest gap between letters is the letter gap, whatever it is ("W  O  R  K     H I …", a
 * non-breaking or thin space); a wider one parts words. A pair of letters kerned together stays in
 * its word ("E D U C AT I O N": Chromium draws "AT" as one run under CSS letter spacing), and so
 * does a hyphen ("E X T R A - C U R R I C U L A R").
 */
function collapseSpacedLetters(text: string): string {
  // Ornaments around a spaced heading ("— E X P E R I E N C E —", "◆ S K I L L S") and a word
  // between its words ("S K I L L S & T O O L S") stand apart from the letters.
  const trimmed = text.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const tokens = trimmed.split(/(\s+)/);
  const words = tokens.filter((_, i) => i % 2 === 0);
  const singles = words.filter((token) => /^\p{L}$/u.test(token)).length;
  const pairs = words.filter((token) => /^\p{L}{2}$/u.test(token)).length;
  if (
    !/^\p{L}{1,2}(?:\s+\p{L}{1,2}){2,}/u.test(trimmed) ||
    singles < 3 ||
    pairs * 2 > singles ||
    singles + pairs < words.length * 0.7
  )
    return text;
  const letterGap = least(tokens.filter((_, i) => i % 2 === 1).map((gap) => gap.length));
  const collapsed: string[] = [];
  let word = '';
  tokens.forEach((token, i) => {
    if (i % 2 === 1) {
      if (token.length > letterGap && word) {
        collapsed.push(word);
        word = '';
      }
    } else if (/^\p{L}{1,2}$/u.test(token) || (token === '-' && word)) word += token;
    else {
      if (word) collapsed.push(word);
      collapsed.push(token);
      word = '';
    }
  });
  if (word) collapsed.push(word);
  return collapsed.join(' ');
}

/** The kind of heading a whole line is, if it is one. */
export function headingKind(line: string): HeadingKind | undefined {
  // Letter spacing makes a heading long on the line, not in words.
  if (collapseSpacedLetters(line).length > 45) return undefined;
  const heading = normaliseHeading(line);
  if (/[.,;]$/.test(line.trim())) return KIND_BY_HEADING.get(heading);
  const kind = kindOf(heading) ?? bilingualHeading(line) ?? withBracketedQualifier(line);
  if (kind || !lostWordGaps(line)) return kind;
  // Or gaps added as well as lost: "İ Ş DENEYIMI" (Chromium parts the dotted capital from its word).
  const words = resegmented(heading) ?? segmentWords(heading.replace(/ /g, ''), VOCABULARY);
  return words ? kindOf(words.join(' ')) : gluedFieldExperience(heading);
}

/**
 * "TEACHINGEXPERIENCE": a field's experience (FIELD_EXPERIENCE) in letter-spaced capitals whose
 * word gap was lost, the field a word the heading vocabulary does not hold.
 */
function gluedFieldExperience(heading: string): HeadingKind | undefined {
  const match = /^(\p{L}{4,})experience$/u.exec(heading.replace(/ /g, ''));
  return match && FIELD_EXPERIENCE.test(`${match[1]} experience`) ? 'experience' : undefined;
}

/**
 * For each line, whether the nearest heading at or above it is a references heading: one pass,
 * for callers that ask it of many lines (asking line by line walked back over the whole document
 * for each e-mail line of a hostile file).
 */
export function underReferencesHeading(lines: readonly { text: string }[]): boolean[] {
  let kind: HeadingKind | undefined;
  return lines.map((line) => {
    kind = headingKind(line.text) ?? kind;
    return kind === 'references';
  });
}

/**
 * A heading qualified by a word or two in brackets, as Gulf portal CVs part their jobs by region
 * ("WORK EXPERIENCE (GULF)", "Experience (India)", "Professional Experience (9 Years)"): the words
 * before the brackets name it.
 */
function withBracketedQualifier(line: string): HeadingKind | undefined {
  const match = /^(.*\p{L}[^(]*?)\s*\(([^(),:]+)\)\s*:?$/u.exec(line.trim());
  if (match && match[2]!.trim().split(/\s+/).length <= 4) return kindOf(normaliseHeading(match[1]!));
  // Or after a dash, for jobs only ("WORK EXPERIENCE – GULF", "Experience - 9 Years"): "Skills –
  // Python" is a skill on the heading's line.
  const dashed = /^(.*\p{L})\s+[–—-]\s+([\p{L}\d.+]+(?:\s[\p{L}\d.+]+){0,2})\s*:?$/u.exec(line.trim());
  return dashed && kindOf(normaliseHeading(dashed[1]!)) === 'experience' ? 'experience' : undefined;
}

/**
 * A heading in two languages, the candidate's own and English, parted by a slash or a bar
 * ("Ausbildung / Education", "Kenntnisse | Skills", "Expérience / Experience"): the part we know
 * names it when the other is a word or two of letters.
 */
function bilingualHeading(line: string): HeadingKind | undefined {
  const parts = line.split(/\s+[/|]\s+/);
  if (parts.length !== 2) return undefined;
  const kinds = parts.map((part) => kindOf(normaliseHeading(part)));
  const known = kinds.findIndex(Boolean);
  const other = parts[1 - known]?.trim() ?? '';
  return known >= 0 && /^\p{L}+(?:[ -]\p{L}+)?$/u.test(other) ? kinds[known] : undefined;
}

function kindOf(heading: string): HeadingKind | undefined {
  return (
    KIND_BY_HEADING.get(heading) ??
    europassHeadingKind(heading) ??
    (FIELD_EXPERIENCE.test(heading) ? 'experience' : undefined) ??
    composedHeading(heading)
  );
}

/**
 * Capitals whose word gaps may be lost: letter spacing rejoined without them ("KEYSKILLS",
 * "CAREEROBJECTIVE" from CSS letter spacing) or typed with single spaces throughout ("W O R K
 * H I S T O R Y"). Never a line with small letters.
 */
function lostWordGaps(line: string): boolean {
  return /\p{Lu}{4}/u.test(line.replace(/\s/g, '')) && !/\p{Ll}/u.test(line);
}

/** Each word of a heading cut into the words headings are made of, if every one can be. */
function resegmented(heading: string): string[] | undefined {
  const words: string[] = [];
  for (const word of heading.split(' ')) {
    const parts = VOCABULARY.has(word) ? [word] : segmentWords(word, VOCABULARY);
    if (!parts) return undefined;
    words.push(...parts);
  }
  return words;
}

/**
 * Headings are made of a few words: a head noun that names the section ("experience",
 * "credentials", "proficiencies", "knowledge") among words that qualify it ("Employment Summary",
 * "Academic Credentials", "Technical Proficiencies", "Computer Knowledge", "Skills &
 * Certifications", "Personal skills and competences"). A line of such words only, with a head
 * noun, is that section's heading; the first head noun decides. "Work", "academic" and
 * "technical" name a section only when no head noun does ("Work Profile", "Educational Profile",
 * "Software Known").
 */
const HEAD_NOUNS = new Map<string, SectionName>([
  ...(
    [
      'experience',
      'experiences',
      'employment',
      'career',
      'jobs',
      'positions',
      'internship',
      'internships',
      'assignments',
      // "Job Experience", "Previous Jobs", "Present Employer", "Previous Employers"
      'job',
      'employer',
      'employers',
    ] as const
  ).map((w) => [w, 'experience'] as [string, SectionName]),
  ...(
    [
      'education',
      'qualifications',
      'qualification',
      'studies',
      'schooling',
      'degrees',
      'academics',
      'credentials',
      // West African forms: "Educational Institutions Attended with Dates", "Schools Attended".
      'institutions',
      'schools',
      // "Examinations Passed" (Indian forms), "Educational Attainment" (Philippine ones).
      'examinations',
      'examination',
      'attainment',
    ] as const
  ).map((w) => [w, 'education'] as [string, SectionName]),
  ...(
    [
      'skills',
      'skill',
      'skillset',
      'competencies',
      'competences',
      'competence',
      'competency',
      'proficiency',
      'proficiencies',
      'expertise',
      'technologies',
      'tools',
      'toolkit',
      'toolbox',
      'knowledge',
      'abilities',
      'capabilities',
      // "Computer Literacy", "IT Literacy": the software a bio-data's candidate uses.
      'literacy',
    ] as const
  ).map((w) => [w, 'skills'] as [string, SectionName]),
]);
const WEAK_HEADS = new Map<string, SectionName>([
  ['work', 'experience'],
  ['academic', 'education'],
  ['educational', 'education'],
  ['scholastic', 'education'],
  ['technical', 'skills'],
  ['software', 'skills'],
  ['computer', 'skills'],
  ['it', 'skills'],
]);
const QUALIFIERS = new Set([
  'professional',
  'working',
  'key',
  'core',
  'relevant',
  'personal',
  'soft',
  'hard',
  'clinical',
  'functional',
  'domain',
  'industry',
  'industrial',
  'organisational',
  'organizational',
  'managerial',
  'additional',
  'other',
  'main',
  'previous',
  'past',
  'prior',
  'total',
  'my',
  'details',
  'detail',
  'summary',
  'profile',
  'record',
  'records',
  'history',
  'background',
  'highlights',
  'overview',
  'snapshot',
  'timeline',
  'journey',
  'areas',
  'area',
  'set',
  'of',
  'and',
  'known',
  'acquired',
  'certifications',
  'certification',
  'certificates',
  'training',
  // "Skills and Trainings", as Filipino resumes write it
  'trainings',
  'registration',
  'licences',
  'licenses',
  'courses',
  'achievements',
  // What a profession's register adds to the degrees ("Education & Chartership", "Education & Licensure")
  'chartership',
  'licensure',
  'licences',
  'licenses',
  'registration',
  // "Methods & Tools": a researcher's skills
  'methods',
  // "Languages & Skills": the skills' heading, with the languages spoken among them
  'languages',
  // West African forms: "Academic Qualifications Obtained with Dates", "Institutions Attended"
  'attended',
  'obtained',
  'with',
  'dates',
  'held',
  'passed',
  // Bio-data forms: "Present Employer", "Employment Particulars", "Extra Qualification", "Skill
  // Sets", "Computer Exposure", "Computer Awareness", "Experience Abroad"
  'present',
  'current',
  'particulars',
  'extra',
  'sets',
  'exposure',
  'awareness',
  'abroad',
  'overseas',
  // "Special Skills", as Bangladeshi and Indian CVs head their skills
  'special',
]);
const HEADING_WORDS = new Set([...HEAD_NOUNS.keys(), ...WEAK_HEADS.keys(), ...QUALIFIERS]);
/** Every word of a heading listed or composed: what a heading whose word gaps were lost is cut into. */
const VOCABULARY = new Set([...HEADING_WORDS, ...[...KIND_BY_HEADING.keys()].flatMap((heading) => heading.split(' '))]);

function composedHeading(heading: string): SectionName | undefined {
  const words =
    heading.includes(' ') || heading.length < 10 ? heading.split(' ') : (segmentWords(heading, HEADING_WORDS) ?? [heading]);
  if (words.length > 6 || !words.every((w) => HEAD_NOUNS.has(w) || WEAK_HEADS.has(w) || QUALIFIERS.has(w))) return undefined;
  const head = words.find((w) => HEAD_NOUNS.has(w));
  if (head) return HEAD_NOUNS.get(head);
  // "Academic" alone is no heading (the first line of "ACADEMIC" / "BACKGROUND").
  return words.length >= 2 ? WEAK_HEADS.get(words.find((w) => WEAK_HEADS.has(w)) ?? '') : undefined;
}

/**
 * "workexperience": a letter-spaced heading whose word gaps were lost (Word formats collapse runs
 * of spaces) cut into heading words, if it can be.
 */
function segmentWords(letters: string, vocabulary: ReadonlySet<string>): string[] | undefined {
  const cuts: (string[] | undefined)[] = Array.from({ length: letters.length + 1 }, () => undefined);
  cuts[letters.length] = [];
  for (let i = letters.length - 1; i >= 0; i -= 1)
    for (const word of vocabulary) {
      const rest = cuts[i + word.length];
      if (rest && letters.startsWith(word, i) && (!cuts[i] || cuts[i]!.length > rest.length + 1)) cuts[i] = [word, ...rest];
    }
  return cuts[0];
}

/** Letters spaced out with their word gaps lost ("W O R K E X P E R I E N C E") or kept. */
function isLetterSpaced(text: string): boolean {
  return /^\p{L}(?: {1,3}\p{L}){3,}$/u.test(text.trim());
}

/**
 * A heading set over two lines in a narrow cell or column ("PROFESSIONAL" / "EXPERIENCE",
 * "P R O F E S S I O N A L" / "E X P E R I E N C E"): the first line is no heading on its own,
 * both are short and in the same type, and together they are one. Capitals may be cut inside a
 * word ("ACADEMIC RE" / "CORD": letters typed with spaces wrap anywhere). A heading on its own
 * may go on with a word that only qualifies it ("CAREER" / "HISTORY").
 */
export function wrappedHeading(first: string, second: string): string | undefined {
  const short = (text: string) => text.trim().length > 0 && collapseSpacedLetters(text).trim().split(/\s+/).length <= 3;
  if (!short(first) || !short(second) || /[.,;:]$/.test(first.trim())) return undefined;
  // "EDUCATION AND" / "TRAINING": a first line that ends in "and" is no heading of its own yet.
  const kind = /\s(?:and|&)$/i.test(first.trim()) ? undefined : headingKind(first);
  if (kind && !(QUALIFIERS.has(normaliseHeading(second)) && !headingKind(second))) return undefined;
  const capitals = !/\p{Ll}/u.test(first + second);
  const joins = [
    isLetterSpaced(first) && isLetterSpaced(second) ? `${first.trim()}   ${second.trim()}` : `${first.trim()} ${second.trim()}`,
    ...(capitals && !kind ? [`${first.trim()}${second.trim()}`] : []),
  ];
  // Heading words only: "Asha Menon" over "Experience" is a name over a heading.
  return joins.find((joined) => {
    const heading = normaliseHeading(joined);
    const joinedKind = KIND_BY_HEADING.get(heading) ?? europassHeadingKind(heading) ?? composedHeading(heading);
    return joinedKind !== undefined && (!kind || joinedKind === kind);
  });
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

/** Headings of a section that holds the skills when no heading names them ("Strengths", "Key Strengths"). */
const SKILLS_STAND_INS = new Set(['strengths', 'core strengths', 'key strengths']);

export function standsInForSkills(line: string): boolean {
  return SKILLS_STAND_INS.has(normaliseHeading(line));
}

export function isAnyHeading(line: string): boolean {
  return headingKind(line) !== undefined;
}
