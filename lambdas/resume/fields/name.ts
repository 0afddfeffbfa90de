/**
 * The candidate's name. In order of trust: a "Name:" label; the line after a "CURRICULUM VITAE"
 * or "RESUME" heading; in a PDF, the name-like line in the largest type on the first page; else
 * the first name-like line near the top. A name may be split over two lines ("PRIYA" / "SHARMA")
 * and may carry degrees ("Ananya Rao, PhD"), which are stripped. Headings, job titles and
 * company names are never names.
 */
import { LIMITS } from '../../contract/limits';
import type { TextLine } from '../types';
import { countryByName, isPlaceWord } from './gazetteer';
import { headingKind, isAnyHeading, underReferencesHeading } from '../headings';
import {
  familyFirstWithEnglishName,
  isJoinedParticle,
  isMariaShortAfterGivenName,
  isVietnameseMiddleName,
  withJoinedParticleAsPageWrites,
  withoutGeneration,
  withSyllabicGivenNames,
} from './east-asian-names';
import { isToneMarkedWord, withGivenNamesRow, withoutQuotedNickname } from './name-africa-americas';
import { emailSpellsInitialsBeforeSurname, withoutCentralEuropeanTitle } from './name-europe';
import { asciiLetters } from './ascii-letters';
import { ADDRESS_LABEL_LINE } from './address-label';
import {
  endsInArabicArticle,
  isFamilyArticleAfterPatronymic,
  isPatronymicLineUnder,
  singleNameBeforeDottedDegrees,
} from './name-arabic-malay';
import { initialsAfterAsPrinted, isInitialsRun, shortNameOverFullName } from './name-south-asia';
import {
  endsTableAtHeading,
  isVietnameseFamilyFirst,
  letterSpacedWordRejoined,
  nameEndingTagline,
  spelledAcrossSeparators,
  surnameBeforeMemberships,
  valueAfterBareNameCell,
} from './remix-names';

/**
 * The name's small label over it as resumes in other languages write it: "Candidat" over
 * "Yassine El Amrani" (a French CV's contact table, then the label, then the name in bold), "Nom et
 * prénom", "Nombre completo", "Imię i nazwisko", "Kandidat". Alone on its line it is the label,
 * never a first name set over two lines ("Candidat Yassine El Amrani").
 */
const FOREIGN_NAME_LABELS = [
  'candidat(?:e)?',
  'candidat[oa]',
  'kandydat(?:ka)?',
  'kandidat(?:in)?',
  'postulante',
  'solicitante',
  'nom(?:\\s+et\\s+pr[ée]noms?|\\s+complet|\\s+du\\s+candidat)?',
  'pr[ée]nom\\s+et\\s+nom',
  'nombre(?:\\s+y\\s+apellidos?|\\s+completo)?',
  'apellidos\\s+y\\s+nombres?',
  'nome(?:\\s+completo)?',
  'imi[ęe]\\s+i\\s+nazwisko',
  'vor-?\\s*und\\s+nachname',
  'naam',
  // Malay and Indonesian "Nama" / "Nama Lengkap" (a "DATA PRIBADI" table's first row).
  'nama(?:\\s+lengkap|\\s+penuh)?',
].join('|');

/**
 * "Name", "Full Name", "Name of the Candidate", "Applicant's Name"; as bio-data forms qualify it:
 * "Names in Full", "Name with Initials", "Name in full with initials", "Name (in block letters)".
 */
const LABEL_WORDS =
  "(?:(?:full|your)\\s+names?|names?(?:\\s+in\\s+full)?(?:\\s+with\\s+initials)?(?:\\s+of\\s+(?:the\\s+)?(?:candidate|applicant))?(?:\\s*\\((?:in\\s+)?(?:full|block\\s+letters|capitals)\\))?|(?:candidate|applicant)(?:['’]s)?(?:\\s+name)?|" +
  FOREIGN_NAME_LABELS +
  ')';
const LABEL = new RegExp(`^${LABEL_WORDS}\\s*[:\\-–]\\s*(.+)$`, 'i');
/** A label alone on its line: the value is in the next table cell or after a tab. */
const LABEL_ONLY = new RegExp(`^${LABEL_WORDS}\\s*[:\\-–]?$`, 'i');
// "LEBENSLAUF" over a German sidebar's name (d464) is the document's title, as "CURRICULUM VITAE" is.
// Other languages' titles, which a band may set letter-spaced and read glued ("HOJADEVIDA"): the
// Spanish "Hoja de vida", the Czech and Slovak "Životopis", the Greek "Βιογραφικό Σημείωμα" (capitals drop the accents),
// the Indonesian "Daftar Riwayat Hidup" (d544) and the Turkish "Özgeçmiş".
const TITLE_WORDS =
  '(?:curr[ií]culum(?:\\s*vitae)?|curr[ií]culo|resume|résumé|cv|bio[\\s-]?data|personal\\s+resume|lebenslauf|hoja\\s*de\\s*vida|životopis|βιογραφικ[οό]\\s*σημε[ιί]ωμα|(?:daftar\\s*)?riwayat\\s*hidup|özgeçmiş|önéletrajz)';
const DOCUMENT_TITLE = new RegExp(`^${TITLE_WORDS}(?:\\s+of)?\\s*:?$`, 'i');
/** "Resume of Sandeep Yadav", "CURRICULUM VITAE OF DR. YUSUF AL-AMIN", "Bio-data: Meera Iyer". */
const TITLE_WITH_NAME = new RegExp(`^${TITLE_WORDS}\\s*(?:\\s(?:of|for)\\s|[:\\-–—]\\s*)(.+)$`, 'i');
/** Honorifics and professional prefixes ("CA Ritu Agarwal", "Er. Manoj Tiwari"), never part of the name. */
const HONORIFIC = /^(?:dr|mr|mrs|ms|miss|mx|prof|shri|sri|smt|kum|er|ca|cs|adv|capt|col|engr?)\.?\s+/i;
/** The Greek doctor's title "Δρ." before a name ("Δρ. Νικόλαος"), with its full stop: never part of it. */
const GREEK_TITLE = /^(?:δρ|καθ)\.\s+/iu;
/**
 * Academic and engineering titles of continental Europe and Latin America, before the name and
 * one after another ("ir. Pieter-Jan …", "Dipl.-Ing. Hans-Jürgen …", "Prof.ª Dra. Fernanda …",
 * "Dr.-Ing."): never part of the name. Short ones only with their full stop ("Ing." is a title,
 * "Ing" may be a given name).
 */
const LEADING_TITLE =
  /^(?:ir\.?|ing\.|drs\.|dra\.?|dr\.-ing\.|dipl\.-[\p{L}]+\.|mag\.|mgr\.|lic\.|lcd[ao]\.|dott\.(?:ssa)?|prof\.?[ªa]\.?|profa\.|eng\.[ªa]?|arq\.|arch\.|avv\.|atty\.|rev\.|hon\.|sra?\.|srta\.|mme|mlle|(?:med|rer\.\s?nat|phil|jur|vet|dent)\.)\s+/iu;

/** An honorific set with letter spacing that split it ("M r. Sherwood Mylene"); in its own case, so "M S Dhoni" keeps its initials. */
const SPACED_HONORIFIC = /^(?:M r|M rs|M s|M x|D r)\.\s+/u;

