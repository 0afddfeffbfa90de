import { DEFAULT_STAFF_PASSWORD } from '../../../infra/local/config';
import { meetsPasswordPolicy, passwordPolicyError, passwordProblems } from '../../../lambdas/contract/auth';

describe('password policy (lambdas/contract/auth.ts)', () => {
  it('accepts the documented default staff password', () => {
    expect(passwordProblems(DEFAULT_STAFF_PASSWORD)).toEqual([]);
  });

  it('reports each broken rule in Cognito’s words', () => {
    expect(passwordProblems('Ab1!')).toEqual(['Password not long enough (at least 8 characters)']);
    expect(passwordProblems('abcdefg1!')).toEqual(['Password must have uppercase characters']);
    expect(passwordProblems('Abcdefgh!')).toEqual(['Password must have numeric characters']);
    expect(passwordProblems('Abcdefgh1')).toEqual(['Password must have symbol characters']);
    expect(passwordPolicyError('Abcdefg1 ')).toBeNull();
    expect(passwordPolicyError('short')).toMatch(/^Password did not conform with policy: /);
  });
});

describe('one password check for the emulator, the local stack and the web forms', () => {
  it('counts only Cognito symbols as symbols: a space does, a currency sign does not', () => {
    expect(meetsPasswordPolicy('Abcdefg1 ')).toBe(true);
    expect(meetsPasswordPolicy('Abcdefg1€')).toBe(false);
    expect(passwordProblems('Abcdefg1€')).toEqual(['Password must have symbol characters']);
  });

  it('applies a stricter policy when given one', () => {
    const strict = { minLength: 12, requireDigits: true, requireSymbols: true, requireUppercase: true, requireLowercase: true };
    expect(passwordProblems('ABCDEFGH1!', strict)).toEqual([
      'Password not long enough (at least 12 characters)',
      'Password must have lowercase characters',
    ]);
    expect(meetsPasswordPolicy('Abcdefgh123!', strict)).toBe(true);
  });
});

describe('account paths (lambdas/contract/account-paths.ts)', () => {
  it('knows every account screen and the whole admin area, and nothing else', async () => {
    const { isAccountPath, isAdminPath } = await import('../../../lambdas/contract/account-paths');
    for (const p of [
      '/login',
      '/register',
      '/forgot-password',
      '/dashboard',
      '/profile',
      '/profile/',
      '/admin',
      '/admin/jobs/edit/1',
    ])
      expect(isAccountPath(p)).toBe(true);
    for (const p of ['/', '/login/extra', '/loginx', '/administrator', '/blog', '/careers/1'])
      expect(isAccountPath(p)).toBe(false);
    expect(isAdminPath('/admin/jobs')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
  });
});
