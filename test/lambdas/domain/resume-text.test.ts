import { LIMITS } from '../../../lambdas/contract/limits';
import { boundedResumeText, resumeTextKey } from '../../../lambdas/domain/resumes';

describe('resume text as kept for the application view', () => {
  it('keeps a text within the limit whole (trimmed) and not shortened', () => {
    expect(boundedResumeText('  Asha Rao\nReact  \n')).toEqual({ text: 'Asha Rao\nReact', shortened: false });
    expect(boundedResumeText('a'.repeat(LIMITS.resumeText))).toEqual({ text: 'a'.repeat(LIMITS.resumeText), shortened: false });
  });

  it('cuts a longer text at the limit and says so, never leaving half a surrogate pair', () => {
    const long = boundedResumeText('b'.repeat(LIMITS.resumeText + 1));
    expect(long).toEqual({ text: 'b'.repeat(LIMITS.resumeText), shortened: true });
    const emoji = boundedResumeText(`${'c'.repeat(LIMITS.resumeText - 1)}😀 and more`);
    expect(emoji.shortened).toBe(true);
    expect(emoji.text).toBe('c'.repeat(LIMITS.resumeText - 1));
  });

  it('lives beside the resume under the attached prefix', () => {
    expect(resumeTextKey('abc')).toBe('resumes/abc.txt');
  });
});
