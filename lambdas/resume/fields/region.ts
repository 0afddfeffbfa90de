/**
 * Where the candidate lives, from the address in the contact block: the country (to read national
 * phone numbers in their own plan) and the city. An address is read right to left: country, then
 * state or province, then the city ("Petaling Jaya, Selangor, Malaysia"; "Brooklyn, New York, NY";
 * "Adyar, Chennai 600020"). A well-known city anywhere in the contact block also counts.
 */
import type { CountryCode } from 'libphonenumber-js/max';
import type { TextLine } from '../types';
import { headingKind } from '../headings';
import { countryByName, worldCityCountry } from './gazetteer';
import { asName, isDegree } from './name';
import { ADDRESS_LABEL_LINE } from './address-label';
import { foldPlaceName } from './place-name';
import { townCutInsideWord } from './narrow-cells';
import { hasWardOrDistrict, isStateWrittenShort, withoutContactLabelBeforeCity } from './remix-contacts';

/** Small words inside cities' names: "Rio de Janeiro", "Frankfurt am Main", "Stratford upon Avon". */
const PLACE_PARTICLES = 'de|da|do|dos|das|del|della|di|du|des|la|le|los|las|el|al|am|an|der|den|upon|on|sur|en';

/** Lines from the top in which the contact block is looked for. */
const CONTACT_LINES = 30;

const COUNTRIES: [RegExp, CountryCode][] = [
  [/^(?:india|bharat)$/i, 'IN'],
  [/^(?:uk|u\.k\.|united kingdom|england|scotland|wales|great britain|gb)$/i, 'GB'],
  [/^(?:usa|u\.s\.a\.|us|united states(?: of america)?)$/i, 'US'],
  [/^(?:australia)$/i, 'AU'],
  [/^(?:singapore)$/i, 'SG'],
  [/^(?:uae|u\.a\.e\.|united arab emirates)$/i, 'AE'],
  [/^(?:malaysia)$/i, 'MY'],
  [/^(?:netherlands|the netherlands|holland)$/i, 'NL'],
  [/^(?:south africa)$/i, 'ZA'],
  [/^(?:spain|españa)$/i, 'ES'],
  [/^(?:germany|deutschland)$/i, 'DE'],
  [/^(?:france)$/i, 'FR'],
  [/^(?:ireland)$/i, 'IE'],
  [/^(?:canada)$/i, 'CA'],
  [/^(?:new zealand)$/i, 'NZ'],
  [/^(?:saudi arabia|ksa)$/i, 'SA'],
  [/^(?:qatar)$/i, 'QA'],
  [/^(?:oman)$/i, 'OM'],
  [/^(?:kuwait)$/i, 'KW'],
  [/^(?:bahrain)$/i, 'BH'],
  [/^(?:sri lanka)$/i, 'LK'],
  [/^(?:nepal)$/i, 'NP'],
  [/^(?:bangladesh)$/i, 'BD'],
  [/^(?:pakistan)$/i, 'PK'],
  [/^(?:philippines)$/i, 'PH'],
  [/^(?:indonesia)$/i, 'ID'],
  [/^(?:hong kong)$/i, 'HK'],
  [/^(?:japan)$/i, 'JP'],
  [/^(?:china)$/i, 'CN'],
  [/^(?:kenya)$/i, 'KE'],
  [/^(?:nigeria)$/i, 'NG'],
];

/** Labels of a contact block ("E-mail ID" is no city in Idaho). */
const CONTACT_LABEL = /^(?:e-?mail|mail|phone|mobile|mob|cell|tel|contact|whatsapp|passport|aadhaar|pan|employee|user|login)$/i;

/** City-states: the country is the city. */
const CITY_STATES = new Set<CountryCode>(['SG', 'HK']);

/** States, provinces and their abbreviations, with the country they imply (not names two countries share: Punjab is in India and in Pakistan). */
const STATES: [RegExp, CountryCode][] = [
  [
    /^(?:andhra pradesh|arunachal pradesh|assam|bihar|chhattisgarh|goa|gujarat|haryana|himachal pradesh|jharkhand|karnataka|kerala|madhya pradesh|maharashtra|manipur|meghalaya|mizoram|nagaland|odisha|orissa|rajasthan|sikkim|tamil nadu|tamilnadu|telangana|tripura|uttar pradesh|uttarakhand|west bengal|delhi ncr|ncr|j&k|jammu and kashmir)$/i,
    'IN',
  ],
  [
    /^(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TX|UT|VT|VA|WA|WV|WI|WY|DC|Washington|California|Texas|New Jersey|Massachusetts|Illinois|Florida)$/,
    'US',
  ],
  [
    /^(?:alabama|alaska|arizona|arkansas|colorado|connecticut|delaware|georgia|hawaii|idaho|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new mexico|new york state|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|utah|vermont|virginia|west virginia|wisconsin|wyoming)$/i,
    'US',
  ],
  [/^(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT|New South Wales|Victoria|Queensland|Western Australia|South Australia|Tasmania)$/, 'AU'],
  [
    /^(?:manitoba|saskatchewan|nova scotia|new brunswick|newfoundland(?: and labrador)?|prince edward island|MB|SK|NS|NB|NL|PE)$/i,
    'CA',
  ],
  // Poland's provinces, as LinkedIn's export writes them between the city and the country, alone or
  // after "Województwo" ("Kraków, Województwo małopolskie, Polska"): no city.
  [
    /^(?:województwo |wojewodztwo )?(?:dolnośląskie|kujawsko-pomorskie|lubelskie|lubuskie|łódzkie|małopolskie|mazowieckie|opolskie|podkarpackie|podlaskie|pomorskie|śląskie|świętokrzyskie|warmińsko-mazurskie|wielkopolskie|zachodniopomorskie)$/i,
    'PL',
  ],
  [/^(?:selangor|johor|penang|sabah|sarawak|perak|kedah|wilayah persekutuan)$/i, 'MY'],
  [/^(?:western cape|eastern cape|gauteng|kwazulu-natal|free state)$/i, 'ZA'],
  [/^(?:Ontario|Quebec|British Columbia|Alberta|ON|BC|QC|AB)$/, 'CA'],
  [
    /^(?:greater london|greater manchester|west midlands|(?:north |south |west |east )?yorkshire|lancashire|kent|surrey|essex|hampshire|berkshire|oxfordshire|cambridgeshire|hertfordshire|buckinghamshire|merseyside|tyne and wear|(?:east |west )?sussex|devon|cornwall|somerset|norfolk|suffolk|cheshire|derbyshire|nottinghamshire|leicestershire|staffordshire|warwickshire|gloucestershire|wiltshire|dorset|cumbria|northumberland|county durham|midlothian|lanarkshire|county antrim|county down)$/i,
    'GB',
  ],
];

/** Well-known cities, recognised wherever they stand in the contact block. */
const CITIES: [string, CountryCode][] = [
  ...[
    'Bengaluru',
    'Bangalore',
    'Mumbai',
    'Bombay',
    'New Delhi',
    'Delhi',
    'Chennai',
    'Madras',
    'Hyderabad',
    'Kolkata',
    'Calcutta',
    'Pune',
    'Ahmedabad',
    'Jaipur',
    'Kochi',
    'Cochin',
    'Noida',
    'Gurugram',
    'Gurgaon',
    'Chandigarh',
    'Lucknow',
    'Indore',
    'Nagpur',
    'Coimbatore',
    'Thiruvananthapuram',
    'Trivandrum',
    'Mysuru',
    'Mysore',
    'Visakhapatnam',
    'Bhopal',
    'Surat',
    'Vadodara',
    'Nashik',
    'Panaji',
    'Mangaluru',
    'Mangalore',
    'Bhubaneswar',
    'Patna',
    'Guwahati',
    'Dehradun',
    'Kanpur',
    'Ranchi',
    'Raipur',
    'Madurai',
    'Navi Mumbai',
    'Thane',
    'Ghaziabad',
    'Faridabad',
    'Vijayawada',
    'Trichy',
    'Tiruchirappalli',
    'Salem',
    'Ludhiana',
    'Amritsar',
  ].map((city) => [city, 'IN'] as [string, CountryCode]),
  ...(
    [
      'London',
      'Manchester',
      'Birmingham',
      'Leeds',
      'Glasgow',
      'Edinburgh',
      'Bristol',
      'Liverpool',
      'Cambridge',
      'Oxford',
    ] as const
  ).map((city) => [city, 'GB'] as [string, CountryCode]),
  ...(
    [
      'New York',
      'San Francisco',
      'Seattle',
      'Chicago',
      'Boston',
      'Austin',
      'Los Angeles',
      'San Jose',
      'Atlanta',
      'Dallas',
      'Houston',
    ] as const
  ).map((city) => [city, 'US'] as [string, CountryCode]),
  ...(['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide'] as const).map((city) => [city, 'AU'] as [string, CountryCode]),
  ['Toronto', 'CA'],
  ['Vancouver', 'CA'],
  ['Dubai', 'AE'],
  ['Abu Dhabi', 'AE'],
  ['Sharjah', 'AE'],
  ['Singapore', 'SG'],
  ['Kuala Lumpur', 'MY'],
  ['Amsterdam', 'NL'],
  ['Rotterdam', 'NL'],
  ['Utrecht', 'NL'],
  ['Berlin', 'DE'],
  ['Munich', 'DE'],
  ['Paris', 'FR'],
  ['Madrid', 'ES'],
  ['Barcelona', 'ES'],
  ['Dublin', 'IE'],
  ['Johannesburg', 'ZA'],
  ['Cape Town', 'ZA'],
  ['Riyadh', 'SA'],
  ['Doha', 'QA'],
  ['Muscat', 'OM'],
  ['Colombo', 'LK'],
  ['Kathmandu', 'NP'],
  ['Dhaka', 'BD'],
];

