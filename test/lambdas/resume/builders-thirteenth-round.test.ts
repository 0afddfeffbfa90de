import { describe, expect, it } from 'vitest';
import { joinWrappedAddresses } from '../../../lambdas/resume/fields/email';
import { findLinks } from '../../../lambdas/resume/fields/links';
import { extractName, gluedCapitalsCutByEmail } from '../../../lambdas/resume/fields/name';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { lines, scanned, sized } from './support/text-lines';

/** Rules for online resume builders (Zety, Novorésumé, Enhancv, Resume.io), round thirteen (development d490–d497). */

describe('links of a builder’s contact line and footer', () => {
  it('takes a bare site in a •-joined contact line whose phone number ends in a year-like group', () => {
    const page = lines(
      'KEVIN TRAN',
      '☎ (713) 482-1937 • @ k.tran@example.com • ⛓ kevintran.io • ⛓ linkedin.com/in/kevintranpm • ⚲ Houston, TX',
    );
    expect(findLinks(page).portfolio).toBe('https://kevintran.io');
  });

  it('still takes a company with its years for a job, not a site', () => {
    expect(findLinks(lines('Ana Lopez', 'ana@example.com', 'Bol.com · 2018 – 2021')).portfolio).toBeUndefined();
  });

  it('never takes the builder’s site under its credit for the candidate’s', () => {
    const page = lines(
      'KEVIN TRAN',
      '☎ (713) 482-1937 • @ k.tran@example.com',
      'EDUCATION',
      'BS, 2016',
      'Powered by Enhancv',
      'www.enhancv.com',
    );
    expect(findLinks(page).portfolio).toBeUndefined();
    expect(findLinks(lines('Ana Lopez', 'ana@example.com', 'Made with Novorésumé www.novoresume.com')).portfolio).toBeUndefined();
  });
});

describe('a profile address broken in a narrow grid cell', () => {
  it('joins a hyphenated handle’s rest read past the grid’s icons and the summary', () => {
    const page = lines(
      'chinonso.o@example.com',
      '✉',
      'linkedin.com/in/chinonso-',
      'Lekki Phase 1, Lagos, Nigeria',
      '⌂',
      'in',
      'Data analyst turning messy banking data into dashboards',
      'okafor-eze',
    );
    expect(findLinks(page).linkedin).toBe('https://linkedin.com/in/chinonso-okafor-eze');
  });

  it('joins a handle cut after the profile’s last slash, past the row’s icon', () => {
    const page = lines('ana@example.com ✉', 'linkedin.com/in/', 'in', 'anafernandez', 'behance.net/', '☍', 'anafdez');
    const links = findLinks(page);
    expect(links.linkedin).toBe('https://linkedin.com/in/anafernandez');
    expect(links.portfolio).toBe('https://behance.net/anafdez');
  });

  it('skips a postcode’s line read between the address’s halves', () => {
    const page = lines('⌂ HSR Layout, Bengaluru, Karnataka in linkedin.com/in/priya-', '560102', 'raghunathan-qa');
    expect(findLinks(page).linkedin).toBe('https://linkedin.com/in/priya-raghunathan-qa');
  });
});

describe('a name in letter-spaced display capitals whose word gap was lost', () => {
  it('cuts the glued name where the e-mail address spells a word', () => {
    const page = sized(['PRIYARAGHUNATHAN', 26], ['SENIORQAAUTOMATIONENGINEER', 11], ['✉ priya.raghunathan92@example.com', 8.6]);
    expect(extractName(page, ['priya.raghunathan92@example.com'])?.name).toBe('Priya Raghunathan');
  });

  it('leaves body type, Word files and words the address does not spell alone', () => {
    const emails = ['priya.raghunathan92@example.com'];
    expect(gluedCapitalsCutByEmail({ text: 'PRIYARAGHUNATHAN' }, 'PRIYARAGHUNATHAN', emails)).toBe('PRIYARAGHUNATHAN');
    expect(gluedCapitalsCutByEmail({ text: 'PRIYARAGHUNATHAN', fontSize: 10 }, 'PRIYARAGHUNATHAN', emails)).toBe(
      'PRIYARAGHUNATHAN',
    );
    expect(gluedCapitalsCutByEmail({ text: 'WORKHISTORY', fontSize: 26 }, 'WORKHISTORY', emails)).toBe('WORKHISTORY');
  });
});

describe('a long name wrapped after its particle in a narrow heading cell', () => {
  it('goes on to the next line of its type', () => {
    const page = sized(
      ['Lucía Fernández de la', 24],
      ['Fuente', 24],
      ['Diseñadora de producto centrada en investigación con', 10],
      ['lucia.f@example.com', 9],
    );
    expect(extractName(page, ['lucia.f@example.com'])?.name).toBe('Lucía Fernández de la Fuente');
  });

  it('never takes a role in smaller type for the surname', () => {
    const page = sized(['Pieter van der', 24], ['Consultant', 12], ['pieter@example.com', 9]);
    expect(extractName(page, ['pieter@example.com'])?.name).toBeUndefined();
  });
});

describe('a contact strip read as one line', () => {
  it('reads the place after the house glyph before LinkedIn’s "in" icon and link', () => {
    const page = lines(
      'Fatima Zahra El Amrani',
      '✉ fz@example.com ☎ +212 6 61 23 45 67 ⌂ Maârif, Casablanca 20330 in linkedin.com/in/fz-elamrani',
    );
    expect(findPlace(page).city).toBe('Casablanca');
    expect(findPlace(lines('⌂ HSR Layout, Bengaluru, Karnataka in linkedin.com/in/priya-', '560102')).city).toBe('Bengaluru');
  });
});

describe('an e-mail address wrapped before its ending’s dot', () => {
  it('takes the ending alone a line further, past another cell’s digits', () => {
    const joined = joinWrappedAddresses(['☎ +91 98450', 'priya.r92@gmail', '12345', '.com', '⌂ HSR Layout']);
    expect(joined[1]).toBe('priya.r92@gmail.com');
    expect(joinWrappedAddresses(['name@gmail', '.NET Core'])[0]).toBe('name@gmail');
  });
});

describe('a scanned name with an icon grid’s noise after it', () => {
  it('cuts the line at a tilde between spaces, never a letter of a name', () => {
    const page = scanned(
      'Chinonso Okafor-Eze ~~ “reerertcn',
      '0803 456 7812',
      'Lekki Phase 1, Lagos, Nigeria',
      'WORK EXPERIENCE',
    );
    expect(extractName(page)?.name).toBe('Chinonso Okafor-Eze');
  });
});
