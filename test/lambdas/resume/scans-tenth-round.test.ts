import { describe, expect, it } from 'vitest';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { extractName } from '../../../lambdas/resume/fields/name';
import { repairHandle } from '../../../lambdas/resume/fields/ocr-handles';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { partsOfPage } from '../../../lambdas/resume/text/ocr';
import { cleanOcrText } from '../../../lambdas/resume/text/ocr-cleanup';
import type { TextLine } from '../../../lambdas/resume/types';
import { lines, sized } from './support/text-lines';

/**
 * Rules for scans in the layouts OCR reads worst (development.ts d354–d361, by an independent
 * author: dark banners of cells, letterheads with the contacts first, a dark sidebar with a name
 * over two lines, tracked capitals, a Name | : | value table, "Curriculum Vitae of" title lines).
 */

/** Lines as read by OCR (`ocr: true`), each with its type size. */
const scanned = (...rows: [string, number][]): TextLine[] =>
  rows.map(([text, fontSize]) => ({ text, fontSize, page: 1, ocr: true }));

describe('an Irish letterhead', () => {
  const letterhead = lines(
    '14 Wellington Road',
    "St Luke's, Cork T23 X2F8",
    'Home: 021 427 1234',
    'Mobile: 086 812 3456',
    'E-mail: conor.osullivan.hayes@eircom.net',
    "Conor O'Sullivan-Hayes",
  );

  it('reads an Eircode as a postcode, so the town before it is the city and the plan Irish', () => {
    expect(findPlace(letterhead)).toEqual({ city: 'Cork', country: 'IE' });
    expect(extractFields(letterhead).phone).toBe('+353 86 812 3456');
  });

  it('reads a Dublin Eircode the same way', () => {
    expect(findPlace(lines('Flat 3, 22 Baggot Street', 'Dublin D02 AF30', 'Mobile: 087 123 4567'))).toEqual({
      city: 'Dublin',
      country: 'IE',
    });
  });
});

describe('a name of four words over two lines', () => {
  it('joins the second line when the e-mail address spells one of its words', () => {
    const sidebar = sized(['Nguyen Thi', 22], ['Thu Trang', 22], ['Data Analyst', 10], ['CONTACT', 10.5]);
    expect(extractName(sidebar, ['trang.nguyen.t2@gmail.com'])?.name).toBe('Nguyen Thi Thu Trang');
    const word = lines('Nguyen Thi', 'Thu Trang', 'Data Analyst');
    expect(extractName(word, ['trang.nguyen.t2@gmail.com'])?.name).toBe('Nguyen Thi Thu Trang');
  });

  it('takes no country over the name for its first line', () => {
    const block = lines('Cape Town', 'South Africa', 'Zanele Dlamini', 'Financial Analyst');
    expect(extractName(block, ['zanele.dlamini@gmail.com'])?.name).toBe('Zanele Dlamini');
  });

  it('leaves a second line alone that the address does not spell (a role, a heading)', () => {
    const sidebar = sized(['Priya Sharma', 22], ['Senior Analyst', 22], ['CONTACT', 10.5]);
    expect(extractName(sidebar, ['priya.sharma@gmail.com'])?.name).toBe('Priya Sharma');
    const other = lines('Nguyen Thi', 'Thu Trang', 'Data Analyst');
    expect(extractName(other, ['nguyen.thi@gmail.com'])?.name).toBe('Nguyen Thi');
  });
});

