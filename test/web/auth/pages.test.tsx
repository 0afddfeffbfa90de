// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../web/src/lib/auth/AuthContext';
import ForgotPasswordPage from '../../../web/src/features/auth/pages/ForgotPasswordPage';
import LoginPage from '../../../web/src/features/auth/pages/LoginPage';
import RegisterPage from '../../../web/src/features/auth/pages/RegisterPage';
import { amplifyMock, resetAmplifyMock, staffUser } from './amplifyMock';

vi.mock('../../../web/src/lib/auth/amplify', async () => (await import('./amplifyMock')).amplifyMock);

function Where() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  return (
    <p>
      at {location.pathname}
      {notice ? `: ${notice}` : ''}
    </p>
  );
}

/** Renders the routes and waits until the form is live (its fields are placeholders while the session is read). */
async function renderRoutes(initial: { pathname: string; state?: unknown }) {
  const view = render(
    <MemoryRouter initialEntries={[initial]}>
      <AuthProvider>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
  await screen.findByLabelText('Email Address');
  return view;
}

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('LoginPage', () => {
  beforeEach(() => resetAmplifyMock());

  it('shows the spec copy, a busy button, and returns to the requested page', async () => {
    const user = userEvent.setup();
    await renderRoutes({ pathname: '/login', state: { from: { pathname: '/admin/jobs', search: '', hash: '' } } });
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Access your Nimbus Crest dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByLabelText('Email Address')).not.toBeRequired();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const gate = deferred();
    amplifyMock.signInWithPassword.mockImplementationOnce(async () => {
      await gate.promise;
      amplifyMock.session = staffUser;
      return 'signedIn';
    });
    await user.type(screen.getByLabelText('Email Address'), 'staff@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    gate.resolve();
    expect(await screen.findByText('at /admin/jobs')).toBeInTheDocument();
  });

  it('goes to /admin when nothing was requested', async () => {
    const user = userEvent.setup();
    await renderRoutes({ pathname: '/login' });
    amplifyMock.signInWithPassword.mockImplementationOnce(async () => {
      amplifyMock.session = staffUser;
      return 'signedIn';
    });
    await user.type(screen.getByLabelText('Email Address'), 'staff@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('at /admin')).toBeInTheDocument();
  });

  it('shows the mapped error and offers to confirm an unconfirmed account', async () => {
    const user = userEvent.setup();
    await renderRoutes({ pathname: '/login' });
    amplifyMock.signInWithPassword.mockRejectedValueOnce(
      Object.assign(new Error('Incorrect'), { name: 'InvalidPasswordException' }),
    );
    await user.type(screen.getByLabelText('Email Address'), 'a@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    amplifyMock.signInWithPassword.mockResolvedValueOnce('confirmSignUp');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(await screen.findByRole('link', { name: 'Confirm your account' }));
    expect(await screen.findByRole('heading', { name: 'Confirm Your Account' })).toBeInTheDocument();
  });
});

describe('RegisterPage', () => {
  beforeEach(() => resetAmplifyMock());

  it('checks the password policy, confirms with a code, resends on the same step, then goes to /login', async () => {
    const user = userEvent.setup();
    await renderRoutes({ pathname: '/register' });
    const password = screen.getByLabelText('Password');
    expect(password).toBeRequired();
    expect(password).toHaveAccessibleDescription('At least 8 characters, including a number, a symbol and an uppercase letter.');

    await user.type(screen.getByLabelText('Email Address'), 'new@example.com');
    await user.type(password, 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Password does not meet the requirements/);
    expect(amplifyMock.registerAccount).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Confirm Your Account' })).toBeInTheDocument();
    expect(amplifyMock.registerAccount).toHaveBeenCalledWith('new@example.com', 'Str0ng!pass');

    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('A new code has been sent to new@example.com.')).toBeInTheDocument();
    expect(amplifyMock.resendAccountCode).toHaveBeenCalledWith('new@example.com');
    expect(screen.getByRole('heading', { name: 'Confirm Your Account' })).toBeInTheDocument();

    amplifyMock.confirmAccount.mockRejectedValueOnce(Object.assign(new Error('bad'), { name: 'CodeMismatchException' }));
    await user.type(screen.getByLabelText('Confirmation Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is incorrect');

    await user.clear(screen.getByLabelText('Confirmation Code'));
    await user.type(screen.getByLabelText('Confirmation Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm Account' }));
    expect(amplifyMock.confirmAccount).toHaveBeenLastCalledWith('new@example.com', '123456');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your account is confirmed. Please log in.');
    expect(screen.getByLabelText('Email Address')).toHaveValue('new@example.com');
  });

  it('reports an e-mail that is already registered', async () => {
    const user = userEvent.setup();
    await renderRoutes({ pathname: '/register' });
    amplifyMock.registerAccount.mockRejectedValueOnce(Object.assign(new Error('exists'), { name: 'UsernameExistsException' }));
    await user.type(screen.getByLabelText('Email Address'), 'taken@example.com');
    await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email address already exists.');
  });
});

describe('ForgotPasswordPage', () => {
  beforeEach(() => resetAmplifyMock());

  it('sends a code, sets a new password, then goes to /login', async () => {
    const user = userEvent.setup();
    await renderRoutes({ pathname: '/forgot-password' });
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email Address'), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByRole('heading', { name: 'Set New Password' })).toBeInTheDocument();
    expect(amplifyMock.requestPasswordReset).toHaveBeenCalledWith('a@example.com');
    await user.type(screen.getByLabelText('Reset Code'), '123456');
    await user.type(screen.getByLabelText('New Password'), 'N3w!password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(amplifyMock.confirmPasswordReset).toHaveBeenCalledWith('a@example.com', '123456', 'N3w!password');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset. Please log in.');
  });
});

describe('the sign-in forms before the session is known', () => {
  beforeEach(() => resetAmplifyMock());

  it('show the card with placeholders and no input, then the live form without loading Amplify', async () => {
    render(
      <MemoryRouter initialEntries={['/login']}>
        <AuthProvider>
          <LoginPage />
        </AuthProvider>
      </MemoryRouter>,
    );
    // First render (the prerendered HTML): heading and copy, no field a visitor could type into.
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(document.querySelector('input')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(document.querySelectorAll('.input-placeholder')).toHaveLength(2);

    expect(await screen.findByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(document.querySelector('.input-placeholder')).toBeNull();
    // No stored session: signed out without asking Amplify.
    expect(amplifyMock.readSession).not.toHaveBeenCalled();
  });
});
