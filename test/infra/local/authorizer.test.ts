import { claimsAsStrings, tokenFrom } from '../../../infra/local/gateway/authorizer';

describe('claimsAsStrings', () => {
  it('turns every claim into a string as API Gateway does, groups in their bracketed form', () => {
    expect(
      claimsAsStrings({
        sub: 'u1',
        exp: 1700000000,
        email_verified: true,
        'cognito:groups': ['staff', 'ops'],
        missing: undefined,
      }),
    ).toEqual({
      sub: 'u1',
      exp: '1700000000',
      email_verified: 'true',
      'cognito:groups': '[staff ops]',
    });
    expect(claimsAsStrings({ sub: 'u1', 'cognito:groups': ['staff'] })['cognito:groups']).toBe('staff');
  });
});

describe('tokenFrom', () => {
  it('accepts "Bearer <token>" and a bare token, and nothing for empty values', () => {
    expect(tokenFrom('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(tokenFrom('bearer   abc')).toBe('abc');
    expect(tokenFrom('abc.def.ghi')).toBe('abc.def.ghi');
    expect(tokenFrom('Bearer ')).toBeUndefined();
    expect(tokenFrom('')).toBeUndefined();
    expect(tokenFrom(undefined)).toBeUndefined();
  });
});
