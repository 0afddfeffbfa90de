import { describe, expect, it } from 'vitest';
import { findLinks } from '../../../lambdas/resume/fields/links';
import { extractName } from '../../../lambdas/resume/fields/name';
import { repairHandle } from '../../../lambdas/resume/fields/ocr-handles';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { extractSections } from '../../../lambdas/resume/fields/sections';
import { headingKind } from '../../../lambdas/resume/headings';
import { cleanOcrText } from '../../../lambdas/resume/text/ocr-cleanup';
import { lines, scanned, sized } from './support/text-lines';

/** Rules for profile exports and job-portal resumes, round thirteen (development d498–d505). */

describe("LinkedIn's Save to PDF contact column", () => {
  it('joins a profile address broken anywhere before its "(LinkedIn)" label', () => {
    expect(findLinks(lines('Contact', 'www.linkedin.com/in/joaopedr', 'ooliveira (LinkedIn)')).linkedin).toBe(
      'https://www.linkedin.com/in/joaopedrooliveira',
    );
    expect(findLinks(lines('www.linkedin.com/in/ananya-krishnamurthy-', '7b1a2c94 (LinkedIn)')).linkedin).toBe(
      'https://www.linkedin.com/in/ananya-krishnamurthy-7b1a2c94',
    );
  });

  it('leaves a whole address alone when the next line is another link', () => {
    expect(findLinks(lines('www.linkedin.com/in/lwroblewski', 'github.com/lwrob (Portfolio)')).linkedin).toBe(
      'https://www.linkedin.com/in/lwroblewski',
    );
  });

  it('takes a website labelled with its kind in brackets as the portfolio', () => {
    expect(findLinks(lines('Contact', 'github.com/jpoliveira (Portfolio)', 'jpedro.dev (Personal)')).portfolio).toBe(
      'https://jpedro.dev',
    );
  });

  it('reads "Top Skills" and its Polish form as the skills section', () => {
    expect(headingKind('Top Skills')).toBe('skills');
    expect(headingKind('Najważniejsze umiejętności')).toBe('skills');
    expect(headingKind('Dane kontaktowe')).toBe('other');
    expect(headingKind('Podsumowanie')).toBe('other');
    const sections = extractSections(lines('Contact', 'Top Skills', 'Apache Kafka', 'Spring Boot', 'Languages', 'English'));
    expect(sections.skills).toBe('Apache Kafka\nSpring Boot');
  });

  it('never joins the last award of the sidebar to the name under it', () => {
    const page = lines(
      'Contact',
      'ananya.krishnamurthy@gmail.com',
      'Honors-Awards',
      'Flipkart Tech Excellence Award 2022',
      'Infosys Insta Award',
      'Ananya Krishnamurthy',
      'Senior Software Engineer at Flipkart',
    );
    expect(extractName(page, ['ananya.krishnamurthy@gmail.com'])?.name).toBe('Ananya Krishnamurthy');
  });

  it('reads a long name wrapped in display type after four words', () => {
    const page = sized(
      ['Contact', 13],
      ['jpedro.oliveira@outlook.com.br', 9.5],
      ['Databricks Certified Data', 9.5],
      ['Engineer Professional', 9.5],
      ['João Pedro de Oliveira', 26],
      ['Santos', 26],
      ['Staff Data Engineer @ Nubank', 12],
      ['São Paulo, São Paulo, Brasil', 10.5],
      ['Summary', 15.5],
      ['Data engineer since 2013.', 10.5],
      ['Experience', 15.5],
      ['Nubank', 12],
    );
    expect(extractName(page, ['jpedro.oliveira@outlook.com.br'])?.name).toBe('João Pedro de Oliveira Santos');
  });

  it('never takes a Polish province between the city and the country for the city', () => {
    expect(findPlace(lines('Kraków, Województwo małopolskie, Polska')).city).toBe('Kraków');
    expect(findPlace(lines('Gdańsk, Pomorskie, Polska')).city).toBe('Gdańsk');
  });
});

describe('job-portal exports', () => {
  it('reads the links under an Indeed "Links" heading far below the contact block', () => {
    const filler = Array.from({ length: 45 }, (_, i) => `Built feature ${i + 1} of the app`);
    const page = lines(
      'Chukwuemeka Okonkwo-Adeyemi',
      'emeka@example.com',
      ...filler,
      'Links',
      '•',
      '•',
      'https://github.com/emekaoa',
    );
    expect(findLinks(page).github).toBe('https://github.com/emekaoa');
  });

  it("reads XING's German skills heading", () => {
    expect(headingKind('KENNTNISSE UND FÄHIGKEITEN')).toBe('skills');
  });
});

describe('scans of exports', () => {
  it('sets a label glued to its address by a dot apart again', () => {
    expect(cleanOcrText('E-Mail. k.weiss@posteo.de')).toBe('E-Mail k.weiss@posteo.de');
    expect(cleanOcrText('E-Mail.k.weiss@posteo.de')).toBe('E-Mail k.weiss@posteo.de');
    expect(cleanOcrText('Email: priya@gmail.com')).toBe('Email: priya@gmail.com');
    expect(cleanOcrText('email.box@posteo.de')).toBe('email.box@posteo.de');
  });

  it("gives back Gmail's ending whose last letter wrapped alone and was dropped", () => {
    expect(cleanOcrText('ananya.krishnamurthy@gmail.co')).toBe('ananya.krishnamurthy@gmail.com');
    expect(cleanOcrText('me@yahoo.co.in')).toBe('me@yahoo.co.in');
  });

  it('reads "ß" misread as "f$" in a name the e-mail address spells with "ss"', () => {
    const page = scanned('Dr. Katharina Weif$', 'Senior Cloud-Architektin', 'E-Mail k.weiss@posteo.de');
    expect(extractName(page, ['k.weiss@posteo.de'])?.name).toBe('Katharina Weiß');
    expect(extractName(scanned('Anna Kraf$', 'anna@example.com'), ['anna@example.com'])?.name).not.toBe('Anna Kraß');
  });

  it('spells "ß" of the name as "ss" when setting a scanned address right against it', () => {
    expect(repairHandle('k.weiss', 'Katharina Weiß')).toBe('k.weiss');
  });
});
