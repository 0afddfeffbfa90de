/**
 * Remixed development documents (x*, test/fixtures/resumes/authored/remix.ts, decision 0048) whose
 * fields are still read wrong. The list began as every miss found when the remixes were made
 * (test/fixtures/resumes/remix-misses.ts prints it); an entry leaves when its fix lands (the corpus
 * test says so), and one left after study says why here. Scans: x041's number is missed as its
 * text documents' is (a Nepali mobile with no country code); x050 and x086 lose a name's Polish "ł",
 * "ę" and Swedish "Å" to the English model ("Barttomiej", "Akesson"), as the development scans do.
 */
type TextField = 'name' | 'email' | 'phone' | 'city' | 'linkedin' | 'github' | 'portfolio' | 'sections';
type ScanField = 'name' | 'email' | 'phone';

export const REMIX_TEXT_MISSES: Record<string, TextField[]> = {
  'x001-anacarolina-shade-column.chromium.pdf': ['phone'],
  'x001-anacarolina-shade-column.doc': ['phone'],
  'x001-anacarolina-shade-column.docx': ['phone'],
  'x001-anacarolina-shade-column.libreoffice.pdf': ['phone'],
  'x007-thao-rail-right.chromium.pdf': ['name'],
  'x007-thao-rail-right.libreoffice.pdf': ['name'],
  'x009-venkatesh-b11-table-band.libreoffice.pdf': ['name'],
  'x027-ramana-banner-gridhead.docx': ['phone'],
  'x027-ramana-banner-gridhead.libreoffice.pdf': ['phone'],
  'x035-liam-resume-of-line.chromium.pdf': ['name'],
  'x035-liam-resume-of-line.doc': ['name'],
  'x035-liam-resume-of-line.docx': ['name'],
  'x041-bikash-spaced-headings.chromium.pdf': ['phone'],
  'x041-bikash-spaced-headings.doc': ['phone'],
  'x041-bikash-spaced-headings.docx': ['phone'],
  'x041-bikash-spaced-headings.libreoffice.pdf': ['phone'],
  'x046-linh-details-shaded.chromium.pdf': ['name', 'phone', 'city'],
  'x046-linh-details-shaded.libreoffice.pdf': ['city'],
  'x047-pieter-b31-nested-grid.chromium.pdf': ['city'],
  'x047-pieter-b31-nested-grid.doc': ['city'],
  'x047-pieter-b31-nested-grid.docx': ['city'],
  'x050-bartlomiej-sb-cell-left.libreoffice.pdf': ['sections'],
  'x051-ha-css-spaced.chromium.pdf': ['city'],
  'x051-ha-css-spaced.libreoffice.pdf': ['city'],
  'x059-kwame-banner-flex.chromium.pdf': ['city'],
  'x063-declan-details-form.chromium.pdf': ['name'],
  'x072-sundar-banner-flex.chromium.pdf': ['city'],
  'x073-anneliese-spaced-name.chromium.pdf': ['name'],
  'x079-oluwaseun-l11-typed-spaces.libreoffice.pdf': ['name'],
  'x083-nomvula-k13-timeline.libreoffice.pdf': ['phone'],
  'x084-reshma-banner-cells.chromium.pdf': ['phone'],
  'x084-reshma-banner-cells.libreoffice.pdf': ['city'],
  'x091-grace-mx-textbox-sidebar.libreoffice.pdf': ['sections'],
  'x096-reshma-paired-details.libreoffice.pdf': ['name'],
  'x102-kavya-am-topbar.chromium.pdf': ['sections'],
  'x102-kavya-am-topbar.libreoffice.pdf': ['sections'],
  'x104-gowri-banner-iconrow.chromium.pdf': ['sections'],
  'x107-ximena-narrow-contact.chromium.pdf': ['city'],
  'x107-ximena-narrow-contact.libreoffice.pdf': ['city'],
  'x113-aroha-mx-title-line.chromium.pdf': ['name'],
  'x113-aroha-mx-title-line.doc': ['name'],
  'x113-aroha-mx-title-line.docx': ['name'],
  'x113-aroha-mx-title-line.libreoffice.pdf': ['name'],
  'x120-tomasz-cf-contact-label.chromium.pdf': ['city'],
  'x120-tomasz-cf-contact-label.doc': ['city'],
  'x120-tomasz-cf-contact-label.docx': ['city'],
  'x120-tomasz-cf-contact-label.libreoffice.pdf': ['city'],
};
export const REMIX_OCR_MISSES: Record<string, ScanField[]> = {
  'x041-bikash-scan-200dpi.pdf': ['phone'],
  'x050-bartlomiej-scan-250dpi.pdf': ['name'],
  'x086-linnea-scan-200dpi.pdf': ['name'],
};
