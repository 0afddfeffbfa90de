import { describe, expect, it } from 'vitest';
import { columnsOf, continuedNumbersTogether, isFragmented, isText, partsOfPage } from '../../../lambdas/resume/text/ocr';
import { cleanOcrText } from '../../../lambdas/resume/text/ocr-cleanup';
import { repairHandle } from '../../../lambdas/resume/fields/ocr-handles';

describe('post-OCR repair of contact details', () => {
  it.each([
    ['Mobile: +91 98O65 432l0', 'Mobile: +91 98065 43210'],
    ['Phone: 9S123 4B780', 'Phone: 95123 48780'],
    ['priya . sharma @ gmail . corn', 'priya.sharma@gmail.com'],
    ['Email: raj©gmail.com', 'Email: raj@gmail.com'],
    ['Email id : anil.k @yahoo.co.1n', 'Email id : anil.k@yahoo.co.in'],
    ['meera_iyer@gmai1.com', 'meera_iyer@gmail.com'],
  ])('%s → %s', (read, repaired) => {
    expect(cleanOcrText(read)).toBe(repaired);
  });

  it.each([
    'Interior Designer, Livspace, 2019 — Present',
    'BOSS 1234',
    'ISO 9001',
    'Skills: SQL, SSIS, Oracle',
    'B.Sc Civil Engineering, 2014',
  ])('leaves "%s" alone', (text) => {
    expect(cleanOcrText(text)).toBe(text);
  });
});

describe('an OCR line read across two columns', () => {
  const word = (text: string, x0: number, x1: number) => ({ text, bbox: { x0, x1, y0: 100, y1: 130 } });

  it('is split where the gap is several type heights wide', () => {
    const parts = columnsOf([word('Reach', 40, 150), word('Me', 165, 210), word('Rohan', 700, 860), word('Deshmukh', 880, 1120)]);
    expect(parts.map((part) => part.map((w) => w.text).join(' '))).toEqual(['Reach Me', 'Rohan Deshmukh']);
  });

  it('keeps ordinary word spacing together', () => {
    const parts = columnsOf([word('Home:', 40, 150), word('020-2567', 170, 330), word('8899', 345, 420)]);
    expect(parts).toHaveLength(1);
  });
});

describe('an address after a separator read as a dash', () => {
  it('is not glued to the number before it', () => {
    expect(cleanOcrText('Mobile: +91 94433 21098 - meenakshi.iyer @gmail.com')).toBe(
      'Mobile: +91 94433 21098 - meenakshi.iyer@gmail.com',
    );
  });
});

describe('parts of an OCR line judged on their own', () => {
  // 300 dpi: type 30 px high is 7.2 pt.
  const word = (text: string, x0: number, x1: number, confidence: number, y0 = 500, y1 = 530) => ({
    text,
    confidence,
    bbox: { x0, x1, y0, y1 },
  });
  const noReread = async () => undefined;

  it('keeps a surely read number beside noise in the other column, and drops the noise', async () => {
    const line = {
      words: [word('4567', 220, 315, 96), word('SL', 913, 985, 20), word('RELL', 1093, 1220, 0), word('ra', 1385, 1537, 16)],
    };
    const parts = await partsOfPage([line], 300, { fragmented: 3, unsure: 0 }, noReread);
    expect(parts.map((part) => part.text)).toEqual(['4567']);
  });

  it('reads an unsure part again alone and keeps the second read when it is sure', async () => {
    const line = { words: [word('Harish', 183, 457, 96), word('Pillai', 491, 700, 95), word('Prisogeticdontil', 1554, 1934, 0)] };
    const reread = async (words: readonly { text: string }[]) =>
      words[0]!.text === 'Prisogeticdontil' ? { text: 'M: +91 97450 33221', confidence: 75 } : undefined;
    const parts = await partsOfPage([line], 300, { fragmented: 3, unsure: 4 }, reread);
    expect(parts.map((part) => part.text)).toEqual(['Harish Pillai', 'M: +91 97450 33221']);
  });

  it('drops a second read that is unsure too, and rereads no more than the budget', async () => {
    const junk = (y: number) => ({ words: [word('Sr', 900, 990, 10, y, y + 30), word('ER', 1000, 1100, 5, y, y + 30)] });
    let calls = 0;
    const reread = async () => {
      calls += 1;
      return { text: '= — Te y', confidence: 48 };
    };
    const budget = { fragmented: 3, unsure: 2 };
    const parts = await partsOfPage([junk(100), junk(200), junk(300)], 300, budget, reread);
    expect(parts).toEqual([]);
    expect(calls).toBe(2);
    expect(budget.unsure).toBe(0);
  });
});

