/**
 * Names, numbers and towns the name-and-contact sweep found read wrong (docs/decisions/0049): people
 * no author wrote, printed through the development templates. The rules are the layouts' and the
 * name forms'; each case here fails without its rule.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { addressSpellsName, asName, extractName } from '../../../lambdas/resume/fields/name';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { lines, sized } from './support/text-lines';

describe('a surname alone on the line under the given names', () => {
  it('joins when no address spells it and nothing else claims the line', () => {
    const word = lines('Kieran Bernadine', "O'Reilly-Glover", 'Registered Nurse', 'Contact', 'M +1-201-580-1881');
    expect(extractName(word, ['kieran969@outlook.com'])?.name).toBe("Kieran Bernadine O'Reilly-Glover");
  });

  it('joins a surname set smaller than the given names, within a third', () => {
    const pdf = sized(['Shridevi', 21], ['Anwesha', 21], ['Trivedi', 17], ['Pharmacist', 9.5], ['Contact', 9]);
    expect(extractName(pdf, ['strivedi@outlook.com'])?.name).toBe('Shridevi Anwesha Trivedi');
  });

  it('does not count initials among the given names', () => {
    expect(
      extractName(lines('B. Aaditya Indra', 'Tagore', 'Senior Civil Engineer', 'Details'), ['aaditya388@hotmail.com'])?.name,
    ).toBe('B. Aaditya Indra Tagore');
  });

  it('leaves a line under a name the address spells whole, a place, and a list of one word a line', () => {
    expect(extractName(lines('Priya Sharma', 'Infosys', 'Contact'), ['priya.sharma@gmail.com'])?.name).toBe('Priya Sharma');
    expect(extractName(lines('Kieran Bernadine', 'Dublin', 'Registered Nurse'), ['kieran969@outlook.com'])?.name).toBe(
      'Kieran Bernadine',
    );
    expect(extractName(lines('Kieran Bernadine', 'Deswik', 'Surpac', 'Vulcan'), ['kieran969@outlook.com'])?.name).toBe(
      'Kieran Bernadine',
    );
  });

  it('takes the surname line of a name the address spells even after a list of tools', () => {
    const word = lines('Expertise', 'ArchiCAD', 'Rhino', 'Gianmario Giovenzio', 'Baiocco', 'Product Manager — Payments');
    expect(extractName(word, ['gianmario675@proton.me'])?.name).toBe('Gianmario Giovenzio Baiocco');
  });

  it('joins a surname of two letters that English never writes or the address spells', () => {
    expect(extractName(sized(['QUỐC BÌNH', 21], ['LÊ', 21], ['Network Engineer', 10.5]), ['quocbinh@gmail.com'])?.name).toBe(
      'Quốc Bình Lê',
    );
    expect(extractName(lines('Wei Jie', 'Ng', 'Data Analyst'), ['weijie.ng@gmail.com'])?.name).toBe('Wei Jie Ng');
    expect(extractName(lines('Wei Jie', 'QA', 'Engineer'), ['weijie@gmail.com'])?.name).toBe('Wei Jie');
  });
});

describe('post-nominals on a surname line', () => {
  it('strips a degree no surname is spelled like, even after one word', () => {
    expect(asName('Reis-Fraga PhD')).toBe('Reis-Fraga');
    expect(asName('LARSON PMP')).toBe('Larson');
    expect(asName('JACK MA')).toBe('Jack Ma');
    const word = lines('César Nicole', 'dos Reis-Fraga PhD', 'Cloud Architect', 'Contact');
    expect(extractName(word, ['cesar769@gmail.com'])?.name).toBe('César Nicole dos Reis-Fraga');
  });
});

describe('a name in capitals throughout', () => {
  it('keeps its printed order whatever order its address has', () => {
    const word = lines('DOMINIQUE', 'VAN DE BRINK', 'Chef de projet BTP', 'Ph +31-6-12270484');
    expect(extractName(word, ['brink.dominique@yahoo.com'])?.name).toBe('Dominique van de Brink');
    expect(extractName(sized(['NÉNÉ', 24], ['SAMBA', 24], ['CHARTERED ACCOUNTANT', 10]), ['samba.nene@yahoo.com'])?.name).toBe(
      'Néné Samba',
    );
  });

  it('still turns a surname in capitals over given names in natural case', () => {
    expect(extractName(lines('VAN WYK', 'Marike Annelie', 'Product Designer'), ['marike.vanwyk@gmail.com'])?.name).toBe(
      'Marike Annelie Van Wyk',
    );
  });
});

describe('initials on a line of their own', () => {
  it('go before the given name under them', () => {
    const pdf = sized(['DR. S.G.', 26], ['BHAGIRATHI', 26], ['KHANNA', 26], ['Accountant', 11]);
    expect(extractName(pdf, ['bhagirathi.khanna@gmail.com'])?.name).toBe('S.G. Bhagirathi Khanna');
    expect(extractName(sized(['D T', 24], ['Akshat', 24], ['Gowda PMP', 24], ['Planner', 10]), ['akshat@gmail.com'])?.name).toBe(
      'D T Akshat Gowda',
    );
  });

  it('never a monogram of the name or a title', () => {
    expect(extractName(lines('KB', 'Kwame A. Boateng-Mensah', 'Data Analyst'), ['kwame.boateng@gmail.com'])?.name).toBe(
      'Kwame A. Boateng-Mensah',
    );
    expect(extractName(lines('CV', 'Rebecca St. Clair', 'Paralegal'), ['rebecca@gmail.com'])?.name).toBe('Rebecca St. Clair');
  });
});

describe('where a name is looked for', () => {
  it('never starts it with the value under an address label', () => {
    const word = lines('ADDRESS', 'Malkajgiri', 'B. Bandhu Bhat', 'Senior Civil Engineer', 'Profile');
    expect(extractName(word, ['bandhu569@yahoo.com'])?.name).toBe('B. Bandhu Bhat');
  });

  it('takes Francisco as a given name', () => {
    expect(asName('TOMÁS FRANCISCO')).toBe('Tomás Francisco');
    expect(asName('San Francisco')).toBeUndefined();
  });

  it('ends a name in a banner row at an icon glyph before its contacts', () => {
    const pdf = sized(
      ['SHER RANA ☎ Cell +91 81233-89480 ✉ rana.sher@gmail.com ⌂ Parbhani – 23140, India', 21],
      ['QA Engineer', 10.5],
    );
    expect(extractName(pdf, ['rana.sher@gmail.com'])?.name).toBe('Sher Rana');
  });

  it('reads an address run together as the name', () => {
    expect(addressSpellsName('Ron Grayce Robel', ['rrobel@proton.me'])).toBe(true);
    expect(addressSpellsName('Kieran Bernadine', ['kieran969@outlook.com'])).toBe(false);
    expect(addressSpellsName('Manchester Triage', ['rrobel@proton.me'])).toBe(false);
  });
});

describe('the candidate’s town', () => {
  it('drops a contact row’s one-letter label before the town, never the letter of A Coruña', () => {
    expect(findPlace(lines('Livia Duma', 'M Contact +43 664 089674', 'E livia.duma@gmail.com', 'A Salzburg, Austria')).city).toBe(
      'Salzburg',
    );
    expect(findPlace(lines('Marta Vidal', 'E marta@gmail.com', 'A Coruña, Spain')).city).toBe('A Coruña');
  });

  it('never reads the surname’s line with its post-nominals as a place', () => {
    const fields = extractFields(lines('Liāna', 'Rubene CA', 'QA Engineer', '✆ 21 460 643', '✉ lrubene@yahoo.com', '⌂ Riga'));
    expect(fields).toMatchObject({ city: 'Riga', phone: '+371 21 460 643' });
  });

  it('prefers a town outside the experience section to a job’s', () => {
    const word = lines(
      'Aslijan Lailasari',
      'aslijan.lailasari@gmail.com | Contact: +62 812731326',
      'Bogor | linkedin.com/in/aslijan-lailasari',
      'Experience',
      'Diseñadora UX, Cabify',
      '03/2020 – Actualidad · Madrid',
    );
    expect(findPlace(word).city).toBe('Bogor');
  });
});

describe('a name over lines next to a list or a role (novel wording)', () => {
  it('leaves a role of several words under a name the address spells, in a Word file', () => {
    const word = lines('Bhardwaj', 'Iyer', 'INVESTOR RESEARCH LIAISON', '☎ M: 8123563878');
    expect(extractName(word, ['bhardwaj.iyer@rediffmail.com'])?.name).toBe('Bhardwaj Iyer');
  });

  it('leaves three words in capitals under a name in natural case', () => {
    const word = lines('Bhardwaj', 'Iyer', 'INVESTOR RESEARCH LIAISON', 'Tel 040-3796 1940');
    expect(extractName(word, ['contact@example.com'])?.name).toBe('Bhardwaj Iyer');
  });

  it('starts the name after the last item of a list over it', () => {
    const word = lines('Skill Set', 'Firewall', 'Capacitor', 'Transmitter', 'CLARA', 'GREENFELDER-DICKINSON', 'Mobile No.');
    expect(extractName(word, ['clara.greenfelderdickinson@yahoo.com'])?.name).toBe('Clara Greenfelder-Dickinson');
  });

  it('takes a given name the address spells, after a list, with the surname under it', () => {
    const word = lines(
      'Skill Set',
      'Monitor',
      'Card',
      'Microchip',
      'Arnold',
      'Jakubowski',
      'Lead Factors Producer',
      'Mobile No.',
    );
    expect(extractName(word, ['arnold610@proton.me'])?.name).toBe('Arnold Jakubowski');
  });
});

describe('a particle written with a capital', () => {
  it('keeps it as written in a name in natural case', () => {
    expect(asName('Leon Van Claes')).toBe('Leon Van Claes');
    expect(asName('Hailey Van den Vandevelde')).toBe('Hailey Van den Vandevelde');
    expect(asName('Guendalina De Giorgio')).toBe('Guendalina De Giorgio');
    expect(asName('Anneliese van der Berg')).toBe('Anneliese van der Berg');
  });

  it('still chooses the case of a particle in capitals, after given names over a larger surname', () => {
    expect(asName('PIETER VAN DER MEER')).toBe('Pieter van der Meer');
    const banner = sized(
      ['FELICIANO', 20],
      ['DA SOUZA-CARVALHO', 26],
      ['Data Analyst', 10.5],
      ['feliciano.souza@example.com', 8.5],
    );
    expect(extractName(banner, ['feliciano.souza@example.com'])?.name).toBe('Feliciano da Souza-Carvalho');
  });
});

describe('a role under a sidebar name in body type', () => {
  it('leaves a role of several words under a name the address spells, in a PDF of a Word sidebar', () => {
    const pdf = sized(['Susan', 10.5], ['Magar', 10.5], ['Investor Assurance Liaison', 10.5], ['CONTACT', 14]);
    expect(extractName(pdf, ['susanmagar@gmail.com'])?.name).toBe('Susan Magar');
  });
});

describe('a list over a name with a title, and a label under a name', () => {
  it('starts the name at its title, never on the list items above', () => {
    const word = lines('KEY STRENGTHS', 'Microchip', 'Monitor', 'Matrix', 'Alarm', 'Prof. Chitrali', 'Nambeesan', 'Profile');
    expect(extractName(word, ['chitrali_nambeesan90@rediffmail.com'])?.name).toBe('Chitrali Nambeesan');
  });

  it('never takes a phone label "Mob" as a surname', () => {
    const word = lines('Hoja de Vida', 'Prof. Emmanuel B. Isaac', 'Mob', '+234-802-105-6592', 'emmanuel668@gmail.com');
    expect(extractName(word, ['emmanuel668@gmail.com'])?.name).toBe('Emmanuel B. Isaac');
  });
});

describe('given names over a much larger surname under a title (a German sidebar)', () => {
  const page = (given: string, surname: string) =>
    sized(['LEBENSLAUF', 7.5], [given, 15], [surname, 25], ['DINAMIČNI APLIKACIJE', 10], ['KONTAKT', 9], ['Ljubljana', 9]);

  it('joins a given name alone on its line to a surname of one word the address spells', () => {
    expect(extractName(page('Julija', 'Brečko'), ['jbrecko@proton.me'])?.name).toBe('Julija Brečko');
  });

  it('joins given names the address spells to a surname it does not', () => {
    expect(extractName(page('Guendalina', 'De Giorgio'), ['guendalina187@proton.me'])?.name).toBe('Guendalina De Giorgio');
  });

  it('leaves them apart when the address spells neither', () => {
    expect(extractName(page('Guendalina', 'De Giorgio'), ['studio@example.com'])?.name).not.toBe('Guendalina De Giorgio');
  });
});

describe("a details table's name wrapped a word a line", () => {
  it('takes the words down to post-nominals alone on the last line', () => {
    const table = lines('PERSONAL DETAILS', 'Full Name', 'Sanjay', 'Nikita', 'Raut,', 'PhD', 'Date of Birth', '28-01-1983');
    expect(extractName(table, ['sanjayraut@outlook.com'])?.name).toBe('Sanjay Nikita Raut');
  });
});

describe('an honorific split by letter spacing', () => {
  it('leaves "M r." out of the name, and initials "M S" in it', () => {
    expect(asName('M r. Sherwood Mylene')).toBe('Sherwood Mylene');
    expect(asName('M S Dhoni')).toBe('M S Dhoni');
  });
});

describe('post-nominals split by letter spacing on the last line of a name', () => {
  it('ends the name before them', () => {
    const pdf = sized(
      ['Rafaela', 28],
      ['Heger-Roubalová', 28],
      ['C FA', 28],
      ['SITE RELIABILITY ENGINEER', 10],
      ['☎ WhatsApp: +420 601113601', 8.6],
    );
    expect(extractName(pdf, ['rafaela.heger@seznam.cz'])?.name).toBe('Rafaela Heger-Roubalová');
  });
});

describe('a name in capitals throughout, its address in the other order', () => {
  it('keeps the printed order over spaced letters and past a monogram between the lines', () => {
    const word = lines('M A R T H A', 'S T E F F E N', 'Customer Factors Producer', 'Tel: +41 781812309');
    expect(extractName(word, ['steffen.martha@yahoo.com'])?.name).toBe('Martha Steffen');
    const pdf = sized(['DEVIKA', 24], ['M È', 18], ['KAUR', 24], ['TRADUCTRICE AGRÉÉE', 8.5], ['Paris', 8.5]);
    expect(extractName(pdf, ['kaur.devika@hotmail.com'])?.name).toBe('Devika Kaur');
  });
});
