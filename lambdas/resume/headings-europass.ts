/**
 * Europass CV headings, in the template's own words and languages. The 2004–2012 CV heads its
 * skills "Capacità e competenze tecniche" / "Capacidades y competencias informáticas" (the
 * English "Technical skills and competences" composes; these did not), the 2013–2019 CV and the
 * online editor "Job-related skills", "DIGITAL SKILLS", "COMPETÊNCIAS DIGITAIS", and the Greek CV
 * "ΕΠΑΓΓΕΛΜΑΤΙΚΗ ΕΜΠΕΙΡΙΑ" / "Επαγγελματικές δεξιότητες". Read on a heading as headings.ts
 * normalises it, with accents folded and a final sigma written as σ (capitals drop the accents
 * that natural case keeps). Not imported by headings.ts's lists: headings.ts asks this module.
 */
type EuropassKind = 'experience' | 'education' | 'skills' | 'other';

/** Checked in this order: "Γλωσσικές δεξιότητες" (languages) before the other "… δεξιότητες" (skills). */
const EUROPASS_HEADINGS: readonly (readonly [RegExp, EuropassKind])[] = [
  // The rows around the sections: personal information, the job applied for, the 2020 editor's
  // "ABOUT MYSELF", and the languages' grid ("COMPETÊNCIAS LINGUÍSTICAS"), none a skills section.
  [
    /^(?:informazioni personali|informacion personal|informacao pessoal|informations personnelles|ατομικεσ πληροφοριεσ|job applied for|preferred job|studies applied for|personal statement|θεση εργασιασ για την οποια γινεται η αιτηση|about myself|competencias linguisticas|competenze linguistiche|competences linguistiques|sprachkenntnisse|γλωσσικεσ δεξιοτητεσ)$/u,
    'other',
  ],
  // 2004–2012: "Capacità e competenze personali", "Otras capacidades y competencias",
  // "Aptidões e competências técnicas", "Aptitudes et compétences informatiques".
  [
    /^(?:altre |otras |outras |autres )?(?:capacita e competenze|capacidades y competencias|aptidoes e competencias|aptitudes et competences|fahigkeiten und kompetenzen)(?: \p{L}+)?$/u,
    'skills',
  ],
  // 2013 onwards: "Job-related skills", "Digital competence", "COMPETENZE DIGITALI",
  // "Ψηφιακές δεξιότητες", "ΑΤΟΜΙΚΕΣ ΔΕΞΙΟΤΗΤΕΣ".
  [
    /^(?:job-related skills|digital (?:skills|competence)|competencias digita(?:is|les)|competenze digitali|competences numeriques|digitale kompetenzen|(?:\p{L}+ )?δεξιοτητεσ|ψηφιακη ικανοτητα)$/u,
    'skills',
  ],
  [
    /^(?:istruzione e formazione|educacion y formacion|educacao e formacao|education et formation|schul- und berufsbildung|εκπαιδευση και καταρτιση)$/u,
    'education',
  ],
  [/^επαγγελματικη εμπειρια$/u, 'experience'],
];

function folded(heading: string): string {
  return heading.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ς/g, 'σ');
}

/** The kind of a Europass heading, given as headings.ts normalises it ("capacità e competenze tecniche"). */
export function europassHeadingKind(heading: string): EuropassKind | undefined {
  const text = folded(heading);
  return EUROPASS_HEADINGS.find(([pattern]) => pattern.test(text))?.[1];
}
