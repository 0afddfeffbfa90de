import { describe, expect, it } from 'vitest';
import { asName, extractName, joinSplitWords, spelledOut } from '../../../lambdas/resume/fields/name';
import type { TextLine } from '../../../lambdas/resume/types';
import { lines } from './support/text-lines';

const nameOf = (texts: string[], emails: string[] = []) => extractName(lines(...texts), emails)?.name;

describe('candidate name', () => {
  it('reads a first line in capitals, in title case', () => {
    expect(nameOf(['PRIYA SHARMA', 'Senior Software Engineer', 'priya@example.com'])).toBe('Priya Sharma');
  });

  it('joins a name split across two lines', () => {
    expect(nameOf(['ANANYA', 'KRISHNAN', 'Product Designer'])).toBe('Ananya Krishnan');
  });

  it('does not join a first name with a following heading or job title', () => {
    expect(nameOf(['MEERA', 'Experience', 'Tata Consultancy Services'])).toBeUndefined();
    expect(nameOf(['Rohan', 'Developer', 'Wipro Limited'])).toBeUndefined();
  });

  it('takes the line after a CURRICULUM VITAE or RESUME heading', () => {
    expect(nameOf(['CURRICULUM VITAE', 'ARJUN NAIR', 'Kochi'])).toBe('Arjun Nair');
    expect(nameOf(['Résumé', 'Rohan Deshpande', 'Full Stack Developer'])).toBe('Rohan Deshpande');
  });

  it('takes a "Name:" label, also when the value is in the next cell', () => {
    expect(nameOf(['BIO-DATA', 'Personal Details', 'Name : Meera Iyer', 'Email : m@example.com'])).toBe('Meera Iyer');
    expect(nameOf(['Personal Details', 'Full Name', 'Mohammed Irfan Shaikh', 'Date of Birth'])).toBe('Mohammed Irfan Shaikh');
  });

  it('strips degrees and honorifics after and before the name', () => {
    expect(asName('Sneha Kulkarni, MBA, CFA')).toBe('Sneha Kulkarni');
    expect(asName('Dr. Lakshmi Venkataraman, PhD')).toBe('Lakshmi Venkataraman');
    expect(asName('Meera Iyer (B.E.)')).toBe('Meera Iyer');
    expect(asName('Arjun Nair M.Tech')).toBe('Arjun Nair');
    expect(asName('JACK MA')).toBe('Jack Ma');
  });

  it('keeps apostrophes, hyphens and particles', () => {
    expect(asName("Sarah O'Connor")).toBe("Sarah O'Connor");
    expect(asName('Fatima Al-Sayed')).toBe('Fatima Al-Sayed');
    expect(asName('Ana de Souza')).toBe('Ana de Souza');
  });

  it('never takes a heading, a job title, a company or a contact line', () => {
    for (const text of [
      'Work Experience',
      'Curriculum Vitae',
      'Senior Software Engineer',
      'Tata Consultancy Services',
      'Infosys Limited',
      'Razorpay Software Pvt Ltd',
      'priya@example.com',
      '+91 98765 43210',
      'Bengaluru, Karnataka 560001',
      'AWS Lambda',
      'New Delhi',
      'Marital Status',
      'Executive Chef',
      'Date of Birth',
    ])
      expect(asName(text), text).toBeUndefined();
  });

  it('takes the name before a separator on a line with the job title', () => {
    expect(nameOf(['KAVYA REDDY | Android Developer', 'kavya@example.com'])).toBe('Kavya Reddy');
  });

  it("never takes a referee's name, even when it matches a referee's e-mail address", () => {
    const texts = ['Objective', 'To build things', 'References', 'Ravi Malhotra', 'ravi.malhotra@example.com'];
    expect(nameOf(texts, ['ravi.malhotra@example.com'])).toBeUndefined();
  });

  it('skips a sidebar before the name, using the e-mail address to recognise it', () => {
    const sidebarFirst = ['Contact', 'Seattle WA', 'Skills', 'Incident Command', 'David Chen', 'Site Reliability Engineer'];
    expect(nameOf(sidebarFirst, ['dchen.sre@gmail.com'])).toBe('David Chen');
  });

  it('in a PDF, prefers the largest type on the first page', () => {
    const pdfLines: TextLine[] = [
      { text: 'Contact', fontSize: 12.5, page: 1 },
      { text: 'Incident Command', fontSize: 10.5, page: 1 },
      { text: 'Key Skills', fontSize: 12.5, page: 1 },
      { text: 'Go Bash', fontSize: 10.5, page: 1 },
      { text: 'Karthik Subramanian', fontSize: 22, page: 1 },
      { text: 'QA Automation Engineer', fontSize: 12, page: 1 },
      { text: 'Built suites', fontSize: 10.5, page: 1 },
    ];
    expect(extractName(pdfLines)).toEqual({ name: 'Karthik Subramanian', line: 4 });
  });

  it('keeps initials before the given name', () => {
    expect(asName('R. K. NARAYAN SWAMY')).toBe('R. K. Narayan Swamy');
    expect(asName('A Venkatesh Prasad')).toBe('A Venkatesh Prasad');
  });

  it('keeps surname particles, in lower case inside a name written in capitals', () => {
    expect(asName('SOPHIE VAN DEN BROEK')).toBe('Sophie van den Broek');
    expect(asName('Ahmad Zaki bin Ismail')).toBe('Ahmad Zaki bin Ismail');
    expect(asName('Layla al-Rashid')).toBe('Layla al-Rashid');
    // A hyphenated "AL-" in capitals is written as such names are in English ("Al-Rashid").
    expect(nameOf(['LAYLA', 'AL-RASHID', 'HR Business Partner'])).toBe('Layla Al-Rashid');
  });

  it('drops honorifics and professional prefixes and suffixes', () => {
    expect(asName('Mr. DEEPAK CHAUHAN')).toBe('Deepak Chauhan');
    expect(asName('CA Pooja Bansal')).toBe('Pooja Bansal');
    expect(asName('Er. Vinod Sharma')).toBe('Vinod Sharma');
    expect(asName('Dr. Anil Kapoor, MD')).toBe('Anil Kapoor');
    expect(nameOf(['Grace', 'Thompson, PhD', 'Data Scientist'])).toBe('Grace Thompson');
    expect(nameOf(['CA Pooja', 'Bansal', 'Finance Controller'])).toBe('Pooja Bansal');
  });

  it('reads the name from a title line', () => {
    expect(nameOf(['RESUME OF Ahmad Zaki bin Ismail', 'Process Engineer'])).toBe('Ahmad Zaki bin Ismail');
    expect(nameOf(['Curriculum Vitae of Dr. Anil Kapoor, MD', 'Medical Advisor'])).toBe('Anil Kapoor');
    expect(nameOf(['Bio-data: Meera Iyer'])).toBe('Meera Iyer');
  });

  it('reads capitals spaced letter by letter', () => {
    expect(nameOf(['S U R E S H   P A T I L', 'Quality Inspector'])).toBe('Suresh Patil');
  });

  it('keeps hyphens and either apostrophe', () => {
    expect(asName("ANNE-MARIE D'COSTA")).toBe("Anne-Marie D'Costa");
    expect(asName('Liam O’Brien')).toBe('Liam O’Brien');
    expect(asName('LIAM O’BRIEN')).toBe('Liam O’Brien');
  });

  it('finds a name below an objective, and a label value past a colon cell', () => {
    expect(
      nameOf(['Career Objective', 'Seeking a challenging role as a Java developer.', 'A Venkatesh Prasad', 'Java Developer']),
    ).toBe('A Venkatesh Prasad');
    expect(nameOf(['Personal Particulars', 'Name of the Applicant', ':', 'Pieter van der Merwe'])).toBe('Pieter van der Merwe');
  });

  it('never takes a sentence with lower-case words for a name', () => {
    expect(asName('Led a team')).toBeUndefined();
    expect(asName('Seeking a role')).toBeUndefined();
  });

  it('in OCR text, joins words split by letter spacing when the e-mail address spells them', () => {
    expect(joinSplitWords("Anne-Marie D'Co Sta", ['annemarie.dcosta@gmail.com'])).toBe("Anne-Marie D'Costa");
    expect(joinSplitWords('Grace Thompson', ['gracethompson@example.com'])).toBe('Grace Thompson');
    expect(joinSplitWords('Sophie van den Broek', ['sophie.vandenbroek@kpnmail.nl'])).toBe('Sophie van den Broek');
  });

  it('in OCR text, joins a name over two lines whose measured sizes differ a little', () => {
    const ocr: TextLine[] = [
      { text: 'LAYLA', fontSize: 16.1, page: 1, ocr: true },
      { text: 'AL-RASHID', fontSize: 17, page: 1, ocr: true },
      { text: 'HR Business Partner', fontSize: 8.2, page: 1, ocr: true },
      { text: 'Contact', fontSize: 9.8, page: 1, ocr: true },
    ];
    expect(extractName(ocr)?.name).toBe('Layla Al-Rashid');
  });

  it('cuts a contact label off a table row read as one line', () => {
    expect(nameOf(['CA Pooja Email: pooja.bansal.ca@outlook.com', 'Bansal', 'Finance Controller'])).toBe('Pooja Bansal');
  });

  it('reads capitals spaced letter by letter whose word gaps were lost, using the e-mail address', () => {
    expect(nameOf(['S U R E S H P A T I L', 'Quality Inspector'], ['suresh.patil.qc@gmail.com'])).toBe('Suresh Patil');
    expect(spelledOut('S U R E S H P A T I L', [])).toBe('S U R E S H P A T I L');
  });
});
