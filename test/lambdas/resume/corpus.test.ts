import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseResume, ResumeError } from '../../../lambdas/resume';
import { loadCorpus, sectionCheck } from '../../fixtures/resumes/corpus';
import { REMIX_OCR_MISSES, REMIX_TEXT_MISSES } from './remix-misses';

const corpus = loadCorpus();
// Only the development part holds per-document expectations in tests; the validation part is
// measured by bench/resume-parse.ts and never tuned on.
const development = corpus.filter((doc) => doc.expected.part === 'development');
const documents = development.filter((doc) => !doc.expected.error && !doc.expected.fromScan);
const scans = development.filter((doc) => doc.expected.fromScan);
const broken = development.filter((doc) => doc.expected.error);
// What is read is checked here, not how fast: on a loaded machine OCR may pass the 25 s limit of
// production (limits.test.ts tests that limit; the bench measures time).
const OCR_LIMIT_MS = 90_000;
const OCR_TEST_MS = 120_000;
/**
 * Scan fields the OCR still reads wrong, named so the rest of the document is checked and the
 * bench's figures stay honest. (Accents the English model lacks are read again in the page's
 * language since decision 0051: d19, d48, d426, d442's name, d519, d557 and d568 left this list.)
 * d23: "sandhu84" is read "sandhug4". d88 at 300 dpi: the acute accent of "Siobhán" is lost in
 * the dark banner's large type (read "Siobhan O'Reilly"; the Irish model reads it no better). d175 at
 * 150 dpi: the grey label cell "Name:" is read as marks ("TE Pe | Shabana Parveen Khan"), so the
 * name is taken from them. d176 at 200 dpi: the dot of "kavya.shetty@…" in 7.5 pt grey serif type
 * is not read at all ("kavyashetty@gmail.com", a well-formed address of the name's words). d230
 * at 200 dpi: "ksureshkumar.cbe@…" is read "….che@…" in serif type; "cbe" (Coimbatore's code) is
 * no word of the name to set it right against. d355 at 150 dpi: the acute accent of "María" is lost
 * in the dark banner's serif display type ("Maria José …"; "Maria" is a name as written too, so
 * nothing tells the accent back). d442 at 150 dpi: the "qs" of "siobhan.oneill.qs@…" (quantity
 * surveyor, no word of the name to set it right against) is read "gs". d447 at 200 dpi: the thin,
 * light grey tracked capitals of "LINNÉA ÅKESSON" are read without their accent and ring by the
 * English and the Swedish model alike ("Linnea Akesson"). d434 at 200 dpi: the given name in
 * natural case is measured half again as large as the capitals under it ("Aoife" / "NÍ
 * DHONNCHADHA"), so only the surname's line is taken ("Ní Dhonnchadha"). d439 at 300 dpi: the
 * Vietnamese model gives back only part of the name's marks ("Nguyen Thi Phương Thảo"). d474 at 200 dpi: the phone icon (a picture in a light circle) and
 * "+91" before the number in the dark sidebar are read "01" ("01 9845031276"), no number of any
 * country. d476 at 150 dpi: the first contact row of the dark right sidebar ("✆ Tél. +212 6 61 23
 * 47 85", after the icon) is not read at all. d490 at 200 dpi: Zety's contact strip reads "+91
 * 98450" in its cell and the number's rest "12345" after the e-mail address two lines on, with the
 * house glyph's line between, so no number. d492 at 250 dpi: Novorésumé's contact grid beside the
 * name is read into the name's line as noise ("Chinonso Okafor-Eze ~~ “reerertcn"), and the e-mail
 * address in that cell is lost with it. d496 at 150 dpi: the small light type of the sidebar's
 * address loses a dot ("deepa.nairresearch@…"; the name spells no "research" to set it back). d487
 * at 300 dpi: the Europass CV is in Greek, and the English model reads its letters as Latin
 * look-alikes ("ATOMIKEZ MAHPO®OPIEZ"), so the name (and the city) is lost. d528 at 200 dpi: the
 * e-mail address beside the phone in the centred contact line is read with a letter twice, "faizal.r-ahman@…" (then "r-rahman"), the name spelling no single
 * form of it.
 * d549 at 150 dpi: the rirekisho table's "Mobile (keitai)" row is read with its value
 * before the label and a stray "1" before the number ("1 090-3718-4426"), read as "+81 109037184426".
 * d558 at 250 dpi: "Siobhán" in the dark banner's display type is read without its accent, as
 * d88's is.
 * d540 at 300 dpi: OCR reads "ŞEYMA NUR DOĞAN" without its Turkish letters ("SEYMA
 * NUR DOGAN"), and the ASCII address "seymanurdogan@…" cannot give them back ("Seyma Nurdogan").
 * d570 at 200 dpi: the banner's surname under the given names is misread ("SUBRAMA [\\ 1A \\"), and
 * the narrow cell's last letter of the address alone on its line ("…co.i" / "n") is lost.
 * d581 at 150 dpi: "NGUYỄN THỊ MINH ANH" is read with its Vietnamese letters but "MINH ANH" as one
 * word ("Nguyễn Thị Minhanh"). d583 at 250 dpi: as in its LibreOffice PDF,
 * the sidebar's New Zealand numbers carry no country code, and the address naming Auckland is read
 * into the main column's job line ("… Larsen & Toubro Ltd, Chennai"), so the numbers are read in India.
 * When one is fixed the test says so, and it leaves this list.
 */
