import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../lambdas/contract/limits';
import { extractSections } from '../../../lambdas/resume/fields/sections';
import type { TextLine } from '../../../lambdas/resume/types';
import { lines } from './support/text-lines';

describe('sections', () => {
  it.each([
    ['Experience', 'experience'],
    ['Work Experience', 'experience'],
    ['PROFESSIONAL EXPERIENCE', 'experience'],
    ['Employment History:', 'experience'],
    ['Education', 'education'],
    ['Academic Qualifications', 'education'],
    ['Skills', 'skills'],
    ['Technical Skills', 'skills'],
    ['KEY SKILLS', 'skills'],
    ['Core Competencies', 'skills'],
  ] as const)('reads text under "%s" as %s', (heading, section) => {
    const sections = extractSections(lines('Jane Doe', heading, 'First line', 'Second line', 'Hobbies', 'Chess'));
    expect(sections[section]).toBe('First line\nSecond line');
  });

  it('ends each section at the next known heading, and gathers repeated sections', () => {
    const sections = extractSections(
      lines(
        'Summary',
        'Ten years of work',
        'Work Experience',
        'Acme Corp',
        'Projects',
        'A side project',
        'Education',
        'IIT Delhi',
        'Technical Skills',
        'Go',
        'Key Skills',
        'Leadership',
        'References',
        'Available on request',
      ),
    );
    expect(sections).toEqual({ experience: 'Acme Corp', education: 'IIT Delhi', skills: 'Go\nLeadership' });
  });

  it('reads a heading with its content on the same line', () => {
    expect(extractSections(lines('Skills: Python, AWS, SQL', 'Education', 'B.Sc.')).skills).toBe('Python, AWS, SQL');
  });

  it('keeps labelled lines such as "Languages: C, Go" inside the skills section', () => {
    const sections = extractSections(lines('SKILLS', 'Languages: C, C++, Go', 'Leadership: hiring, OKRs', 'Education', 'B.Sc.'));
    expect(sections.skills).toBe('Languages: C, C++, Go\nLeadership: hiring, OKRs');
  });

  it('ends a section at a sidebar heading such as Details or Contact Me', () => {
    const sections = extractSections(lines('Education', 'B.A. Psychology', 'Details', 'Bengaluru, India', 'Skills', 'Surveys'));
    expect(sections).toEqual({ experience: '', education: 'B.A. Psychology', skills: 'Surveys' });
  });

  it('reads an Internship section as experience', () => {
    expect(
      extractSections(lines('INTERNSHIP', 'Zoho Corporation – Summer Intern', 'Declaration', 'I hereby declare')).experience,
    ).toBe('Zoho Corporation – Summer Intern');
  });

  it('ends a section at a line in larger type than its heading (the main column after a sidebar)', () => {
    const sidebar: TextLine[] = [
      { text: 'Skills', fontSize: 12.5 },
      { text: 'Python', fontSize: 10.5 },
      { text: 'Rahul Verma', fontSize: 22 },
      { text: 'Data Engineer', fontSize: 12 },
    ];
    expect(extractSections(sidebar).skills).toBe('Python');
  });

  it('is empty when a section is absent, and bounded by LIMITS.extractedSection', () => {
    const long = Array.from({ length: 3000 }, (_, i) => `Responsibility number ${i} with some words`);
    const sections = extractSections(lines('Experience', ...long));
    expect(sections.education).toBe('');
    expect(sections.experience.length).toBeLessThanOrEqual(LIMITS.extractedSection);
    expect(sections.experience.startsWith('Responsibility number 0')).toBe(true);
  });
});