export interface Place {
  city?: string;
  country?: CountryCode;
}

/** A place read from a city of the world whose only sign of an address is the segment before it ("Accenture, Manila"). */
interface ReadPlace extends Place {
  weak?: boolean;
}

/**
 * A line that says it is the address, before the place: an English label, or one of the languages
 * resumes are often written in ("Ubicación:", "Endereço:", "Adresse:", "Wohnort:", Vietnamese "Địa
 * chỉ:" before "…, quận Thanh Xuân, Hà Nội"); "Based in" and
 * "Living in" need no colon ("Based in Split, Croatia").
 */
const ADDRESS_LABEL =
  /^\s*(?:(?:address|location|place|city|residence|based in|lives in|current location|ubicaci[óo]n|direcci[óo]n|domicilio|residencia|ciudad|localizaci[óo]n|endere[çc]o|localidade|cidade|adresse|wohnort|anschrift|lieu|indirizzo|residenza|citt[àa]|đ[ịi]a ch[ỉi])\s*[:\-–]|(?:currently\s+)?(?:based|living|lives|located|residing)\s+in(?=\s+\p{Lu})\s*:?)\s*/iu;
/** A label without a colon, then the address on the same line ("Home Coral Gables, FL 33134"). */
const GLUED_ADDRESS_LABEL =
  /^\s*(?:[Hh]ome|HOME|[Aa]ddress|ADDRESS|[Ll]ocation|LOCATION|[Rr]esidence|RESIDENCE|[Bb]ased in|BASED IN|[Ll]iving in|[Ll]ives in)\s+(?=\p{Lu}\p{Ll})/u;

/** The country the document's contact block names, if any. */
export function documentRegion(lines: readonly TextLine[]): CountryCode | undefined {
  return findPlace(lines).country;
}

/** `name`: the candidate's name, whose lines are never places ("Jack London", "SALEM" under "VICTORIA"). */
export function findPlace(lines: readonly TextLine[], name?: string): Place {
  const place = placeOf(lines, name);
  const misread =
    place.city && place.country && lines.some((line) => line.ocr) ? knownSpelling(place.city, place.country) : undefined;
  return misread ? { ...place, city: misread } : place;
}

/**
 * A form's origin rows ("Hometown", "L.G.A.", "State of Origin", "Native Place") say where the
 * candidate comes from: their place counts only when no other line gives one.
 */
function placeOf(lines: readonly TextLine[], name?: string): Place {
  const withoutCommunity = withoutCommunityRows(lines);
  const withoutOrigin = withoutPermanentAddress(withoutOriginRows(withoutCommunity));
  const place = placeOfLines(withoutOrigin, name);
  if (place.city || withoutOrigin.length === withoutCommunity.length) return place;
  const origin = placeOfLines(withoutCommunity, name);
  return origin.city ? origin : place;
}

function placeOfLines(lines: readonly TextLine[], name?: string): Place {
  const nameWords = new Set(name ? wordsOf(name) : []);
  // "Rubene CA" (the surname's line with the post-nominals after it) is the name's, not Rubene, California.
  const hasNameWords = (text: string) => {
    const words = wordsOf(text);
    const postNominals = text
      .split(/[\s,]+/)
      .filter((word) => isDegree(word))
      .map(foldPlaceName);
    return (
      nameWords.size > 0 &&
      words.some((word) => nameWords.has(word)) &&
      words.every((word) => nameWords.has(word) || postNominals.includes(word))
    );
  };
  // The name line with an honorific or post-nominals ("Dr. Lakshmi Iyer, MD") is no place either: "MD" is no Maryland.
  const isName = (line: TextLine) => hasNameWords(line.text) || hasNameWords(asName(line.text) ?? '');
  const topLines = lines.slice(0, CONTACT_LINES).filter((line) => !isName(line));
  // A job's or a school's town ("Tendam, Madrid / 2020 –") is the candidate's only when no line
  // outside the experience and education sections names one ("Bogor | linkedin.com/in/…").
  const own = placeAmong(outsideContentSections(topLines));
  const top = own.city ? own : placeAmong(topLines);
  // With no e-mail address among the top lines, those are the main column (name, summary, jobs)
  // and the contact block is further down, in a sidebar read after it or below a profile and
  // skills: its place is the candidate's, a job's city at the top is not.
  const contactBelow = !lines.slice(0, CONTACT_LINES).some((line) => EMAIL.test(line.text));
  if (top.city && !contactBelow) return top;
  const below = placeBelow(lines, isName);
  if (below?.city) return { city: below.city, country: below.country ?? top.country };
  // A bio-data form's details table after the sections: its labelled address, or the place it
  // was signed at, a city we do not know only when the address's last line names it too.
  const labelled = labelledPlaceBelow(lines, isName) ?? declaredCity(lines) ?? townEndingLabelledAddress(lines);
  if (labelled?.city) return { city: labelled.city, country: labelled.country ?? top.country };
  const marked = top.city ? undefined : placeAfterIcon(lines);
  if (marked?.city) return { city: marked.city, country: marked.country ?? top.country };
  return top;
}

/** A place's icon typed before an address: a house, a position mark, a flag or a pin. */
const PLACE_ICON = /^\s*(?:[⌂⌖⚑⚲]|\u{1F4CD}|\u{1F3E0}|\u{1F3E1})\uFE0F?\s*\S/u;

/**
 * "⌖ Kothrud, Pune – 411038": a Canva contact strip's second cell (address and link) read after
 * the sidebar beside the main column, far below the e-mail address. A line that starts with a
 * place's icon is an address wherever it is read; taken when the top lines name no place.
 */
function placeAfterIcon(lines: readonly TextLine[]): Place | undefined {
  for (const [at, line] of lines.entries()) {
    if (!PLACE_ICON.test(line.text)) continue;
    const place = placeAmong(lines.slice(at, at + 2));
    if (place.city) return place;
  }
  return undefined;
}