const KNOWN_OCR_MISSES: Record<string, ('name' | 'email' | 'phone')[]> = {
  'd23-gurpreet-scan-200dpi.pdf': ['email'],
  'd88-siobhan-scan-300dpi.pdf': ['name'],
  'd176-kavya-scan-200dpi.pdf': ['email'],
  'd230-suresh-scan-200dpi.pdf': ['email'],
  'd355-mariajose-scan-150dpi.pdf': ['name'],
  'd434-aoife-scan-200dpi.pdf': ['name'],
  'd439-thao-scan-300dpi.pdf': ['name'],
  'd442-siobhan-scan-150dpi.pdf': ['email'],
  'd447-linnea-scan-200dpi.pdf': ['name'],
  'd474-ananya-scan-200dpi.pdf': ['phone'],
  'd476-fatima-scan-150dpi.pdf': ['phone'],
  'd487-georgios-scan-300dpi.pdf': ['name'],
  'd490-priya-scan-200dpi.pdf': ['phone'],
  'd492-chinonso-scan-250dpi.pdf': ['email'],
  'd496-deepa-scan-150dpi.pdf': ['email'],
  'd528-faizal-scan-200dpi.pdf': ['email'],
  'd549-haruka-scan-150dpi.pdf': ['phone'],
  'd558-siobhan-scan-250dpi.pdf': ['name'],
  'd540-seyma-scan-300dpi.pdf': ['name'],
  'd570-venkatesh-scan-200dpi.pdf': ['name', 'email'],
  'd581-anh-scan-150dpi.pdf': ['name'],
  'd583-priya-scan-250dpi.pdf': ['phone'],
};
/**
 * Fields of development text documents still read wrong, kept in the corpus (and in the bench's
 * figures) rather than left out. d99 (LibreOffice PDF): a dark right sidebar's given name is read
 * at the top and its surname twenty lines on, so no name. d212 (LibreOffice PDF): the banner's
 * long unbroken e-mail address squeezes the address cell beside it, and LibreOffice clips the
 * address in the PDF itself ("Jaya" / "4th Bl" / "Benga"), so there is no city to read.
 * d328 (both PDFs): the name is set in small capitals, drawn (and put in the text layer) as
 * capitals, and Turkish "ı" upper-cases to "I": "YILDIRIM" could be "Yıldırım" or "Yildirim", and
 * the ASCII e-mail address cannot tell (read "Elif Nur Yildirim").
 * d469 (all four): "Tel. 612 48 73 05" is a Spanish national number, but nothing names Spain: the
 * address ends "46004 València" (a town the gazetteer leaves out, Valencia being a surname and
 * Venezuela's city the larger) and the e-mail address is at gmail.com, so no country reads it.
 * d495 (Chromium's PDF): Zety's name in CSS-uppercase letter-spaced capitals is one run; read with
 * its drawn spaces it gives "FATIMA ZAHRA" apart, but around the space of "EL AMRANI" the kerned
 * "L" and "A" leave gaps under pdf.js's space threshold, so that word gap reads like a letter gap
 * ("Fatima Zahra Elamrani").
 * d524 (Chromium's PDF): the name in small capitals with tracking is drawn letter by letter, each
 * capital in 24 pt and each small capital in 16.5 pt with a tracking space after it, the word gaps
 * only a little wider ("MOHD . I R F A N ANSARI ,CA"): no name is read.
 * d526 (LibreOffice's PDF): the small capitals of "Sinéad O’Brien-Kelly BEng MIEI" are in the text
 * layer as capitals, "BENG MIEI", which in capitals may be words of a name ("TAN AH BENG").
 * d571 (all four): the address names the town in brackets after its official name ("SAS Nagar
 * (Mohali), Punjab 160071"), which no rule reads as the town (the Word files take Chandigarh from
 * the education). d577 (LibreOffice's PDF): the four-cell
 * row's address wraps into five lines read between the other cells' lines ("Boord," / … /
 * "Stellenbosch" / … / "7600, Western"), no line holds the town with its postcode or province.
 * d581 (all four): "TP. Hồ Chí Minh" (Thành phố, city) is not read as Ho Chi Minh City; in
 * LibreOffice's PDF the four-cell row's lines are read word by word across the cells ("0903" /
 * "127/15" / "456 789"), so the number and the profile address's rest ("456 789 minh-anh-data")
 * are not joined. d583 (LibreOffice's PDF): the sidebar's address is read into the main column
 * after a job's "Chennai", and the numbers without a country code are read in India.
 */