describe('what is text on a scan', () => {
  it.each(['|', 'H', ']', ': ', '1'])('a border read as "%s" is not', (text) => {
    expect(isText(text, 12)).toBe(false);
  });
  it('type under 3 points high is a rule or specks', () => {
    expect(isText('Bigg', 0.5)).toBe(false);
  });
  it.each(['Kochi', '4567', 'M: 98'])('"%s" is', (text) => {
    expect(isText(text, 8)).toBe(true);
  });
});

describe('a number wrapped in a narrow column of a scan', () => {
  const part = (text: string, x0: number, x1: number, y0: number) => ({
    text,
    words: [{ text, bbox: { x0, x1, y0, y1: y0 + 40 } }],
  });

  it('has its rest moved up from behind the other column to follow it', () => {
    const parts = [
      part('WhatsApp: +971 55 123', 219, 688, 464),
      part('Profile', 884, 1036, 470),
      part('4567', 220, 315, 515),
      part('Site engineer', 886, 1733, 573),
    ];
    expect(continuedNumbersTogether(parts).map((p) => p.text)).toEqual([
      'WhatsApp: +971 55 123',
      '4567',
      'Profile',
      'Site engineer',
    ]);
  });

  it('stays where it is when it starts another column or a line of the same column comes between', () => {
    const elsewhere = [
      part('Tel: +971 4 321 0987', 207, 628, 370),
      part('Site Engineer', 885, 1145, 376),
      part('2019 — Present', 885, 1200, 420),
    ];
    expect(continuedNumbersTogether(elsewhere).map((p) => p.text)).toEqual([
      'Tel: +971 4 321 0987',
      'Site Engineer',
      '2019 — Present',
    ]);
    const between = [
      part('Call 98765', 200, 500, 100),
      part('Profile', 884, 1036, 100),
      part('Email: a@b.in', 200, 600, 145),
      part('43210', 200, 300, 190),
    ];
    expect(continuedNumbersTogether(between).map((p) => p.text)).toEqual(['Call 98765', 'Profile', 'Email: a@b.in', '43210']);
  });
});

describe('a stroke read in a word of capitals', () => {
  it.each([
    ['TOMASZ WISNIEWSK]', 'TOMASZ WISNIEWSKI'],
    ['HARISH PlLLAI', 'HARISH PILLAI'],
    ['W|LLIAMS', 'WILLIAMS'],
    ['[NGRID HALVORSEN', 'INGRID HALVORSEN'],
  ])('%s → %s', (read, repaired) => {
    expect(cleanOcrText(read)).toBe(repaired);
  });

  it.each(['[PDF]', 'SKILLS | TOOLS', 'AWS!', 'Il', 'McDONALD', 'Pillai', 'ISO 9001'])('leaves "%s" alone', (text) => {
    expect(cleanOcrText(text)).toBe(text);
  });
});

describe('a line to read again as one line', () => {
  it.each(['C h loé Lefev re- D u bo S', 'Mari sol E C h eve rria', 'KWABENA OWUuUSsSu', 'MARIA GOnZALEZ RUIZ'])(
    '"%s" is in pieces',
    (text) => {
      expect(isFragmented(text)).toBe(true);
    },
  );
  it.each([
    'A. K. Sharma',
    'Built a CRM for a B2B firm',
    'Skills: C, C++, R, Go',
    'KWAME ASANTE-MENSAH',
    'JOHN McDONALD',
    'iOS DEVELOPER',
    'PRIYA SHARMA MSc',
    'Senior Tax Consultant',
  ])('"%s" is whole', (text) => {
    expect(isFragmented(text)).toBe(false);
  });
});