/** A label that an address follows, alone or with the address's first line: "Permanent Address:", "Contact Address : …". */
const ADDRESS_LABEL_START = /^\s*(?:\p{L}+\s+)?address\s*(?:[:\-–]|$)/iu;
/** The place a declaration is signed at: "Place: Lucknow" over "Date:". */
const DECLARED_PLACE = /^\s*[Pp]lace\s*[:\-–]\s*(\p{Lu}[\p{L}'’ -]*?)\.?\s*$/u;

/** The place under an address label, or the place a declaration names, anywhere in the document. */
function labelledPlaceBelow(lines: readonly TextLine[], isName: (line: TextLine) => boolean): Place | undefined {
  const counted = lines.filter((line) => !/^\s*[:|]\s*$/.test(line.text));
  for (const [at, line] of counted.entries()) {
    if (!ADDRESS_LABEL_START.test(line.text) && !ADDRESS_LABEL_LINE.test(line.text) && !DECLARED_PLACE.test(line.text)) continue;
    const place = placeAmong(counted.slice(at, at + 7).filter((other) => !isName(other)));
    if (place.city) return place;
  }
  return undefined;
}

/**
 * A town too small for the gazetteer ("Kurunegala"): the place a declaration is signed at, when
 * the labelled address ends with it, alone on its line or after the street's segments.
 */
function declaredCity(lines: readonly TextLine[]): Place | undefined {
  const declared = lines.map((line) => DECLARED_PLACE.exec(line.text)?.[1]?.trim()).find(Boolean);
  if (!declared || !looksLikePlace(declared)) return undefined;
  const counted = lines.filter((line) => !/^\s*[:|]\s*$/.test(line.text) && !DECLARED_PLACE.test(line.text));
  const key = foldPlaceName(declared);
  const addressEnds = counted.some(
    (line, at) =>
      /\baddress\b/i.test(line.text) && counted.slice(at, at + 7).some((other) => foldPlaceName(lastSegment(other.text)) === key),
  );
  return addressEnds ? { city: cityName(declared) } : undefined;
}

/** A details row's label alone: "Mobile:", "E-mail", "Phone (Res.)", "Date of Birth:". */
const ROW_LABEL_LINE =
  /^\s*\p{Lu}[\p{L}.'’()/ -]{0,30}:\s*$|^\s*(?:e-?mail|mobile|mob|cell|phone|tel|telephone|home|office|res)\b[\p{L}.()/ -]{0,20}$/iu;

/**
 * A town too small for the gazetteer, alone on the last line of an address a details table sets
 * under its label ("Permanent Address:" / "No. 45/2, Temple Road," / "Pannipitiya," / "Maharagama."
 * / "Mobile:"): the address starts with a house number and runs over three lines or more to the
 * next row's label, and its last line is one or two capitalised words, no state or country. Not
 * when a declaration is signed at a place: then declaredCity decides.
 */
function townEndingLabelledAddress(lines: readonly TextLine[]): Place | undefined {
  // A declaration signed at another place leaves it in doubt (declaredCity takes the same one).
  if (lines.some((line) => DECLARED_PLACE.test(line.text))) return undefined;
  const counted = lines.filter((line) => !/^\s*[:|]\s*$/.test(line.text));
  for (const [at, line] of counted.entries()) {
    if (!ADDRESS_LABEL_LINE.test(line.text)) continue;
    const block: string[] = [];
    for (const next of counted.slice(at + 1, at + 7)) {
      if (ROW_LABEL_LINE.test(next.text)) break;
      block.push(next.text.replace(/^\s*:\s*/, '').trim());
    }
    const town = block.at(-1)?.replace(/[.,]$/, '') ?? '';
    if (block.length < 3 || !/^(?:no\.?\s*)?\d/i.test(block[0]!)) continue;
    if (!/^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?$/u.test(town) || isCountry(town) || STATES.some(([pattern]) => pattern.test(town)))
      continue;
    return { city: town };
  }
  return undefined;
}

/** A line's last comma-separated part without its closing full stop or PIN code ("Kurunegala." → "Kurunegala"). */
function lastSegment(text: string): string {
  const parts = text.split(/[,:]/).map((part) => part.replace(/[\s.]+$|\s*[-–]?\s*\d[\d\s]*$/g, '').trim());
  return parts.filter(Boolean).at(-1) ?? '';
}

const EMAIL = /\S@\S/;

/**
 * Every country the document names, by a country's name or a city of the world at the end of an
 * address-like line, in reading order: where to read a national number when the contact block
 * names none ("0412 345 678" in a CV whose sidebar address was not read, whose jobs were in Brisbane).
 */
export function namedCountries(lines: readonly TextLine[]): CountryCode[] {
  const countries = new Set<CountryCode>(nationalities(lines));
  for (const line of lines) {
    const country = placeIn(line.text, true).country;
    if (country) countries.add(country);
  }
  return [...countries];
}

/** Nationalities as details tables write them, with the country whose plan the candidate's numbers are in. */
const DEMONYMS: Record<string, CountryCode> = {
  indian: 'IN',
  'sri lankan': 'LK',
  nigerian: 'NG',
  ghanaian: 'GH',
  kenyan: 'KE',
  ugandan: 'UG',
  tanzanian: 'TZ',
  'south african': 'ZA',
  pakistani: 'PK',
  bangladeshi: 'BD',
  nepali: 'NP',
  nepalese: 'NP',
  filipino: 'PH',
  malaysian: 'MY',
  indonesian: 'ID',
  singaporean: 'SG',
  egyptian: 'EG',
  emirati: 'AE',
};

/**
 * Whether the document writes the country out, by its name or one of its states or provinces
 * ("India", "U.A.E.", "Tamil Nadu"), not only through a city the gazetteer places there.
 */
export function countryWritten(lines: readonly TextLine[], country: CountryCode): boolean {
  return lines.some((line) =>
    line.text.split(/[,|–—(]|\s-\s|\s{2,}/).some((part) => {
      // "U.A.E." keeps its dots; "India." ends a sentence.
      return [part.replace(/[\s)]+$/, '').trim(), part.replace(/[\s.)]+$/, '').trim()].some((segment) => {
        if (!segment || segment.length > 40) return false;
        const named = COUNTRIES.find(([pattern]) => pattern.test(segment))?.[1] ?? countryByName(segment);
        return named === country || STATES.some(([pattern, code]) => code === country && pattern.test(segment));
      });
    }),
  );
}

/** The country of a details table's "Nationality" row: its value on the label's line or on the next. */
export function nationalities(lines: readonly TextLine[]): CountryCode[] {
  const found: CountryCode[] = [];
  const counted = lines.filter((line) => !/^\s*[:\-–]\s*$/.test(line.text));
  for (const [at, line] of counted.entries()) {
    const row = /^\s*nationality\s*[:\-–]?\s*(.*)$/i.exec(line.text);
    if (!row) continue;
    const country = row[1] ? demonymCountry(row[1]) : valueBelowLabel(counted, at);
    if (country) found.push(country);
  }
  return found;
}

/** The value alone, or followed by the row's other pair read onto its line ("Ghanaian Religion: …"). */
function demonymCountry(text: string): CountryCode | undefined {
  const value = text.replace(/^[\s:\-–]+|[\s.]+$/g, '').toLowerCase();
  const demonym = Object.keys(DEMONYMS).find((word) => value === word || value.startsWith(`${word} `));
  return demonym ? DEMONYMS[demonym] : undefined;
}

/**
 * The value under a "Nationality" label, or a line or two further when a scan reads the row's
 * labels before its values ("Nationality" / "Religion" / "Sri Lankan" / "Roman Catholic").
 */
function valueBelowLabel(counted: readonly TextLine[], at: number): CountryCode | undefined {
  const next = demonymCountry(counted[at + 1]?.text ?? '');
  if (next || !counted[at]!.ocr) return next;
  return counted
    .slice(at + 2, at + 4)
    .map((line) => demonymCountry(line.text))
    .find(Boolean);
}

/**
 * A contact block further down: the lines around an e-mail address there, from six above to eight
 * below (a label over each contact, the address last over three or four lines).
 */
function placeBelow(lines: readonly TextLine[], isName: (line: TextLine) => boolean): Place | undefined {
  // A details table's colon column read as lines of its own ("Address" / ":" / …) would push the
  // address out of reach: such lines do not count.
  const counted = lines.filter((line) => !/^\s*[:|]\s*$/.test(line.text));
  const countedAt = new Map<TextLine, number>();
  for (const [index, line] of counted.entries()) if (!countedAt.has(line)) countedAt.set(line, index);
  let tried = 0;
  for (let at = 0; at < lines.length && tried < MAX_CONTACT_BLOCKS_BELOW; at += 1) {
    if (!EMAIL.test(lines[at]!.text) || at + 9 <= CONTACT_LINES) continue;
    tried += 1;
    const from = countedAt.get(lines[at]!) ?? -1;
    const place = placeAmong(counted.slice(Math.max(0, from - 6), from + 9).filter((line) => !isName(line)));
    if (place.city) return place;
  }
  return undefined;
}

/** E-mail lines below the top whose surroundings are read for a place: a resume has a few (a sidebar, referees). */
const MAX_CONTACT_BLOCKS_BELOW = 8;

function wordsOf(text: string): string[] {
  return foldPlaceName(text)
    .split(/[^\p{L}'’]+/u)
    .filter(Boolean);
}

function placeAmong(head: readonly TextLine[]): Place {
  let fallback: Place = {};
  // A city of the world read only by the segment before it: taken when nothing surer is found.
  let guess: Place | undefined;
  for (const [index, line] of head.entries()) {
    // A section heading neither is nor goes on with an address: "ABOUT ME" is no town in Maine ("ME").
    if (isSectionHeading(line.text)) continue;
    const next = isSectionHeading(head[index + 1]?.text ?? '') ? undefined : head[index + 1]?.text;
    // LibreOffice reads the label cell between the two halves ("…, 400114 Cluj-" / "Address" / "Napoca, România").
    const afterLabel = next !== undefined && ADDRESS_LABEL_LINE.test(next) ? head[index + 2]?.text : next;
    const brokenTown = townBrokenAtHyphen(line.text, afterLabel);
    if (brokenTown.city && brokenTown.country && !brokenTown.weak) return strip(brokenTown);
    const cutTown = townCutInsideWord(line.text, afterLabel, placeIn);
    if (cutTown?.city && cutTown.country && !cutTown.weak) return strip(cutTown);
    const read = addressWrappedAfterComma(
      line.text,
      next,
      cityGoesOn(line.text, next, placeIn(line.text, underAddressLabel(head, index))),
    );
    if (read.city && read.country && !read.weak) return strip(addressGoesOn(read, line.text, next) ?? read);
    const place: Place = read.weak ? {} : strip(read);
    if (read.weak) guess ??= strip(read);
    if (!place.city && !place.country) place.city = townUnderStreetLine(line.text, head[index - 1]?.text);
    // An address block set over lines: "Columbus" / "OH 43215".
    const joined: ReadPlace = next && line.text.length <= 40 && next.length <= 40 ? placeIn(`${line.text}, ${next}`) : {};
    if (joined.city && joined.country && !place.country) {
      if (!joined.weak) return strip(joined);
      guess ??= strip(joined);
    }
    // A country wrapped in a narrow cell: "Vinohrady, Prague, Czech" / "Republic".
    const wrapped: ReadPlace =
      next && /\p{L}$/u.test(line.text) && /^\p{L}+$/u.test(next.trim()) ? placeIn(`${line.text} ${next.trim()}`) : {};
    if (wrapped.city && wrapped.country && !wrapped.weak) return strip(wrapped);
    const afterPostcode = townAfterWrappedPostcode(line.text, next);
    if (afterPostcode.city && afterPostcode.country && !afterPostcode.weak) return strip(afterPostcode);
    // An address block whose lines alternate with a column of numbers (a two-cell table read row
    // by row): the country alone on its line, the city a line or two above it.
    const above = place.country && !place.city && isCountry(line.text) ? cityAbove(head, index) : undefined;
    if (above) return { city: above, country: place.country };
    if (!fallback.city && !fallback.country) fallback = place;
    else if (!fallback.city && place.city) fallback = { ...fallback, city: place.city };
  }
  // A guess in another country than one named elsewhere is a job's place, not the candidate's.
  if (!guess || fallback.city || (fallback.country && fallback.country !== guess.country)) return fallback;
  return guess;
}

/** The lines outside experience, education and skills sections (their headings kept: nothing reads across them). */
function outsideContentSections(lines: readonly TextLine[]): TextLine[] {
  let inside = false;
  return lines.filter((line) => {
    const kind = headingKind(line.text);
    if (kind) inside = kind === 'experience' || kind === 'education' || kind === 'skills';
    return !inside || kind !== undefined;
  });
}

function isSectionHeading(text: string): boolean {
  const kind = headingKind(text);
  return kind !== undefined && kind !== 'other' ? true : /^about\s+me\W*$/i.test(text.trim());
}

/** A line that ends in a postcode ("…, 40135", "…, 413 04", "… 31-019", "… H2J 2L1"). */
const ENDS_IN_POSTCODE = /[,\s](?:\d{4,6}|\d{3} \d{2}|\d{2}-\d{3}|\d{3}-\d{4}|\d{5}-\d{3}|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/;

/**
 * A row of contacts wrapped between the postcode and its town ("… | Via Saragozza 112, 40135" /
 * "Bologna | behance.net/…", "… Linnégatan 14, 413 04" / "Göteborg · …"), or after the street's
 * comma in a row with other contacts: the line ends there, the next starts with the town, a
 * segment of its own; read across the break.
 */
function townAfterWrappedPostcode(text: string, next: string | undefined): ReadPlace {
  const end = text.trim();
  const wrapped = ENDS_IN_POSTCODE.test(end) || (end.endsWith(',') && CONTACT_ROW.test(end));
  const town = next && wrapped ? /^(\p{Lu}[\p{L}'’ -]{1,40}?)(?:\s*[|•·,;]|$)/u.exec(next.trim()) : null;
  if (!town) return {};
  const read = placeIn(`${text.trim()} ${next!.trim()}`);
  // The town is the next line's first segment, never words of the line before ("OEA Reg. No. 38214" / "Beirut").
  return read.city === cityName(town[1]!.trim()) ? read : {};
}

/**
 * A town whose hyphenated name wraps at its hyphen in a narrow cell ("…, 400114 Cluj-" /
 * "Napoca, România"): read across the break without a space, the town is whole, not its second half.
 */
function townBrokenAtHyphen(text: string, next: string | undefined): ReadPlace {
  const end = text.trim();
  if (!next || !/\p{L}{2}-$/u.test(end) || !/^\p{Lu}\p{Ll}+/u.test(next.trim())) return {};
  const read = placeIn(`${end}${next.trim()}`);
  const town = /(\p{Lu}[\p{L}'’]*-)$/u.exec(end)?.[1];
  return town && read.city?.startsWith(town) ? read : {};
}

/**
 * A row of contacts wrapped inside the city's name ("… | Banilad, Cebu" / "City, Philippines"):
 * the city read on the line alone is the start of the one read across the break.
 */
function cityGoesOn(text: string, next: string | undefined, read: ReadPlace): ReadPlace {
  if (!read.city || !next || !/\p{L}$/u.test(text) || !/^\p{Lu}\p{Ll}+(?:[,\s]|$)/u.test(next.trim())) return read;
  const across = placeIn(`${text} ${next.trim()}`);
  return across.city?.startsWith(`${read.city} `) && across.country ? across : read;
}

/**
 * A row of contacts wrapped after a comma inside the address ("… | C/ Asunción," / "45, 3º B, 41011
 * Sevilla"): the street's name read alone may be a city elsewhere (Asunción); the address goes on,
 * and the town after its postcode across the break is the candidate's.
 */
function addressWrappedAfterComma(text: string, next: string | undefined, read: ReadPlace): ReadPlace {
  if (!read.city || !next || !text.trim().endsWith(',') || !CONTACT_ROW.test(text)) return read;
  const across = placeIn(`${text.trim()} ${next.trim()}`);
  if (!across.city || across.weak || across.city === read.city) return read;
  // Only where the town follows a postcode at the end of the next line, as an address ends.
  const town = /\d{4,5}\s+(\p{L}[\p{L}'’ -]{1,40}?)\.?\s*$/u.exec(next.trim())?.[1];
  return town && foldPlaceName(town) === foldPlaceName(across.city) ? across : read;
}

/** A form's row naming where the candidate comes from, not where they live: "Hometown", "L.G.A.", "State of Origin". */
// A date of birth with its town ("Date of birth : 04 June 1988, Tabriz", the Indonesian "Tempat,
// Tanggal Lahir : Klaten, 17 Agustus 1988") names the birthplace too.
const ORIGIN_LABEL =
  /^\s*(?:home\s?town|native(?:\s+place)?|place\s+of\s+birth|birth\s?place|(?:state\s+of\s+)?origin|l\.\s?g\.\s?a\.?|village|date\s+(?:and\s+place\s+)?of\s+birth|place\s+and\s+date\s+of\s+birth|tempat,?\s*(?:dan\s+)?tanggal\s+lahir)\s*(?:[:\-–]|$)/i;

/** The lines without origin rows: the label with its value, on its line or on the next (past a colon cell). */
function withoutOriginRows(lines: readonly TextLine[]): TextLine[] {
  return withoutLabelledRows(lines, ORIGIN_LABEL);
}

/** The lines without the rows `label` starts: the label with its value, on its line or on the next (past a colon cell). */
function withoutLabelledRows(lines: readonly TextLine[], label: RegExp): TextLine[] {
  const kept: TextLine[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const found = label.exec(lines[i]!.text);
    if (!found) {
      kept.push(lines[i]!);
      continue;
    }
    if (lines[i]!.text.slice(found[0].length).trim()) continue;
    while (/^\s*[:\-–]?\s*$/.test(lines[i + 1]?.text ?? 'x')) i += 1;
    i += 1;
  }
  return kept;
}

/** A bio-data row of faith or caste: "Religion / Community", "Caste", "Category". */
const COMMUNITY_LABEL =
  /^\s*(?:religion|community|caste|sub-?caste|category)(?:\s*[/&]\s*(?:religion|community|caste|category))?\s*(?:[:\-–]|$)/i;

/**
 * The lines without a bio-data's religion or caste row: its value is never a place, though it may
 * read as one ("Religion / Community" / ": Hindu / BC", a town and British Columbia's code).
 */
function withoutCommunityRows(lines: readonly TextLine[]): TextLine[] {
  return withoutLabelledRows(lines, COMMUNITY_LABEL);
}

/** The address a form says the candidate lives at now: "Present Address", "Temporary Address", "Address for Correspondence". */
const PRESENT_ADDRESS_LABEL =
  /^\s*(?:(?:present|current|residential|temporary|local|contact|mailing|correspondence)\s+address|address\s+for\s+correspondence)\b/i;
const PERMANENT_ADDRESS_LABEL = /^\s*permanent\s+(?:home\s+|residential\s+)?address\s*(?:[:\-–]|$)/i;
/** Lines an address value runs over in a details table. */
const MAX_ADDRESS_LINES = 4;

/**
 * The lines without the permanent address, when the form also gives the present one: bio-data
 * forms list both ("Permanent Address : 5/112, Kamarajar Salai, Madurai" before or after "Present
 * Address : … Chennai"), and the candidate lives at the present one. The permanent address's
 * value runs on its label's line, or over the lines after it (past a colon cell) up to the next
 * label: a line followed by a colon cell, or one with a label's colon.
 */
function withoutPermanentAddress(lines: readonly TextLine[]): TextLine[] {
  if (!lines.some((line) => PRESENT_ADDRESS_LABEL.test(line.text))) return [...lines];
  const kept: TextLine[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const label = PERMANENT_ADDRESS_LABEL.exec(lines[i]!.text);
    if (!label) {
      kept.push(lines[i]!);
      continue;
    }
    const inline = lines[i]!.text.slice(label[0].length).trim() !== '';
    while (/^\s*[:\-–]\s*$/.test(lines[i + 1]?.text ?? '')) i += 1;
    const end = Math.min(lines.length, i + 1 + MAX_ADDRESS_LINES);
    // A value over several lines goes on after a comma ("No. 14/3, 2nd Cross Street," / "Nanganallur,").
    const goesOn = (j: number) => (j === i + 1 && !inline) || /,\s*$/.test(lines[j - 1]!.text);
    for (let j = i + 1; j < end && goesOn(j); j += 1) {
      const text = lines[j]!.text;
      const nextIsColon = /^\s*:/.test(lines[j + 1]?.text ?? '');
      if (nextIsColon || /^[^:,]{2,30}\s*:/.test(text) || PRESENT_ADDRESS_LABEL.test(text) || headingKind(text)) break;
      i = j;
    }
  }
  return kept;
}

/**
 * "14B Admiralty Way, Lekki" / "Phase 1, Lagos, Nigeria": an address wrapped in a narrow sidebar.
 * A line that ends at a district (a city of the gazetteer, with no country after it) goes on when
 * the next line names a city and a country, the same one: that city is the candidate's.
 */
export function addressGoesOn(read: Place, text: string, next: string | undefined): Place | undefined {
  if (!next || !read.city || next.length > 60 || !text.trim().endsWith(read.city) || /[.;]$/.test(text.trim())) return undefined;
  const segments = next.split(',').map((segment) => segment.trim());
  if (segments.length < 2 || !countryByName(segments.at(-1)!)) return undefined;
  const after = placeIn(next);
  return after.city && !after.weak && after.country === read.country && after.city !== read.city ? after : undefined;
}

function strip({ city, country }: ReadPlace): Place {
  return { city, country };
}

/**
 * A line of an address block under its label, with only address lines between: "ADDRESS" /
 * "District 3" / "Ho Chi Minh City"; "LOCATION" / "Batel, Curitiba - PR". Cells beside the
 * address read row by row come between its lines: their labels ("Phone", "Email") and contacts.
 */
function underAddressLabel(head: readonly TextLine[], index: number): boolean {
  for (let i = index - 1; i >= Math.max(0, index - 6); i -= 1) {
    const above = head[i]!.text.replace(/[,;]\s*$/, '').trim();
    if (ADDRESS_LABEL_LINE.test(above)) return true;
    // A details table's colon cell ("Address" / ":" / …) is read as a line of its own in a DOC.
    if (/^[:\-–]?$/.test(above)) continue;
    if (!isAddressLike(above) && !CONTACT_LABEL.test(above) && !CONTACT_ROW.test(above)) return false;
  }
  return false;
}

/** An address's words: capitalised words or a house number and a street, not a sentence ("Plot 5, Admiralty Way"). */
function isAddressLike(segment: string): boolean {
  const words = segment.split(/[\s,]+/).filter(Boolean);
  return (
    words.length > 0 &&
    words.length <= 6 &&
    words.every((word) => /^(?:[\p{Lu}\d#][\p{L}\d'’./:-]*|de|da|do|del|la|le|van|der|el|al|di|of|no\.?)$/u.test(word))
  );
}

/**
 * The line without its e-mail addresses and links: a row of contacts is long for its long
 * addresses ("✉ first.second-third@mail.company-name.co.uk | … | ↗ linkedin.com/in/…"), not for
 * being a sentence.
 */
function withoutAddresses(text: string): string {
  // A site written with "www." and no path is a link too ("● www.liamosullivan-landscapes.com.au").
  return text.replace(/\S+@\S+|(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)+\/\S*|(?:https?:\/\/)?www\.\S+/gi, '');
}

/** A phone's or an e-mail's label left alone once its value is taken out ("Tél.:", "Mobile :"). */
export const CONTACT_LABEL_LEFT =
  /^(?:t[ée]l(?:[ée]fono|[ée]phone|ephone)?|phone|ph|mob(?:ile|il)?|m[óo]vil|cell(?:ular)?|fax|e-?mail|whats\s?app|[mtpe])\.?\s*:$/i;

/**
 * A phone's label left alone at a row's end once its national number is taken out, with a colon
 * or without ("Accra | Mob: 024 412 7759 | Off: 030 …", "Montréal (Québec) H2J 2L1 | Cellulaire
 * 514 823-4417"): no place, and no segment after which the place must end.
 */
const NUMBER_LABEL_LEFT =
  /^(?:(?:mob(?:ile|il)?|cell(?:ular|ulaire)?|celular|t[ée]l(?:[ée]fono|[ée]phone|ephone|efon)?|phone|ph|off(?:ice)?|home|res|work|landline|fax|handy|gsm|whats\s?app)\.?\s*:?|\p{L}[\p{L}.]{0,10}\s*:)$/iu;

/**
 * A portfolio's bare domain standing as a word of a row of contacts kept apart by spaces only (a
 * Word file's run of no-break spaces collapsed: "… 413 04 Göteborg akessoninteriors.se
 * instagram.com/…"): it parts the row like a link; the town before it is a segment of its own.
 */
const BARE_DOMAIN_WORD = /(?<=^|\s)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?=\s|$)/g;

function isNumberLabelLeft(segment: string): boolean {
  return NUMBER_LABEL_LEFT.test(segment.trim());
}

/**
 * LinkedIn's "in" set as text before its link in a contact strip ("⌂ Maârif, Casablanca 20330 in
 * linkedin.com/in/fz-elamrani", Zety's strip read as one line): an icon, parting the row like a
 * separator; no word of a sentence, nor of the place before it.
 */
function withoutLinkedInIcon(text: string): string {
  return text.replace(/(?<!\S)in\s+(?=(?:https?:\/\/)?(?:www\.)?linkedin\.com\/)/gi, '| ');
}

/**
 * The kind of address the Europass online editor writes after it, in the CV's language: "…, 4050-179
 * Porto, Portugal (Casa)", "(Home)", "(Domicílio)", "(Work)". Dropped before reading: "Portugal
 * (Casa)" was no country, and the address gave no place.
 */
const ADDRESS_KIND_AFTER =
  /\s*\((?:home|casa|domic[ií]lio|residencia|abitazione|residenza|privat|zuhause|wohnsitz|domicile|work|trabalho|trabajo|lavoro|arbeit|travail|οικ[ιί]α|κατοικ[ιί]α|εργασ[ιί]α)\)\s*$/iu;

function withoutAddressKind(text: string): string {
  return text.replace(ADDRESS_KIND_AFTER, '');
}

/**
 * A job's dates before its place, as the Europass online editor sets them on one line ("03/2020 –
 * ATUAL Porto, Portugal", "01/04/2019 – CURRENT Kochi, India"): the word for "to date" is no part
 * of the town ("ATUAL Porto", "PRESENT Lyon").
 */
const DATES_OF_JOB_BEFORE =
  /^\s*(?:\d{1,2}[./])?(?:\d{1,2}[./])?(?:19|20)\d{2}\s*[–—-]\s*(?:(?:\d{1,2}[./])?(?:\d{1,2}[./])?(?:19|20)\d{2}|present|current|now|today|till date|to date|ongoing|atual|actual|actualidad|presente|attuale|oggi|heute|aktuell|jetzt|pr[ée]sent|aujourd'hui|σήμερα|σημερα|τρ[εέ]χον)\s+(?=\p{Lu})/iu;

function withoutDatesOfJob(text: string): string {
  return text.replace(DATES_OF_JOB_BEFORE, '');
}

/** A place in one line: read right to left through country, state and city. */
function placeIn(line: string, underLabel = false): ReadPlace {
  const text = withoutLinkedInIcon(line);
  // Sentences are not addresses; labels and e-mail addresses are not places.
  if (
    withoutAddresses(text).length > 140 ||
    /\b(?:and|with|for|the|of|in|at|to)\b.*\b(?:and|with|for|the|of|in|at|to)\b/.test(text.replace(/\S+\/\S*/g, ' ')) ||
    isProse(text)
  )
    return {};
  let postcodes = 0;
  let numbers = 0;
  const segments = withoutDatesOfJob(withoutAddressKind(text))
    .replace(ADDRESS_LABEL, '')
    // A province or a country in brackets after the city: "Québec (Québec) G1R 4P5", "Pune (India)",
    // "60-687 Poznań (Polska)" as Europass forms write it;
    // not a label's ("Mobile No. (India)").
    .replace(
      /(?<!\b(?:no|number|mobile|phone|tel|cell|whatsapp|contact|landline|office|home|work|fax)\.?\s*)\s*\(([^()]{2,30})\)/gi,
      (whole, inner: string, at: number, all: string) =>
        provinceCodeOfForeignCity(all.slice(0, at), inner)
          ? ''
          : (stateOf(inner.trim()) || isCountry(inner)) && !qualifyingAbbreviation(inner, all.slice(0, at))
            ? `, ${inner.trim()}`
            : whole,
    )
    // Links and e-mail addresses hold slashes and dots that would split them into "segments".
    .replace(/[^\s|•·,;]+@[\w-]+(?:\.[\w-]+)*|(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)+\/\S*/gi, ' | ')
    .replace(BARE_DOMAIN_WORD, (domain) => (EMAIL.test(text) ? ' | ' : domain))
    // Icons between the contacts of a row ("☎+91 98300 45678 ⌂Kolkata, India") part them like
    // separators, and so does a phone number.
    .replace(/[\p{So}\p{Co}\p{Cc}]+/gu, ' | ')
    .replace(/\+\d[\d\s().-]{6,}\d/g, () => {
      numbers += 1;
      return ' | ';
    })
    // A details table's row read as one line ("Mobile No. 98450 12345 E-mail ID …"): a national
    // number is no ZIP code, and "E-mail ID" is a label, not a city in Idaho.
    // An area code in brackets and a space ("(07) 3844 2716") is one number too, never two postcodes.
    .replace(/(?<![\w+-])\(?\d(?:(?:\)\s|[\s().-])?\d){8,}(?![\w-])/g, () => {
      numbers += 1;
      return ' | ';
    })
    .replace(/\b(?:e-?mail|mail)\s*id\b/gi, ' | ')
    // A phone number after the place with no separator but a space ("Turkey +90 532 …") starts a segment.
    // A plus alone between spaces is a middle dot between contacts as a scan reads it ("Japan + Mobile: …").
    .split(/\s*(?:[,|•·/;*«»]|\s[–—-]\s|\s\+\s|\s{3,}|\s(?=\+\d))\s*/)
    .flatMap(splitAtInnerPostcode)
    .map((segment) =>
      withoutLetterSpacing(segment)
        // The next row's label of a details table read on the same line ("Ahmedabad Date of Birth").
        .replace(DETAIL_LABEL_AFTER, '')
        // An Indian state written short in brackets after the town ("Ludhiana (Pb.)", "Kanpur (U.P.)"): the town.
        .replace(STATE_SHORT_IN_BRACKETS, '')
        // A capital district after its city ("Bogotá D.C.", Colombia's Distrito Capital): the city.
        .replace(CAPITAL_DISTRICT_AFTER, (all, city: string) => (capitalDistrictOf(city) ? city : all))
        // A label cell beside the address read with it ("Home Coral Gables, FL 33134"): before a place's capital.
        .replace(GLUED_ADDRESS_LABEL, '')
        .replace(/^.+$/s, withoutContactLabelBeforeCity)
        // The full stop that closes an address after its PIN code ("Bangalore-560034.") or its
        // last word ("Lagos.", "Rivers State."); never an initial's or an abbreviation's ("U.P.").
        .replace(/(?<=\d|\p{Ll}{2})\.$/u, '')
        // A postcode of three and two digits before its town, as Sweden, Czechia, Slovakia and
        // Greece write it ("413 04 Göteborg", "110 00 Praha 1"): the town is the segment.
        .replace(/^\d{3} \d{2}\s+(?=\p{Lu}\p{Ll})/u, () => {
          postcodes += 1;
          return '';
        })
        .replace(POSTCODE, (code) => {
          // A year ("Accenture, Manila 2019 – 2021") says nothing of an address.
          if (!/^(?:19|20)\d{2}$/.test(code)) postcodes += 1;
          return '';
        })
        // The postal code's label left alone once its code is taken out ("São Paulo – SP, CEP 04551-060", "PLZ 40212").
        .replace(/^(?:pin|zip|cep|plz|cp|c\.\s?p\.)(?!\p{L})\s*[:-]?\s*/iu, '')
        // A British postal district after the city ("London SW4", "Manchester M20"), the rest of the postcode left out.
        .replace(/^(.+?)\s+[A-Z]{1,2}\d[A-Z\d]?$/, (all, city: string) => {
          if (!knownCity([city]) && !worldCityCountry(city)) return all;
          postcodes += 1;
          return city;
        })
        // A postal district after the city ("Dublin 6", "Dublin 15"), not a street's or a block's number.
        .replace(/^\s*(\p{Lu}\p{Ll}+)\s+\d{1,2}$/u, (all, word: string) =>
          /^(?:road|street|sector|phase|block|plot|floor|lane|flat|house|unit|suite|apt|no|piso|planta|apto|depto|dpto|andar|torre|bloque|bloco|lote|casa|etage|stock)$/i.test(
            word,
          )
            ? all
            : word,
        )
        // A British postcode's outward code after its town ("London N1", "Leeds LS6"), alone.
        .replace(OUTWARD_CODE_AFTER_TOWN, (all, town: string) => {
          if (!worldCityCountry(town) && !knownCity([town])) return all;
          postcodes += 1;
          return town;
        })
        // What is left of a separator beside a removed link: "- Bergen"; an icon before the
        // address ("⌖ Wrocław", a symbol font's glyph read as a control character). A label alone
        // ("Telemóvel:", "Mobile:" once its number is taken out above) keeps its colon, so that it
        // is never read as a place ("Mobile" is a city in Alabama) yet still stands among the segments.
        .replace(/^[\s\-–—:\p{S}\p{Co}\p{Cc}]+|(?<!^[^:\d]+)[\s\-–—:]+$|[\s\-–—]+$/gu, '')
        .trim(),
    )
    .filter(
      (segment) =>
        /\p{L}/u.test(segment) &&
        !segment.includes('@') &&
        // "University of Madras" names a school, not where the candidate lives.
        !/\b(?:universi|college|institut|school|academ)/i.test(segment) &&
        !/\d{3,}/.test(segment) &&
        !isPhoneKindLeft(segment) &&
        !/^(?:https?:|www\.)|\.(?:com|in|org|net|io|dev)\b/i.test(segment) &&
        !isBareDomain(segment),
    );
  // Labels left alone at the row's end once their numbers are taken out ("Lyon, France | Tél.: 06 …").
  while (postcodes > 0 && segments.length > 0 && CONTACT_LABEL_LEFT.test(segments.at(-1)!)) segments.pop();
  // Only in the candidate's own row of contacts (an e-mail address or a postcode in it): a referee's
  // or an employer's "…, Dubai | Tel: 04 …" keeps its label, and gives no city.
  if (postcodes > 0 || /\S@\S/.test(text))
    while (numbers > 0 && segments.length > 1 && isNumberLabelLeft(segments.at(-1)!)) segments.pop();
  while ((postcodes > 0 || numbers > 0) && segments.length > 1 && isAbbreviatedContactLabel(segments.at(-1)!)) segments.pop();
  // A phone number in the line makes it a row of contacts, as a postcode makes it an address.
  const addressed =
    underLabel || ADDRESS_LABEL.test(text) || CONTACT_ROW.test(text) || postcodes > 0 || numbers > 0 || hasWardOrDistrict(text);
  let country: CountryCode | undefined;
  let end = segments.length;
  for (let i = segments.length - 1; i >= 0; i -= 1) {
    const segment = segments[i]!;
    const previous = segments[i - 1];
    // A country's two-letter code after one of its cities, not a state's: "Düsseldorf, DE" is no Delaware.
    const cityCountry = previous && /^[A-Z]{2}$/.test(segment) ? worldCityAt(previous)?.country : undefined;
    const isoAfterCity = cityCountry === segment ? cityCountry : undefined;
    const asState = isoAfterCity ? undefined : stateOf(segment);
    const named = COUNTRIES.find(([pattern]) => pattern.test(segment))?.[1] ?? countryByName(segment) ?? isoAfterCity;
    // A country that is also a state, after a city of that state's country: "Atlanta, Georgia".
    const stateAfterCity = named && asState && previous && worldCityAt(previous)?.country === asState;
    const asCountry = stateAfterCity ? undefined : named;
    const withState = /^(.+?)\s+([A-Z]{2,3})$/.exec(segment);
    if (asCountry) {
      if (CITY_STATES.has(asCountry)) return { city: cityName(segment), country: asCountry };
      country ??= asCountry;
      end = i;
    } else if (asState) {
      // First, a city named as its province: "Québec, Québec", "Québec, Canada", "Washington, DC".
      if (i === 0 && country && worldCityCountry(segment) === asState) break;
      country ??= asState;
      end = i;
    } else {
      // "Sydney NSW": a city followed by its state's abbreviation.
      const state =
        withState &&
        !CONTACT_LABEL.test(withState[1]!) &&
        !POSTAL_BOX.test(withState[1]!) &&
        !quantityBeforeUnit(withState[1]!) &&
        !(headingInCapitals(withState[1]!) && !addressed) &&
        STATES.find(([pattern, code]) => pattern.test(withState[2]!) && (!country || code === country));
      // A well-known city settles an abbreviation two countries share ("Seattle WA", "Perth WA").
      const known = withState && knownCity([withState[1]!]);
      if (state && known) return { city: known[0], country: known[1] };
      if (state) return { city: cityName(withState[1]!), country: country ?? state[1] };
      break;
    }
  }
  const known = knownCity(segments);
  if (known) return { city: known[0], country: country ?? known[1] };
  const before = segments[end - 1];
  const world = !country && before ? worldCityIn(segments, end, addressed) : undefined;
  if (world) return world;
  // "Ikeja, Lagos State, Nigeria": the town before a state named after its city is where one lives.
  const town = before && end >= 2 && cityOfItsRegion(before, country) ? segments[end - 2]! : undefined;
  if (town && looksLikePlace(town) && !STREET_WORD.test(town) && !/\b(?:close|crescent|drive|str?\.?)$/i.test(town))
    return { city: cityName(town), country };
  // A region's abbreviation between the city and the country: "Rio de Janeiro - RJ, Brazil".
  const city =
    before && isRegionAbbreviation(before) && !STATES.some(([pattern]) => pattern.test(before)) ? segments[end - 2] : before;
  const provincial = country && end < segments.length ? cityBeforeProvince(segments, end, country) : undefined;
  if (provincial) return { city: provincial, country };
  if (country && end < segments.length && city && looksLikePlace(city))
    return { city: cityOfItsRegion(city, country) ?? cityName(city), country };
  // "UX Research Lead Valencia, Spain": a role and the place, two cells of a banner read as one line.
  const afterRole =
    before &&
    /^.*\b(?:lead|engineer|manager|developer|designer|analyst|consultant|officer|director|specialist|architect|scientist)\s+(.+)$/i.exec(
      before,
    );
  if (country && afterRole && looksLikePlace(afterRole[1]!)) return { city: cityName(afterRole[1]!), country };
  // Not where a declaration is signed ("Place: Mallawa"): that counts only where the address names it.
  if (!country && segments.length === 1 && ADDRESS_LABEL.test(text) && !/^\s*place\b/i.test(text))
    return labelledTown(segments[0]!);
  // A British postcode whole after its town names the country even where the town's name is also
  // a word the gazetteer leaves out: "Bath BA1 2QH", "27 Eldon Road, Reading RG1 4DS".
  if (!country && before && BRITISH_POSTCODE.test(text) && looksLikePlace(before) && !CONTACT_LABEL.test(before))
    return { city: cityName(before), country: 'GB' };
  if (!country && before && EIRCODE_AT_END.test(text) && looksLikePlace(before) && !CONTACT_LABEL.test(before))
    return { city: cityName(before), country: 'IE' };
  if (!country) {
    const town = townAfterPostcodeEndingStreet(text);
    if (town) return { city: town };
  }
  if (!country) {
    const first = townAfterLeadingPostcode(text);
    if (first) return first;
  }
  return country ? { country } : {};
}

/**
 * Hungary writes the postcode and the town first, the street after them: "1137 Budapest, Szent
 * István krt. 18. III/2.". A line that starts with a postcode of four or five digits and a city of
 * the gazetteer, then a comma and the street, names that city (read from the right it ends in a
 * flat's number).
 */
function townAfterLeadingPostcode(text: string): ReadPlace | undefined {
  const town = /^(?!(?:19|20)\d{2}\s)\d{4,5}\s+(\p{Lu}[\p{L}'’ -]{2,40}?)\s*,\s*\S/u.exec(text.trim())?.[1];
  return town ? worldCityAt(town) : undefined;
}

/**
 * "Hauptstraße 12" / "79539 Lörrach": a line of a postcode and a town the gazetteer lacks, under
 * the street line whose number ends it. The city without a country, when nothing surer is found.
 */
function townUnderStreetLine(text: string, above: string | undefined): string | undefined {
  if (above === undefined || !POSTCODE_THEN_TOWN.test(text.trim())) return undefined;
  return townAfterPostcodeEndingStreet(`${above.trim()}, ${text.trim()}`);
}

/** A street line's last segment: a postcode of four or five digits, then the town ("…, 24, 3.º B, 46004 València"). */
const POSTCODE_THEN_TOWN = /^(?!(?:19|20)\d{2}\s)\d{4,5}\s+(\p{Lu}[\p{L}'’ .-]{2,40})$/u;

/**
 * A town the gazetteer does not hold (or leaves out, being a surname too: "València"), after the
 * postcode that ends a street address whose number stands before it: "C/ de Colón, 24, 3.º B,
 * 46004 València". The city without a country, taken only when nothing surer is found.
 */
function townAfterPostcodeEndingStreet(text: string): string | undefined {
  const segments = text.split(/\s*[,|•·;]\s*/).map((segment) => segment.trim());
  const town = POSTCODE_THEN_TOWN.exec(segments.at(-1) ?? '')?.[1]?.trim();
  if (!town || !looksLikePlace(town) || CONTACT_LABEL.test(town) || POSTAL_BOX.test(town)) return undefined;
  // The street's number is a segment of its own, or ends the street's first segment ("Hauptstraße 12").
  const street = segments.slice(0, -1).some((segment) => /^\d{1,4}\p{L}?$|\p{L}\.?\s+\d{1,4}\p{L}?$/u.test(segment));
  return street ? cityName(town) : undefined;
}

/** A phone's kind in brackets after its number: "(mobile)", "(mob)", "(home)", "(office)". */
const PHONE_KIND_LEFT =
  /^\(\s*(?:mob(?:ile)?|cell|home|office|work|res(?:idence)?|landline|personal|whats\s?app|[mhowr])\.?\s*\)$/i;

/**
 * A phone's kind in brackets left alone once its number is taken out is no segment: in a banner's
 * row of icon cells after the place ("⌂ Nairobi, Kenya ✆ +254 722 418 305 (mobile) ☎ …") it
 * stopped the reading from the right before it reached the country.
 */
function isPhoneKindLeft(segment: string): boolean {
  return PHONE_KIND_LEFT.test(segment.trim());
}

/** Lower-case words that make a line prose in any language. */
const PROSE_WORDS = 5;

/**
 * "Websites en webshops voor culturele instellingen in Utrecht en Amsterdam": a line of five
 * lower-case words or more, with no number, is a sentence of a job (in any language, where the
 * English test above misses it), never an address; an address's lines are names and numbers.
 */
function isProse(text: string): boolean {
  if (/\d/.test(text)) return false;
  const lower = text.split(/[\s,;:()]+/).filter((word) => /^\p{Ll}{2,}$/u.test(word) && !PARTICLE.test(word));
  return lower.length >= PROSE_WORDS;
}

/** What a "Location:" label may hold that is no town. */
const NO_TOWN =
  /^(?:remote|hybrid|on-?site|anywhere|worldwide|global|international|flexible|various|multiple|europe|asia|africa|emea|apac|latam|gcc|middle east|north america|south america|latin america|home|india|usa|uk)$/i;

/**
 * A town alone after a label that says it is the place ("Location: Reading", "Based in Bath"): a
 * town the gazetteer leaves out, because its name is also a word, still stands. No country: it is
 * taken only when nothing surer is found.
 */
function labelledTown(segment: string): ReadPlace {
  return looksLikePlace(segment) && !NO_TOWN.test(segment) && segment.split(' ').length <= 3 ? { city: cityName(segment) } : {};
}

/** "P U N E", "S Ã O  P A U L O": a segment set in letter-spaced capitals, its letters joined (a wider gap parts words). */
function withoutLetterSpacing(segment: string): string {
  if (!/^\p{L}(?:\s+\p{L}){2,}$/u.test(segment)) return segment;
  return segment
    .split(/\s{2,}/)
    .map((word) => word.replace(/\s+/g, ''))
    .join(' ');
}

/** A portfolio's address without "www." or a path, under any ending ("annakowalska.design"). */
export function isBareDomain(segment: string): boolean {
  return /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/.test(segment);
}

/**
 * Postcodes and PIN codes: India's "600 020" and "600020", Brazil's "01310-100", Japan's
 * "150-0001", Portugal's "4000-447", Poland's "31-019", Canada's "M5V 2T6" (or its first half, the rest wrapped), the Netherlands' "1012 AB", Britain's "SW1A 1AA",
 * Ireland's Eircode "T23 X2F8", "D02 X285" (a routing key and four letters and digits, at least one a letter),
 * Sweden's, Czechia's, Slovakia's and Greece's "114 51", "120 00", Argentina's "C1043AAZ".
 */
const POSTCODE =
  /\b(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?(?=[\dA-Z]{0,3}[A-Z])[\dAC-FHKNPRTV-Y]{4}\b|\b\d{5}-\d{3}\b|\b\d{4}-\d{3}\b|\b\d{3}-\d{4}\b|\b\d{2}-\d{3}\b|\b\d{3}\s?\d{3}\b|\b\d{3} \d{2}\b|\b[A-Z]\d{4}[A-Z]{3}\b|\b\d{4}\s?[A-Z]{2}\b|\b\d{4,6}\b|\b[A-Z]\d[A-Z](?:\s?\d[A-Z]\d)?\b|\b[A-Z]{1,2}\d{1,2}[A-Z]?\s?\d[A-Z]{2}\b/g;

const BRITISH_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/;
/**
 * An Eircode whole at the end of the address names Ireland, as a British postcode names Britain,
 * for a town the gazetteer leaves out: "27 Newcastle Road, Galway H91 C2X4" (a routing key, a
 * space and four letters and digits, at least one a letter).
 */
const EIRCODE_AT_END = /\b(?:[AC-FHKNPRTV-Y]\d{2}|D6W) (?=[\dA-Z]{0,3}[A-Z])[\dAC-FHKNPRTV-Y]{4}$/;

const OUTWARD_CODE_AFTER_TOWN = /^(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)*)\s+[A-Z]{1,2}\d[A-Z\d]?$/u;

/**
 * A state written short in brackets after the town, as Indian addresses print it ("Ludhiana
 * (Pb.)", "Kanpur (U.P.)", "Pune (MH)"): a word of up to four letters with its full stop, initials
 * with theirs, or two capitals. A country's name or a word in brackets ("Dubai (UAE)") stays.
 */
const STATE_SHORT_IN_BRACKETS = /(?<=\p{L})\s+\((?:\p{Lu}\p{Ll}{0,3}\.|(?:\p{Lu}\.){2,3}|\p{Lu}{2})\)$/u;

/** Labels of a details table's other rows, after the address when a row is read with the next. */
const DETAIL_LABEL_AFTER =
  /\s+(?:date of birth|d\.?o\.?b\.?|birth ?date|nationality|marital status|gender|religion|passport(?: no\.?)?)(?:\s*[:\-–].*|\s+\d.*)?$/i;

/** A line that holds other contact details (an e-mail address, a link, an icon, a phone number): a place in it stands as an address. */
const CONTACT_ROW = /\S@\S|https?:|www\.|\b(?:linkedin|github)\.com\/|[\p{So}\p{Co}]|\+\d|\d{3}[\s.-]?\d{3}[\s.-]?\d{3,4}/u;

/**
 * A city of the world as the last segment of a line that names no country: taken where a place
 * stands, after an address label, in a row of contacts, before a postcode ("Ponsonby, Auckland
 * 1011"); after an address's other words ("Westlands, Nairobi") only as a guess. "Lagos State"
 * and "Metro Manila" name their city.
 */
function worldCityIn(segments: readonly string[], end: number, addressed: boolean): ReadPlace | undefined {
  const previous = segments[end - 2];
  // "Quezon City, Metro Manila", "Ikeja, Lagos State": the region's city is the one before it.
  const region = /^metro\s|\s(?:state|province|region|county)$/i.test(segments[end - 1]!);
  const inRegion = region && previous ? worldCityAt(previous) : undefined;
  if (inRegion) return inRegion;
  const last = worldCityAt(segments[end - 1]!);
  const written = last ? cityBeforeItsAbbreviation(segments[end - 1]!, previous, last) : undefined;
  if (written) return written;
  if (last && addressed) return last;
  if (last) return previous && isAddressLike(previous) ? { ...last, weak: true } : undefined;
  // A region after the city that is no state we know ("📍 Zapopan, Jalisco", "Curitiba, Paraná");
  // its abbreviation ("Rio de Janeiro - RJ") also where nothing else says it is an address, as a guess.
  const beforeRegion = previous ? worldCityAt(previous) : undefined;
  if (!beforeRegion || !looksLikePlace(segments[end - 1]!)) return undefined;
  if (addressed) return beforeRegion;
  return isRegionAbbreviation(segments[end - 1]!) || isStateWrittenShort(segments[end - 1]!)
    ? { ...beforeRegion, weak: true }
    : undefined;
}

const CAPITAL_DISTRICT_AFTER = /^(\p{Lu}[\p{L}'’ -]*?),?\s+D\.\s?C\.?$/u;

/**
 * "Nanshan District, Shenzhen, Guangdong 518057, P.R. China": a province between the city and the
 * country, as Chinese (and other) addresses write it. The segment before the country is no city of
 * that country, and the one before it is: that is the city.
 */
function cityBeforeProvince(segments: readonly string[], end: number, country: CountryCode): string | undefined {
  const [city, province] = [segments[end - 2], segments[end - 1]];
  if (!city || !province || !looksLikePlace(province) || worldCityCountry(province) === country) return undefined;
  const place = worldCityAt(city);
  return place?.country === country ? place.city : undefined;
}

/** A city of the world outside the United States, where "D.C." is a district of the city, not Washington's. */
function capitalDistrictOf(city: string): boolean {
  const country = worldCityCountry(city);
  return country !== undefined && country !== 'US';
}

/**
 * "20121 Milano (MI)", "10121 Torino (TO)": an Italian or Spanish town's province code in brackets,
 * after a city of the world in another country than the state the code also names (Michigan,
 * Tonga's…): the province of that city, said nothing more of.
 */
function provinceCodeOfForeignCity(before: string, inner: string): boolean {
  if (!/^[A-Z]{2}$/.test(inner.trim())) return false;
  const town = /(\p{Lu}[\p{L}'’ -]*?)\s*$/u.exec(
    before
      .split(/[,|•·;]/)
      .at(-1)!
      .replace(/^[\s\d-]+/, ''),
  )?.[1];
  const city = town ? worldCityAt(town.trim()) : undefined;
  const state = stateOf(inner.trim());
  return city?.country !== undefined && state !== undefined && city.country !== state;
}

/** The country of a state or province, written with its accents or without ("Québec" and "Quebec"). */
function stateOf(segment: string): CountryCode | undefined {
  const bare = segment.normalize('NFD').replace(/\p{M}/gu, '');
  return STATES.find(([pattern]) => pattern.test(segment) || pattern.test(bare))?.[1];
}

/** "RJ", "MH", "KA", "N.L.": a state's or province's abbreviation, never a city's name. */
function isRegionAbbreviation(segment: string): boolean {
  return /^\p{Lu}{2}$|^(?:\p{Lu}\.){2,3}$/u.test(segment);
}

/**
 * "Ciudad de México, CDMX": a city written out and then by its abbreviation in capitals, which the
 * gazetteer also knows. The city is the name as written before it.
 */
function cityBeforeItsAbbreviation(segment: string, previous: string | undefined, city: Place): Place | undefined {
  if (!previous || !/^\p{Lu}{2,5}$/u.test(segment)) return undefined;
  const before = worldCityAt(previous);
  return before && before.country === city.country ? before : undefined;
}

/**
 * "Lagos State" over "Nigeria": a state named after its city, on the address's last line but the
 * country's, stands for the city (as "Ikeja, Lagos State" names Ikeja).
 */
function cityOfItsRegion(segment: string, country: CountryCode | undefined): string | undefined {
  if (!/\s(?:state|province|region)$/i.test(segment.trim())) return undefined;
  const city = worldCityAt(segment);
  return city && city.country === country ? city.city : undefined;
}

/** A postal box's words, never a town: "P.O. Box CT 1234" (Accra) is no city in Connecticut. */
const POSTAL_BOX = /\b(?:p\.?\s?o\.?\s*box|g\.?p\.?o\.?\s*box|box|postfach|apartado|caixa postal|private bag)\b/i;

/** A contact label written short, left alone once its number is taken out: "tel.", "Mob.", "Ph." (never a town). */
function isAbbreviatedContactLabel(segment: string): boolean {
  return (
    /^(?:tel|t[ée]l|mob|ph|cel|tlf|tfn)\.?$/i.test(segment.trim()) ||
    /^(?:mobile|phone|cell|whatsapp|e-?mail)$/i.test(segment.trim())
  );
}

/**
 * "Kadıköy 34728 İstanbul", "Meguro-ku 153-0051 Tokyo": a postcode between the district and the
 * city, as Turkish and some Japanese addresses write it, parts them; the city after it stands alone.
 */
function splitAtInnerPostcode(segment: string): string[] {
  // A hyphenated postcode may follow a flat's number ("ul. Marszałkowska 84/92 m. 17 00-514 Warszawa").
  const match =
    /^(.*\p{L})\s+(\d{4,6}|\d{3}-\d{4}|\d{2}-\d{3}|\d{5}-\d{3})\s+(\p{Lu}.*)$/u.exec(segment.trim()) ??
    /^(.*\p{L}.*\d)\s+(\d{3}-\d{4}|\d{2}-\d{3}|\d{5}-\d{3})\s+(\p{Lu}.*)$/u.exec(segment.trim());
  if (!match || !worldCityAt(match[3]!)) return [segment];
  return [match[1]!, `${match[2]} ${match[3]}`];
}

/**
 * "Chartered Accountant (SA)", "CA(SA)": an abbreviation in brackets after words that are no
 * known city and hold no number qualifies a title (South Africa's institute), never a state after
 * its city (it read "Chartered Accountant" in South Australia, d459). "Perth (WA)" stays a place.
 */
function qualifyingAbbreviation(inner: string, before: string): boolean {
  const last = before
    .split(/[,|•·;]/)
    .at(-1)!
    .trim();
  return /^[A-Z]{2,3}$/.test(inner.trim()) && !isCountry(inner) && !/\d/.test(last) && !worldCityAt(last);
}

function worldCityAt(segment: string): Place | undefined {
  if (!looksLikePlace(segment) || CONTACT_LABEL.test(segment)) return undefined;
  const city = segment.replace(/\s+(?:state|province|region|county)$/i, '').replace(/^(?:metro|kota|kabupaten|city of)\s+/i, '');
  const country = worldCityCountry(city);
  if (country) return { city: cityName(city), country };
  return cityBeforeDistrict(city);
}

/**
 * "Stuttgart-Vaihingen", "Berlin-Mitte", "Frankfurt-Höchst": a city and its district joined by a
 * hyphen, as German addresses write them. The city is the part before the hyphen when the whole
 * is no city of its own (as "Aix-en-Provence" and "Winston-Salem" are).
 */
function cityBeforeDistrict(segment: string): Place | undefined {
  const match = /^(\p{Lu}\p{Ll}+)-\p{Lu}\p{Ll}+$/u.exec(segment.trim());
  const country = match ? worldCityCountry(match[1]!) : undefined;
  return country ? { city: match![1]!, country } : undefined;
}

function isCountry(text: string): boolean {
  const trimmed = text.trim();
  return COUNTRIES.some(([pattern]) => pattern.test(trimmed)) || countryByName(trimmed) !== undefined;
}

/** The nearest line within three above `index` that is a place name alone (no number, label or address). */
function cityAbove(lines: readonly TextLine[], index: number): string | undefined {
  for (let i = index - 1; i >= Math.max(0, index - 3); i -= 1) {
    const text = lines[i]!.text.trim();
    const street = STREET_WORD.test(text);
    const onStreet = street ? cityOfStreetLine(text, lines[index]!.text) : undefined;
    if (onStreet) return onStreet;
    // "ADDRESS" over "80802 M(inchen" / "Germany": the block's label is no city.
    if (!street && looksLikePlace(text) && !CONTACT_LABEL.test(text) && !ADDRESS_LABEL_LINE.test(text))
      return cityOfItsRegion(text, placeIn(lines[index]!.text).country) ?? cityName(text);
  }
  return undefined;
}

const STREET_WORD = /\b(?:road|street|way|avenue|lane|phase|plot|sector|floor|block)\b/i;

/**
 * "14 Adeola Odeku Street, Victoria Island, Lagos," over "Nigeria": a street line that holds a city
 * of the country below gives it, before a line further up (the job title under the name) is
 * taken for one.
 */
function cityOfStreetLine(text: string, countryLine: string): string | undefined {
  const place = placeIn(text.replace(/,\s*$/, ''));
  return place.country !== undefined && place.country === placeIn(countryLine).country ? place.city : undefined;
}

function knownCity(segments: readonly string[]): [string, CountryCode] | undefined {
  for (let i = segments.length - 1; i >= 0; i -= 1) {
    const segment = segments[i]!.toLowerCase();
    // The longest that fits: "Navi Mumbai" is not Mumbai.
    const match = CITIES.filter(([city]) => segment === city.toLowerCase() || segment.endsWith(` ${city.toLowerCase()}`)).sort(
      ([a], [b]) => b.length - a.length,
    )[0];
    if (match) return match;
  }
  return undefined;
}

/** Letters OCR takes for one another in a place's name, both ways. */
const PLACE_CONFUSIONS: [string, string][] = [
  ['u', 'y'],
  ['u', 'v'],
  ['u', 'ii'],
  ['m', 'rn'],
  ['l', 't'],
  ['l', 'i'],
  ['a', 'o'],
  ['e', 'c'],
  ['n', 'h'],
  ['d', 'cl'],
  ['g', 'c'],
];

/**
 * "Mangalury, Karnataka" → "Mangaluru", "Ha Chi Minh City, Vietnam" → "Ho Chi Minh City": a
 * scan's city before its state or country, one OCR confusion away from a known city of that
 * country and not one itself.
 */
function knownSpelling(city: string, country: CountryCode): string | undefined {
  if (!/^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)*$/u.test(city) || city.replace(/ /g, '').length < 5) return undefined;
  if (worldCityCountry(city) || knownCity([city])) return undefined;
  for (const [a, b] of PLACE_CONFUSIONS)
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const)
      for (let at = city.indexOf(from, 1); at >= 0; at = city.indexOf(from, at + 1)) {
        const variant = city.slice(0, at) + to + city.slice(at + from.length);
        if (knownCity([variant])?.[1] === country || worldCityCountry(variant) === country) return variant;
      }
  return undefined;
}

/**
 * Capitalised words, with the small words between them that many cities' names hold ("Rio de
 * Janeiro", "Frankfurt am Main", "Newcastle upon Tyne", "Mar del Plata").
 */
const PLACE_WORDS = new RegExp(
  String.raw`^\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:${PLACE_PARTICLES})\s+){0,2}\p{Lu}[\p{L}'’.-]*){0,3}$`,
  'u',
);

function looksLikePlace(segment: string): boolean {
  return PLACE_WORDS.test(segment);
}

/**
 * A heading set in capitals before a word that is also a state's abbreviation ("ABOUT ME",
 * "CONTACT ME", "LOG IN"): no city and state unless the words before it name a city we know
 * ("NEW YORK NY") or the line is an address (a label, a postcode: "NEWTOWN NSW 2042").
 */
function headingInCapitals(city: string): boolean {
  return !/\p{Ll}/u.test(city) && !knownCity([city]) && !worldCityCountry(city);
}

/**
 * Words before a unit that reads as a state's abbreviation, ending in a number: "Cut APK size from
 * 28 MB to 11" of "… to 11 MB" (megabytes, not Manitoba). A city before its state never ends in one.
 */
function quantityBeforeUnit(before: string): boolean {
  return /\d$/.test(before.trim());
}

/** The city as written, in natural case when written in capitals ("SÃO PAULO" → "São Paulo"). */
function cityName(segment: string): string {
  const city = segment.replace(/\s+/g, ' ').trim();
  return /\p{Ll}/u.test(city) || !/\p{Lu}{3}/u.test(city) ? city : naturalCase(city);
}

const PARTICLE = new RegExp(`^(?:${PLACE_PARTICLES})$`, 'i');

/** "RIO DE JANEIRO" → "Rio de Janeiro", "AIX-EN-PROVENCE" → "Aix-en-Provence". */
function naturalCase(capitals: string): string {
  return capitals
    .toLowerCase()
    .replace(/\p{L}+/gu, (word, at: number) => (at > 0 && PARTICLE.test(word) ? word : word[0]!.toUpperCase() + word.slice(1)));
}