const KNOWN_TEXT_MISSES: Record<string, ('name' | 'email' | 'city' | 'phone' | 'linkedin' | 'portfolio')[]> = {
  'd99-chinedu-rail-right.libreoffice.pdf': ['name'],
  'd212-raghavendra-banner-cells.libreoffice.pdf': ['city'],
  'd328-elif-sp-center-serif.chromium.pdf': ['name'],
  'd328-elif-sp-center-serif.libreoffice.pdf': ['name'],
  'd469-lucia-f12-bar.chromium.pdf': ['phone'],
  'd469-lucia-f12-bar.libreoffice.pdf': ['phone'],
  'd469-lucia-f12-bar.docx': ['phone'],
  'd469-lucia-f12-bar.doc': ['phone'],
  'd495-fatima-z13-zety-band.chromium.pdf': ['name'],
  'd524-irfan-s14-small-caps.chromium.pdf': ['name'],
  'd526-sinead-s14-small-caps.libreoffice.pdf': ['name'],
  'd571-harpreet-n16a-leftcol.chromium.pdf': ['city'],
  'd571-harpreet-n16a-leftcol.doc': ['city'],
  'd571-harpreet-n16a-leftcol.docx': ['city'],
  'd571-harpreet-n16a-leftcol.libreoffice.pdf': ['city'],
  'd577-anri-n16a-row4.libreoffice.pdf': ['city'],
  'd581-anh-n16b-contactrow.chromium.pdf': ['city'],
  'd581-anh-n16b-contactrow.doc': ['city'],
  'd581-anh-n16b-contactrow.docx': ['city'],
  'd581-anh-n16b-contactrow.libreoffice.pdf': ['phone', 'city', 'linkedin'],
  'd583-priya-n16b-leftcol.libreoffice.pdf': ['phone', 'city'],
};
/**
 * Sections still read wrong. d341 (LibreOffice PDF): the sidebar's skills run to within a point of
 * the main column (a 1 pt gutter), so they are read row by row with the education beside them, away
 * from their heading. d428 (Chromium's PDF): the jobs are a table of a narrow period cell beside the
 * role, company and detail, under a header row whose contact cell runs down beside the name cell;
 * the periods are read as a column of their own and the experience section loses its first job's
 * company. d459, d460 and d462 (LibreOffice PDFs): a two-cell table's sidebar rows are read between
 * the main cell's lines at the same height, so a job's company (d462's "Cork University Hospital"
 * under the sidebar's "Address") or the last education line (d459, d460: read after the sidebar's
 * headings) leaves its section. d492 (both PDFs) and d493 (LibreOffice's PDF): Novorésumé's main
 * column and its right-hand skills column start on one baseline ("WORK EXPERIENCE" beside
 * "SKILLS"), and the first job's lines (role, company, dates set flush right) are read between the
 * two headings' lines or under the skills heading, so the experience section loses its company.
 * d504 (Chromium PDF, a XING Lebenslauf): the periods set in a column left of each job ("04/2020 – heute") are read as a column of their own, before the jobs, so the
 * experience and education sections hold the dates and the jobs follow the languages. d486 and d487 (both PDFs): the 2013–2019 Europass CV is a two-column table whose label column (headings, dates, "Mother tongue(s)") is read whole before
 * the values, so each section holds only its dates and the companies, schools and skills follow
 * the last heading. Its logo (16 pt) beside "Curriculum Vitae" and "PERSONAL INFORMATION" beside
 * the 14 pt name are the two rows of eleven not aligned, one short of a label table (counting such
 * display-type rows as aligned broke four sidebar layouts: d320, d336, d424, d428).
 * d516 (LibreOffice PDF): each job is a two-cell row, role and company beside a narrow period cell,
 * and both cells wrap ("…, Emami" / "Apr 2019 –" / "Limited" / "Present"), so the company is cut.
 * d579 (LibreOffice PDF): the left contact column's last lines are read between the main column's
 * lines, so the education's first degree leaves its section.
 */