describe("a details table's colon column read with the value's border", () => {
  it.each([
    [': | Mohammed Irfan Shaikh', ': Mohammed Irfan Shaikh'],
    ['1 | +91 98220 13579', ': +91 98220 13579'],
    [':| 020 2553 4410', ': 020 2553 4410'],
    ['© | +91 9822013579', ': +91 9822013579'],
  ])('%s → %s', (read, repaired) => {
    expect(cleanOcrText(read)).toBe(repaired);
  });

  it('leaves a line that starts with a number or a word alone', () => {
    expect(cleanOcrText('12 | Main Street')).toBe('12 | Main Street');
    expect(cleanOcrText('In | Out')).toBe('In | Out');
  });

  it('gives the name from the label over its value', () => {
    const table = scanned(['RESUME', 13], ['Name', 7.6], [': | Mohammed Irfan Shaikh', 7.9], ['Mobile', 7.9]).map((line) => ({
      ...line,
      text: cleanOcrText(line.text),
    }));
    expect(extractName(table, ['irfan.shaikh.1987@rediffmail.com'])?.name).toBe('Mohammed Irfan Shaikh');
  });
});

describe('a line judged without the marks at its ends', () => {
  // 200 dpi: type 23 px high is about 8 pt.
  const word = (text: string, x0: number, x1: number, confidence: number) => ({
    text,
    confidence,
    bbox: { x0, x1, y0: 273, y1: 296 },
  });
  const noReread = async () => undefined;

  it('keeps a number read beside an icon and a border it is unsure of', async () => {
    const line = {
      words: [word('©', 489, 529, 0), word('|', 521, 535, 10), word('+91', 549, 605, 48), word('9822013579', 619, 810, 48)],
    };
    const parts = await partsOfPage([line], 200, { fragmented: 0, unsure: 0 }, noReread);
    expect(parts.map((part) => part.text)).toEqual(['© | +91 9822013579']);
  });

  it('still drops words it is unsure of between marks', async () => {
    const line = { words: [word('©', 489, 529, 0), word('Sr', 549, 605, 20), word('ER', 619, 810, 12), word('|', 821, 835, 10)] };
    expect(await partsOfPage([line], 200, { fragmented: 0, unsure: 0 }, noReread)).toEqual([]);
  });
});

describe('places misread by one letter', () => {
  it('sets right a city of several words and a g read as c', () => {
    const contacts = scanned(['Address', 7.7], ['District 7, Ha Chi Minh City,', 7.7], ['Vietnam', 7.7]);
    expect(findPlace(contacts).city).toBe('Ho Chi Minh City');
    expect(findPlace(scanned(['Lekki Phase 1, Lacos, Nigeria', 8.3])).city).toBe('Lagos');
  });

  it('leaves a city that is one as read, and text documents alone', () => {
    expect(findPlace(scanned(['Address', 7.7], ['Hanoi, Vietnam', 7.7])).city).toBe('Hanoi');
    expect(findPlace(lines('Address', 'District 7, Ha Chi Minh City,', 'Vietnam')).city).toBe('Ha Chi Minh City');
  });

  it("takes no address block's label for the city above a country", () => {
    const sidebar = scanned(['ADDRESS', 5.5], ['LeopoldstraBe 12', 7.7], ['80802 M(inchen', 6.5], ['Germany', 7.7]);
    expect(findPlace(sidebar).city).not.toBe('Address');
  });

  it("reads a Mexican state's dotted abbreviation after the city as a region", () => {
    const banner = lines('Col. Del Valle, San Pedro Garza', 'García, Monterrey, N.L.', 'Perfil');
    expect(findPlace(banner).city).toBe('Monterrey');
  });
});

