/**
 * The general rules added for the fifth round of long-tail layouts (development.ts d81–: e-mail
 * addresses and phone numbers in dark banners, dark sidebars and details tables, in every
 * producer), each checked on the generated documents that need it and on made-up lines.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectResumeType } from '../../../lambdas/resume';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { findEmails, joinWrappedAddresses } from '../../../lambdas/resume/fields/email';
import { findPhones } from '../../../lambdas/resume/fields/phone';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { extractLines } from '../../../lambdas/resume/text/extract';
import { addLinkedAddresses } from '../../../lambdas/resume/text/pdf';
import { mailtoAddress } from '../../../lambdas/resume/text/mailto';
import type { TextBox } from '../../../lambdas/resume/text/reading-order';
import type { TextLine } from '../../../lambdas/resume/types';
import { lines } from './support/text-lines';

const documents = join(__dirname, '../../fixtures/resumes/documents');

async function linesOf(file: string): Promise<TextLine[]> {
  const bytes = new Uint8Array(readFileSync(join(documents, file)));
  return extractLines(detectResumeType(bytes)!, bytes);
}

const emails = (...texts: string[]) => findEmails(lines(...texts)).map((found) => found.value);

describe('an e-mail address wrapped in a narrow cell', () => {
  it('joins the rest after an icon that stands for the label', () => {
    expect(emails('✉ sameer.k.deshpande-', 'fin@protonmail.com')).toEqual(['sameer.k.deshpande-fin@protonmail.com']);
    expect(emails('\uf0e0 priya.nair-', 'rao@gmail.com')).toEqual(['priya.nair-rao@gmail.com']);
    // Without the icon rule the tail alone was taken: an address after a word is not started there.
    expect(emails('Ask priya.nair-', 'rao@gmail.com')).toEqual(['rao@gmail.com']);
  });

  it('finds the rest a few lines further when a table is read row by row', async () => {
    expect(
      joinWrappedAddresses([
        'E-mail ID',
        'venkatasubramanian.r-',
        'Mob. No.: +91-94440 12345',
        'Address',
        'Profile',
        'chennai@yahoo.co.in',
      ]),
    ).toEqual(['E-mail ID', 'venkatasubramanian.r-chennai@yahoo.co.in', 'Mob. No.: +91-94440 12345', 'Address', 'Profile', '']);
    expect(emails('Anil.Kumar_1987@Hotmail.co', 'Contact No.', 'Cell: +971 50 123', 'Email', 'm')).toEqual([
      'anil.kumar_1987@hotmail.com',
    ]);
    const parsed = extractFields(await linesOf('d86-venkat-details-pairs.chromium.pdf'));
    expect(parsed.email).toBe('venkatasubramanian.r-chennai@yahoo.co.in');
  });

  it('takes the rest of a domain in its own case, and only letters alone on their line', async () => {
    // LibreOffice's PDF of a details table: the cell's second line after the next row's label.
    expect(emails('Email', 'KAVYA.SHETTY.92@GMAIL.C', 'Contact', 'Mobile: 98860 11223', 'Address', 'OM')).toEqual([
      'kavya.shetty.92@gmail.com',
    ]);
    expect(emails('name@gmail.c', 'Contact')).toEqual([]);
    // A banner of wrapping cells read row by row: each cell's second line after every cell's first.
    expect(
      emails(
        '\u0000 Off: +91 80 4123',
        '\u0000 arjun.nair+careers@mail.nair-',
        '\u0000 Koramangala, Bengaluru',
        '7788',
        'associates.in',
      ),
    ).toEqual(['arjun.nair+careers@mail.nair-associates.in']);
    const parsed = extractFields(await linesOf('d92-arjun-banner-icons.libreoffice.pdf'));
    expect(parsed.email).toBe('arjun.nair+careers@mail.nair-associates.in');
    expect(parsed.phone).toBe('+91 99001 22334');
  });

  it('joins a local part cut at a dot after a label or its icon, never a sentence', () => {
    expect(emails('Email – ravi.kumar.', 'iyer@gmail.com')).toEqual(['ravi.kumar.iyer@gmail.com']);
    expect(emails('✉ ravi.kumar.', 'iyer@gmail.com')).toEqual(['ravi.kumar.iyer@gmail.com']);
    expect(emails('Built dashboards for sensors.', 'iyer@gmail.com')).toEqual(['iyer@gmail.com']);
    expect(emails('sensors.', 'iyer@gmail.com')).toEqual(['iyer@gmail.com']);
  });

  it("never ends a cut domain with another cell's number", () => {
    expect(emails('dr.shivakumar.gowda.ortho@manipal-', '2210', 'hospitals.co.in')).toEqual([
      'dr.shivakumar.gowda.ortho@manipal-hospitals.co.in',
    ]);
    expect(emails('Mob. +44 7700 900456 • mailto:tom.ashworth+cv@studio-', 'north.org.uk • Leeds, UK')).toEqual([
      'tom.ashworth+cv@studio-north.org.uk',
    ]);
  });

  it('never takes a word broken at its hyphen for the start of an address read further down', async () => {
    expect(
      emails('Marie', 'Lefebvre-', 'Desrosiers', 'Pharmacovigilance Lead', 'CELL', '+1 514 555 0172', 'EMAIL', 'marie.ld@x.ca'),
    ).toEqual(['marie.ld@x.ca']);
    expect(emails('Problem-', 'solving', 'Teamwork', 'asha.k@gmail.com')).toEqual(['asha.k@gmail.com']);
    expect(extractFields(await linesOf('d103-marie-rail-split.chromium.pdf')).email).toBe('marie.ld@pharmavigil.ca');
  });

  it('joins a cut domain whose rest has punctuation after it', () => {
    expect(emails('(asha.k@', 'gmail.com)')).toEqual(['asha.k@gmail.com']);
    expect(emails('asha.k@gmail.', 'com, Kochi')).toEqual(['asha.k@gmail.com']);
  });

  it('takes no rest past another address, nor a line that is not the rest', () => {
    expect(emails('asha.k-', 'Email: ravi@gmail.com', 'menon@gmail.com')).toEqual(['ravi@gmail.com', 'menon@gmail.com']);
    expect(emails('asha.k-', 'Phone', 'x', 'menon@gmail.com')).toEqual(['asha.k-menon@gmail.com']);
    expect(emails('Email: asha@gmail.co', 'Phone', 'Bengaluru')).toEqual(['asha@gmail.co']);
    expect(emails('Skills: C++, Node.', 'Profile', 'ravi@gmail.com')).toEqual(['ravi@gmail.com']);
  });

  it('never joins the words of a mailto link ("Email me") to the address written under it', async () => {
    expect(emails('✉ Email me', 'ALICIA.MORENO@BERKELEY.EDU')).toEqual(['alicia.moreno@berkeley.edu']);
    expect(emails('Email me', 'alicia.moreno@berkeley.edu')).toEqual(['alicia.moreno@berkeley.edu']);
    expect(emails('Mail us', 'hello@studio.dev')).toEqual(['hello@studio.dev']);
    // Still joined: a lower-case local part cut by LibreOffice's emergency break.
    expect(emails('Email: subramaniam.venkatachala', 'm@protonmail.com')).toEqual(['subramaniam.venkatachalam@protonmail.com']);
    const parsed = extractFields(await linesOf('d85-alicia-rail-icons.docx'));
    expect(parsed.email).toBe('alicia.moreno@berkeley.edu');
  });
});

describe('a phone number wrapped in a table cell read row by row', () => {
  it('joins digits alone a few lines further, with no digits between', () => {
    const phones = findPhones(lines('Home (India): 0484 239 1234', 'Cell / WhatsApp: +971 50 123', 'Email', 'm', '4567'));
    expect(phones.map((phone) => phone.value)).toEqual(['+91 484 239 1234', '+971 50 123 4567']);
    expect(phones[1]!.kind).toBe('mobile');
  });

  it("looks past another cell's digits alone (a PIN code) that make no number with it", () => {
    const phones = findPhones(lines('📞 Cell: +91 99001', 'associates.in', '560034', '22334'));
    expect(phones.map((phone) => phone.value)).toEqual(['+91 99001 22334']);
  });

  it("looks past the digits of an e-mail address's rest between", async () => {
    const phones = findPhones(lines(' 0091 98765', '1990@outlook.co.in', 'Kerala', '43210'));
    expect(phones.map((phone) => phone.value)).toEqual(['+91 98765 43210']);
    expect(extractFields(await linesOf('d97-neethu-banner-icons.libreoffice.pdf')).phone).toBe('+91 98765 43210');
  });

  it('joins nothing across a line with other digits', () => {
    const phones = findPhones(lines('Cell: +971 50 123', 'Date of Birth 04/11/1987', '4567'));
    expect(phones.map((phone) => phone.value)).not.toContain('+971 50 123 4567');
  });

  it('gives the LibreOffice PDF of a details table its mobile', async () => {
    expect(extractFields(await linesOf('d87-anil-details-pairs.libreoffice.pdf')).phone).toBe('+971 50 123 4567');
  });
});

describe('places', () => {
  it('reads a city before its postal district', () => {
    expect(findPlace(lines('A: Rathmines, Dublin 6, Ireland'))).toEqual({ city: 'Dublin', country: 'IE' });
    expect(findPlace(lines('Dublin 15, Ireland'))).toEqual({ city: 'Dublin', country: 'IE' });
    expect(findPlace(lines('Sector 62, India')).city).toBeUndefined();
  });
});

describe('the kind of a number from its icon or its extension', () => {
  it('takes a mobile phone icon for a mobile label', () => {
    const [phone] = findPhones(lines('📱 512.555.0148'));
    expect(phone).toMatchObject({ kind: 'mobile', labelled: true });
    expect(findPhones(lines('☎ 512.555.0148'))[0]).toMatchObject({ kind: 'unknown', labelled: false });
  });

  it('takes a number with an extension for an office line, whatever icon is before it', async () => {
    expect(findPhones(lines('📱 +1 (512) 555-0190 ext. 31'))[0]).toMatchObject({ kind: 'landline', labelled: true });
    const chosen = extractFields(
      lines('Marcus Bell-Okafor', '📞 +1 (512) 555-0190 ext. 31', '512.555.0148 📱', 'marcus@fastmail.com'),
    );
    expect(chosen.phone).toBe('+1 512 555 0148');
    // LibreOffice's PDF draws both icons as the mobile phone.
    expect(extractFields(await linesOf('d89-marcus-rail-icons.libreoffice.pdf')).phone).toBe('+1 512 555 0148');
  });
});

describe('an e-mail address that is only a link target', () => {
  it('reads the address of a mailto link', () => {
    expect(mailtoAddress('mailto:ananya.bose%2Bcv@gmail.com?subject=Hello')).toBe('ananya.bose+cv@gmail.com');
    expect(mailtoAddress('https://linkedin.com/in/ananya')).toBeUndefined();
    expect(mailtoAddress('mailto:')).toBeUndefined();
  });

  it("writes it after the link's text on a PDF page, unless the page shows it", () => {
    const box = (text: string, left: number, right: number): TextBox => ({
      text,
      left,
      right,
      top: 90,
      bottom: 100,
      fontSize: 10,
    });
    const boxes = [box('✉ Email', 100, 140), box('| Kolkata', 150, 200)];
    // pdf.js rectangles are in page space, y upwards: the page is 800 high.
    addLinkedAddresses(boxes, [{ url: 'mailto:ananya.bose.design@gmail.com', rect: [110, 699, 141, 711] }], 800);
    expect(boxes.map((b) => b.text)).toEqual(['✉ Email ananya.bose.design@gmail.com', '| Kolkata']);
    const shown = [box('ananya.bose.design@gmail.com', 100, 240)];
    addLinkedAddresses(shown, [{ url: 'mailto:Ananya.Bose.Design@gmail.com', rect: [100, 699, 240, 711] }], 800);
    expect(shown[0]!.text).toBe('ananya.bose.design@gmail.com');
    // Shown in two runs, as Chromium draws a wrapped link's text.
    const split = [box('ANANYA.BOSE@GMAIL', 100, 200), box('.COM', 200, 230)];
    addLinkedAddresses(split, [{ url: 'mailto:ananya.bose@gmail.com', rect: [100, 699, 230, 711] }], 800);
    expect(split.map((b) => b.text)).toEqual(['ANANYA.BOSE@GMAIL', '.COM']);
  });

  it('finds it in all four producers', async () => {
    for (const suffix of ['chromium.pdf', 'libreoffice.pdf', 'docx', 'doc']) {
      const parsed = extractFields(await linesOf(`d100-ananya-banner-run.${suffix}`));
      expect(parsed.email, suffix).toBe('ananya.bose.design@gmail.com');
    }
  });
});

describe('numbers set with thin, narrow no-break or figure spaces', () => {
  it('reads them as spaces', async () => {
    for (const space of ['\u202f', '\u2009', '\u2007']) {
      const text = `Port. 06${space}12${space}34${space}56${space}78`;
      expect(
        findPhones(lines(text, 'Paris, France')).map((phone) => phone.value),
        JSON.stringify(space),
      ).toEqual(['+33 6 12 34 56 78']);
    }
    for (const suffix of ['chromium.pdf', 'libreoffice.pdf', 'docx', 'doc']) {
      const read = await linesOf(`d104-camille-banner-run.${suffix}`);
      const contacts = read.find((line) => line.text.startsWith('Tél.'))!.text;
      expect(extractFields(read).phone, `${suffix} ${contacts.includes('\u202f') ? 'with' : 'without'} U+202F`).toBe(
        '+33 6 12 34 56 78',
      );
    }
  });
});

describe('characters Word and web templates put inside a long address', () => {
  it('drops soft hyphens and zero-width spaces, and reads a non-breaking hyphen as a hyphen', () => {
    expect(emails('venkata\u00adsubramanian@gmail.com')).toEqual(['venkatasubramanian@gmail.com']);
    expect(emails('asha.k\u200b@gmail\u200b.com')).toEqual(['asha.k@gmail.com']);
    expect(emails('Email: asha\u2011k@gmail.com')).toEqual(['asha-k@gmail.com']);
    expect(extractFields(lines('Asha Kurian', 'asha\u2011kurian@gmail.com | +91 94470 12345')).email).toBe(
      'asha-kurian@gmail.com',
    );
  });
});

describe("Word's non-breaking hyphen in a generated document", () => {
  it('is a hyphen in a DOC and a DOCX', async () => {
    for (const suffix of ['docx', 'doc']) {
      expect(extractFields(await linesOf(`d105-rohan-details-pairs.${suffix}`)).email, suffix).toBe('rohan-mehta.ca@zoho.in');
    }
  });
});
