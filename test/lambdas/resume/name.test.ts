import { describe, expect, it } from 'vitest';
import { asName, extractName } from '../../../lambdas/resume/fields/name';
import type { TextLine } from '../../../lambdas/resume/types';

const lines = (...texts: string[]): TextLine[] => texts.map((text) => ({ text }));
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
});