const KNOWN_SECTION_MISSES = new Set([
  'd341-yousef-sb-nested.libreoffice.pdf',
  'd428-ximena-c11-contact-cell.chromium.pdf',
  'd459-marike-n12-word-table.libreoffice.pdf',
  'd460-faisal-n12-photo-column.libreoffice.pdf',
  'd462-siobhan-n12-word-table.libreoffice.pdf',
  'd486-vikram-e13-cv2013.chromium.pdf',
  'd486-vikram-e13-cv2013.libreoffice.pdf',
  'd487-georgios-e13-cv2013.chromium.pdf',
  'd487-georgios-e13-cv2013.libreoffice.pdf',
  'd492-chinonso-z13-novo.chromium.pdf',
  'd492-chinonso-z13-novo.libreoffice.pdf',
  'd493-lucia-z13-novo.libreoffice.pdf',
  'd504-katharina-i13-xing.chromium.pdf',
  'd516-sandeep-t14-centred.libreoffice.pdf',
  'd579-hiroshi-n16b-leftcol.libreoffice.pdf',
]);

/** Drops a known miss from both sides, after checking it is still a miss (when fixed, the test says so). */
function withoutKnownMisses<T extends Record<string, unknown>>(got: T, want: T, misses: readonly string[] = []): void {
  for (const field of misses) {
    expect(got[field], `${field} is a known miss: still wrong?`).not.toBe(want[field]);
    delete got[field];
    delete want[field];
  }
}

/** Either apostrophe: Word formats may turn ’ into ' on the way. */
const apostrophes = (name: string | undefined) => name?.replace(/’/g, "'");

describe('resume corpus (test/fixtures/resumes/expected.json)', () => {
  it('holds at least 150 documents from each producer and format, 12 scans, in two parts', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150);
    // Also Word files built by docx-js (and LibreOffice's PDF and DOC of them) and PDFs typeset by PDFKit.
    for (const ext of [
      '.chromium.pdf',
      '.libreoffice.pdf',
      '.docx',
      '.doc',
      '.word.docx',
      '.word.pdf',
      '.word.doc',
      '.pdfkit.pdf',
    ])
      expect(documents.filter((doc) => doc.file.endsWith(ext)).length).toBeGreaterThanOrEqual(4);
    expect(corpus.filter((doc) => doc.expected.fromScan).length).toBeGreaterThanOrEqual(12);
    expect(corpus.filter((doc) => doc.expected.part === 'validation').length).toBeGreaterThanOrEqual(50);
  });

  it.each(documents.map((doc) => [doc.file, doc] as const))(
    '%s: name, e-mail, phone, city, links and sections',
    async (file, doc) => {
      const parsed = await parseResume(new Uint8Array(readFileSync(doc.path)));
      const got: Record<string, unknown> = {
        name: apostrophes(parsed.name),
        email: parsed.email,
        phone: parsed.phone,
        source: parsed.source,
        fromScan: parsed.fromScan,
      };
      const want: Record<string, unknown> = {
        name: apostrophes(doc.expected.name),
        email: doc.expected.email,
        phone: doc.expected.phone,
        source: 'builtin',
        fromScan: false,
      };
      for (const field of ['city', 'linkedin', 'github', 'portfolio'] as const)
        if (doc.expected[field] !== undefined) {
          got[field] = parsed[field];
          want[field] = doc.expected[field];
        }
      const remixMisses: readonly string[] = REMIX_TEXT_MISSES[file] ?? [];
      withoutKnownMisses(got, want, [...(KNOWN_TEXT_MISSES[file] ?? []), ...remixMisses.filter((field) => field !== 'sections')]);
      expect(got).toEqual(want);
      if (KNOWN_SECTION_MISSES.has(file) || remixMisses.includes('sections'))
        expect(sectionCheck(parsed, doc.expected), 'a known miss: still wrong?').not.toEqual([]);
      else expect(sectionCheck(parsed, doc.expected)).toEqual([]);
    },
  );

  it.each(scans.map((doc) => [doc.file, doc] as const))(
    '%s: a scan, read by OCR',
    async (file, doc) => {
      const parsed = await parseResume(new Uint8Array(readFileSync(doc.path)), { timeoutMs: OCR_LIMIT_MS });
      const got = { name: apostrophes(parsed.name), email: parsed.email, phone: parsed.phone, fromScan: parsed.fromScan };
      const want = { name: apostrophes(doc.expected.name), email: doc.expected.email, phone: doc.expected.phone, fromScan: true };
      withoutKnownMisses(got, want, [...(KNOWN_OCR_MISSES[file] ?? []), ...(REMIX_OCR_MISSES[file] ?? [])]);
      expect(got).toEqual(want);
    },
    OCR_TEST_MS,
  );

  it.each(broken.map((doc) => [doc.file, doc] as const))('%s: fails with its expected error', async (_, doc) => {
    const failure = await parseResume(new Uint8Array(readFileSync(doc.path))).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ResumeError);
    expect((failure as ResumeError).code).toBe(doc.expected.error);
  });
});