describe('contacts read from scans', () => {
  it('reads a mail provider with a g read as c', () => {
    expect(cleanOcrText('seun.adebayo@cmail.com')).toBe('seun.adebayo@gmail.com');
  });

  it('drops a house icon read as a small letter before an address with abbreviations or numbers', () => {
    expect(cleanOcrText('a Col. Del Valle, San Pedro Garza')).toBe('Col. Del Valle, San Pedro Garza');
    expect(cleanOcrText('o Lekki Phase 1, Lagos,')).toBe('Lekki Phase 1, Lagos,');
    expect(cleanOcrText('a lot of Python, Java')).toBe('a lot of Python, Java');
  });

  it('drops a stray quote before a name with an apostrophe inside a word', () => {
    expect(cleanOcrText("‘Conor O'Sullivan-Hayes")).toBe("Conor O'Sullivan-Hayes");
    expect(cleanOcrText('‘Quoted’ words')).toBe('‘Quoted’ words');
  });

  it("sets LinkedIn's host right when it is read up to two letters wrong before a profile's path", () => {
    expect(cleanOcrText('linkealn, com/in/annelievdmeulen')).toBe('linkedin.com/in/annelievdmeulen');
    expect(cleanOcrText('www.linkedln.com/in/abc-def')).toBe('www.linkedin.com/in/abc-def');
    expect(cleanOcrText('see example.com/in/x')).toBe('see example.com/in/x');
  });

  it("sets right an address whose first letter was read twice, against the name's words", () => {
    expect(repairHandle('kkiri.terangi-walker', 'Kiri Te Rangi-Walker')).toBe('kiri.terangi-walker');
    expect(repairHandle('aaron.smith', 'Aaron Smith')).toBe('aaron.smith');
    expect(repairHandle('llama.fan', 'Kiri Te Rangi-Walker')).toBe('llama.fan');
  });
});

describe('a particle-led surname over two lines in a scanned sidebar', () => {
  it('takes the last word under it in the same display type', () => {
    const sidebar = scanned(
      ['HELLO, I’M', 6.8],
      ['Joao Pedro', 23.8],
      ['da Silva', 18.7],
      ['Ferreira', 18.7],
      ['Full-Stack Developer', 9],
    );
    expect(extractName(sidebar, ['joaopedro.dasilva84@sapo.pt'])?.name).toBe('Joao Pedro da Silva Ferreira');
  });

  it('leaves a smaller line under it alone', () => {
    const sidebar = scanned(['Joao Pedro', 23.8], ['da Silva', 18.7], ['Lisboa', 9]);
    expect(extractName(sidebar, ['joaopedro.dasilva84@sapo.pt'])?.name).toBe('Joao Pedro da Silva');
  });
});

describe('a scanned name in capitals set right by the e-mail address', () => {
  it('takes the spelling of the address for a word one look-alike capital away', () => {
    const header = scanned(['CANILLE DUBOIS', 24.1], ['Cheffe de projet événementiel', 9], ['Tél.: 06 12 34 56 78', 7.2]);
    expect(extractName(header, ['camille.dubois-martin@laposte.net'])?.name).toBe('Camille Dubois');
  });

  it('leaves a word alone that differs in another way, and text documents alone', () => {
    const header = scanned(['CAROLE DUBOIS', 24.1], ['Cheffe de projet', 9]);
    expect(extractName(header, ['carolx.dubois@laposte.net'])?.name).toBe('Carole Dubois');
    expect(extractName(sized(['CANILLE DUBOIS', 24], ['Cheffe de projet', 9]), ['camille.dubois@laposte.net'])?.name).toBe(
      'Canille Dubois',
    );
  });

  it('leaves a name read in small letters as read (the address may be the one misread)', () => {
    const header = scanned(['Megan Castillo', 24.1], ['Account Manager', 9]);
    expect(extractName(header, ['megah.castillo@fastmail.com'])?.name).toBe('Megan Castillo');
  });

  it('reads the dot between the words read as a dash when the address spells them', () => {
    const header = scanned(
      ['ANNA - KOWALSKA', 18.4],
      ['UX RESEARCHER', 7.6],
      ['+48 601 234 567 | anna.kowalska.ux@gmail.com', 7.9],
    );
    expect(extractName(header, ['anna.kowalska.ux@gmail.com'])?.name).toBe('Anna Kowalska');
    const role = scanned(['ANNA - DESIGNER', 18.4], ['+48 601 234 567', 7.9]);
    expect(extractName(role, ['anna.kowalska.ux@gmail.com'])?.name).not.toBe('Anna Designer');
  });
});
