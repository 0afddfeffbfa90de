/**
 * Cognito (and the local emulator's) error names mapped to the messages of the spec's error
 * catalogue. One place, so every screen says the same thing for the same failure.
 */
export type AuthAction = 'register' | 'confirm' | 'resend' | 'login' | 'forgot' | 'reset';

export const PASSWORD_RULE_MESSAGE =
  'Password does not meet the requirements. It must be at least 8 characters long and include numbers, symbols, and uppercase letters.';

export const FALLBACK_MESSAGES: Record<AuthAction, string> = {
  register: 'An error occurred during registration.',
  confirm: 'An error occurred during confirmation.',
  resend: 'Failed to resend code.',
  login: 'Invalid email or password',
  forgot: 'An error occurred.',
  reset: 'An error occurred.',
};

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

const BY_NAME: Partial<Record<string, Partial<Record<AuthAction, string>> & { any?: string }>> = {
  UsernameExistsException: { register: 'An account with this email address already exists.' },
  // AWS answers a wrong password with NotAuthorizedException, the emulator with InvalidPasswordException;
  // an unknown e-mail (UserNotFoundException) gets the same answer so sign-in does not reveal accounts.
  InvalidPasswordException: { login: FALLBACK_MESSAGES.login, any: PASSWORD_RULE_MESSAGE },
  NotAuthorizedException: { login: FALLBACK_MESSAGES.login, confirm: 'This account is already confirmed. Please log in.' },
  UserNotFoundException: { login: FALLBACK_MESSAGES.login },
  UserNotConfirmedException: { login: 'Your account is not confirmed yet. Enter the code we e-mailed you to confirm it.' },
  CodeMismatchException: { any: 'The code is incorrect. Please check it and try again.' },
  ExpiredCodeException: { any: 'The code has expired. Please request a new one.' },
  LimitExceededException: { any: TOO_MANY },
  TooManyRequestsException: { any: TOO_MANY },
  TooManyFailedAttemptsException: { any: TOO_MANY },
  // Amplify's own checks before calling Cognito (the login form has no required flags, per the spec).
  EmptySignInUsername: { login: 'Please enter your email address.' },
  EmptySignInPassword: { login: 'Please enter your password.' },
  NetworkError: { any: 'Network error. Please check your connection and try again.' },
};

export function errorName(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'name' in error && typeof error.name === 'string' ? error.name : undefined;
}

/** The message to show for a failed account operation. */
export function authErrorMessage(action: AuthAction, error: unknown): string {
  const known = BY_NAME[errorName(error) ?? ''];
  const mapped = known?.[action] ?? known?.any;
  if (mapped) return mapped;
  const message =
    error instanceof Error || (error && typeof error === 'object' && 'message' in error)
      ? String((error as { message?: string | number }).message ?? '')
      : '';
  return message.trim() || FALLBACK_MESSAGES[action];
}

export const isUnconfirmedError = (error: unknown) => errorName(error) === 'UserNotConfirmedException';
