import { describe, expect, it } from 'vitest';
import {
  authErrorMessage,
  FALLBACK_MESSAGES,
  isUnconfirmedError,
  PASSWORD_RULE_MESSAGE,
} from '../../../web/src/features/auth/errors';
import { meetsPasswordPolicy } from '../../../lambdas/contract/auth';
import { PASSWORD_HINT } from '../../../web/src/features/auth/password';

const cognitoError = (name: string, message = `${name} from Cognito`) => Object.assign(new Error(message), { name });

describe('authErrorMessage', () => {
  it('uses the catalogue message for a weak password and a taken e-mail at registration', () => {
    expect(authErrorMessage('register', cognitoError('InvalidPasswordException'))).toBe(PASSWORD_RULE_MESSAGE);
    expect(authErrorMessage('register', cognitoError('UsernameExistsException'))).toBe(
      'An account with this email address already exists.',
    );
  });

  it('answers every wrong-credentials variant at sign-in the same way, AWS and emulator alike', () => {
    for (const name of ['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException']) {
      expect(authErrorMessage('login', cognitoError(name, 'Incorrect username or password.'))).toBe('Invalid email or password');
    }
  });

  it('tells an unconfirmed user to confirm', () => {
    const err = cognitoError('UserNotConfirmedException', 'User is not confirmed.');
    expect(authErrorMessage('login', err)).toMatch(/not confirmed/);
    expect(isUnconfirmedError(err)).toBe(true);
    expect(isUnconfirmedError(cognitoError('NotAuthorizedException'))).toBe(false);
  });

  it("words Amplify's empty-field checks of the login form (which has no required flags)", () => {
    expect(authErrorMessage('login', cognitoError('EmptySignInUsername', 'username is required to signIn'))).toBe(
      'Please enter your email address.',
    );
    expect(authErrorMessage('login', cognitoError('EmptySignInPassword', 'password is required to signIn'))).toBe(
      'Please enter your password.',
    );
  });

  it('maps code and throttling errors for every step', () => {
    expect(authErrorMessage('confirm', cognitoError('CodeMismatchException'))).toMatch(/code is incorrect/);
    expect(authErrorMessage('reset', cognitoError('CodeMismatchException'))).toMatch(/code is incorrect/);
    expect(authErrorMessage('reset', cognitoError('ExpiredCodeException'))).toMatch(/expired/);
    expect(authErrorMessage('resend', cognitoError('LimitExceededException'))).toMatch(/Too many attempts/);
    expect(authErrorMessage('login', cognitoError('TooManyRequestsException'))).toMatch(/Too many attempts/);
    expect(authErrorMessage('reset', cognitoError('InvalidPasswordException'))).toBe(PASSWORD_RULE_MESSAGE);
  });

  it('passes an unknown error message through, else the catalogue fallback of the action', () => {
    expect(authErrorMessage('register', cognitoError('InvalidParameterException', 'Invalid email address format.'))).toBe(
      'Invalid email address format.',
    );
    expect(authErrorMessage('register', {})).toBe('An error occurred during registration.');
    expect(authErrorMessage('confirm', new Error(''))).toBe('An error occurred during confirmation.');
    expect(authErrorMessage('resend', undefined)).toBe('Failed to resend code.');
    expect(authErrorMessage('login', null)).toBe('Invalid email or password');
    expect(authErrorMessage('forgot', 'boom')).toBe('An error occurred.');
    expect(FALLBACK_MESSAGES.reset).toBe('An error occurred.');
  });
});

describe('password policy', () => {
  it('states the rule as the spec words it', () => {
    expect(PASSWORD_HINT).toBe('At least 8 characters, including a number, a symbol and an uppercase letter.');
  });
  it('accepts only passwords with length, digit, symbol and uppercase', () => {
    expect(meetsPasswordPolicy('Str0ng!pw')).toBe(true);
    expect(meetsPasswordPolicy('Sh0rt!')).toBe(false);
    expect(meetsPasswordPolicy('NoDigits!!')).toBe(false);
    expect(meetsPasswordPolicy('NoSymbol12')).toBe(false);
    expect(meetsPasswordPolicy('lower0!case')).toBe(false);
  });
});