/** The name without the titles before it, however many ("Prof.ª Dra. Fernanda" → "Fernanda"). */
export function withoutLeadingTitles(text: string): string {
  let rest = text;
  for (let again = true; again;) {
    const next = withoutCentralEuropeanTitle(
      rest.replace(LEADING_TITLE, '').replace(HONORIFIC, '').replace(SPACED_HONORIFIC, '').replace(GREEK_TITLE, ''),
    );
    again = next !== rest;
    rest = next;
  }
  return rest;
}
/** Surname particles, written in lower case inside a name ("Tomás de la Fuente", "Layla al-Rashid"). */
const PARTICLES = new Set([
  'van',
  'von',
  // German "zu Hache", "von und zu"
  'zu',
  'der',
  'den',
  'de',
  'del',
  'della',
  'la',
  'le',
  'du',
  'da',
  'di',
  'dos',
  'das',
  'do',
  'ter',
  'ten',
  'bin',
  'binti',
  'bint',
  'ibn',
  'al',
  'el',
  'y',
  // Dutch "van 't Hoff", "van ’t Veer"
  "'t",
  '’t',
]);
const DEGREES = new Set(
  [
    'phd',
    'ph.d',
    'dphil',
    'mba',
    'pgdm',
    'mtech',
    'm.tech',
    'btech',
    'b.tech',
    'be',
    'b.e',
    'me',
    'm.e',
    'msc',
    'm.sc',
    'bsc',
    'b.sc',
    'ms',
    'm.s',
    'bs',
    'b.s',
    'mca',
    'bca',
    'ca',
    'cpa',
    'cfa',
    'acca',
    'pmp',
    'md',
    'mbbs',
    'bcom',
    'b.com',
    'mcom',
    'm.com',
    'ba',
    'b.a',
    'ma',
    'm.a',
    'llb',
    'llm',
    'cissp',
    'aws',
    'csm',
    'frm',
    'bba',
    'bds',
    'beng',
    'meng',
    'mphil',
    'm.phil',
    'cs',
    'icwa',
    'cma',
    // Chartership and licences written after the name ("Rajeshwari Venkatesan, ACA", "…, RN")
    'aca',
    'fca',
    'fcca',
    'acma',
    'fcma',
    'cgma',
    'ceng',
    'mrics',
    'frics',
    // Audit and governance certifications ("K. R. Meenakshi Sundaram, ACA, CISA")
    'cisa',
    'cism',
    'crisc',
    'rn',
    // Canadian and American engineering licences ("Connor McAllister, P.Eng.", "…, P.E.")
    'peng',
    'pe',
  ].map((d) => d.replace(/\./g, '')),
);
/** Words that make a line a job title, a company or a place rather than a person. */
const NOT_A_NAME = new Set([
  // an honour listed right above the name: LinkedIn's "Honors-Awards" column ends with "Infosys Insta Award"
  'award',
  'awards',
  'prize',
  'medal',
  // job titles and roles
  'engineer',
  'developer',
  'manager',
  'analyst',
  'consultant',
  'designer',
  'architect',
  'intern',
  'lead',
  'specialist',
  'officer',
  'executive',
  'director',
  'administrator',
  'scientist',
  'accountant',
  'associate',
  'assistant',
  'head',
  'programmer',
  'tester',
  'coordinator',
  'trainee',
  'student',
  'graduate',
  'professor',
  'lecturer',
  'teacher',
  'president',
  'founder',
  'ceo',
  'cto',
  'cfo',
  'vp',
  'senior',
  'junior',
  'principal',
  'staff',
  'software',
  'data',
  'cloud',
  'devops',
  'full',
  'stack',
  'frontend',
  'backend',
  'sales',
  'marketing',
  'product',
  'project',
  'quality',
  'support',
  'operations',
  'hr',
  'recruiter',
  'nurse',
  'doctor',
  'owner',
  'freelance',
  'freelancer',
  'fresher',
  'representative',
  'supervisor',
  'technician',
  'writer',
  'editor',
  'chef',
  'cook',
  'pilot',
  'pharmacist',
  'lawyer',
  'advocate',
  'attorney',
  'electrician',
  'driver',
  'receptionist',
  'cashier',
  'auditor',
  'economist',
  'researcher',
  'photographer',
  'journalist',
  'counsellor',
  'counselor',
  'therapist',
  'physiotherapist',
  'clerk',
  'technologist',
  'strategist',
  'planner',
  'buyer',
  'merchandiser',
  'trader',
  'banker',
  'broker',
  'agent',
  'artist',
  'animator',
  'instructor',
  'trainer',
  'coach',
  'surveyor',
  'draughtsman',
  'draftsman',
  'welder',
  'machinist',
  'operator',
  'mechanic',
  'steward',
  'volunteer',
  'candidate',
  'applicant',
  'professional',
  'expert',
  'partner',
  'chief',
  'secretary',
  'physician',
  'surgeon',
  'controller',
  'inspector',
  'geologist',
  'surveyor',
  'advisor',
  'adviser',
  'guard',
  'worker',
  'helper',
  'fitter',
  'storekeeper',
  // the same in the languages whose headings are read (a role under a name set over lines)
  'professora',
  'engenheiro',
  'engenheira',
  'ingeniero',
  'ingeniera',
  'ingenieur',
  'ingenieurin',
  'ingénieur',
  'analista',
  'gerente',
  'diretor',
  'diretora',
  'directora',
  'pesquisador',
  'pesquisadora',
  'investigadora',
  'desenvolvedor',
  'desenvolvedora',
  'consultora',
  'coordenador',
  'coordenadora',
  'coordinador',
  'coordinadora',
  'docente',
  'entwickler',
  'entwicklerin',
  'berater',
  'beraterin',
  'adviseur',
  // contact labels of a banner's cells, in English and the languages above ("MOBIEL" / "KANTOOR")
  'home',
  'landline',
  'fax',
  'tel',
  'telephone',
  'whatsapp',
  'skype',
  'based',
  'mobiel',
  'kantoor',
  'locatie',
  'telefoon',
  'adres',
  'celular',
  'fixo',
  'telefone',
  'telemóvel',
  'büro',
  'telefon',
  'anschrift',
  'wohnort',
  'móvil',
  'teléfono',
  'dirección',
  'ubicación',
  'téléphone',
  'adresse',
  'cellulare',
  'indirizzo',
  'ufficio',
  // companies and institutions
  'ltd',
  'limited',
  'pvt',
  'private',
  'inc',
  'llc',
  'llp',
  'corp',
  'corporation',
  'company',
  'co',
  'technologies',
  'technology',
  'solutions',
  'services',
  'systems',
  'labs',
  'consulting',
  'group',
  'bank',
  'university',
  'college',
  'institute',
  'school',
  'academy',
  'infotech',
  'global',
  'international',
  'industries',
  'enterprises',
  'foundation',
  'hospital',
  'agency',
  'studio',
  'partners',
  'gmbh',
  // document words and places
  'curriculum',
  'vitae',
  'resume',
  'profile',
  'page',
  'photo',
  'photograph',
  'contact',
  'address',
  'india',
  'usa',
  'street',
  'road',
  'nagar',
  'city',
  'state',
  'email',
  'phone',
  'mobile',
  'mob',
  // "Ph" / "+998-91-280-34-31": a details table's phone label, abbreviated
  'ph',
  'cell',
  'role',
  'position',
  'designation',
  'linkedin',
  'github',
  'objective',
  'new',
  'delhi',
  'mumbai',
  'bengaluru',
  'bangalore',
  'chennai',
  'hyderabad',
  'kolkata',
  'pune',
  'noida',
  'gurgaon',
  'gurugram',
  'ahmedabad',
  'jaipur',
  'kochi',
  'london',
  'york',
  // "San Francisco": 'san' is enough; Francisco is a given name of millions.
  'san',
  'singapore',
  'dubai',
  'status',
  'marital',
  'nationality',
  'alternate',
  // a form's row labels ("NIC Number", "Name with Initials")
  'number',
  'initials',
  'gender',
  'male',
  'female',
  'married',
  'unmarried',
  'single',
  'indian',
  'birth',
  'date',
  'present',
  'current',
  'references',
  'summary',
  'declaration',
  'details',
  'personal',
  'information',
  'the',
  'and',
  'of',
  'for',
  // skills and languages, common in sidebars above the name
  'aws',
  'lambda',
  'python',
  'java',
  'javascript',
  'typescript',
  'react',
  'node',
  'sql',
  'docker',
  'kubernetes',
  'azure',
  'gcp',
  'excel',
  'power',
  'tableau',
  'spring',
  'linux',
  'git',
  'html',
  'css',
  'angular',
  'machine',
  'learning',
  'microsoft',
  'office',
  'google',
  'communication',
  'leadership',
  'teamwork',
  'management',
  'english',
  'hindi',
  'tamil',
  'french',
  'german',
  'agile',
  'scrum',
  'design',
  'analysis',
  'testing',
  'security',
  'network',
  'networking',
  'skills',
  'tools',
  'languages',
  'hobbies',
  'interests',
  'expert',
  'advanced',
  'intermediate',
  'fluent',
  'native',
  'basic',
  'terraform',
  'jenkins',
  'figma',
  'sap',
  'oracle',
  'mysql',
  'mongodb',
  'redis',
  // words of sidebar labels and taglines ("Reach Me", "Get In Touch", "Key Facts"), never of a name
  'me',
  'my',
  'myself',
  'you',
  'your',
  'we',
  'our',
  'us',
  'in',
  'on',
  'at',
  'to',
  'with',
  'by',
  'about',
  'get',
  'let',
  "let's",
  'lets',
  'find',
  'reach',
  'touch',
  'connect',
  'call',
  'write',
  'hire',
  'key',
  'facts',
  'fact',
  'core',
  'strengths',
  'spoken',
  'glance',
  'online',
  'info',
  'more',
  'what',
  'where',
  'who',
  'why',
  'how',
  'is',
  'are',
  'work',
  'career',
  'history',
  'education',
  'experience',
  'toolbox',
  'stack',
  'highlights',
  'socials',
  'website',
  'portfolio',
  // labels of details tables and bio-data forms ("E-Mail ID", "Post Applied For", "Father's Name")
  'e-mail',
  'id',
  'no',
  'post',
  'applied',
  'permanent',
  'correspondence',
  'father',
  "father's",
  'mother',
  "mother's",
  'husband',
  "husband's",
  "wife's",
  'guardian',
  "guardian's",
  'spouse',
  'known',
  'location',
  'residence',
  'dates',
  'employer',
  'activities',
  'held',
  'desired',
  'employment',
  'qualification',
  'qualifications',
  'institution',
  'tongue',
  'religion',
  'passport',
  'name',
]);
const NAME_WORD =
  /^(?:(?:St|ST|Ste|STE)\.|[A-Z][a-z]+(?:[-'’](?:[A-Z]['’])?[A-Z]?[a-z]+)*|[A-Z]{2,}(?:[-'’][A-Z]+)*|[A-Z]\.?|(?:Mc|Mac|O')[A-Z][a-z]+|[a-z]{1,3}|(?:al|el|ul|ad|as)[-'’][A-Z][a-z]+)$/u;
const NAME_WORD_LATIN =
  /^\p{Lu}\p{Ll}*(?:[-'’](?:\p{Lu}['’])?\p{Lu}?\p{Ll}+)+$|^[\p{Lu}][\p{Ll}]+$|^\p{Lu}+(?:[-'’]\p{Lu}+)*$|^(?:al|el|ul|ad|as)[-'’]\p{Lu}\p{Ll}+$|^\p{Ll}{2,5}$/u;

/** A surname after its elided particle: "d’Ávila", "dell’Acqua", "l’Hermite" (the particle in lower case). */
const ELIDED_PARTICLE_WORD = /^(?:d|l|dell|dall|degli)['’]\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u;

function isElidedParticleWord(word: string): boolean {
  return ELIDED_PARTICLE_WORD.test(word);
}

/** How far down the document a name is looked for, in lines. */
const SEARCH_LINES = 40;

export interface FoundName {
  name: string;
  /** Index of the (first) line the name is on. */
  line: number;
}

/**
 * The distinct addresses, in document order, that name rules consult. A resume has a few (the
 * candidate's, a referee's or two); a file made of thousands made every "does an address spell
 * this word?" of the rules below cost as much as the whole list, for every line.
 */
const MAX_NAME_EMAILS = 16;

/** The candidate's name; `emails` found in the document help to pick it from several candidates. */
export function extractName(lines: readonly TextLine[], allEmails: readonly string[] = []): FoundName | undefined {
  const emails = [...new Set(allEmails)].slice(0, MAX_NAME_EMAILS);
  // Referees' names come with their own e-mail addresses: never look past the References heading.
  const references = lines.findIndex((line) => headingKind(line.text) === 'references');
  const spelled = withBrokenNamesJoined(
    lines.map((line) => {
      // On a scan, small post-nominals misread; in a PDF, a surname run into the main column.
      const own = line.ocr ? withSharpSRead(withoutScannedSpeckWord(line), emails) : surnameGluedToColumn(line, emails);
      const spelled = spelledOut(line.ocr ? scannedSpacedCapitals(own, emails) : own, emails);
      const text = gluedMixedCaseCutAtCapitals(
        line,
        gluedCapitalsCutByEmail(line, letterSpacedWordRejoined(spelled, emails), emails),
      );
      return text === line.text ? line : { ...line, text };
    }),
  );
  const head = spelled.slice(0, Math.min(SEARCH_LINES, references < 0 ? spelled.length : references));
  const found = withInitialsLineAbove(
    spelled,
    withGivenNamesRow(inFormOrder(findIn(spelled, head, emails), spelled, head, emails), spelled, asName),
  );
  if (!found) return undefined;
  if (lines[found.line]?.ocr) {
    const joined = withoutMonogram(joinSplitWords(found.name, emails), emails);
    // Only a name read in capitals: in small letters the address, read as small, is no surer.
    return { ...found, name: /\p{Ll}/u.test(lines[found.line]!.text) ? joined : withEmailSpelling(joined, emails) };
  }
  const named = inCapitals(lines[found.line]!.text) ? { ...found, name: givenNamesByInitials(found.name, emails) } : found;
  const ordered = isVietnameseFamilyFirst(named.name)
    ? named.name
    : givenNamesBeforeSurnameInCapitals(named.name, lines[found.line]!.text, emails, nameLineBelow(lines, found.line));
  const cased = withJoinedParticleAsPageWrites(ordered, lines[found.line]!.text, lines);
  return { ...named, name: withTurkishCapitals(cased, lines) };
}

/**
 * Initials alone, after any title: dotted ("S.G.", "K. R.", "A.") or spaced ("D T"). Capitals run
 * together with no full stop ("CV", "KB") are a title or a monogram.
 */
const INITIALS_ONLY = /^(?:(?:\p{Lu}\.\s?){1,4}|\p{Lu}(?: \p{Lu}){1,3})$/u;

/**
 * "DR. S.G." / "BHAGIRATHI" / "KHANNA", "D T" / "Akshat" / "Gowda": the initials before the given
 * name set on a line of their own, in the name's type, go before it. Alone they are no name, so
 * the search starts the name on the line after them.
 */
function withInitialsLineAbove(lines: readonly TextLine[], found: FoundName | undefined): FoundName | undefined {
  const line = found && lines[found.line];
  const above = found && lines[found.line - 1];
  if (!found || !line || !above || above.page !== line.page || !sameType(above, line)) return found;
  const initials = withoutLeadingTitles(withoutRanks(above.text.trim())).trim();
  if (!INITIALS_ONLY.test(initials) || isInitialsRun(found.name.split(' ')[0]!) || /^\p{Lu}\.?$/u.test(found.name.split(' ')[0]!))
    return found;
  // A monogram is the name's own initials ("KB" over "Kwame A. Boateng-Mensah", "M È" over "Marie-Ève …").
  const letters = initials.replace(/[\s.]/g, '').toLowerCase();
  const own = found.name.split(/[\s-]+/).map((word) => word[0]!.toLowerCase());
  if ([...letters].every((letter) => own.includes(letter))) return found;
  const joined = asName(`${initials} ${found.name}`);
  return joined ? { name: joined, line: found.line - 1 } : found;
}

/**
 * "VAN WYK" / "Marike Annelie" read as one name from a Word file (no type sizes): a surname of one
 * to three words in capitals on the name's first line, the given names in natural case after it,
 * goes last when the e-mail address spells a given name before the surname ("marike.vanwyk@…").
 * A given name in capitals over the surname ("MARIA" / "Garcia", "maria.garcia@…") stays.
 */
export function givenNamesBeforeSurnameInCapitals(
  name: string,
  firstLine: string,
  emails: readonly string[],
  below?: string,
): string {
  const text = firstLine.trim();
  if (/\p{Ll}/u.test(text) || !/\p{Lu}/u.test(text)) return name;
  const capitals = asName(text)?.split(' ') ?? [];
  const words = name.split(' ');
  const k = capitals.length;
  if (k === 0 || k > 3 || words.length <= k || words.slice(0, k).join(' ') !== capitals.join(' ')) return name;
  // "DOMINIQUE" / "VAN DE BRINK", "NÉNÉ" / "SAMBA": a name in capitals throughout is in the order
  // printed, whatever order its address has ("brink.dominique@…"); only capitals over natural case
  // set a surname apart.
  if (below !== undefined && inCapitalsThroughout(below, words.slice(k))) return name;
  const fold = (word: string) =>
    withGermanVowelsSpelledOut(word)
      .normalize('NFD')
      .replace(/[^a-z]/g, '');
  const surname = fold(capitals.join(''));
  // Any given name before the surname: "mfernanda.delagarza@…" spells the second.
  const spellsOrder = emails.some((email) => {
    const local = fold(email.split('@')[0]!);
    return words.slice(k).some((word) => {
      const given = fold(word);
      const at = local.indexOf(given);
      return given.length >= 3 && surname.length >= 3 && at >= 0 && local.indexOf(surname, at + given.length) > at;
    });
  });
  const byInitials = emailSpellsInitialsBeforeSurname(words.slice(k), capitals.join(' '), emails);
  return spellsOrder || byInitials ? [...words.slice(k), ...words.slice(0, k)].join(' ') : name;
}

/** The line under a name's first line, past a monogram's letters between them ("DEVIKA" / "M È" / "KAUR"). */
function nameLineBelow(lines: readonly TextLine[], index: number): string | undefined {
  const next = lines[index + 1];
  const monogram = next && /^\p{Lu}\s?\p{Lu}$/u.test(next.text.trim()) && !sameType(lines[index]!, next);
  return monogram ? lines[index + 2]?.text : next?.text;
}

/** The printed line under a name's first line: capitals only, and the name's next word. */
function inCapitalsThroughout(below: string, rest: readonly string[]): boolean {
  // "S T E F F E N": letters spaced apart are the word they spell.
  const text = /^\p{Lu}(?: \p{Lu})+$/u.test(below.trim()) ? below.replace(/\s+/g, '') : below.trim();
  const first = text.split(/\s+/)[0]!.toLowerCase();
  return /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text) && rest.some((word) => word.toLowerCase() === first);
}

/**
 * "EMRE YILDIRIM" in a resume that writes "İzmir": Turkish capitals pair I with ı and İ with i, so
 * in a document that uses the dotted capital İ (or ı) a name word set in capitals with I is
 * written with ı ("Yıldırım"), not "Yildirim". Only words the document prints in capitals.
 */
function withTurkishCapitals(name: string, lines: readonly TextLine[]): string {
  if (!name.includes('i') || !lines.some((line) => /[İı]/u.test(line.text))) return name;
  const printed = new Set(lines.slice(0, SEARCH_LINES).flatMap((line) => line.text.split(/[\s,]+/u)));
  return name
    .split(' ')
    .map((word) =>
      word.length > 1 && printed.has(word.toUpperCase()) && !printed.has(word)
        ? word[0] + word.slice(1).toUpperCase().toLocaleLowerCase('tr')
        : word,
    )
    .join(' ');
}

/** A word of capitals in display type run into lower-case text with no space between. */
const CAPITALS_INTO_TEXT = /^(\p{Lu}[\p{Lu}'’-]{2,})(?=\p{Ll}+\b)/u;

/**
 * "RAGHUNATHANgrowth company.": a surname in display type too long for its narrow sidebar runs
 * into the main column's line on the same baseline, and LibreOffice's PDF reads them as one. The
 * capitals alone are the line when the e-mail address spells them and the line is in display type.
 */
function surnameGluedToColumn(line: TextLine, emails: readonly string[]): string {
  if ((line.fontSize ?? 0) < DISPLAY_SIZE || line.ocr) return line.text;
  const capitals = CAPITALS_INTO_TEXT.exec(line.text.trim())?.[1];
  return capitals && spelledByEmail(capitals, emails) ? capitals : line.text;
}

/**
 * "Kwame A. Kb Boateng-Mensah": a monogram badge beside a name in display type, read by OCR onto
 * the name's line ("KB BOATENG-MENSAH"). A word of two or three letters without a vowel that is
 * the initials of the first and last words of the rest of the name is the badge, no name word,
 * unless an e-mail address spells it ("Ng" in "ng.nathan@…").
 */
export function withoutMonogram(name: string, emails: readonly string[] = []): string {
  const words = name.split(' ');
  const locals = emails.map((email) => email.split('@')[0]!.toLowerCase());
  const badge = words.findIndex((word, i) => {
    if (!/^\p{L}{2,3}$/u.test(word) || /[aeiouyàáâäèéêëìíîïòóôöùúûü]/iu.test(word)) return false;
    if (locals.some((local) => local.split(/[^a-z]+/).includes(word.toLowerCase()))) return false;
    const rest = words.filter((_, j) => j !== i && !/^\p{L}\.$/u.test(words[j]!));
    if (rest.length < 2) return false;
    const initials = [rest[0]!, rest.at(-1)!].map((other) => other[0]!.toUpperCase()).join('');
    return word.toUpperCase() === initials || word.toUpperCase() === rest.map((other) => other[0]!.toUpperCase()).join('');
  });
  return badge < 0 ? name : words.filter((_, i) => i !== badge).join(' ');
}

/** A scanned display line of name words and a last word of one or two small letters. */
const SPECK_WORD_AFTER = /^(\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+)*)\s+(\p{Ll}{1,2})$/u;

/**
 * Post-nominals in small type after a name in a scanned banner, light on dark, read as a word of
 * one or two small letters ("Pemberton yu" for "Pemberton, MRICS"): no word of the name. A
 * particle stays ("da"), for the name's next line to follow it.
 */
function withoutScannedSpeckWord(line: TextLine): string {
  if (!line.ocr || (line.fontSize ?? 0) < DISPLAY_SIZE) return line.text;
  const match = SPECK_WORD_AFTER.exec(line.text.trim());
  return match && !PARTICLES.has(match[2]!) ? match[1]! : line.text;
}

/** Tesseract's readings of "ß" in a name: "f$", "fs", "f5" ("Weiß" read "Weif$"). */
const SHARP_S_READ = /(?<=\p{L})f[$s5](?=\p{L}*(?:\s|,|$))/gu;

/**
 * "Dr. Katharina Weif$" with "k.weiss@…": on a scan, a name word in which "f$", "fs" or "f5" stands
 * where the e-mail address spells "ss" is written with "ß" (the address can only spell it "ss").
 */
function withSharpSRead(text: string, emails: readonly string[]): string {
  return text.replace(/\S+/g, (word) => {
    const sharp = word.replace(SHARP_S_READ, 'ß');
    return sharp !== word && /^\p{Lu}\p{Ll}+$/u.test(sharp.replace(/ß/g, 's')) && spelledByEmail(sharp, emails) ? sharp : word;
  });
}

function inCapitals(text: string): boolean {
  return /\p{Lu}{3}/u.test(text) && !/\p{Ll}/u.test(text);
}

/** Capitals OCR takes for one another in display type ("CANILLE" for CAMILLE), both ways. */
const CAPITAL_CONFUSIONS = new Set([
  'mn',
  'nm',
  'od',
  'do',
  'oq',
  'qo',
  'il',
  'li',
  'ij',
  'ji',
  'ef',
  'fe',
  'cg',
  'gc',
  'uv',
  'vu',
]);

/**
 * "Canille Dubois" with "camille.dubois-martin@…": a word of a scanned name one look-alike capital
 * away from a word the e-mail address spells, and not spelled itself, is that word (large
 * letter-spaced capitals are read worse than the address's small type).
 */
/**
 * "MULLER" read from a scan for "MÜLLER" (the English model drops the umlaut) when the address
 * spells it out ("hannah.mueller@…"): the vowel the address writes with an e after it gets its
 * umlaut back ("Müller"). The word as it should be written, or undefined.
 */
function withUmlautOfAddress(word: string, pieces: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const umlauts: Record<string, string> = { a: 'ä', o: 'ö', u: 'ü' };
  for (const piece of pieces)
    for (const match of piece.matchAll(/[aou]e/g)) {
      const at = match.index;
      if (`${piece.slice(0, at + 1)}${piece.slice(at + 2)}` !== lower) continue;
      const vowel = umlauts[piece[at]!]!;
      return `${word.slice(0, at)}${word[at] === word[at]!.toUpperCase() ? vowel.toUpperCase() : vowel}${word.slice(at + 1)}`;
    }
  return undefined;
}

/**
 * "HA NN AH" for "H A N N A H": tesseract reads wide-spaced capitals in pieces of one or two
 * letters. Three or more such pieces that together are a word of the e-mail address ("hannah.…")
 * are that word.
 */
function scannedSpacedCapitals(text: string, emails: readonly string[]): string {
  const trimmed = text.trim();
  if (!/^\p{Lu}{1,2}(?: \p{Lu}{1,2}){2,}$/u.test(trimmed)) return text;
  const letters = trimmed.replace(/ /g, '');
  const words = emailLocalParts(emails, /[^a-z]+/);
  return letters.length >= 4 && words.includes(letters.toLowerCase()) ? letters : text;
}

function withEmailSpelling(name: string, emails: readonly string[]): string {
  const pieces = emailLocalParts(emails, /[^a-z]+/);
  return name
    .split(' ')
    .map((word) => {
      const lower = word.toLowerCase();
      if (lower.length < 4 || !/^[a-z]+$/.test(lower) || pieces.includes(lower)) return word;
      const umlaut = withUmlautOfAddress(word, pieces);
      if (umlaut) return umlaut;
      const piece = pieces.find((candidate) => oneCapitalConfusion(lower, candidate));
      return piece ? word[0] + piece.slice(1) : word;
    })
    .join(' ');
}

function oneCapitalConfusion(word: string, piece: string): boolean {
  if (word.length !== piece.length) return false;
  const differ = [...word].flatMap((letter, at) => (letter === piece[at] ? [] : [at]));
  return differ.length === 1 && differ[0]! > 0 && CAPITAL_CONFUSIONS.has(`${word[differ[0]!]}${piece[differ[0]!]}`);
}

/** How many lines of a neighbouring cell, in smaller type, may come between a name's hyphen and its rest. */
const MAX_BETWEEN_HYPHEN = 6;

/**
 * "TENDAI MOKOENA-" / "DLAMINI", "O’Sullivan-" / (a cell of contacts) / "Clarke": a name in display
 * type broken at its hyphen in a narrow banner cell, its rest on the next line in the same type,
 * or further on when a neighbouring cell's lines in smaller type are read between. The rest joins
 * the broken line and its own line is left empty (same indexes).
 */
function withBrokenNamesJoined(lines: readonly TextLine[]): TextLine[] {
  const out = [...lines];
  for (let i = 0; i < Math.min(out.length, SEARCH_LINES); i += 1) {
    const line = out[i]!;
    if ((line.fontSize ?? 0) < DISPLAY_SIZE || line.ocr || !/\p{L}-$/u.test(line.text.trim())) continue;
    const rest = restOfBrokenName(out, i);
    if (rest === undefined) continue;
    out[i] = { ...line, text: `${line.text.trim()}${out[rest]!.text.trim()}` };
    out[rest] = { ...out[rest]!, text: '' };
  }
  return out;
}

function restOfBrokenName(lines: readonly TextLine[], index: number): number | undefined {
  const line = lines[index]!;
  for (let at = index + 1; at < Math.min(lines.length, index + 2 + MAX_BETWEEN_HYPHEN); at += 1) {
    const candidate = lines[at]!;
    if (sameType(line, candidate)) return /^\p{Lu}/u.test(candidate.text.trim()) && asName(candidate.text) ? at : undefined;
    if (candidate.page !== line.page || (candidate.fontSize ?? Infinity) >= line.fontSize!) return undefined;
  }
  return undefined;
}

function findIn(lines: readonly TextLine[], head: readonly TextLine[], emails: readonly string[]): FoundName | undefined {
  const found = findOnce(lines, head, emails);
  if (!found || !isRelativeValue(lines, found.line)) return found;
  // A father's, mother's or husband's name is another person's: look again without it.
  const blank = (all: readonly TextLine[]) => all.map((line, i) => (i === found.line ? { ...line, text: '' } : line));
  return findIn(blank(lines), blank(head), emails);
}

const RELATIVE_LABEL = /^(?:father|mother|husband|wife|spouse|guardian|parent)(?:['’]?s)?(?:\s+name)?\s*[:\-–]?\s*/i;

/** The value of a details row naming a relative ("Father's Name" / ":" / "S. Subbiah Nadar"), or that row read as one line. */
function isRelativeValue(lines: readonly TextLine[], index: number): boolean {
  const text = lines[index]?.text.trim() ?? '';
  const match = RELATIVE_LABEL.exec(text);
  if (match && match[0].length > 0 && /\bname\b|[:\-–]/i.test(match[0])) return true;
  const before = lines.slice(Math.max(0, index - 2), index).map((line) => line.text.trim());
  const label = /^[:\-–]$/.test(before[1] ?? '') ? before[0] : before[1];
  if (label === undefined || label === '' || RELATIVE_LABEL.exec(label)?.[0].length !== label.length) return false;
  // A column of labels read before a column of values ("Name" / "Father's Name" / "Anu Joseph" /
  // "Joseph Mathew"): the value after the label is then the first row's, not the relative's.
  const after = lines[index + 1]?.text ?? '';
  return !asName(after) || isRowLabel(after);
}

function findOnce(lines: readonly TextLine[], head: readonly TextLine[], emails: readonly string[]): FoundName | undefined {
  const inSection = inContentSection(head);
  const labelled = fromLabel(lines, emails);
  if (labelled) return nameGoneByAbove(labelled, head, emails) ?? labelled;
  return (
    inTitle(head, emails) ??
    afterTitle(head, emails) ??
    nameEndingTagline(head, emails, asName) ??
    largestType(head, emails) ??
    fromLabel(withoutReferences(lines), emails, SEARCH_LINES * 2, Infinity) ??
    matchingEmail(head, emails, inSection) ??
    overContactBlockBelow(lines, head.length, emails) ??
    firstNameLike(head, emails, inSection) ??
    signedName(lines)
  );
}

/**
 * A bio-data that prints the name the candidate goes by over its table, and the whole name in a
 * "Full Name" row ("NIMALI SANJEEWANI PERERA" over "Full Name : Warnakulasuriya Arachchige Nimali
 * Sanjeewani Perera", as Sri Lankan forms do): the printed name, when its words are all among the
 * labelled name's, in order, and fewer.
 */
function nameGoneByAbove(labelled: FoundName, head: readonly TextLine[], emails: readonly string[]): FoundName | undefined {
  const printed = shortNameOverFullName(head, labelled, asName);
  if (printed) return printed;
  const above = afterTitle(head, emails) ?? largestType(head, emails);
  if (!above || above.line >= labelled.line) return undefined;
  const fold = (name: string) => name.toLowerCase().split(/\s+/);
  const [short, whole] = [fold(above.name), fold(labelled.name)];
  if (short.length < 2 || short.length >= whole.length) return undefined;
  let at = 0;
  for (const word of whole) if (word === short[at]) at += 1;
  return at === short.length ? above : undefined;
}

/** Lines above a contact block's e-mail address that may hold the name over it (name, role, a heading, contacts). */
const NAME_ABOVE_EMAIL = 8;

/**
 * A sidebar read after the whole main column (a Word file's floating frame): the name over its
 * contact block stands past the lines a name is looked for in, even after a "References available
 * on request" line. It is taken there only as a name the e-mail address spells, over an address
 * outside a references section (a referee's address spells the referee's name).
 */
function overContactBlockBelow(lines: readonly TextLine[], from: number, emails: readonly string[]): FoundName | undefined {
  if (emails.length === 0) return undefined;
  const inSection = inContentSection(lines);
  const inReferences = underReferencesHeading(lines);
  for (let at = from; at < lines.length; at += 1) {
    if (!emails.some((email) => lines[at]!.text.includes(email)) || inReferences[at]) continue;
    const start = Math.max(from, at - NAME_ABOVE_EMAIL);
    const found = matchingEmail(lines.slice(start, at + 1), emails, inSection.slice(start, at + 1));
    if (found) return { ...found, line: found.line + start };
  }
  return undefined;
}

/**
 * Lines under an experience, education or skills heading, up to the next heading of another
 * kind: there two one-word lines are list items ("Deswik" / "Surpac"), never a name set on two
 * lines. A whole name on one line still counts: a sidebar of skills may come before the name.
 */
function inContentSection(lines: readonly TextLine[]): boolean[] {
  let inside = false;
  return lines.map((line) => {
    const kind = headingKind(line.text);
    if (kind) inside = kind === 'experience' || kind === 'education' || kind === 'skills';
    return inside && !kind;
  });
}

/** The line's text as a name (degrees and honorifics stripped, capitals fixed), if it is one. */
export function asName(text: string): string | undefined {
  const cleaned = unglueInitials(
    withoutLeadingTitles(
      stripDegrees(
        withoutCapitalPostNominals(
          withoutSpacedPostNominals(
            withoutMembershipsAfterDegree(
              withPostNominalRejoined(collapseLetterSpacing(withoutQuotedNickname(withoutTradeMarks(text))))
                .replace(/\s+/g, ' ')
                .replace(/[,;]$/, '')
                .trim(),
            ),
          ),
        ),
      ),
    ).trim(),
  );
  const [core, generation] = withoutGeneration(withoutRanks(cleaned));
  const name = familyFirstWithEnglishName(core, nameOfWords) ?? nameOfWords(core);
  return name && generation ? `${name} ${generation}` : name;
}

/** A membership's capitals: "MIEI", "MICE", "FRCS". */
const MEMBERSHIP = /^\p{Lu}{2,6}$/u;

/**
 * "Sinéad O’Brien-Kelly BEng MIEI": a name in natural case with its degree and memberships after
 * it and no comma. The capitals after a degree are memberships, never a word of the name; the
 * degree itself is left to stripDegrees. Only a degree in its own case or with its full stops
 * ("BEng", "M.Sc."): "Alvin TAN BENG HOCK" is a surname in capitals.
 */
function withoutMembershipsAfterDegree(text: string): string {
  if (!/\p{Ll}/u.test(text)) return text;
  const words = text.split(' ');
  for (let at = 2; at < words.length - 1; at++)
    if (isWrittenDegree(words[at]!) && words.slice(at + 1).every((word) => MEMBERSHIP.test(word)))
      return words.slice(0, at + 1).join(' ');
  return text;
}

/** A degree written as degrees are, in mixed case or with full stops ("BEng", "M.Sc."), never a word in capitals. */
function isWrittenDegree(word: string): boolean {
  return isDegree(word) && /[\p{Ll}.]/u.test(word);
}

/** A comma read apart from the name and capitals read in pieces after it: " , PM P". */
const SPLIT_POST_NOMINAL = /\s+,\s*(\p{Lu}{1,4}(?:\s\p{Lu}{1,4}){1,2})\s*$/u;

/**
 * Post-nominals set in a smaller span after the name, which LibreOffice reads apart, the comma
 * after a space and the capitals in pieces ("João Pedro dos Santos Albuquerque , PM P"): they are
 * one degree again when their letters together make one.
 */
function withPostNominalRejoined(text: string): string {
  return text.replace(SPLIT_POST_NOMINAL, (whole, letters: string) => {
    const joined = letters.replace(/\s/g, '');
    return isDegree(joined) ? `, ${joined}` : whole;
  });
}

/**
 * Ranks and titles before a name, several in a row, some in brackets, and the mark of a retired
 * officer: "Lt. Col. (Retd.) Syed Imran Naqvi", "Wg Cdr Anil Rao (Retd)", "Dr. (Mrs.) N. M.
 * Fernando", "Barr. Chinedu Okeke", "Alhaji Musa Bello". Professions written short need their full
 * stop ("Pharm.", "Arc.", "Surv.").
 */
const RANK =
  /^(?:(?:lt|col|maj|gen|brig|capt|cdr|cmdr|cdre|sqn|ldr|flt|wg|sgt|hon|rev|dr|mr|mrs|ms|prof|engr?|alhaji|alhaja|hajia)\.?|(?:barr|pharm|arc|ar|surv|fr)\.|\((?:dr|mr|mrs|ms|miss|retd|retired|rtd)\.?\)|(?:retd|rtd)\.)\s+/i;
const RETIRED_AFTER = /,?\s*\((?:retd|retired|rtd)\.?\)$/i;

function withoutRanks(text: string): string {
  let rest = text.replace(RETIRED_AFTER, '');
  for (let match = RANK.exec(rest); match && rest.length > match[0].length; match = RANK.exec(rest))
    rest = rest.slice(match[0].length);
  return rest;
}

/** Muhammad written short, a word of the name: "Mohd. Arif Khan", "Md. Rafiqul Islam". */
const ABBREVIATED_GIVEN_NAME = /^(?:Mohd|MOHD|Md|MD|Muhd|MUHD)\.$/;
/**
 * María written short before a second given name, as Filipino names write it: "Ma. Cristina D.
 * Dela Cruz". Only as the name's first word ("MA." at the end is a degree).
 */
const ABBREVIATED_FIRST_NAME = /^(?:Ma|MA)\.$/;
/**
 * An initial written as its digraph, as Telugu and other Indian names write a first letter said
 * as one sound: "Ch. Venkata Ramana", "Sh. Rajesh Kumar" (CH., SH. in capitals). Never the name's
 * last word: an initial stands before the name it shortens.
 */
const DIGRAPH_INITIAL = /^[BCDGKPST][hH]\.$/;
/**
 * A given name shortened with its last letter raised, as Spanish and Portuguese write María and
 * José: "M.ª José de la Fuente", "J.º" (the ordinal marks ª and º).
 */
const RAISED_ENDING_ABBREVIATION = /^\p{Lu}\.[ªº]$/u;

/** A word that shortens a given name: "Mohd.", "Ch." before the rest, "M.ª". */
function isShortenedGivenName(words: readonly string[], i: number): boolean {
  const word = words[i]!;
  if (ABBREVIATED_GIVEN_NAME.test(word) || RAISED_ENDING_ABBREVIATION.test(word)) return true;
  return DIGRAPH_INITIAL.test(word) && i < words.length - 1 && words[i + 1]!.replace(/\.$/, '').length > 1;
}

function nameOfWords(cleaned: string): string | undefined {
  if (cleaned.length < 3 || cleaned.length > LIMITS.personName || isAnyHeading(cleaned)) return undefined;
  const words = cleaned.split(' ');
  // Lower-case words are particles only ("van der", "bin"), never a word of a sentence.
  if (words.some((w) => /^\p{Ll}+$/u.test(w) && !PARTICLES.has(w) && !isJoinedParticle(w))) return undefined;
  // Particles do not count: "Luis Fernando de la Vega Ortiz" is a name of four words.
  if (words.length < 1 || words.filter((w, i) => !isParticleInName(words, i)).length > 5 || words.length > 8) return undefined;
  if (
    !words.every(
      (w, i) =>
        (i === 0 && words.length >= 3 && ABBREVIATED_FIRST_NAME.test(w)) ||
        isMariaShortAfterGivenName(words, i) ||
        NAME_WORD.test(w) ||
        NAME_WORD_LATIN.test(w) ||
        PARTICLES.has(w) ||
        isElidedParticleWord(w) ||
        isInitialsRun(w) ||
        MC_IN_CAPITALS.test(w) ||
        isShortenedGivenName(words, i) ||
        isToneMarkedWord(w),
    )
  )
    return undefined;
  // Lower-case particles are allowed inside a name ("de", "van"), never alone or first.
  if (!/^\p{Lu}/u.test(words[0]!)) return undefined;
  if (words.some((w) => NOT_A_NAME.has(w.toLowerCase().replace(/\.$/, '')) || isGluedRole(w))) return undefined;
  // Initials alone ("A. K.") are not a name.
  if (words.filter((w) => w.replace(/\.$/, '').length > 1 && !isInitialsRun(w)).length === 0) return undefined;
  const natural = words.map(
    (word, i) =>
      (i > 0 && !isVietnameseMiddleName(words, i) && !isFamilyArticleAfterPatronymic(words, i)
        ? particle(word, i === words.length - 1)
        : undefined) ??
      mcInCapitals(word) ??
      fixCapitals(word),
  );
  return withSyllabicGivenNames(natural, words).join(' ');
}

/**
 * A particle among a name's words, as written or in capitals between two other words: "MARÍA
 * FERNANDA DE LA CRUZ OSPINA" (a form's "Nombre:" row) has four words besides "DE LA", as its small
 * spelling does, and "M.ª JOSÉ DE LA FUENTE ORTEGA" as many. Counting only: a capital "De" first or
 * last is a word of its own.
 */
function isParticleInName(words: readonly string[], index: number): boolean {
  const word = words[index]!;
  if (PARTICLES.has(word)) return true;
  return index > 0 && index < words.length - 1 && word === word.toUpperCase() && PARTICLES.has(word.toLowerCase());
}

/**
 * The head noun of a role written after the name on its line ("Chartered Accountant", "Site
 * Engineer", "Ingeniera Agrónoma"), in English and the languages resumes are often written in.
 */
const ROLE_HEAD =
  /^(?:accountant|engineer|manager|developer|analyst|designer|consultant|architect|specialist|scientist|officer|director|executive|administrator|assistant|coordinator|technician|nurse|teacher|lecturer|lawyer|advocate|solicitor|pharmacist|physician|surgeon|economist|auditor|merchandiser|supervisor|lead|head|associate|advisor|adviser|programmer|researcher|editor|writer|translator|journalist|planner|buyer|controller|strategist|therapist|ingenier[oa]|ingeniero|ingénieure?|ingenieur(?:in)?|ingegnere|engenheir[oa]|desarrollador(?:a)?|abogad[oa]|contador(?:a)?|enfermer[oa]|especialista|analista|gerente|responsable|comptable|directeur|directrice|avocate?|specjalist(?:k)?a|księgow[ay])$/i;

/**
 * "Rania Haddad, Chartered Accountant": a name in body-size bold with the role after a comma on
 * its line (a letter's sender line, a bar's name line). The name is the part before the comma
 * when the part after it is a role (one of its words a role's head noun), never post-nominals or
 * a surname-first form's given names ("HADDAD, Rania").
 */
function nameBeforeCommaRole(text: string): string | undefined {
  const match = /^([^,]{3,60}),\s*([^,]{3,60})$/.exec(text.trim());
  if (!match) return undefined;
  const role = match[2]!.split(/\s+/);
  if (role.length > 6 || !role.some((word) => ROLE_HEAD.test(word.replace(/[().]/g, '')))) return undefined;
  const name = asName(match[1]!);
  return name && name.includes(' ') ? name : undefined;
}

/**
 * "Chartered Accountant — Rania Haddad": the role first and the name after a dash, as some set the
 * line under a bar of contacts. Taken only when the e-mail address spells a word of the name: a
 * job's line ("Software Engineer – Morgan Stanley") has the same shape.
 */
function nameAfterDashedRole(text: string, emails: readonly string[]): string | undefined {
  const parts = text.trim().split(/\s+[|–—-]\s+/);
  if (parts.length !== 2 || !parts[0]!.split(/\s+/).some((word) => ROLE_HEAD.test(word))) return undefined;
  const name = asName(parts[1]!);
  return name && name.includes(' ') && spelledByEmailAny(name, emails) ? name : undefined;
}

/** Role nouns that end a role in letter-spaced capitals whose word gaps were lost. */
const GLUED_ROLE =
  /^\p{Lu}{3,}(?:DEVELOPER|ENGINEER|ANALYST|DESIGNER|MANAGER|CONSULTANT|ARCHITECT|ACCOUNTANT|SPECIALIST|SCIENTIST)$/u;

/**
 * "BACKENDDEVELOPER", "DATAANALYST": a role set in letter-spaced capitals by CSS, its word gap
 * lost in the PDF, under a name in the sidebar. Never a name word (a name in capitals ends in no role noun).
 */
function isGluedRole(word: string): boolean {
  return GLUED_ROLE.test(word);
}

/** Capitals of a membership, with the country of the body that gave it in brackets: "MNSE", "CPA (K)", "CA(SA)". */
const CAPITAL_POST_NOMINAL = String.raw`\p{Lu}{2,6}\.?(?:\s*\(\p{Lu}[\p{L}.]{0,5}\))?`;

/**
 * "Engr. Oluwaseun Adeyemi-Bakare, MNSE", "…, FNSE, COREN": capitals after a comma that follow a
 * name of two or more words in natural case are memberships and registrations, whichever body
 * gave them. A name in capitals keeps them ("KUMAR, RAVI" may be surname first).
 */
const CAPITAL_POST_NOMINALS_AFTER_NAME = new RegExp(`^([^,]*\\p{Ll}[^,]*?)((?:,\\s*${CAPITAL_POST_NOMINAL})+)$`, 'u');

function withoutCapitalPostNominals(text: string): string {
  const natural = nameBeforePostNominals(text, CAPITAL_POST_NOMINALS_AFTER_NAME);
  return natural === text ? withoutPostNominalsInCapitals(text) : natural;
}

const POST_NOMINALS_IN_CAPITALS = new RegExp(`^([^,]+?)((?:,\\s*${CAPITAL_POST_NOMINAL})+)$`, 'u');

/**
 * "ENGR. CHINEDU E. OKONKWO, MNSE": a name in capitals that starts with a title or holds a middle
 * initial is written given names first, so the capitals after its comma are memberships, not
 * given names ("OKAFOR, CHIAMAKA" stays surname first).
 */
function withoutPostNominalsInCapitals(text: string): string {
  const match = POST_NOMINALS_IN_CAPITALS.exec(text.trim());
  if (!match || /\p{Ll}/u.test(text)) return text;
  const name = match[1]!.trim();
  const words = name.split(/\s+/);
  const titled = withoutLeadingTitles(name) !== name;
  const initialInside = words.slice(1, -1).some((word) => /^\p{Lu}\.?$/u.test(word));
  return words.length >= 2 && (titled || initialInside) ? name : text;
}

/** The name `pattern` captures first, when it has two words or more; else the text as it was. */
function nameBeforePostNominals(text: string, pattern: RegExp): string {
  const match = pattern.exec(text);
  if (!match || match[1]!.trim().split(/\s+/).length < 2) return text;
  return match[1]!.trim();
}

/** "Jane Doe, PMP®", "David Kim, CFA®": a certification's mark is no letter of it. */
function withoutTradeMarks(text: string): string {
  return text.replace(/[®™]/g, '');
}

/** A post-nominal's letters: two capitals or more, in any case mix ("MSc", "CEng", "MIMechE", "FRCS"). */
const POST_NOMINAL = String.raw`\p{Lu}(?=[\p{L}.]*\p{Lu})[\p{L}.]{1,9}`;
const SPACED_POST_NOMINALS = new RegExp(String.raw`^([^,]*\p{Ll}[^,]*?),\s*${POST_NOMINAL}(?:[\s,]+${POST_NOMINAL})*$`, 'u');

/**
 * "Emma Wilson, MSc CEng MICE", "Ahmed Al-Farsi, CEng MIMechE": British and Commonwealth
 * post-nominals after the comma, set apart by spaces, behind a name of two or more words in
 * natural case. A given name after a surname ("Smith, John") has one capital and stays.
 */
function withoutSpacedPostNominals(text: string): string {
  return nameBeforePostNominals(text, SPACED_POST_NOMINALS);
}

/** Initials glued to the word after them by their full stops: "R.Karthik", "K.S.Ramesh". */
const GLUED_INITIALS = /^((?:\p{Lu}\.){1,3})(\p{Lu}[\p{L}'’-]{2,})$/u;
/** What follows a degree's first letter and full stop ("B.Tech", "M.Com", "B.Pharm"): never a name. */
const DEGREE_TAILS = new Set(['tech', 'com', 'pharm', 'arch', 'phil', 'des', 'litt', 'voc', 'eng', 'ed', 'lib', 'sc']);

/** "R.Karthik" → "R. Karthik", "K.S.Ramesh" → "K.S. Ramesh": the name word stands apart, initials run together stay so. */
function unglueInitials(text: string): string {
  const words = text.split(' ');
  return words
    .map((word, i) => {
      const initialsAfter = INITIALS_GLUED_AFTER.exec(word);
      if (initialsAfter)
        return `${initialsAfter[1]} ${initialsAfterAsPrinted(initialsAfter[2]!) ?? spacedInitials(initialsAfter[2]!)}`;
      // "S.K. KARTHIKEYAN": initials run together, before the name, kept as printed (a degree only at the end).
      if (INITIALS_RUN.test(word) && (i < words.length - 1 || !isDegree(word))) return word;
      const match = GLUED_INITIALS.exec(word);
      if (!match || DEGREE_TAILS.has(match[2]!.toLowerCase()) || isDegree(word)) return word;
      return `${isInitialsRun(match[1]!) ? match[1] : match[1]!.replace(/\./g, '. ').trim()} ${match[2]}`;
    })
    .join(' ');
}

/** "S.K." */
const INITIALS_RUN = /^(?:\p{Lu}\.){2,3}$/u;
/** Initials glued after the name by a full stop, as South Indian names write them: "KARTHIKEYAN.S.K", "KUMAR.P.R." */
const INITIALS_GLUED_AFTER = /^(\p{Lu}[\p{L}'’-]{2,})\.((?:\p{Lu}\.?){1,3})$/u;

/** "S.K." or "SK" → "S. K.". */
function spacedInitials(initials: string): string {
  return [...initials.replace(/\./g, '')].map((letter) => `${letter}.`).join(' ');
}

/**
 * A particle inside a name in natural case: "VAN" → "van". A hyphenated "AL-" or "EL-" in capitals
 * is left to fixCapitals ("AL-KHATIB" → "Al-Khatib"), the way such names are written in English
 * ("Fatima Al-Sayed"); a name in natural case keeps its owner's "al-".
 */
function particle(word: string, last: boolean): string | undefined {
  if (isArabicArticleAsWritten(word) || isArticleElInCapitals(word)) return undefined;
  const lower = word.toLowerCase();
  if (italianCapitalParticle(word) || particleCapitalisedAsWritten(word)) return undefined;
  return PARTICLES.has(lower) && !last ? lower : undefined;
}

/**
 * "Leon Van Claes", "Guendalina De Giorgio", "Hailey Van den Vandevelde": a particle its owner
 * wrote with a capital in a name in natural case (as Flemish and Italian surnames are written) stays
 * as written; only a particle in capitals ("VAN", "DE") has its case chosen.
 */
function particleCapitalisedAsWritten(word: string): boolean {
  return /^\p{Lu}\p{Ll}+$/u.test(word);
}

/** Italian articulated particles, which Italian surnames write with a capital: "Della Valle", "Dalla Chiesa", "Degli Esposti". */
const ITALIAN_CAPITAL_PARTICLES = new Set(['della', 'dalla', 'delle', 'dalle', 'dello', 'degli']);

/**
 * "GIANCARLO DELLA VALLE" → "Giancarlo Della Valle": an Italian articulated particle keeps its
 * capital (as the Spanish "de la" or the Dutch "van der" do not); written small by its owner
 * ("della"), it stays small.
 */
function italianCapitalParticle(word: string): boolean {
  return ITALIAN_CAPITAL_PARTICLES.has(word.toLowerCase()) && /^\p{Lu}/u.test(word);
}

/**
 * The Arabic article written by its owner with a capital as a word of its own, in a name in
 * natural case ("Fatima Yousef Al Mansoori", as Gulf names are written in English), stays as
 * written; in capitals ("OMAR AL RASHID") it is still the particle "al".
 */
function isArabicArticleAsWritten(word: string): boolean {
  return /^[AE]l$/.test(word);
}

/**
 * The article as Maghrebi and Egyptian names write it in French and English, "El" with a capital
 * ("FATIMA ZAHRA EL IDRISSI" → "Fatima Zahra El Idrissi", as "El Amrani", "El Sayed" are written);
 * "AL" in capitals stays the particle "al" ("Omar al Rashid").
 */
function isArticleElInCapitals(word: string): boolean {
  return word === 'EL';
}

/**
 * "S U R E S H P A T I L": letters spaced by hand, and the wider gaps between words lost on the
 * way (Word formats collapse runs of spaces). The words of the candidate's e-mail address show
 * where the name's words end ("suresh.patil@…"); without them the line is left alone.
 */
export function spelledOut(text: string, emails: readonly string[]): string {
  const trimmed = text.trim();
  if (!/^\p{L}(?: \p{L}){3,}$/u.test(trimmed)) return text;
  const letters = trimmed.replace(/ /g, '');
  const parts = emailLocalParts(emails).filter((part) => part.length >= 2);
  const words = splitByParts(letters, parts);
  return words && words.length >= 2 ? words.join(' ') : text;
}

/**
 * "PRIYARAGHUNATHAN" with "priya.raghunathan92@…": a name in letter-spaced display capitals whose
 * word gap pdf.js spelled like each letter gap (Chromium draws a CSS-uppercase, letter-spaced name
 * as one run, "P R I YA R A G H U N AT H A N"), so the rejoined word is both words. In display
 * type only (a Word file's name keeps its spaces), cut where the e-mail address spells a word.
 */
export function gluedCapitalsCutByEmail(line: TextLine, text: string, emails: readonly string[]): string {
  const trimmed = text.trim();
  if ((line.fontSize ?? 0) < DISPLAY_SIZE || line.ocr || !/^\p{Lu}{8,24}$/u.test(trimmed)) return text;
  const parts = emailLocalParts(emails, /[._-]+|\d+/).filter((part) => part.length >= 3);
  const words = splitByParts(trimmed, parts);
  return words && words.length >= 2 && words.length <= 4 ? words.join(' ') : text;
}

/** A run of letters in mixed case with no space, long enough to be two words or more. */
const GLUED_MIXED_CASE = /^\p{Lu}[\p{L}'’-]{11,40}$/u;

/**
 * "SinéadO’Brien-KellyBEngMIEI": a name in small capitals with tracking, drawn by Chromium as one
 * letter-spaced run whose word gaps pdf.js spelled like its letter gaps, so the rejoined line is
 * one word. Its source text is in mixed case: a capital after a small letter starts a word. In
 * display type only, and never after "Mc"/"Mac" ("McDonald" is one word).
 */
function gluedMixedCaseCutAtCapitals(line: TextLine, text: string): string {
  const trimmed = text.trim();
  if ((line.fontSize ?? 0) < DISPLAY_SIZE || line.ocr || !GLUED_MIXED_CASE.test(trimmed) || !/\p{Ll}/u.test(trimmed)) return text;
  const words = trimmed.split(/(?<=\p{Ll})(?<!Ma?c)(?=\p{Lu})/u);
  return words.length >= 2 && words.every((word) => word.length >= 2) ? words.join(' ') : text;
}

/**
 * The letters cut into words: each word is a part of the e-mail address or a run of at least
 * three letters that no part spells ("kavitamenon" with "menon.kavi" → KAVITA MENON: the address
 * need not spell every word). The cut that covers most letters with parts, then has fewest words,
 * wins; at least one part must be found.
 */
function splitByParts(letters: string, parts: readonly string[]): string[] | undefined {
  const lower = letters.toLowerCase();
  type Cut = { covered: number; words: string[] };
  const better = (a: Cut | undefined, b: Cut) =>
    !a || b.covered > a.covered || (b.covered === a.covered && b.words.length < a.words.length);
  // best[i]: the best cut of letters[i..]; two free runs never follow each other.
  const best: (Cut | undefined)[] = Array.from({ length: letters.length + 1 }, () => undefined);
  const bestAfterFree: (Cut | undefined)[] = [...best];
  best[letters.length] = bestAfterFree[letters.length] = { covered: 0, words: [] };
  for (let i = letters.length - 1; i >= 0; i -= 1) {
    let any: Cut | undefined;
    let partFirst: Cut | undefined;
    for (const part of parts) {
      const rest = best[i + part.length];
      if (!lower.startsWith(part, i) || !rest) continue;
      const cut = { covered: rest.covered + part.length, words: [letters.slice(i, i + part.length), ...rest.words] };
      if (better(partFirst, cut)) partFirst = cut;
    }
    any = partFirst;
    for (let j = i + 3; j <= letters.length; j += 1) {
      const rest = bestAfterFree[j];
      if (!rest) continue;
      const cut = { covered: rest.covered, words: [letters.slice(i, j), ...rest.words] };
      if (better(any, cut)) any = cut;
    }
    best[i] = any;
    bestAfterFree[i] = partFirst;
  }
  const cut = best[0];
  return cut && cut.covered > 0 ? cut.words : undefined;
}

/** Letters one space apart, words two or more; an apostrophe or hyphen spaced like a letter ("O ’ S H E A"). */
const LETTER_SPACED = /^\p{L}(?: [\p{L}'’-])+(?:\s{2,}\p{L}(?: [\p{L}'’-])*)*$/u;

/** "S U R E S H   P A T I L" (letters spaced by hand) → "SURESH PATIL". */
function collapseLetterSpacing(text: string): string {
  const trimmed = text.trim();
  if (!LETTER_SPACED.test(trimmed)) return text;
  return trimmed
    .split(/\s{2,}/)
    .map((word) => word.replace(/ /g, ''))
    .join(' ');
}

function stripDegrees(text: string): string {
  // "Ananya Rao, PhD", "Rahul Mehta, MBA, CFA", "Meera Iyer (B.E.)", "Arjun Nair M.Tech"
  let result = text.replace(/\s*\(([^)]*)\)\s*$/, (whole, inner: string) => (inner.split(/[,\s]+/).every(isDegree) ? '' : whole));
  for (;;) {
    const match = /(?:,\s*|\s+)([A-Za-z.]+)$/.exec(result);
    const remaining = match ? result.slice(0, match.index) : '';
    // Keep at least two words: "JACK MA" is a name, not "JACK" with a master's degree. After a
    // comma it is a degree all the same ("Thompson, PhD" on the second line of a split name).
    const afterComma = match?.[0].startsWith(',') ?? false;
    if (
      !match ||
      !isDegree(match[1]!) ||
      (remaining.trim().split(/\s+/).length < 2 && !afterComma && !unmistakableDegree(match[1]!))
    )
      return result.replace(/,\s*$/, '').trim();
    result = remaining;
  }
}

/**
 * A degree no surname is spelled like: in mixed case ("PhD", "MBA" is not), with full stops
 * ("M.Sc.", "P.Eng."), or capitals of three letters and more ("PMP", "ACCA"). "Reis-Fraga PhD", the
 * second line of a name, is the surname; "JACK MA" keeps its MA.
 */
function unmistakableDegree(word: string): boolean {
  return MIXED_CASE_DEGREES.has(word) || (word.includes('.') && word.replace(/\./g, '').length >= 2) || word.length >= 3;
}

const MIXED_CASE_DEGREES = new Set([
  'PhD',
  'DPhil',
  'MTech',
  'BTech',
  'MSc',
  'BSc',
  'MCom',
  'BCom',
  'MPhil',
  'BEng',
  'MEng',
  'CEng',
  'PEng',
]);

export function isDegree(word: string): boolean {
  const bare = word.replace(/\./g, '').toLowerCase();
  return DEGREES.has(bare) && (word.includes('.') || word === word.toUpperCase() || MIXED_CASE_DEGREES.has(word));
}

/** "McALLISTER": a Scottish or Irish surname in capitals after its "Mc", as banners set it. */
const MC_IN_CAPITALS = /^Mc\p{Lu}{2,}$/u;

/** "McALLISTER" → "McAllister". */
function mcInCapitals(word: string): string | undefined {
  return MC_IN_CAPITALS.test(word) ? `Mc${fixCapitals(word.slice(2))}` : undefined;
}

function fixCapitals(word: string): string {
  if (word.length > 1 && word === word.toUpperCase() && /\p{Lu}{2}/u.test(word))
    return withGreekSuffixStress(
      word.toLowerCase().replace(/(^|[-'’])(\p{Ll})/gu, (_, sep: string, c: string) => sep + c.toUpperCase()),
    );
  return word;
}

/**
 * Greek capitals drop the accent, but the patronymic endings of Greek surnames always carry it in
 * the same place: "ΠΑΠΑΔΟΠΟΥΛΟΣ" → "Παπαδόπουλος", "ΒΛΑΧΑΚΗΣ" → "Βλαχάκης", "ΓΕΩΡΓΙΑΔΗΣ" →
 * "Γεωργιάδης", "ΠΑΠΑΔΟΠΟΥΛΟΥ" → "Παπαδοπούλου". Only a Greek word with no accent of its own.
 */
const GREEK_STRESSED_ENDINGS: [RegExp, string][] = [
  [/οπουλος$/u, 'όπουλος'],
  [/οπουλου$/u, 'οπούλου'],
  [/ακης$/u, 'άκης'],
  [/ακη$/u, 'άκη'],
  [/ιδης$/u, 'ίδης'],
  [/ιδου$/u, 'ίδου'],
  [/αδης$/u, 'άδης'],
  [/αδου$/u, 'άδου'],
];

function withGreekSuffixStress(word: string): string {
  if (!/^[\u0370-\u03ff-]+$/u.test(word) || /[άέήίόύώΐΰ]/u.test(word)) return word;
  for (const [ending, stressed] of GREEK_STRESSED_ENDINGS)
    if (ending.test(word) && word.length > stressed.length + 1) return word.replace(ending, stressed);
  return word;
}

/**
 * A labelled name from line `start` to line `end`: near the top first; further down (a long
 * resume's details table after its sections) only when the top gives no name by its title or type.
 */
function fromLabel(
  lines: readonly TextLine[],
  emails: readonly string[],
  start = 0,
  end = SEARCH_LINES * 2,
): FoundName | undefined {
  for (let index = start; index < Math.min(lines.length, end); index += 1) {
    const line = lines[index]!;
    const surnameFirstRow = SURNAME_FIRST_LABEL.test(line.text.trim()) ? valueUnder(lines, index, emails) : undefined;
    if (surnameFirstRow) return surnameFirstRow;
    const match = LABEL.exec(line.text);
    if (match) {
      const name = labelledName(match[1]!.split(/\s{2,}|\||\t/)[0]!);
      if (name) return { name, line: index };
    }
    if (wrappedLabel(lines, index)) continue;
    // The value may sit two cells on, past a cell holding only the colon.
    const offset = /^\s*[:\-–]\s*$/.test(lines[index + 1]?.text ?? '') ? 2 : 1;
    const next = lines[index + offset];
    if (isNameLabel(lines, index) && next) {
      const around = valueAroundLabel(lines, index, emails);
      // The next label ("Name" / "Sex" / …, a column of labels read before its values) is no value.
      const name = isRowLabel(next.text) ? undefined : labelledName(cellValue(next.text));
      // The value under the label is the usual reading; the line above it wins only when the
      // e-mail address spells it and not the line under it, or when it is the start of that value.
      if (around && (!name || !spelledByEmailAny(name, emails) || around.name.endsWith(` ${name}`))) return around;
      if (name) return { name: withWrappedValue(lines, index + offset, name, emails), line: index + offset };
      const cut = cutValue(lines, index + offset, emails);
      if (cut) return { name: cut, line: index + offset };
      const column = valueAfterLabelColumn(lines, index) ?? firstValueAfterLabelColumn(lines, index, emails);
      if (column) return column;
    }
  }
  // A label cell and its value read as one line with no colon: "Name of the Candidate Ramesh Babu".
  for (let index = start; index < Math.min(lines.length, end); index += 1) {
    const line = lines[index]!;
    const match = LABEL_CELL.exec(line.text.trim());
    const name = match ? labelledName(match[1]!) : undefined;
    if (name) return { name, line: index };
  }
  return valueAfterBareNameCell(lines, emails, asName, start, end);
}

/** The lines with those of References sections left empty (same indexes): a referee's "Name:" is another person's. */
function withoutReferences(lines: readonly TextLine[]): TextLine[] {
  let inside = false;
  return lines.map((line) => {
    const kind = headingKind(line.text);
    if (kind) inside = kind === 'references';
    return inside ? { ...line, text: '' } : line;
  });
}

/**
 * A value cell's text without the colon before it, nor the table's rule that a scan reads as a bar
 * beside the colon (": | Er. S. K. Karthikeyan, B.E.").
 */
function cellValue(text: string): string {
  return text.replace(/^\s*(?:[:\-–]\s*\|?|\|\s*:?)\s*/, '');
}

/**
 * A details table read as a column of labels, then a column of values each after its colon
 * ("Full Name" / "Name with Initials" / … / "NIC Number" / ": Tharindu Lakshan …" / ": T. L. B. …",
 * LibreOffice's PDF of a table whose colon and value share a cell): the name label's place among
 * the labels is its value's place among the values.
 */
function valueAfterLabelColumn(lines: readonly TextLine[], index: number): FoundName | undefined {
  let end = index + 1;
  while (end < lines.length && isColumnLabel(lines[end]!.text)) end += 1;
  const at = end + (index - labelColumnStart(lines, index));
  const colonValues = lines.slice(end, at + 1);
  if (end === index + 1 || colonValues.length === 0 || !colonValues.every((line) => /^\s*:\s*\S/.test(line.text)))
    return undefined;
  const name = labelledName(lines[at]!.text.replace(/^\s*:\s*/, ''));
  return name ? { name, line: at } : undefined;
}

/**
 * A table of two label/value pairs a row that LibreOffice reads as its first column of labels, some
 * wrapped in their cells ("Name" / "Sex" / "State of" / "Origin" / …), then the values without
 * colons (or a column of colons alone, then the values): when the name's label heads that column,
 * the first value after it is the name.
 */
function firstValueAfterLabelColumn(lines: readonly TextLine[], index: number, emails: readonly string[]): FoundName | undefined {
  if (labelColumnStart(lines, index) !== index) return undefined;
  let end = index + 1;
  while (end < lines.length && isColumnLabel(lines[end]!.text)) end += 1;
  if (end - index < 3) return undefined;
  // The colon column may come between, read as lines of its own.
  const columnEnd = end;
  while (/^\s*:\s*$/.test(lines[end]?.text ?? '')) end += 1;
  const value = lines[end];
  const name = value && !isRowLabel(value.text) ? labelledName(cellValue(value.text)) : undefined;
  // A label the column does not know ("Driving Licence") may end it: the value is sure only after
  // its colon, or when the e-mail address spells it.
  const sure = end > columnEnd || /^\s*:/.test(value?.text ?? '') || (name !== undefined && spelledByEmailAny(name, emails));
  return name && sure ? { name, line: end } : undefined;
}

/** The first of the column of labels the line at `index` stands in. */
function labelColumnStart(lines: readonly TextLine[], index: number): number {
  let start = index;
  const isLabelAbove = (text: string) => isColumnLabel(text) && !isAnyHeading(text.trim()) && !DOCUMENT_TITLE.test(text.trim());
  while (start > 0 && isLabelAbove(lines[start - 1]!.text)) start -= 1;
  return start;
}

/** A short label alone, not a value: no colon before it, no digit, no e-mail address, up to four words. */
function isColumnLabel(text: string): boolean {
  const trimmed = text.trim();
  return (
    /^\p{Lu}[\p{L}.'’()/ -]*:?$/u.test(trimmed) && trimmed.split(/\s+/).length <= 4 && (!asName(trimmed) || isRowLabel(trimmed))
  );
}

/**
 * A label wrapped in its narrow cell ("Name of the" / "Candidate"): its first line, which the
 * label's last line completes. The value is looked for after the last line.
 */
function wrappedLabel(lines: readonly TextLine[], index: number): boolean {
  const [line, next] = [lines[index]!, lines[index + 1]];
  return (
    !!next &&
    !LABEL_ONLY.test(line.text.trim()) &&
    sameType(line, next) &&
    LABEL_ONLY.test(`${line.text.trim()} ${next.text.trim()}`)
  );
}

/**
 * A name's label alone on its line, or the last line of one wrapped in its cell; never the end of
 * a relative's label wrapped in its cell ("Father's" / "Name").
 */
function isNameLabel(lines: readonly TextLine[], index: number): boolean {
  if (index > 0 && wrappedLabel(lines, index - 1)) return true;
  const joined = `${lines[index - 1]?.text.trim() ?? ''} ${lines[index]!.text.trim()}`.trim();
  return LABEL_ONLY.test(lines[index]!.text) && RELATIVE_LABEL.exec(joined)?.[0].length !== joined.length;
}

/**
 * A name wrapping in the narrow value cell of a details table ("Venkatalakshmi" / "Ramachandran" /
 * "Date of Birth", "Sagar" / "Vishwanath" / "Kulkarni" / "Address"): the one or two lines under
 * the value, in the same type, go on with it when each is one or two name words and the next row's
 * label comes right after them. When a row holds two label/value pairs, the wrapped words come
 * after the other pair ("Ngozi Adaeze" / "Nationality" / "Nigerian" / "Okonkwo" / "State of
 * Origin"); they may as well be the end of the other value (a father's name), so they are taken
 * only when the e-mail address spells them or the other value is one that never wraps into name
 * words (a date, a number, an e-mail address: "Mr. Jordan" / "Date of Birth:" / "19-07-1992" /
 * "Mathew" / "Varghese").
 */
function withWrappedValue(lines: readonly TextLine[], index: number, name: string, emails: readonly string[]): string {
  if (name.split(' ').length >= 4) return name;
  const value = lines[index]!;
  const join = (parts: readonly TextLine[]) =>
    asName(withoutPostNominals(joinWrapped([value.text.replace(/^[:\-–]\s*/, ''), ...parts.map((part) => part.text)]))) ?? name;
  const below = wrappedLines(lines, index + 1, value, emails);
  // "Thuy" / "Linh" / "Date of Birth" / "28-01-1983" / "Nguyen-" / "Tran": it may go on after the pair too.
  if (below) return join([...below, ...(wrappedAfterPairOf(lines, index + below.length, value, emails) ?? [])]);
  const parts = wrappedAfterPairOf(lines, index, value, emails);
  return parts ? join(parts) : name;
}

/** The end of a wrapped value read after the row's other label and value (wrappedAfterPair), when sure. */
function wrappedAfterPairOf(
  lines: readonly TextLine[],
  index: number,
  value: TextLine,
  emails: readonly string[],
): TextLine[] | undefined {
  const pair = wrappedAfterPair(lines, index);
  if (!pair) return undefined;
  const parts = wrappedLines(lines, pair.at, value, emails);
  const spelled = (text: string) => spelledByEmail(text, emails) || spelledAcrossSeparators(text, emails);
  return parts && (pair.complete || parts.every((part) => spelled(part.text.trim()))) ? parts : undefined;
}

/**
 * A value its narrow cell cut where it is no name yet: initials alone ("K. S." / "Ramesh" /
 * "Babu") or a surname broken at its hyphen ("Salem Al-" / "Harthy"). It goes on with the wrapped
 * lines under it, before the next row's label.
 */
function cutValue(lines: readonly TextLine[], index: number, emails: readonly string[]): string | undefined {
  const value = lines[index]!;
  const text = value.text.replace(/^[:\-–]\s*/, '').trim();
  if (!/^(?:\p{Lu}\.\s*){1,3}$/u.test(text) && !/\p{L}-$/u.test(text)) return undefined;
  const parts = wrappedLines(lines, index + 1, value, emails);
  return parts ? asName(withoutPostNominals(joinWrapped([text, ...parts.map((part) => part.text)]))) : undefined;
}

/** Lines of a wrapped value as one text; a word broken at its hyphen ("Al-" / "Harthy") is one word. */
function joinWrapped(texts: readonly string[]): string {
  return texts
    .map((text) => text.trim())
    .reduce((joined, text) => (/\p{L}-$/u.test(joined) ? `${joined}${text}` : `${joined} ${text}`));
}

/**
 * The one or two lines from `start` that end a wrapped value: each one or two name words in the
 * value's type (a word broken at its hyphen, "Al-" / "Harthy", counts as one), the next row's label
 * right after them. A third line only after two of one word each: a name of one word a line in a
 * very narrow cell ("Gollapudi" / "Venkata" / "Ramana" / "Murthy").
 */
function wrappedLines(
  lines: readonly TextLine[],
  start: number,
  value: TextLine,
  emails: readonly string[],
): TextLine[] | undefined {
  const taken: TextLine[] = [];
  let at = start;
  for (let count = 0; count < 3; count += 1) {
    if (count === 2 && !taken.every((line) => !/\s/.test(line.text.trim()))) return undefined;
    const first = lines[at];
    const broken = first && /\p{L}-$/u.test(first.text.trim()) ? lines[at + 1] : undefined;
    const part = broken ? [first!, broken] : first ? [first] : [];
    if (part.length === 0 || !part.every((line) => sameType(value, line))) return undefined;
    // "Sanjay" / "Nikita" / "Raut," / "PhD" / "Date of Birth": post-nominals alone on the value's last line.
    const degrees = first!.text
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean);
    if (taken.length > 0 && !broken && degrees.length > 0 && degrees.every(isDegree)) {
      const after = lines[at + 1];
      return after && (startsRow(after.text) || endsTableAtHeading(after, value)) ? taken : undefined;
    }
    if (!isWrappedPart(joinWrapped(part.map((line) => line.text)), emails)) return undefined;
    taken.push(...part);
    at += part.length;
    if (lines[at] && (startsRow(lines[at]!.text) || endsTableAtHeading(lines[at]!, value))) return taken;
  }
  return undefined;
}

/**
 * The end of a wrapped value: one or two name words, never a label's word ("Husband's" of a
 * wrapping "Husband's Name") nor a value a details row holds ("Hindu", "Nigerian") unless the
 * e-mail address spells it.
 */
function isWrappedPart(text: string, emails: readonly string[]): boolean {
  const bare = withoutPostNominals(text);
  const words = bare.trim().split(/\s+/);
  if (words.length > 2 || isRowLabel(bare) || !(asName(bare) ?? wrappedTwoLetterWord(bare))) return false;
  // The end of an address beside the name ("Saibaba Colony," / "Coimbatore"), unless the e-mail address spells it.
  if (words.length === 1 && placeNotName(words[0]!, emails)) return false;
  if (words.some((word) => /['’]s$/i.test(word))) return false;
  return words.every((word) => !DETAIL_VALUES.has(word.toLowerCase()) || spelledByEmail(word, emails));
}

/** Values of a bio-data form's rows that look like a name word: nationalities, religions, castes. */
const DETAIL_VALUES = new Set(
  'indian nigerian kenyan ghanaian nepali nepalese sri lankan bangladeshi pakistani filipino british american canadian hindu muslim christian sikh jain buddhist parsi catholic protestant islam hinduism christianity general obc bachelor spinster unmarried widowed divorced'.split(
    ' ',
  ),
);

/**
 * Two label/value pairs a row, wrapping: value / label / other value / the value's end / next
 * label. Where the value's end starts, and whether the other value is complete in itself (a date,
 * a number, an e-mail address: no name word goes on with it).
 */
function wrappedAfterPair(lines: readonly TextLine[], index: number): { at: number; complete: boolean } | undefined {
  let at = index + 1;
  if (!lines[at] || !isRowLabel(lines[at]!.text) || LABEL_ONLY.test(lines[at]!.text.trim())) return undefined;
  at += /^\s*[:\-–]\s*$/.test(lines[at + 1]?.text ?? '') ? 2 : 1;
  const other = lines[at];
  if (!other || isRowLabel(other.text)) return undefined;
  const text = other.text.trim();
  return { at: at + 1, complete: /^[\d\s/.\-–+()]+$/.test(text) || /^\S+@\S+$/.test(text) };
}

/**
 * LibreOffice centres a label beside a value of two lines, and the row read line by line puts the
 * label between them, the row's other cells after it ("Dr. Shivakumar" / "Name" / "Position" /
 * "Consultant …" / "Gowda"): the value is the line above the label, when the e-mail address spells
 * a word of it; a single name word a few lines on goes on with it only when the line above is one
 * name word (a name cut by its wrap) and the address spells that word too.
 */
function valueAroundLabel(lines: readonly TextLine[], index: number, emails: readonly string[]): FoundName | undefined {
  const above = lines[index - 1];
  const first = above && sameType(above, lines[index]!) ? asName(above.text) : undefined;
  if (!above || !first || !spelledByEmailAny(first, emails)) return undefined;
  if (first.split(' ').length === 1) {
    for (const line of lines.slice(index + 1, index + 5)) {
      const word = line.text.trim();
      const joined =
        /^\p{Lu}[\p{L}'’-]+$/u.test(word) && spelledByEmail(word, emails) ? asName(`${above.text} ${word}`) : undefined;
      if (joined) return { name: joined, line: index - 1 };
    }
  }
  return { name: first, line: index - 1 };
}

/** Some word of the name is spelled by an e-mail address. */
function spelledByEmailAny(name: string, emails: readonly string[]): boolean {
  return name.split(' ').some((word) => spelledByEmail(word, emails));
}

/**
 * A word of three letters or more that some e-mail address's local part holds; with `stem`, only
 * its first four letters need be there (a surname the address shortens: "fitz" of Fitzgerald).
 */
function spelledByEmail(word: string, emails: readonly string[], { stem = false } = {}): boolean {
  return [word, withGermanVowelsSpelledOut(word)].some((spelling) => {
    const letters = spelling
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '');
    const needle = stem ? letters.slice(0, 4) : letters;
    return needle.length >= (stem ? 4 : 3) && emails.some((email) => email.split('@')[0]!.toLowerCase().includes(needle));
  });
}

/** "Brückner" as a German address spells it without the mark ("jonas.brueckner@…"): ä, ö, ü as ae, oe, ue; ß as ss. */
function withGermanVowelsSpelledOut(word: string): string {
  const spelled: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
  return word.toLowerCase().replace(/[äöüß]/g, (letter) => spelled[letter]!);
}

/** A details table's label: "Date of Birth", "Father's Name", "E-mail", "Nationality:". */
function isRowLabel(text: string): boolean {
  const words = text
    .trim()
    .replace(/[:\-–]$/, '')
    .toLowerCase()
    .split(/\s+/);
  return (
    LABEL_ONLY.test(text.trim()) || words.every((word) => word === 'name' || NOT_A_NAME.has(word) || DETAIL_LABEL_WORDS.has(word))
  );
}

/**
 * The next row's label, alone or read as one line with its value ("Date of Birth", "Father's Name
 * G. Subba Rao": LibreOffice may set a label and its value as one run of type).
 */
function startsRow(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return [1, 2, 3].some((count) => count <= words.length && isRowLabel(words.slice(0, count).join(' ')));
}

/** Words of a bio-data form's labels ("Nationality", "State of Origin", "Marital Status", "Blood Group"). */
const DETAIL_LABEL_WORDS = new Set(
  'date of birth place gender sex nationality marital status state origin languages language caste category blood group height weight hobbies age dob domicile religion driving licence license visa passport'.split(
    ' ',
  ),
);

/** A label of several words (never a bare "Name", which may start a sentence) before a value in capitals. */
const LABEL_CELL =
  /^(?:full\s+name|name\s+of\s+(?:the\s+)?(?:candidate|applicant)|(?:candidate|applicant)(?:['’]s)?\s+name)\s+(\p{Lu}.+)$/iu;

/**
 * The value after a "Name" label, which may run into the next cell's label when a details table
 * is read row by row ("Chiara Bellandi-Rossetti Role"): the name is the longest start of it
 * followed only by words that are never a name.
 */
function labelledName(value: string): string | undefined {
  const whole = asName(value);
  if (whole) return whole;
  const called = withoutNickname(value);
  const named = called ? asName(called) : undefined;
  if (named) return named;
  const reordered = surnameCommaGiven(value);
  if (reordered) return reordered;
  const bare = withoutPostNominals(value);
  const bareName = bare !== value && bare.trim().includes(' ') ? asName(bare) : undefined;
  if (bareName) return bareName;
  const single = singleNameBeforeDottedDegrees(value);
  if (single && asName(single)) return asName(single);
  const beforeLabel = valueBeforeNextLabel(value);
  if (beforeLabel) return beforeLabel;
  const words = value.trim().split(/\s+/);
  for (let count = Math.min(5, words.length - 1); count >= 2; count -= 1) {
    const rest = words.slice(count).map((w) => w.toLowerCase().replace(/[^\p{L}]/gu, ''));
    if (rest.every((w) => w === '' || NOT_A_NAME.has(w))) {
      const name = asName(words.slice(0, count).join(' '));
      if (name) return name;
    }
  }
  return undefined;
}

/** One word in brackets after a name, the name its owner goes by: "Md. Rakibul Hasan (Rakib)". */
const NICKNAME_AFTER = /^(.*\S)\s+\((\p{Lu}\p{Ll}+|\p{Lu}{2,})\)$/u;

/**
 * A bio-data's "Name" row with the name the candidate is called by after it in brackets, as
 * Bangladeshi forms print it ("Md. Rakibul Hasan (Rakib)"): the name without it.
 */
function withoutNickname(value: string): string | undefined {
  const match = NICKNAME_AFTER.exec(value.trim());
  return match ? match[1] : undefined;
}

const TRAILING_CAPITAL_POST_NOMINALS = new RegExp(`(?:,\\s*${CAPITAL_POST_NOMINAL})+\\s*$`, 'u');

/** Post-nominals after a comma that are no degree the parser knows ("Dr. Lakshmi Narayanan Iyer, FRCP"). */
function withoutPostNominals(text: string): string {
  return text.replace(TRAILING_CAPITAL_POST_NOMINALS, '');
}

/**
 * A row of two label/value pairs read as one line ("Mohammed Irfan Shaikh Father's Name: Abdul
 * Rashid Shaikh"): the name is what comes before the other pair's label and its colon, never the
 * other value (a father's name is another person's). A colon column of its own ("Kota Venkata
 * Srinivas Father's Name : K. Ramaiah") ends the label as a colon touching it does.
 */
function valueBeforeNextLabel(value: string): string | undefined {
  const words = withColonsOnLabels(value).trim().split(/\s+/);
  for (let end = 2; end < words.length; end += 1) {
    if (!/[:\-–]$/.test(words[end]!)) continue;
    for (let start = end; start >= Math.max(2, end - 3); start -= 1) {
      const label = words.slice(start, end + 1).join(' ');
      const name = isRowLabel(label) && !LABEL_ONLY.test(label) ? asName(words.slice(0, start).join(' ')) : undefined;
      if (name) return name;
    }
  }
  return undefined;
}

/** A colon standing alone between a label and its value joins the label: "Father's Name : K." → "Father's Name: K.". */
function withColonsOnLabels(value: string): string {
  return value.replace(/(\S)\s+:(?=\s|$)/g, '$1:');
}

function inTitle(lines: readonly TextLine[], emails: readonly string[]): FoundName | undefined {
  for (const [index, line] of lines.entries()) {
    const match = TITLE_WITH_NAME.exec(line.text.trim());
    const name = match ? labelledName(match[1]!) : undefined;
    if (name) return { name: withTitleNameWrapped(lines, index, name, emails), line: index };
  }
  return undefined;
}

/**
 * A boxed title line holding the name, wrapped before the surname ("CURRICULUM VITAE OF CA
 * SANDEEP" / "AGARWAL" in a PDF): the next line, one word in the title's type that the e-mail
 * address spells ("ca.sandeepagarwal@…"), ends the name.
 */
function withTitleNameWrapped(lines: readonly TextLine[], index: number, name: string, emails: readonly string[]): string {
  const next = lines[index + 1];
  const word = next?.text.trim() ?? '';
  if (!next || !/^\p{Lu}[\p{L}'’-]+$/u.test(word) || !spelledByEmail(word, emails)) return name;
  const joined = asName(`${name} ${word}`);
  if (!joined) return name;
  // Without type sizes (a Word file's "Resume of Romul" / "Rada"), the address spells the whole name.
  if (next.fontSize === undefined)
    return lines[index]!.fontSize === undefined && addressSpellsName(joined, emails) ? joined : name;
  return sameType(next, lines[index]!) ? joined : name;
}

function afterTitle(lines: readonly TextLine[], emails: readonly string[]): FoundName | undefined {
  const title = lines.findIndex((line) => DOCUMENT_TITLE.test(line.text));
  if (title < 0) return undefined;
  for (let i = title + 1; i < Math.min(lines.length, title + 4); i += 1) {
    const name = nameAt(lines, i, { emails });
    // "LEBENSLAUF" / "Jonas Matthias" 15 pt / "Brückner" 25 pt: the sidebar's larger surname goes on.
    // "Julija" 15 pt / "Brečko" 25 pt: a given name alone on its line is no name by itself, but starts one.
    const startsName = name !== undefined || loneNameWord(lines[i]!.text) !== undefined;
    // Given names over two lines ("B.D. Baala" / "Balagovind" 15 pt / "Varrier" 25 pt) reach it too.
    for (let surname = i + 1; startsName && surname <= i + MAX_GIVEN_NAME_LINES; surname += 1) {
      const withSurname = givenLinesOverSidebarSurname(lines, surname, emails);
      if (withSurname && withSurname.line === i) return withSurname;
    }
    if (name) return name;
  }
  return undefined;
}

/** In a PDF, the name is nearly always set in the largest type on the first page. */
function largestType(lines: readonly TextLine[], emails: readonly string[]): FoundName | undefined {
  const firstPage = lines.filter((line) => line.page === 1 && line.fontSize !== undefined);
  if (firstPage.length === 0) return undefined;
  const sizes = firstPage.map((line) => line.fontSize!).sort((a, b) => a - b);
  const bodySize = sizes[Math.floor(sizes.length / 2)]!;
  const byProminence = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.page === 1 && (line.fontSize ?? 0) >= bodySize * 1.3)
    .sort((a, b) => b.line.fontSize! - a.line.fontSize! || a.index - b.index);
  const apart = nameCellReadApart(lines, emails);
  if (apart) return apart;
  for (const { index } of byProminence) {
    const name =
      givenNamesUnderSurnameInCapitals(lines, index, emails) ??
      nameAt(lines, index, { emails }) ??
      givenLinesOverSidebarSurname(lines, index, emails) ??
      givenNamesOverLargerSurname(lines, index, emails) ??
      givenNameOverSmallerSurname(lines, index, emails);
    if (name) return withSmallerGivenNamesAbove(lines, name, emails);
  }
  return undefined;
}

/** The top lines in which a banner's name cell may be read apart by the cell beside it. */
const NAME_CELL_LINES = 12;

/**
 * "Oliver James" / (the contact cell beside it: "✉ …", "☎ …") / "Pemberton, MRICS": a name wrapped
 * in a banner's grid cell, the row's other cell read between its lines. The top lines in the
 * largest type, not all adjacent, join as one name when the e-mail address spells a word of the
 * last ("K. R." / "MEENAKSHI" / … / "SUNDARAM, ACA," with "kr.meenakshisundaram@…").
 */
function nameCellReadApart(lines: readonly TextLine[], emails: readonly string[]): FoundName | undefined {
  const top = lines.slice(0, NAME_CELL_LINES);
  const largest = Math.max(...top.map((line) => (line.page === 1 && !line.ocr ? (line.fontSize ?? 0) : 0)));
  if (largest < DISPLAY_SIZE) return undefined;
  const at: number[] = [];
  for (const [index, line] of top.entries()) {
    if (headingKind(line.text)) break;
    if (line.page === 1 && !line.ocr && line.fontSize !== undefined && Math.abs(line.fontSize - largest) < 0.5) at.push(index);
  }
  if (at.length < 2 || at.length > 4 || at.at(-1)! - at[0]! === at.length - 1) return undefined;
  const last = lines[at.at(-1)!]!.text;
  if (!last.split(/[\s,-]+/).some((word) => /^\p{Lu}/u.test(word) && spelledByEmail(word, emails))) return undefined;
  const name = asName(at.map((index) => lines[index]!.text.trim()).join(' '));
  return name ? { name, line: at[0]! } : undefined;
}

/** How much larger a surname set alone under its given names may be ("Chloé" 20 pt / "Tremblay-Gagnon, CPA" 26 pt). */
const SURNAME_OVER_GIVEN_RATIO = 1.5;

/**
 * A two-tone banner's name: given names in lighter, smaller display type over the surname alone in
 * larger type, which is no name by itself ("Dr. Katrin" / "von der Heide", "Chloé" /
 * "Tremblay-Gagnon, CPA"). They join when the e-mail address spells a word of the surname.
 */
function givenNamesOverLargerSurname(
  lines: readonly TextLine[],
  index: number,
  emails: readonly string[],
): FoundName | undefined {
  const line = lines[index]!;
  const above = lines[index - 1];
  if (!above || line.ocr || above.ocr || above.page !== line.page) return undefined;
  const [small, large] = [above.fontSize ?? 0, line.fontSize ?? 0];
  if (small < DISPLAY_SIZE || large <= small || large / small > SURNAME_OVER_GIVEN_RATIO) return undefined;
  const surname = line.text.replace(/,.*$/, '');
  if (!surname.split(/[\s-]+/).some((word) => /^\p{Lu}/u.test(word) && spelledByEmail(word, emails))) return undefined;
  const name = asName(`${above.text.trim()} ${line.text.trim()}`);
  return name && name.split(' ').length >= 2 ? { name, line: index - 1 } : undefined;
}

/**
 * "Dr. Anjali" 24 pt / "Deshpande-Kulkarni" 19 pt: a Word template's name with the given name the
 * larger line and the surname under it in smaller display type. The given name alone (one word)
 * is no name; the surname line under it, one word or led by a particle (past a line emptied when
 * a hyphen's break was joined), goes with it when the e-mail address spells a word of the two
 * ("anjali.dk@…").
 */
function givenNameOverSmallerSurname(
  lines: readonly TextLine[],
  index: number,
  emails: readonly string[],
): FoundName | undefined {
  const line = lines[index]!;
  let at = index + 1;
  while (lines[at] && lines[at]!.text.trim() === '') at += 1;
  const below = lines[at];
  if (!below || line.ocr || below.ocr || below.page !== line.page) return undefined;
  const [large, small] = [line.fontSize ?? 0, below.fontSize ?? 0];
  if (small < DISPLAY_SIZE || small > large - 0.5 || large / small > SURNAME_OVER_GIVEN_RATIO) return undefined;
  const given = asName(line.text);
  // A surname alone ("Deshpande-Kulkarni", "da Costa"): never a whole name under a logo's word.
  const surname = asName(below.text);
  const particled = PARTICLES.has(below.text.trim().split(/\s+/)[0]!) ? surnameWithParticle(below.text) : undefined;
  if (!given || given.includes(' ') || !((surname && !surname.includes(' ')) || particled)) return undefined;
  const name = asName(`${line.text.trim()} ${below.text.trim()}`);
  return name && name.split(' ').length >= 2 && spelledByEmailAny(name, emails) ? { name, line: index } : undefined;
}

/** The smallest type of given names set apart from a sidebar's larger surname ("Thuy Linh" 15 pt / "Nguyen-Tran" 25 pt). */
const SIDEBAR_GIVEN_NAMES_SIZE = 12;
/** How much larger than its given names a sidebar's surname may be set. */
const SIDEBAR_SURNAME_RATIO = 2;

/** Given names in `small` type beside a sidebar's surname in `large` display type, set apart by size (either order on the page). */
function sidebarNameSizes(small: number, large: number): boolean {
  return (
    large >= DISPLAY_SIZE && small >= SIDEBAR_GIVEN_NAMES_SIZE && small <= large - 0.5 && large / small <= SIDEBAR_SURNAME_RATIO
  );
}

/** Lines of given names over a sidebar's surname ("Thiago" / "Henrique" over "de Souza"). */
const MAX_GIVEN_NAME_LINES = 2;

/**
 * A dark sidebar's name split given / surname, the surname alone in the larger (bold) type: "Thuy
 * Linh" 15 pt / "Nguyen-Tran" 25 pt, or given names Chromium wraps over two lines of a narrow cell
 * ("Thiago" / "Henrique" 20 pt over "de Souza" 22 pt). The surname alone is no name, or only a
 * particle's; the given-name lines above it, in one smaller type, join it when the e-mail address
 * spells a word of the surname.
 */
function givenLinesOverSidebarSurname(
  lines: readonly TextLine[],
  index: number,
  emails: readonly string[],
): FoundName | undefined {
  const line = lines[index];
  const first = lines[index - 1];
  if (!line || !first || line.ocr || (line.fontSize ?? 0) < DISPLAY_SIZE) return undefined;
  const size = line.fontSize!;
  const surname = surnameOverLines(lines, index);
  const asSurname = asName(surname) ?? surnameWithParticle(surname) ?? loneNameWord(surname);
  if (!asSurname || asSurname.split(' ').length > 3 || PARTICLES.has(asSurname.split(' ').at(-1)!)) return undefined;
  const surnameSpelled = surname.split(/[\s-]+/).some((word) => /^\p{Lu}/u.test(word) && spelledByEmail(word, emails));
  const given: string[] = [];
  for (let at = index - 1; at >= 0 && given.length < MAX_GIVEN_NAME_LINES; at -= 1) {
    const above = lines[at]!;
    const small = above.fontSize ?? 0;
    if (above.ocr || above.page !== line.page || !sameType(above, first) || headingKind(above.text)) break;
    if (!sidebarNameSizes(small, size)) break;
    const words = asName(above.text) ?? loneNameWord(above.text);
    if (!words || words.split(' ').length > 3) break;
    given.unshift(above.text.trim());
  }
  if (given.length === 0) return undefined;
  // The address spells a word of the surname, or of the given names ("sunita216@…" over "Pandey-Jain").
  if (!surnameSpelled && !spelledByEmailAny(asName(given.join(' ')) ?? '', emails)) return undefined;
  if (!surnameSpelled && addressGivesSurnameAnotherInitial(given.join(' '), asSurname, emails)) return undefined;
  const name = asName([...given, surname].join(' '));
  return name && name.split(' ').length <= 5 ? { name, line: index - given.length } : undefined;
}

/**
 * A sidebar's surname from its first line on, where the narrow column wraps it in the same type:
 * after particles ("von der" / "Hache"), at a hyphen ("Hache-" / "Huke"), or a second surname alone
 * ("Hache" / "Huke"). Two lines more at most.
 */
function surnameOverLines(lines: readonly TextLine[], index: number): string {
  let surname = lines[index]!.text.trim();
  for (let at = index + 1; at <= index + 2 && at < lines.length; at += 1) {
    const next = lines[at]!;
    const text = next.text.trim();
    if (!sameType(lines[index]!, next) || headingKind(text) || !(asName(text) ?? surnameWithParticle(text) ?? loneNameWord(text)))
      break;
    const last = surname.split(' ').at(-1)!;
    const goesOn = PARTICLES.has(last.toLowerCase()) || /\p{L}-$/u.test(surname);
    if (!goesOn && (surname.split(/\s+/).length > 1 || text.includes(' '))) break;
    surname = /\p{L}-$/u.test(surname) ? `${surname}${text}` : `${surname} ${text}`;
  }
  return surname;
}

/** A name word alone on its line, given name or surname ("Julija", "Brečko", "Pandey-Jain" as a broken hyphen joined it), no label or heading. */
function loneNameWord(text: string): string | undefined {
  const word = text.trim();
  if (!/^\p{Lu}[\p{L}'’-]+$/u.test(word) || /-$/.test(word) || NOT_A_NAME.has(word.toLowerCase())) return undefined;
  return isAnyHeading(word) ? undefined : fixCapitals(word);
}

/**
 * "VAN WYK" 22 pt / "Marike Annelie" 17 pt: a sidebar's surname in capitals over the given names in
 * natural case and smaller type (the surname-first style of a Word template). Read given names
 * first when the e-mail address spells both lines ("marike.vanwyk@…"); a role under a name never
 * is spelled.
 */
function givenNamesUnderSurnameInCapitals(
  lines: readonly TextLine[],
  index: number,
  emails: readonly string[],
): FoundName | undefined {
  const line = lines[index]!;
  const below = lines[index + 1];
  if (!below || line.ocr || below.ocr || below.page !== line.page) return undefined;
  const [large, small] = [line.fontSize ?? 0, below.fontSize ?? 0];
  if (!sidebarNameSizes(small, large)) return undefined;
  const [surname, given] = [line.text.trim(), below.text.trim()];
  if (/\p{Ll}/u.test(surname) || !/\p{Ll}/u.test(given)) return undefined;
  const [asSurname, asGiven] = [asName(surname), asName(given)];
  if (!asSurname || !asGiven || asSurname.split(' ').length > 3 || asGiven.split(' ').length > 3) return undefined;
  if (!spelledByEmail(surname.replace(/\s+/g, ''), emails) || !spelledByEmailAny(asGiven, emails)) return undefined;
  // Read as printed, then put in order as a Word file's lines are ("Van Wyk", the surname's capital kept).
  const name = asName(`${surname} ${given}`);
  return name ? { name: givenNamesBeforeSurnameInCapitals(name, surname, emails), line: index } : undefined;
}

/**
 * "Maria" (22 pt, light) / "Gonzalez Ruiz" (26 pt, bold): a banner's name over two lines with the
 * surname the larger. The larger line is found first; given names on the line right above it, in
 * display type a little smaller, go before it.
 */
function withSmallerGivenNamesAbove(lines: readonly TextLine[], found: FoundName, emails: readonly string[] = []): FoundName {
  const line = lines[found.line]!;
  const above = lines[found.line - 1];
  if (!above || sameType(above, line) || above.fontSize! > line.fontSize!) return found;
  if (
    !displayNameLinesAlike(above, line) &&
    !lightNamesOverHeavyName(above, line, emails) &&
    !givenNamesOverSidebarSurname(above, line, emails)
  )
    return found;
  const given = asName(above.text);
  if (!given || given.split(' ').length > 2 || found.name.split(' ').length > 3 || found.name.includes(given)) return found;
  // "chloe.t@…" under "Chloé" / "Gagnon-Roy": the address gives the surname another initial.
  if (addressGivesSurnameAnotherInitial(given, found.name, emails)) return found;
  // "FELICIANO" / "DA SOUZA-CARVALHO": the surname read alone starts with its particle's capital;
  // after the given names it is the particle in capitals it was.
  const first = found.name.split(' ')[0]!;
  const surname =
    PARTICLES.has(first.toLowerCase()) && !/\p{Ll}/u.test(line.text)
      ? `${first.toUpperCase()}${found.name.slice(first.length)}`
      : found.name;
  const joined = asName(`${given} ${surname}`);
  return joined ? { name: joined, line: found.line - 1 } : found;
}

/** Given names the address spells over a surname line set larger (lightNamesOverHeavyName), as the line above reads down to it. */
function givenNamesOverHeavierLine(line: TextLine, next: TextLine, emails: readonly string[]): boolean {
  return (next.fontSize ?? 0) > (line.fontSize ?? 0) && lightNamesOverHeavyName(line, next, emails);
}

/** A sidebar's given names the address spells, over its larger surname (SIDEBAR_SURNAME_RATIO): "Guendalina" 15 pt / "De Giorgio" 25 pt. */
function givenNamesOverSidebarSurname(above: TextLine, line: TextLine, emails: readonly string[]): boolean {
  if (above.ocr || line.ocr || above.page !== line.page) return false;
  const [small, large] = [above.fontSize ?? 0, line.fontSize ?? 0];
  if (!sidebarNameSizes(small, large)) return false;
  const given = asName(above.text) ?? loneNameWord(above.text);
  return given !== undefined && spelledByEmailAny(given, emails);
}

/**
 * A Canva design's name in two weights: the light line over the heavy one is set a size or two
 * smaller than a second name line usually is ("Fatima Zahra" 26 pt / "EL IDRISSI" 32 pt; a family
 * name first, "Nguyễn Thị" / "Minh Anh"). Up to the ratio a banner's surname may have, the line
 * above belongs to the name when the e-mail address spells one of its words.
 */
function lightNamesOverHeavyName(above: TextLine, line: TextLine, emails: readonly string[]): boolean {
  if (above.ocr || line.ocr || above.page !== line.page) return false;
  const [small, large] = [above.fontSize ?? 0, line.fontSize ?? 0];
  if (small < DISPLAY_SIZE || large / small > SURNAME_OVER_GIVEN_RATIO) return false;
  const given = asName(above.text);
  return given !== undefined && spelledByEmailAny(given, emails);
}

/** Without type sizes (DOCX, DOC): the name-like line that the candidate's e-mail address spells. */
function matchingEmail(
  lines: readonly TextLine[],
  emails: readonly string[],
  inSection: readonly boolean[],
): FoundName | undefined {
  const locals = emails.map((email) => email.split('@')[0]!.toLowerCase());
  // "Nguyễn" is spelled "nguyen", "O’Wiegand" "owiegand": accents and apostrophes are no letters of the address.
  const spelled = (found: FoundName | undefined) =>
    found?.name
      .split(/[ -]/)
      .map(asciiLetters)
      .filter((part) => part.length >= 3 && locals.some((local) => local.includes(part))).length ?? 0;
  for (let i = 0; i < lines.length; i += 1) {
    const found = nameAt(lines, i, { emails, mayJoin: !inSection[i] });
    // Right after a list ("DHIS2" / "Community mobilisation" / "IFEOMA" / "NWOSU-ADEYEMI", or
    // "Chukwuemeka Ikenna" / "Okonkwo": a sidebar read after the main column): lines join when the
    // address spells two of their words and more than the first line alone.
    const joined = inSection[i] ? nameAt(lines, i, { emails }) : undefined;
    const whole = (name: FoundName) => spelled(name) >= 2 || addressSpellsName(name.name, emails);
    // A list's last item over the name ("Capacitor" / "Transmitter" / "CLARA" / "GREENFELDER-…")
    // starts no name the address spells from its second line: the search goes on to that line.
    if (joined && whole(joined) && spelled(joined) > spelled(found) && !firstWordUnspelled(joined.name, locals)) return joined;
    // "Microchip" / "Arnold" / "Jakubowski" with "arnold610@…": a given name the address spells
    // whole, alone on its line after a list, starts the name set over the lines under it.
    if (joined && !found && joined.name.includes(' ') && firstWordSpelledWhole(joined.name, locals)) return joined;
    if (found && spelled(found) > 0) return withGivenNameAbove(lines, found, spelled);
  }
  return undefined;
}

/** The name's first word, three letters or more, is in an address ("arnold" of "arnold610"). */
function firstWordSpelledWhole(name: string, locals: readonly string[]): boolean {
  const first = asciiLetters(name.split(' ')[0]!);
  return first.length >= 3 && locals.some((local) => local.includes(first));
}

/** The name's first word is neither in an address nor its initial the address's first letter ("Transmitter" of "clara.greenfelder…"). */
function firstWordUnspelled(name: string, locals: readonly string[]): boolean {
  const first = asciiLetters(name.split(' ')[0]!);
  return first.length >= 3 && !locals.some((local) => local.includes(first) || local.startsWith(first[0]!));
}

/**
 * An address that is the person's name, run together: each piece of its local part (digits aside)
 * a word of the name or its initial, in order, words left out allowed, and at least one piece a
 * whole word of three letters or more beside another piece: "rrobel" (Ron Grayce Robel),
 * "kieranog" (Kieran O'Grady), "dsouza.anita". One whole word alone ("kieran969") is no more than
 * a given name.
 */
export function addressSpellsName(name: string, emails: readonly string[]): boolean {
  const words = name
    .split(/[\s-]+/)
    .map(asciiLetters)
    .filter(Boolean);
  if (words.length < 2 || words.length > 8) return false;
  return emails.some((email) => {
    const local = asciiLetters(email.split('@')[0]!);
    if (local.length < 4 || local.length > 64) return false;
    // Where the local part can be read up to, after which word, with how many pieces and whole words.
    const reach = (at: number, from: number, pieces: number, whole: boolean): boolean => {
      if (at === local.length) return pieces >= 2 && whole;
      for (let w = from; w < words.length; w += 1) {
        const word = words[w]!;
        if (word.length >= 3 && local.startsWith(word, at) && reach(at + word.length, w + 1, pieces + 1, true)) return true;
        if (local[at] === word[0] && reach(at + 1, w + 1, pieces + 1, whole)) return true;
      }
      return false;
    };
    return reach(0, 0, 0, false);
  });
}

/**
 * "Gaurav" / "Profile" / "Singh Rathore": a sidebar read line by line into the main column puts a
 * line between the given name and the surname. A single name word one or two lines above, in the
 * same type, that the e-mail address spells as well, is the given name.
 */
function withGivenNameAbove(lines: readonly TextLine[], found: FoundName, spelled: (found: FoundName) => number): FoundName {
  for (let above = found.line - 1; above >= Math.max(0, found.line - 2); above -= 1) {
    const word = asName(lines[above]!.text);
    if (!word || word.includes(' ') || !sameType(lines[above]!, lines[found.line]!) || found.name.includes(word)) continue;
    const joined = { name: asName(`${word} ${found.name}`) ?? '', line: above };
    if (joined.name && spelled({ name: word, line: above }) > 0) return joined;
  }
  return found;
}

function firstNameLike(
  lines: readonly TextLine[],
  emails: readonly string[],
  inSection: readonly boolean[],
): FoundName | undefined {
  for (let i = 0; i < Math.min(lines.length, 15); i += 1) {
    if (insideAddressBlock(lines, i)) continue;
    const name = nameAt(lines, i, { emails, mayJoin: !inSection[i] });
    if (name) return name;
  }
  return undefined;
}

function isCountryName(text: string): boolean {
  return countryByName(text.replace(/[.,]$/, '')) !== undefined;
}

/** An address block's first line: a house number or a postal box, or its label ("Contact Address", "Domicilio"). */
const ADDRESS_BLOCK_START =
  /^(?:\d|(?:house|flat|unit|apt|plot|block|blk|no)\.?\s*\d|p\.?\s?o\.?\s*box\b|(?:\p{L}+\s+)?(?:address|domicilio|direcci[óo]n|endere[çc]o|adresse|anschrift|adres|indirizzo)\s*:?$)/iu;
/** A line that closes an address: a postcode or a place with its country ("Lagos 101241", "Nigeria"). */
const ADDRESS_BLOCK_END = /(?:^|\s)(?:\d{4,6}|\d{3}-\d{4}|\d{2}-\d{3}|\d{5}-\d{3})(?:$|[\s,])/;

/**
 * "14 Adeola Odeku Street" / "Victoria Island" / "Lagos 101241": a district's line between a
 * street line (or the address's label) and the postcode's line is the address, not a name, when
 * the contact block comes before the name.
 */
function insideAddressBlock(lines: readonly TextLine[], index: number): boolean {
  const above = lines[index - 1]?.text.trim() ?? '';
  const below = lines[index + 1]?.text.trim() ?? '';
  if (!ADDRESS_BLOCK_START.test(above) && !/\d/.test(above)) return false;
  const startsBlock = ADDRESS_BLOCK_START.test(above) || ADDRESS_BLOCK_START.test(lines[index - 2]?.text.trim() ?? '');
  const belowEnds = ADDRESS_BLOCK_END.test(below) || isCountryName(below);
  return startsBlock && belowEnds;
}

/** Words that start a phone number or an address after a name on one line ("ASANTE Cell +233 …"). */
const CONTACT_START =
  /^(?:\+|\(?\d|[^\s@]+@|[\p{So}\p{Co}]$|(?:e-?mail|mail|phone|ph|mob(?:ile)?|m|cell|tel|telephone|office|home|res|whatsapp|contact|linkedin|github)\b[.:]?$)/iu;

/** The name at a line, joining a first name and a surname set on two or three lines. */
function nameAt(
  lines: readonly TextLine[],
  index: number,
  { emails = [], mayJoin = true }: { emails?: readonly string[]; mayJoin?: boolean } = {},
): FoundName | undefined {
  const unbroken = withFirstLineUnbroken(lines, index);
  if (unbroken) return nameAt(unbroken, index, { emails, mayJoin });
  const line = lines[index]!;
  const wrapped = mayJoin ? nameBrokenAtHyphen(lines, index) : undefined;
  if (wrapped) return { name: wrapped, line: index };
  // "KAVYA REDDY | Android Developer": the name is the first part of a line with separators.
  // A table row read as one line: "CA Pooja Email: pooja@example.com".
  // "Ravi Kumar - Data Engineer": Word formats turn the dash into a hyphen with spaces around it.
  // "Chinonso Okafor-Eze ~~ “reerertcn": tildes, never in a name, end it (a scan's reading of icons).
  const cut =
    asName(line.text) ??
    surnameFirst(line.text) ??
    surnameFirstByEmail(line.text, emails) ??
    dottedCapitals(line.text) ??
    (line.ocr ? dashedCapitals(line.text, emails) : undefined) ??
    nameBeforeCommaRole(line.text) ??
    nameAfterDashedRole(line.text, emails) ??
    asName(line.text.split(/\s+(?:[|•·–—-]|~+)\s+|\s+[|–—]$|\s{3,}|\s+(?=(?:e-?mail|phone|mobile|tel|contact)\s*:)/i)[0]!);
  const name = cut ?? nameBeforeContact(line.text);
  if (!name) return undefined;
  if (name.includes(' ')) {
    // "NPS van +21 naar +38": a name never ends in a particle unless the next line goes on with it.
    const whole = withPatronymicBelow(lines, index, withSurnameBelow(lines, index, name, emails, mayJoin));
    if (!PARTICLES.has(whole.split(' ').at(-1)!) && !(whole === name && endsInArabicArticle(line.text)))
      return { name: whole, line: index };
    const goesOn = mayJoin ? surnameAfterParticleWrapped(lines, index, whole) : undefined;
    return goesOn ? { name: goesOn, line: index } : undefined;
  }
  // A word before an address ("Boston" of "Boston, MA 02116") never starts a name set on lines,
  // and neither does the end of an address block above the name ("Hamburg" / "Germany").
  // Nor does the value under an address's label ("ADDRESS" / "Malkajgiri" / "B. Bandhu Bhat").
  if (
    !mayJoin ||
    !cut ||
    endOfAddressBlock(lines, index, name, emails) ||
    wordBeforeItsValue(line.text, name) ||
    ADDRESS_LABEL_LINE.test(lines[index - 1]?.text ?? '')
  )
    return undefined;
  // A single word is a name only as the first part of a name set on two or three lines
  // ("PIETER" / "VAN DER" / "MEER" in a narrow sidebar).
  let joined: string | undefined;
  let text = line.text;
  let cleaned = name;
  // Four lines in a sidebar's display type ("Luis" / "Fernando" / "de la Vega" / "Ortiz").
  const most = (line.fontSize ?? 0) >= DISPLAY_SIZE && !line.ocr ? 3 : 2;
  const partLines: string[] = [];
  for (let next = index + 1, taken = 0; taken < most && next < lines.length; next += 1, taken += 1) {
    next = nextOfDisplayName(lines, index, next, MAX_INTERLEAVED_AFTER_WORD);
    // "ANNA" / "·" / "KOWALSKA": a separator between the words, on a line of its own, is no line of
    // the name; nor is a line emptied when its text joined a name broken at its hyphen above.
    if (isSeparatorLine(line, lines[next]!) || lines[next]!.text.trim() === '') {
      taken -= 1;
      continue;
    }
    // A surname broken at its hyphen in a narrow sidebar ("NWOSU-" / "ADEYEMI") is one word.
    const after = lines[next + 1];
    const broken = /\p{L}-$/u.test(lines[next]!.text.trim()) && after && sameType(lines[next]!, after);
    const whole = broken ? `${lines[next]!.text.trim()}${after.text.trim()}` : lines[next]!.text;
    // "L G" / "ANALA GEMINE" / "VERMA-TALWAR | Petroleum Engineer": the name's last line goes on
    // with the role after a bar or a dash, as on one line.
    const nextText = withoutRoleAfter({ text: whole }, emails)!.text;
    // "Matrix" / "Alarm" / "Prof. Chitrali": a title starts a name; it never goes on with the lines above.
    if (withoutLeadingTitles(nextText.trim()) !== nextText.trim()) break;
    // "Heger-Roubalová" / "C FA": post-nominals split by letter spacing end the name.
    if (/^[\p{Lu} .]{2,12}$/u.test(nextText.trim()) && isDegree(nextText.replace(/[\s.]/g, ''))) break;
    const alike = displayNameLinesAlike(line, lines[next]!);
    const heavier = !alike && taken === 0 && givenNamesOverHeavierLine(line, lines[next]!, emails);
    const part =
      alike || heavier
        ? (asName(nextText) ??
          surnameWithParticle(nextText) ??
          typedApartWord(nextText) ??
          middleInitial(nextText) ??
          gaelicParticle(nextText) ??
          surnameBeforeMemberships(text, nextText, asName))
        : undefined;
    if (!part || (!part.includes(' ') && placeNotName(part, emails))) break;
    if (heavier && addressGivesSurnameAnotherInitial(cleaned, part, emails)) break;
    // "Acme" (24 pt) over "Ana Souza" (19 pt) with "ana.souza@…": the address names the line below whole.
    if (
      part.includes(' ') &&
      !PARTICLES.has(part.split(' ')[0]!.toLowerCase()) &&
      emailIsTheName(part.split(' '), emails) &&
      !spelledByEmailAny(cleaned, emails)
    )
      break;
    if (joined && roleUnderName(joined, part, lines[next]!, emails)) break;
    if (joined && roleAfterCapitals(text, nextText)) break;
    if (broken) next += 1;
    partLines.push(nextText.trim());
    text = `${text} ${nextText}`;
    cleaned = `${cleaned} ${part}`;
    // "Grace" / "Thompson, PhD": the degree after the comma goes, then the two join. Letter-spaced
    // lines ("R U K M I N I" / "I Y E R") are words of their own, never one word.
    const spaced = /^\p{L}(?: [\p{L}'’-])+$/u.test(lines[next]!.text.trim());
    const candidate = (spaced ? undefined : asName(text)) ?? asName(cleaned);
    if (!candidate) break;
    // A name does not end in a particle ("Pieter van der" goes on to the next line), nor in a
    // middle initial set on a line of its own ("Anna-Lena" / "M." / "Schröder").
    if (!PARTICLES.has(candidate.split(' ').at(-1)!) && !middleInitial(nextText) && !gaelicParticle(nextText)) joined = candidate;
    if (nextText !== whole) break;
  }
  return joined ? { name: givenNamesFirst(text, joined, emails, partLines), line: index } : undefined;
}

/**
 * "Vietnamese · Native", "English — Fluent": a word and its value after a separator is a list's
 * item (a language and its level in a sidebar read before the name), never the first line of a
 * name set on lines of their own.
 */
function wordBeforeItsValue(text: string, word: string): boolean {
  const trimmed = text.trim();
  return trimmed !== word && /^\S+\s+[|•·–—-]\s+\S/u.test(trimmed);
}

/** Irish and Scottish patronymic particles, capitalised inside a name ("Aoife Ní Dhonnchadha", "Seán Ó Briain"). */
const GAELIC_PARTICLE = /^(?:n[ií]|nic|mhic|mac|u[ií]|ó)$/iu;

/**
 * "Aoife" / "NÍ" / "DHONNCHADHA" in a narrow sidebar: a Gaelic particle alone on its line goes on
 * to the surname on the next, like "van der" (alone it is too short to be read as a name). The
 * particle as it is written in a name ("Ní"), or undefined.
 */
function gaelicParticle(text: string): string | undefined {
  const word = text.trim();
  return GAELIC_PARTICLE.test(word) ? word[0]!.toUpperCase() + word.slice(1).toLowerCase() : undefined;
}

/**
 * "Jean-" / "Pierre" / "K." / "Moreau": a given name broken after its hyphen in a narrow sidebar,
 * on the name's first line. The lines with the two halves joined, or undefined.
 */
function withFirstLineUnbroken(lines: readonly TextLine[], index: number): TextLine[] | undefined {
  const line = lines[index]!;
  const next = lines[index + 1];
  if (!next || !/^\p{Lu}\p{L}+-$/u.test(line.text.trim()) || !sameType(line, next)) return undefined;
  const whole = `${line.text.trim()}${next.text.trim()}`;
  if (!asName(whole) || asName(whole)!.includes(' ')) return undefined;
  return [...lines.slice(0, index), { ...line, text: whole }, ...lines.slice(index + 2)];
}

/**
 * "ANNA · KOWALSKA": a name in capitals with a dot between its words. Only capitals, two to four
 * words of two letters or more: a line of skills ("Figma · Miro") or of contacts is not taken.
 */
export function dottedCapitals(text: string): string | undefined {
  const words = text.trim().split(/\s+[·•]\s+/u);
  if (words.length < 2 || words.length > 4 || !words.every((w) => /^\p{Lu}[\p{Lu}'’-]+$/u.test(w))) return undefined;
  return asName(words.join(' '));
}

/**
 * "ANNA - KOWALSKA": on a scan, the dot between a name's words in capitals read as a dash. Taken
 * only when the e-mail address spells every word (a name and a role in capitals, "ANNA - UX", is
 * cut at the dash as before).
 */
function dashedCapitals(text: string, emails: readonly string[]): string | undefined {
  const words = text.trim().split(/\s+[-–]\s+/u);
  if (words.length < 2 || words.length > 3 || !words.every((w) => /^\p{Lu}[\p{Lu}'’-]+$/u.test(w))) return undefined;
  return words.every((word) => spelledByEmail(word, emails)) ? asName(words.join(' ')) : undefined;
}

/** A line that is only a separator ("·", "•", "|") in the name's own type. */
function isSeparatorLine(name: TextLine, line: TextLine): boolean {
  return /^[·•|]$/u.test(line.text.trim()) && sameType(name, line);
}

/** "M." alone on its line between a given name and a surname in a narrow sidebar. */
function middleInitial(text: string): string | undefined {
  return /^\p{Lu}\.$/u.test(text.trim()) ? text.trim() : undefined;
}

/**
 * "OKAFOR" / "Chidinma Grace": a surname in capitals on its own line above the given names in
 * natural case. Which comes first is told only by the e-mail address: read in natural order when
 * the address spells the given name before the surname ("chidinma.okafor-ca@…"); a template's
 * given name in capitals over a surname in natural case ("MARIA" / "Garcia") is spelled the other
 * way and stays.
 */
export function givenNamesFirst(
  text: string,
  name: string,
  emails: readonly string[],
  partLines: readonly string[] = [],
): string {
  const [first, ...rest] = text.trim().split(/\s+/);
  let words = name.split(' ');
  if (!first || !/^\p{Lu}[\p{Lu}'’-]+$/u.test(first) || rest.length === 0 || !rest.every((w) => /\p{Ll}/u.test(w))) return name;
  const surname = asciiLetters(words[0]!);
  const given = asciiLetters(words[1] ?? '');
  const spellsOrder = emails.some((email) => {
    const local = asciiLetters(email.split('@')[0]!);
    const at = local.indexOf(given);
    return given.length >= 3 && surname.length >= 3 && at >= 0 && local.indexOf(surname, at + given.length) > at;
  });
  if (!spellsOrder && !emailSpellsInitialsBeforeSurname(words.slice(1), words[0]!, emails)) return name;
  // Given names one a line ("Chidinma" / "Grace") go on; after a line of two, the next line is the
  // role under the name ("Marta Zofia" / "Analityczka Finansowa" in a Word sidebar).
  const givenOnLine = partLines[0]?.split(/\s+/).length ?? 0;
  if (givenOnLine >= 2 && partLines[1] !== undefined) words = words.slice(0, 1 + givenOnLine);
  return [...words.slice(1), words[0]!].join(' ');
}

/**
 * A name in display type wrapped at the hyphen of its surname in a narrow header cell
 * ("ELEANOR FAIRWEATHER-" / "BROWN"): the two lines, in one type, are one name.
 */
function nameBrokenAtHyphen(lines: readonly TextLine[], index: number): string | undefined {
  const line = lines[index]!;
  const next = lines[index + 1];
  if (!next || !/\p{L}-$/u.test(line.text.trim()) || !sameType(line, next) || !/^\p{L}[\p{L}'’-]*$/u.test(next.text.trim()))
    return undefined;
  const name = asName(`${line.text.trim()}${next.text.trim()}`);
  return name?.includes(' ') ? name : undefined;
}

/**
 * "MATEUS" / "FERREIRA DA SILVA" / "Engenheiro de Dados": a name set in capitals over lines, then a
 * line in natural case; without type sizes (Word formats) the change of case is what ends the name.
 */
function roleAfterCapitals(name: string, next: string): boolean {
  if (!/\p{Ll}/u.test(name) && /\p{Ll}/u.test(next)) return true;
  // Three words and more in capitals under a name in natural case are a role or a tagline; a
  // surname in capitals under given names ("Amina Salma" / "EL FASSI") is one or two words.
  return /\p{Ll}/u.test(name) && !/\p{Ll}/u.test(next) && next.trim().split(/\s+/).length >= 3;
}

/**
 * "Hope" / "Martinez" / "Paralegal" in a Word sidebar: without type sizes, a one-word line under a
 * name already whole is its third word only if the e-mail address spells it when it spells the
 * name ("hope.martinez@…"); otherwise it is the role under the name.
 */
function roleUnderName(name: string, word: string, line: TextLine, emails: readonly string[]): boolean {
  // A PDF's name in body type (LibreOffice's print of a Word sidebar) only before a line of several words.
  if (line.fontSize !== undefined && (line.fontSize >= DISPLAY_SIZE || !word.includes(' '))) return false;
  const spellsName = name.split(/[ -]/).some((part) => spelledByEmail(part, emails, { stem: true }));
  // A line of several words ("INVESTOR RESEARCH LIAISON" under "Bhardwaj" / "Iyer" of "bhardwaj.iyer@…"):
  // the role, unless the address spells one of its words.
  return spellsName && !word.split(' ').some((part) => spelledByEmail(part, emails, { stem: true }));
}

/** The type size of a name set large in a PDF (the sidebar's "Faith Adaeze" / "Okafor"). */
const DISPLAY_SIZE = 16;
/** How many lines of the main column may come between a sidebar name's two lines. */
const MAX_INTERLEAVED = 3;
/**
 * After a first line of one word, which is no name alone: LibreOffice reads a whole job of the
 * main column between "SIPHO" and "THEMBA" / "MAHLANGU" (d440).
 */
const MAX_INTERLEAVED_AFTER_WORD = 12;

/**
 * The line that goes on a name in display type at `index`, looking from `next`: a sidebar read
 * side by side with the main column puts the column's lines between the name's lines ("Faith
 * Adaeze" / "Experience" / "Financial Analyst, …" / "Okafor"). Lines in smaller type are skipped
 * up to the next line in the name's own type; otherwise `next` itself.
 */
function nextOfDisplayName(lines: readonly TextLine[], index: number, next: number, reach = MAX_INTERLEAVED): number {
  const line = lines[index]!;
  const size = line.fontSize;
  if (size === undefined || size < DISPLAY_SIZE || line.ocr || !lines[next] || sameType(line, lines[next])) return next;
  for (let skip = next; skip < Math.min(lines.length, next + reach + 1); skip += 1) {
    const candidate = lines[skip]!;
    if (sameType(line, candidate)) return skip;
    if (candidate.fontSize === undefined || candidate.fontSize >= size || candidate.page !== line.page) return next;
  }
  return next;
}

/**
 * "Summer" / "van Dijk": a surname whose particle comes first, in natural case, on the line under
 * the given name in a narrow sidebar (or the particles alone, the surname on the line after). Alone it is no name (a name never starts with a particle);
 * as the rest of one it is.
 */
export function surnameWithParticle(text: string): string | undefined {
  const words = text.trim().split(/\s+/);
  const particles = words.findIndex((word) => !PARTICLES.has(word));
  // "Pieter" / "van der" / "Meer": particles alone go on to the next line; in capitals too
  // ("NORBERTO" / "DA" / "MACEDO"), their case chosen later.
  if (particles < 0 || words.every((word) => PARTICLES.has(word.toLowerCase()) && !/\p{Ll}/u.test(word))) return words.join(' ');
  if (particles === 0) return surnameAfterElidedParticle(words);
  const surname = asName(words.slice(particles).join(' '));
  return surname ? `${words.slice(0, particles).join(' ')} ${surname}` : undefined;
}

/** "d’Ávila Monteiro" under "Fernanda": a surname line led by an elided particle is the rest of a name too. */
function surnameAfterElidedParticle(words: readonly string[]): string | undefined {
  const [first, ...rest] = words;
  if (!first || !isElidedParticleWord(first)) return undefined;
  const surname = asName([first.replace(/^\p{Ll}+['’]/u, ''), ...rest].join(' '));
  return surname ? [first, ...surname.split(' ').slice(1)].join(' ') : undefined;
}

/**
 * "Mary Anne" / "Fitzgerald": given names on one line, the surname alone on the next, in the same
 * type. Joined only with evidence that the word is the surname: the candidate's e-mail address
 * spells its start, or both lines are set in display type (a PDF's large name). Where lines may
 * be a list's items (`mayJoin` false), only a surname led by its particle joins: no list item is.
 */
function withSurnameBelow(
  lines: readonly TextLine[],
  index: number,
  name: string,
  emails: readonly string[],
  mayJoin = true,
): string {
  const line = lines[index]!;
  const at = nextOfDisplayName(lines, index, index + 1);
  const next = withoutRoleAfter(lines[at], emails);
  if (
    !next ||
    name.split(' ').length > wordsBeforeSurnameLine(line, next) ||
    !(displayNameLinesAlike(line, next) || givenNamesOverHeavierLine(line, next, emails) || scannedDisplayLines(line, next)) ||
    line.text.trim() !== line.text.trim().replace(/[|•·–—].*$/, '')
  )
    return name;
  const particled = sameType(line, next) ? surnameWithParticle(next.text) : undefined;
  if (particled) return withParticledSurname(lines, index, at, name, particled, emails);
  // A surname typed apart letter by letter under the given names the address spells is the name's own
  // style, no list item; unless a name typed so goes on under it ("NEBOSH IGC" / "D U S T I N" / "L E H N E R").
  const typed = sameType(line, next) ? typedApartWord(next.text) : undefined;
  if (typed && spelledByEmailAny(name, emails) && !typedApartWord(lines[at + 1]?.text ?? ''))
    return asName(`${name} ${typed}`) ?? name;
  // Where lines may be a list's items, a given line the address spells is the name all the same
  // ("Rhino" / "Gianmario Giovenzio" / "Baiocco", a sidebar read after its list of tools).
  if (!mayJoin)
    return spelledByEmailAny(name, emails) && surnameLineUnclaimed(lines, index, at, name, asName(next.text) ?? '', emails)
      ? (asName(`${line.text} ${next.text}`) ?? name)
      : name;
  const longer = withNameLinesBelow(lines, index, at, emails);
  const surname = asName(next.text) ?? twoLetterSurname(next.text, emails);
  if (surname && isTwoSurnamesSpelled(name, surname, emails)) return asName(`${line.text} ${next.text}`) ?? name;
  if (surname && !isOneSurname(surname))
    return (
      longer ??
      capitalsGoOn(line, next, name, surname, emails) ??
      namesOverTwoLines(line, next, name, surname, emails) ??
      namesOverSurnamesWithParticle(line, next, name, surname, emails) ??
      name
    );
  if (!surname) return longer ?? name;
  // A two-letter surname is taken only on its own evidence (a letter English does not write, or the address spelling it).
  const spelled =
    spelledByEmail(surname.split(' ').at(-1)!, emails, { stem: true }) || (!asName(next.text) && surname.length === 2);
  const unclaimed = surnameLineUnclaimed(lines, index, at, name, surname, emails);
  if (!sameType(line, next) && !spelled && !unclaimed) return name;
  if (!spelled && addressGivesSurnameAnotherInitial(name, surname, emails)) return name;
  const evidence = spelled || unclaimed || inDisplayType(line, next) || emailSpellsWithInitial(name, surname, emails);
  const joined = evidence ? (asName(`${line.text} ${next.text}`) ?? name) : name;
  return longer && longer.split(' ').length > joined.split(' ').length ? longer : joined;
}

/**
 * "VERMA-TALWAR | Petroleum Engineer" under "ANALA GEMINE": the name's last line goes on with the
 * role after a bar or a dash, as the name's line does when it is one: the line without it, when
 * the address spells what is left ("Solicitor — Employment Law" under a name is a role line).
 */
function withoutRoleAfter(line: TextLine | undefined, emails: readonly string[]): TextLine | undefined {
  const text = line?.text.split(ROLE_AFTER_NAME_LINE)[0];
  if (text === undefined || text === line!.text || !spelledByEmailAny(text.replace(/-/g, ''), emails)) return line;
  return { ...line!, text };
}

const ROLE_AFTER_NAME_LINE = /\s+[|–—]\s+(?=\p{L})|\s+\|$/u;

/** The given names over a surname line, without initials. */
function givenWords(name: string): string[] {
  return name.split(' ').filter((word) => !isInitialsRun(word) && !/^\p{Lu}\.?$/u.test(word));
}

/** How much larger or smaller a surname's line may be set than the given names over it ("Kieran Bernadine" 21 pt / "O'Reilly-Glover" 17 pt). */
const SURNAME_LINE_RATIO = 1.35;

/**
 * "Kieran Bernadine" / "O'Reilly-Glover" / "Registered Nurse", with "kieran969@…": a surname alone
 * on the line under the given names, which no address spells. The line is the rest of the name
 * when nothing else claims it: given names of one or two words that the address does not already
 * spell as a whole name ("priya.sharma@…" under "Priya Sharma" says the name ends there), one name
 * word under them in type of about their size (or a Word file's, which has none) that is no place,
 * and after it no further line of lone name words in that type (a list of tools or languages in a
 * sidebar is one word a line).
 */
function surnameLineUnclaimed(
  lines: readonly TextLine[],
  index: number,
  at: number,
  name: string,
  surname: string,
  emails: readonly string[],
): boolean {
  const line = lines[index]!;
  const next = lines[at]!;
  const given = givenWords(name);
  if (given.length > 2 || !isOneSurname(surname) || line.ocr || next.ocr) return false;
  if (placeNotName(surname.split(' ').at(-1)!, emails) || emailSpellsWholeName(given, emails)) return false;
  if (emailLeavesSurnameOut(given, surname, emails)) return false;
  const [small, large] = [line.fontSize, next.fontSize].sort((a, b) => (a ?? 0) - (b ?? 0));
  if (small !== undefined && large !== undefined && (large / small > SURNAME_LINE_RATIO || small < BODY_NAME_SIZE)) return false;
  const after = lines[at + 1];
  const afterName = after && sameType(next, after) ? asName(after.text) : undefined;
  return !afterName || !isOneSurname(afterName);
}

/**
 * "JŪLIJS LEONĪDA" / "M U I Ž N I E C E": a Word file's surname typed with a space between its
 * letters on a line of its own, all gaps alike (one word: plain-text.ts joins only words told
 * apart by wider gaps). Under a name line it is one more word of the name.
 */
function typedApartWord(text: string): string | undefined {
  const trimmed = text.trim();
  return /^\p{L}(?: \p{L}){2,}$/u.test(trimmed) ? asName(trimmed.replace(/ /g, '')) : undefined;
}

/**
 * "Ramata" / "Maguette" / "Aw" / "Date of Birth": a surname of two letters in natural case that a
 * details cell wrapped to a line of its own; the row's end is its evidence (never "HR", "IT").
 */
function wrappedTwoLetterWord(text: string): string | undefined {
  const word = text.trim();
  if (!/\p{Ll}$/u.test(word) || /^(?:Dr|Mr|Ms|Mx|Jr|Sr|St|Co|No)$/.test(word)) return undefined;
  return twoLetterWord(word) ? word : undefined;
}

/** Two letters, the first a capital, that are no word NOT_A_NAME holds and no degree ("Lê", "Ng", "Aw"). */
function twoLetterWord(word: string): boolean {
  return /^\p{Lu}[\p{Lu}\p{Ll}]$/u.test(word) && !NOT_A_NAME.has(word.toLowerCase()) && !isDegree(word);
}

/**
 * "QUỐC BÌNH" / "LÊ": a surname of two letters alone on its line (Lê, Đỗ, Vũ, Ng, Wu, Li), too short
 * to be read as a name on its own. Taken when it carries a letter English does not write (no
 * abbreviation does: "HR", "QA", "IT") or the address spells it ("quoc.le@…").
 */
function twoLetterSurname(text: string, emails: readonly string[]): string | undefined {
  const word = text.trim();
  if (!twoLetterWord(word)) return undefined;
  const letters = asciiLetters(word);
  const spelled = emails.some((email) =>
    email
      .split('@')[0]!
      .toLowerCase()
      .split(/[._-]+/)
      .includes(letters),
  );
  return /[^A-Za-z]/.test(word) || spelled ? fixCapitals(word) : undefined;
}

/** Type a name line under the given names is set in at least: a sidebar's name, not its 9 pt text. */
const BODY_NAME_SIZE = 11;

/** The address spells the given names as a whole name: a first word and a last word of them ("priya.sharma", "sharmapriya"). */
function emailSpellsWholeName(given: readonly string[], emails: readonly string[]): boolean {
  if (given.length < 2) return false;
  return spelledByEmail(given[0]!, emails) && spelledByEmail(given.at(-1)!, emails);
}

/**
 * The address names the candidate without the surname line: every part of it is a given word or
 * its initial ("v.subramanian" over "Venkata Subramanian"), or a lone letter that is no initial of
 * the name's ("chloe.t" under "Chloé" / "Gagnon-Roy": the surname starts with a T). Only the
 * stray initial speaks against a line in the given names' type: "ximena.garcia" spells the given
 * line over "Robles", a second surname.
 */
function emailLeavesSurnameOut(
  given: readonly string[],
  surname: string,
  emails: readonly string[],
  { strayInitialOnly = false } = {},
): boolean {
  const names = given.map(asciiLetters).filter(Boolean);
  const initials = new Set([...names, ...surname.split(/[\s-]+/).map(asciiLetters)].map((word) => word[0]));
  return emails.some((email) => {
    const parts = emailLocalParts([email]).map(asciiLetters).filter(Boolean);
    if (parts.length < 2 || !parts.some((part) => names.includes(part))) return false;
    const strayInitial = parts.some((part) => part.length === 1 && !initials.has(part));
    const onlyGiven = parts.every(
      (part) => names.includes(part) || (part.length === 1 && names.some((word) => word[0] === part)),
    );
    return strayInitial || (onlyGiven && !strayInitialOnly);
  });
}

/** "chloe.t@…" under "Chloé" / "Gagnon-Roy": a lone letter of the address is no initial of these given names' nor the surname's. */
function addressGivesSurnameAnotherInitial(givenNames: string, surname: string, emails: readonly string[]): boolean {
  return emailLeavesSurnameOut(givenWords(givenNames), surname, emails, { strayInitialOnly: true });
}

/** The address's local part is these words and nothing else, in either order ("ana.souza", "souza_ana"; not "mj.garciafernandez"). */
function emailIsTheName(words: readonly string[], emails: readonly string[]): boolean {
  const letters = words.map(asciiLetters);
  const spellings = [letters.join(''), [...letters].reverse().join('')];
  return emails.some((email) => spellings.includes(asciiLetters(email.split('@')[0]!)));
}

/** The name with the patronymic line under it (name-arabic-malay.ts), when nothing else went on with it. */
function withPatronymicBelow(lines: readonly TextLine[], index: number, name: string): string {
  const next = lines[index + 1];
  if (!next || name !== asName(lines[index]!.text) || !isPatronymicLineUnder(lines[index]!, next)) return name;
  return asName(`${name} ${next.text}`) ?? name;
}

/**
 * "Lucía Fernández de la" / "Fuente": a long name wrapped in its narrow heading cell (Novorésumé's
 * name top left, beside the contact grid) after a particle. A name never ends in a particle, so
 * the next line of the same type goes on with it when it is one or two name words.
 */
function surnameAfterParticleWrapped(lines: readonly TextLine[], index: number, name: string): string | undefined {
  const line = lines[index]!;
  const next = lines[index + 1];
  if (!next || !sameType(line, next) || next.page !== line.page) return undefined;
  const rest = next.text.trim();
  if (!/^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?$/u.test(rest)) return undefined;
  const whole = asName(`${line.text.trim()} ${rest}`);
  return whole && whole.split(' ').length === name.split(' ').length + rest.split(' ').length ? whole : undefined;
}

/**
 * How many words a name's first line may hold for the next line to go on with it: three, or four
 * in display type with the next line in the same type, where a long Portuguese or Spanish name
 * wraps ("João Pedro de Oliveira" / "Santos" at 26 pt in LinkedIn's export, 1.5 lines of a column).
 */
function wordsBeforeSurnameLine(line: TextLine, next: TextLine): number {
  return inDisplayType(line, next) && sameType(line, next) ? 4 : 3;
}

/** Lines a long name may take under its first line in a narrow sidebar. */
const MAX_NAME_LINES_BELOW = 3;

/**
 * "Venkata Sai" / "Lakshmi Prasanna" / "Kommineni", "María José" / "Fernández de la" / "Torre": a
 * long name broken over three or four lines of a narrow sidebar. Lines of name words in the same
 * type go on with it; the name reaches as far as the evidence does: lines in display type (a
 * PDF's large name), or a last word that the e-mail address spells. Never to a particle.
 */
function withNameLinesBelow(
  lines: readonly TextLine[],
  index: number,
  first: number,
  emails: readonly string[],
): string | undefined {
  const line = lines[index]!;
  let text = line.text.trim();
  let longest: string | undefined;
  // "South Africa" / "Zanele Dlamini": the end of an address block above the name is none of it.
  if (placeNotName(text, emails)) return undefined;
  for (let at = first, taken = 0; taken < MAX_NAME_LINES_BELOW && lines[at]; taken += 1) {
    const next = lines[at]!;
    const nextText = next.text.trim();
    if (!sameType(line, next) || placeNotName(nextText, emails) || !(asName(nextText) ?? surnameWithParticle(nextText))) break;
    text = `${text} ${lineBelowAsWritten(text, nextText)}`;
    const joined = asName(text);
    if (!joined) break;
    const evidence = inDisplayType(line, next) || spelledByEmail(joined.split(' ').at(-1)!, emails, { stem: true });
    if (evidence && !PARTICLES.has(joined.split(' ').at(-1)!)) longest = joined;
    at = nextOfDisplayName(lines, index, at + 1);
  }
  return longest;
}

/**
 * "ENGR. CHUKWUEMEKA A." / "O K O N K W O - E Z E": the name's second line typed letter by letter
 * in a Word file, under a first line whose spacing Word's text kept as words. Its letters join into
 * the word they spell before the lines are put together (both lines spaced join as they are).
 */
function lineBelowAsWritten(above: string, below: string): string {
  return LETTER_SPACED.test(above.trim()) ? below : collapseLetterSpacing(below).trim();
}

/**
 * "NGUYỄN THỊ" / "THU HÀ": a name of four words set in capitals over two lines, two words a line
 * (a Vietnamese name keeps its order: family name, middle name, given names). The second line goes
 * on when both are in display type or the e-mail address spells a word of each, and it names no place.
 */
function capitalsGoOn(line: TextLine, next: TextLine, name: string, rest: string, emails: readonly string[]): string | undefined {
  const words = [...name.split(' '), ...rest.split(' ')];
  if (words.length > 4 || /\p{Ll}/u.test(line.text) || /\p{Ll}/u.test(next.text)) return undefined;
  if (rest.split(' ').some((word) => placeNotName(word, emails))) return undefined;
  const spelled = spelledByEmailAny(name, emails) && spelledByEmailAny(rest, emails);
  return inDisplayType(line, next) || spelled ? asName(`${line.text} ${next.text}`) : undefined;
}

/**
 * "Nguyen Thi" / "Thu Trang": a name of four words set two a line in a narrow sidebar or header
 * (Vietnamese, Spanish and Portuguese names run to four). The second line joins only when the
 * e-mail address spells one of its words (a role under the name, "Data Analyst", never is) and
 * none of them is a word the first line already holds.
 */
function namesOverTwoLines(
  line: TextLine,
  next: TextLine,
  name: string,
  rest: string,
  emails: readonly string[],
): string | undefined {
  const first = name.split(' ');
  const words = rest.split(' ');
  // "South Africa" / "Zanele Dlamini": an address block's country over the name.
  if (isPlaceWord(name)) return undefined;
  if (first.length !== 2 || words.length !== 2 || words.some((word) => PARTICLES.has(word) || first.includes(word)))
    return undefined;
  if (!words.some((word) => spelledByEmail(word, emails, { stem: true }))) return undefined;
  return asName(`${line.text} ${next.text}`);
}

/**
 * "Maria Lúcia" / "Ferreira dos Santos" in a Word file (no type sizes): two given names over two
 * surnames joined by a particle, as Portuguese and Spanish names have them. Joined as
 * `namesOverTwoLines` joins two surnames, when the e-mail address spells one of them
 * ("malu.ferreira@…"); a surname line led or ended by a particle is left to the particle rules.
 */
function namesOverSurnamesWithParticle(
  line: TextLine,
  next: TextLine,
  name: string,
  rest: string,
  emails: readonly string[],
): string | undefined {
  const words = rest.split(' ');
  const [first, last] = [words[0]!, words.at(-1)!];
  const inner = words.slice(1, -1);
  if (name.split(' ').length !== 2 || isPlaceWord(name) || words.length < 3 || words.length > 4) return undefined;
  if (PARTICLES.has(first) || PARTICLES.has(last) || !inner.every((word) => PARTICLES.has(word))) return undefined;
  if (![first, last].some((word) => spelledByEmail(word, emails, { stem: true }))) return undefined;
  return asName(`${line.text} ${next.text}`);
}

/**
 * "Venkata Subramanian" / "Krishnamurthy" with "v.subramanian.k@…": every part of the address's
 * local part is a word of the joined name or its initial, each for a word of its own, and one is
 * the surname's (an Indian address often keeps the surname as its initial).
 */
function emailSpellsWithInitial(name: string, surname: string, emails: readonly string[]): boolean {
  const words = [...name.split(/[ -]/), surname].map(asciiLetters).filter((word) => word.length > 0);
  const last = words.length - 1;
  return emails.some((email) => {
    const parts = email
      .split('@')[0]!
      .toLowerCase()
      .split(/[._-]+/)
      .filter((part) => part.length > 0);
    // Each part takes a word of its own: more parts than words never fit (and a hostile address of
    // many one-letter parts would only widen the search).
    return parts.length >= 2 && parts.length <= words.length && partsTakeWords(parts, words, new Set(), last);
  });
}

/** Whether each part takes a word of its own (the whole word or its initial), word `must` among them. */
function partsTakeWords(parts: readonly string[], words: readonly string[], taken: ReadonlySet<number>, must: number): boolean {
  if (parts.length === 0) return taken.has(must);
  const [part, ...rest] = parts;
  for (const [i, word] of words.entries()) {
    if (taken.has(i) || !(part === word || (part!.length === 1 && word.startsWith(part!)))) continue;
    if (partsTakeWords(rest, words, new Set([...taken, i]), must)) return true;
  }
  return false;
}

/**
 * Two lines of a scan both in display type, whose measured sizes differ more than OCR's usual
 * spread: a long word's box grows with the page's skew and with marks above it ("Declan Patrick"
 * / "O'Brien-Walsh" in one 32 pt type measured 25 and 37 pt). They join only on the e-mail address's word.
 */
function scannedDisplayLines(line: TextLine, next: TextLine): boolean {
  const sizes = [line.fontSize ?? 0, next.fontSize ?? 0];
  return Boolean(line.ocr && next.ocr) && Math.min(...sizes) >= DISPLAY_SIZE && Math.max(...sizes) / Math.min(...sizes) < 2;
}

/** Both lines set large in a PDF's text layer (a sidebar's name), not read by OCR. */
function inDisplayType(line: TextLine, next: TextLine): boolean {
  return (line.fontSize ?? 0) >= DISPLAY_SIZE && (next.fontSize ?? 0) >= DISPLAY_SIZE && !line.ocr;
}

/**
 * "João Pedro" / "da Silva Ferreira", "Muhammad Hafiz" / "bin Ahmad": a surname led by its
 * particle is no name of its own, so under given names in the same type it is the rest of the
 * name. It may go on to one more line ("da Silva" / "Ferreira" in a narrow sidebar): a single name
 * word there joins when the particles stood alone, the e-mail address spells it or both lines are
 * in display type.
 */
function withParticledSurname(
  lines: readonly TextLine[],
  index: number,
  at: number,
  name: string,
  surname: string,
  emails: readonly string[],
): string {
  const line = lines[index]!;
  let joined = `${name} ${surname}`;
  const then = lines[nextOfDisplayName(lines, index, at + 1)];
  const word = then && displayNameLinesAlike(line, then) ? asName(then.text) : undefined;
  const particlesAlone = PARTICLES.has(surname.split(' ').at(-1)!);
  if (
    word &&
    !word.includes(' ') &&
    (particlesAlone ||
      spelledByEmail(word, emails, { stem: true }) ||
      inDisplayType(line, then!) ||
      scannedDisplayType(lines[at]!, then!))
  )
    joined = `${joined} ${word}`;
  if (PARTICLES.has(joined.split(' ').at(-1)!)) return name;
  return asName(joined) ?? name;
}

/**
 * "María José" / "García Fernández": two surnames on the line under the given names, as Spanish
 * and Portuguese names have them, when the e-mail address spells the whole name in order: each
 * given name whole or as its initial, then both surnames whole ("mj.garciafernandez",
 * "maria.jose.garcia.fernandez"). A line above the name ("South Africa" over "Zanele Dlamini")
 * is no given name of an address that starts with the name itself.
 */
function isTwoSurnamesSpelled(given: string, surname: string, emails: readonly string[]): boolean {
  const surnames = surname.split(' ');
  if (surnames.length !== 2 || surnames.some((word) => PARTICLES.has(word.toLowerCase()))) return false;
  const fold = (word: string) =>
    [...word]
      .map(foldLetter)
      .join('')
      .replace(/[^a-z]/g, '');
  const givenNames = given.split(/[ -]/).map(fold);
  if (givenNames.some((word) => word.length === 0) || surnames.some((word) => fold(word).length < 3)) return false;
  const pattern = new RegExp(
    `^${[...givenNames.map((word) => `(?:${word}|${word[0]})`), ...surnames.map(fold)].join('[._-]?')}\\d*$`,
  );
  return emails.some((email) => pattern.test(email.split('@')[0]!.toLowerCase()));
}

/**
 * "da Silva" / "Ferreira" read from a scan: the surname's two lines in display type, of one size
 * as OCR measures it (the given names above, with an accent or a descender, measure larger).
 */
function scannedDisplayType(surname: TextLine, next: TextLine): boolean {
  if (!surname.ocr || !next.ocr || (surname.fontSize ?? 0) < DISPLAY_SIZE || (next.fontSize ?? 0) < DISPLAY_SIZE) return false;
  return Math.max(surname.fontSize!, next.fontSize!) / Math.min(surname.fontSize!, next.fontSize!) < 1.1;
}

/** One surname word, after its particles if any ("Fitzgerald", "de Oliveira-Santos", "van der Berg"). */
function isOneSurname(surname: string): boolean {
  const words = surname.split(' ');
  return words.length <= 3 && words.slice(0, -1).every((word) => PARTICLES.has(word.toLowerCase()));
}

/**
 * A city or a country that would start a name set over lines, with a line above it: the end of an
 * address block ("Address" / "Hamburg" / "Germany" / "Lena Vogelsang"). First on the page or under
 * the document's title, a heading or a sentence of a profile, nothing of an address comes before
 * it: there it is a given name that is also a place ("Salem" / "Al-Harthy" beside a photo,
 * "Jordan" / "Whitaker" under a sidebar's profile).
 */
function endOfAddressBlock(lines: readonly TextLine[], index: number, word: string, emails: readonly string[]): boolean {
  if (!placeNotName(word, emails)) return false;
  const above = lines[index - 1]?.text.trim();
  return above !== undefined && !DOCUMENT_TITLE.test(above) && !isAnyHeading(above) && !isSentence(above);
}

/**
 * A sentence of prose ("Builds demand forecasts for grocery retail."): a sidebar's profile block
 * above the name, never an address's line ("Unit 5B, 18 Scout Rallos St.").
 */
function isSentence(text: string): boolean {
  return text.split(/\s+/).length >= 5 && /\p{Ll}{3,}[.!]$/u.test(text);
}

/** A country or a city of the world ("Hamburg" / "Germany" above "Lena Vogelsang"), unless the address spells it. */
function placeNotName(word: string, emails: readonly string[]): boolean {
  return isPlaceWord(word) && !spelledByEmail(word, emails, { stem: true });
}

/**
 * A form's name row that asks for the surname first: Europass's "Surname(s) / First name(s)",
 * "Nazwisko / Imię", "Nom / Prénom", "Apellidos / Nombre", "Last name, First name". Europass in
 * other languages marks the plurals in brackets ("Apellido(s) / Nombre(s)", "Cognome(i) /
 * Nome(i)", "Nachname(n) / Vorname(n)", "Apelido(s) / Nome(s) próprio(s)", "Επώνυμο(-α) /
 * Όνομα(-τα)").
 */
const PLURAL_IN_BRACKETS = String.raw`(?:\s*\([^()]{1,4}\))?`;
const SURNAME_FIRST_LABEL = new RegExp(
  String.raw`^(?:surnames?|last\s+name|family\s+name|nazwisko|nom|apellidos?|apelidos?|cognome|achternaam|nachname|familienname|sobrenome|επώνυμο)${PLURAL_IN_BRACKETS}` +
    String.raw`\s*(?:\/|,|&|and)\s*(?:(?:first|given|fore)\s*names?|imi[ęe]|imiona|pr[ée]noms?|nombres?|nome|voornaam|vorname|όνομα)${PLURAL_IN_BRACKETS}` +
    String.raw`(?:\s+pr[óo]prios?${PLURAL_IN_BRACKETS})?\s*:?$`,
  'iu',
);

/**
 * The value on the line under a label (past a cell holding only the colon), as a name: two words
 * or more, or one the e-mail address spells. A single word there is the next label when the
 * table's column of labels is read before its values ("Nazwisko / Imię" / "Stanowisko").
 */
function valueUnder(lines: readonly TextLine[], index: number, emails: readonly string[]): FoundName | undefined {
  const at = index + (/^\s*[:\-–]\s*$/.test(lines[index + 1]?.text ?? '') ? 2 : 1);
  const value = lines[at];
  const text = value?.text.replace(/^[:\-–]\s*/, '');
  const name = text ? (surnamesCommaGivenInForm(text) ?? labelledName(text)) : undefined;
  return name && (name.includes(' ') || spelledByEmailAny(name, emails)) ? { name, line: at } : undefined;
}

/**
 * Under a row that asks for the surname first, the surnames before the comma may be two or three
 * words, as Spanish and Portuguese write them: "Fernández Ruiz, Lucía" is Lucía Fernández Ruiz.
 * Elsewhere a surname before a comma is one word (`surnameCommaGiven`).
 */
function surnamesCommaGivenInForm(text: string): string | undefined {
  const match = /^([^,]+),\s*([^,]+)$/.exec(text.trim());
  const surnames = match ? asName(match[1]!) : undefined;
  const given = match ? asName(match[2]!) : undefined;
  if (!surnames || !given || !/\p{Ll}/u.test(match![2]!)) return undefined;
  const words = [...surnames.split(' '), ...given.split(' ')];
  if (surnames.split(' ').length > 3 || given.split(' ').length > 3 || words.some((w) => isDegree(w) || isPlaceWord(w)))
    return undefined;
  return asName(`${given} ${surnames}`);
}

/**
 * A document whose name row asks for the surname first ("Nazwisko / Imię" over "Wójcik-Nowak
 * Grzegorz", wherever the table's columns put the value): the name as written, without a comma, is
 * read given name first, the last word first, unless the e-mail address spells its first word
 * before the rest (the candidate wrote the given name first anyway).
 */
function inFormOrder(
  found: FoundName | undefined,
  lines: readonly TextLine[],
  head: readonly TextLine[],
  emails: readonly string[],
): FoundName | undefined {
  if (!found || !head.some((line) => SURNAME_FIRST_LABEL.test(line.text.trim()))) return found;
  const words = found.name.split(' ');
  const written = asName(lines[found.line]!.text.replace(/^[:\-–]\s*/, ''));
  if (words.length < 2 || written !== found.name) return found;
  if (emailSpellsGivenFirst(words[0]!, words.slice(1).join(' '), emails)) return found;
  const given = givenNamesStartByEmail(words, emails);
  if (given)
    return { ...found, name: asName(`${words.slice(given).join(' ')} ${words.slice(0, given).join(' ')}`) ?? found.name };
  return { ...found, name: asName(`${words.at(-1)} ${words.slice(0, -1).join(' ')}`) ?? found.name };
}

/**
 * Where the given names start in a name written surname first, when the e-mail address spells a
 * later word before the first ("Okafor Chinedu Emmanuel" with "chinedu.okafor@…": the given names
 * are "Chinedu Emmanuel", not "Emmanuel" alone).
 */
function givenNamesStartByEmail(words: readonly string[], emails: readonly string[]): number | undefined {
  const surname = asciiLetters(words[0]!);
  if (surname.length < 3) return undefined;
  for (const email of emails) {
    const local = asciiLetters(email.split('@')[0]!);
    const at = local.indexOf(surname);
    if (at <= 0) continue;
    const index = words.findIndex(
      (word, i) => i > 0 && asciiLetters(word).length >= 3 && local.slice(0, at).startsWith(asciiLetters(word)),
    );
    if (index > 0) return index;
  }
  return undefined;
}

/**
 * "van der Berg, Jan-Willem", "Kumar, Ravi": a surname (one word, after its particles), a comma,
 * then given names in natural case, read given names first. Never post-nominals ("…, MBA"), a
 * degree or a place after the comma ("Desai, Pune").
 */
function surnameCommaGiven(text: string): string | undefined {
  const match = /^([^,]+),\s*([^,]+)$/.exec(text.trim());
  if (!match) return undefined;
  const surname = asName(match[1]!) ?? surnameWithParticle(match[1]!);
  const given = asName(match[2]!);
  if (!surname || !given || !isOneSurname(surname) || !/\p{Ll}/u.test(match[2]!)) return undefined;
  const givenWords = given.split(' ');
  if (givenWords.length > 3 || givenWords.some((word) => isDegree(word) || isPlaceWord(word))) return undefined;
  return asName(`${given} ${surname}`);
}

/**
 * "van der Berg, Jan-Willem" with "jw.vanderberg@…" outside any labelled row: a surname in natural
 * case before the comma is taken only when the e-mail address spells the given names (or their
 * initials) before it.
 */
function surnameFirstByEmail(text: string, emails: readonly string[]): string | undefined {
  const name = surnameCommaGiven(text);
  const [surname, given] = text.split(',').map((part) => part.trim());
  return name && emailSpellsGivenFirst(given!, surname!, emails) ? name : undefined;
}

/** Whether an e-mail address's local part is the given names, or their initials, then the surname. */
function emailSpellsGivenFirst(given: string, surname: string, emails: readonly string[]): boolean {
  const key = asciiLetters(surname);
  const givenWords = given
    .split(/[\s-]+/)
    .map(asciiLetters)
    .filter(Boolean);
  if (key.length < 3 || givenWords.length === 0) return false;
  const initials = givenWords.map((word) => word[0]).join('');
  return emails.some((email) => {
    const local = asciiLetters(email.split('@')[0]!);
    const at = local.indexOf(key);
    if (at <= 0) return false;
    // All that comes before the surname: the initials ("jw.vanderberg") or the given names ("anna.kowalczyk").
    const before = local.slice(0, at);
    return before === initials || before === givenWords[0] || before === givenWords.join('');
  });
}

/** A declaration's signature: the name in brackets on a line of its own ("(S. SARASWATHI)"). */
const SIGNATURE = /^\(\s*([^()]+?)\s*\)$/;

/**
 * A bio-data form that names the candidate only where it is signed: the name in brackets on a
 * line of its own in the last lines after the declaration ("I hereby declare …" / "Place: …" /
 * "Date:" / "(S. SARASWATHI)"). Looked for only when no other line gives a name.
 */
function signedName(lines: readonly TextLine[]): FoundName | undefined {
  const declaration = lines.findLastIndex((line) => /\bdeclar(?:e|ation)\b/i.test(line.text));
  if (declaration < 0) return undefined;
  for (let at = declaration + 1; at < Math.min(lines.length, declaration + 8); at += 1) {
    const inner = SIGNATURE.exec(lines[at]!.text.trim())?.[1];
    const name = inner ? asName(inner) : undefined;
    if (name) return { name, line: at };
  }
  return undefined;
}

const SURNAME_FIRST =
  /^(\p{Lu}[\p{Lu}'’-]+(?:\s+\p{Lu}[\p{Lu}'’-]*){0,2}),\s*(\p{Lu}\p{Ll}[\p{L}'’-]*(?:\s+\p{Lu}(?:\p{Ll}[\p{L}'’-]*|\.)?){0,2})$/u;

/**
 * "NAIR, Lakshmi", "GARCÍA MÁRQUEZ, Lucía": the surname first in capitals and a comma, as on
 * forms, read in natural order ("Lakshmi Nair"). A surname in ordinary case is not taken: "Grace,
 * Thompson" could be anything.
 */
export function surnameFirst(text: string): string | undefined {
  const match = SURNAME_FIRST.exec(text.trim());
  if (!match || match[2]!.split(/\s+/).some(isDegree)) return undefined;
  return asName(`${match[2]} ${match[1]}`);
}

/** "KWAME ASANTE-MENSAH Cell +233 24 456 7890": a row of a two-column banner read as one line. */
function nameBeforeContact(text: string): string | undefined {
  const words = text.trim().split(/\s+/);
  const contact = words.findIndex((word, i) => i > 0 && CONTACT_START.test(word));
  // "Sunny Heights 302, 2-14-8 Kamimeguro, …": a building and its number start an address, no name and phone.
  if (/^\d{1,4},$/.test(words[contact] ?? '')) return undefined;
  return contact >= 2 && contact <= 5 ? asName(words.slice(0, contact).join(' ')) : undefined;
}

/**
 * How much larger a name's second line in display type may be set than the first without the
 * address spelling the first ("Maria" 22 pt / "Gonzalez Ruiz" 26 pt; "Chloé" 20 pt over
 * "Gagnon-Roy" 26 pt, with "chloe.t@…", is no name of two lines). Smaller, it may be set down to
 * the surname line's ratio ("Dr Aoife" 22 pt / "O’Callaghan" 20 pt, "Shridevi" / "Anwesha" 21 pt /
 * "Trivedi" 17 pt).
 */
const SECOND_NAME_LINE_LARGER = 1.2;

/**
 * Two lines of a name: in the same type, or both in display type with the second a little smaller
 * or larger, as a banner sets a name in two weights over two lines (the surname lighter).
 */
function displayNameLinesAlike(a: TextLine, b: TextLine): boolean {
  if (sameType(a, b)) return true;
  if (a.ocr || b.ocr || a.page !== b.page) return false;
  const [small, large] = [a.fontSize ?? 0, b.fontSize ?? 0].sort((x, y) => x - y) as [number, number];
  const ratio = (b.fontSize ?? 0) > (a.fontSize ?? 0) ? SECOND_NAME_LINE_LARGER : SURNAME_LINE_RATIO;
  return small >= DISPLAY_SIZE && large / small <= ratio;
}

function sameType(a: TextLine, b: TextLine): boolean {
  if (a.fontSize === undefined || b.fontSize === undefined) return true;
  // OCR measures type from word boxes: capitals, descenders and a comma make it vary.
  if (a.ocr || b.ocr) return Math.max(a.fontSize, b.fontSize) / Math.min(a.fontSize, b.fontSize) < 1.4;
  return Math.abs(a.fontSize - b.fontSize) < 0.5;
}

/**
 * OCR splits letter-spaced words ("D'CO STA"): neighbouring words that together spell part of the
 * candidate's e-mail address are one word.
 */
export function joinSplitWords(name: string, emails: readonly string[]): string {
  // The address's words: "annemarie.dcosta" → annemarie, dcosta.
  const locals = emailLocalParts(emails).map((w) => w.replace(/[^a-z]/g, ''));
  const words = name.split(' ');
  for (let i = 0; i < words.length - 1; i += 1) {
    const joined = `${words[i]}${words[i + 1]!.toLowerCase()}`;
    const bare = joined.toLowerCase().replace(/[^a-z]/g, '');
    const separate = [words[i]!, words[i + 1]!].map((w) => w.toLowerCase().replace(/[^a-z]/g, ''));
    // "van den Broek" spelled "vandenbroek" in the address: particles stand apart, and so does an
    // initial with its full stop ("K. Balaji" of "kbalaji@…"), or initials run together ("K.V.R. Prasad" of "kvrprasad@…").
    if (separate.some((w) => PARTICLES.has(w)) || /^\p{L}\.$/u.test(words[i]!) || isInitialsRun(words[i]!)) continue;
    if (bare.length >= 5 && locals.some((l) => l.endsWith(bare) && !separate.every((w) => w.length >= 4 && l.includes(w)))) {
      words.splice(i, 2, joined);
      i -= 1;
    }
  }
  return words.join(' ');
}

/** The lower-case pieces of the addresses' local parts, cut at `separators` ("lucia.fdez-r" → lucia, fdez, r). */
function emailLocalParts(emails: readonly string[], separators = /[._-]+/): string[] {
  return emails.flatMap((email) => email.split('@')[0]!.toLowerCase().split(separators));
}

/** One letter without its accent, in lower case ("É" → "e"); one letter for one. */
function foldLetter(letter: string): string {
  const bare = letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return bare.length === 1 ? bare : letter.toLowerCase();
}

/**
 * "Maríajosé García Fernández" with "mj.garciafernandez@…": given names in letter-spaced capitals
 * whose word gap was lost on the way (pdf.js reads two typed spaces as one, like each letter gap).
 * An address part of initials, one a given name, beside parts that spell the rest of the name,
 * shows where the glued word parts: once only, each part three letters or more. Initials of every
 * word of the name as it stands ("mj" of "Marjorie Jones") say nothing.
 */
export function givenNamesByInitials(name: string, emails: readonly string[]): string {
  const [first, ...rest] = name.split(' ');
  // A hyphenated given name ("Pieter-Jan" of "pj.…") is two names already.
  if (!first || rest.length === 0 || first.length < 7 || !/^\p{L}+$/u.test(first)) return name;
  const fold = (text: string) =>
    [...text]
      .map(foldLetter)
      .join('')
      .replace(/[^a-z]/g, '');
  const surnames = fold(rest.join(''));
  const everyInitial = [first, ...rest].map((word) => fold(word)[0] ?? '').join('');
  for (const email of emails) {
    const parts = email
      .split('@')[0]!
      .toLowerCase()
      .split(/[._-]+/);
    const initials = parts.find((part) => /^[a-z]{2,3}$/.test(part));
    if (!initials || initials === everyInitial || parts.filter((part) => part !== initials).join('') !== surnames) continue;
    const cut = cutAtInitials([...first], initials);
    if (cut) return [...cut, ...rest].join(' ');
  }
  return name;
}

/** The letters cut into words that start with the initials in turn, three letters or more each, if exactly one cut does. */
function cutAtInitials(letters: readonly string[], initials: string): string[] | undefined {
  const cuts: number[][] = [];
  const search = (from: number, k: number, starts: number[]) => {
    if (k === initials.length) {
      if (letters.length - starts.at(-1)! >= 3) cuts.push(starts);
      return;
    }
    for (let at = from + 3; at <= letters.length - 3; at += 1)
      if (foldLetter(letters[at]!) === initials[k]) search(at, k + 1, [...starts, at]);
  };
  if (foldLetter(letters[0]!) !== initials[0]) return undefined;
  search(0, 1, [0]);
  if (cuts.length !== 1) return undefined;
  const starts = cuts[0]!;
  return starts.map((start, i) => {
    const word = letters.slice(start, starts[i + 1]).join('');
    return word[0]!.toUpperCase() + word.slice(1);
  });
}