describe('contact details read a letter wrong', () => {
  it.each([
    ['Mabile: +91 94433 21098', 'Mobile: +91 94433 21098'],
    ['Moblie +91 94433 21098', 'Mobile +91 94433 21098'],
    ['WhatsAp: +971 55 123 4567', 'WhatsApp: +971 55 123 4567'],
    ['Residance: 0484 234 5678', 'Residence: 0484 234 5678'],
    ['Ph +91 98765 43210|', 'Ph +91 98765 43210 |'],
    ['|98765 43210', '| 98765 43210'],
    ['Mobile: +91 g8765 4321O', 'Mobile: +91 98765 43210'],
    ['Phone: 98b54 32100', 'Phone: 98654 32100'],
    ['priyanka.desai@outiook.com', 'priyanka.desai@outlook.com'],
    ['ravi.k@yah0o.co.in', 'ravi.k@yahoo.co.in'],
    ['tanvi@rediffrnail.com', 'tanvi@rediffmail.com'],
  ])('%s → %s', (read, repaired) => {
    expect(cleanOcrText(read)).toBe(repaired);
  });

  it.each([
    'Officer 2019 – 2021',
    'Mobile: +91 94433 21098',
    'Contacts 24',
    'anil@mail.com',
    'kavya@mall.in',
    'j.doe@hotmail.co.uk',
    'Big Data 2020',
  ])('leaves "%s" alone', (text) => {
    expect(cleanOcrText(text)).toBe(text);
  });
});

describe('an icon read before an address', () => {
  it('gives back the first letter l read as "|"', () => {
    expect(cleanOcrText('= |ucas.almeida@uol.com.br')).toBe('= lucas.almeida@uol.com.br');
    expect(cleanOcrText('Skills | linux@work')).toBe('Skills | linux@work');
  });

  it('gives back a first letter of the name lost with it', () => {
    expect(repairHandle('ucas.almeida', 'Lucas Almeida')).toBe('lucas.almeida');
    expect(repairHandle('almeida.ucas', 'Lucas Almeida')).toBe('almeida.lucas');
    expect(repairHandle('cas.almeida', 'Lucas Almeida')).toBe('cas.almeida');
    expect(repairHandle('ucas.dev', 'Maria Souza')).toBe('ucas.dev');
  });
});

describe('marks read around a name or an address', () => {
  it.each([
    ['‘Nadia Rahman', 'Nadia Rahman'],
    ['" AISHA BELLO', 'AISHA BELLO'],
    ['tomasz.wisniewski@wp.p!', 'tomasz.wisniewski@wp.pl'],
    ['Mob: +48 601 234 567 | t.w@wp.p! | Gdansk', 'Mob: +48 601 234 567 | t.w@wp.pl | Gdansk'],
    ['nadia.rahman@gmaif.com', 'nadia.rahman@gmail.com'],
  ])('%s → %s', (read, repaired) => {
    expect(cleanOcrText(read)).toBe(repaired);
  });

  it.each(['"Quality first" is my motto', "'Rising Star' award, 2019", 'a.b@c.com | Pune', 'Wow! Great'])(
    'leaves "%s" alone',
    (text) => {
      expect(cleanOcrText(text)).toBe(text);
    },
  );
});

describe('an address in letter-spaced capitals', () => {
  it.each([
    ['TOMASZ WISNIEWSKI@WP.PL', 'TOMASZ.WISNIEWSKI@WP.PL'],
    ['+48 601 234 567 / TOMASZ WISNIEWSKI@WP.PL / GDANSK', '+48 601 234 567 / TOMASZ.WISNIEWSKI@WP.PL / GDANSK'],
  ])('%s → %s', (read, repaired) => {
    expect(cleanOcrText(read)).toBe(repaired);
  });

  it.each(['EMAIL PRIYA@YAHOO.COM', 'Email priya@gmail.com', 'Write to raj@x.com', 'PUNE | RAVI KUMAR RAVI@YAHOO.COM'])(
    'leaves "%s" alone',
    (text) => {
      expect(cleanOcrText(text)).toBe(text);
    },
  );
});
