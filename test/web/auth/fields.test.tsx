// @vitest-environment jsdom
/** The shared account-form fields: the attributes autofill relies on, the policy hint and the error tied to the input. */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { CodeField, EmailField, NewPasswordField } from '../../../web/src/features/auth/fields';
import { PASSWORD_HINT } from '../../../web/src/features/auth/password';

afterEach(cleanup);

it('marks each field for autofill and reports what is typed', async () => {
  const onEmail = vi.fn();
  const onCode = vi.fn();
  render(
    <form>
      <EmailField value="" onValue={onEmail} />
      <CodeField label="Reset Code" value="" onValue={onCode} />
    </form>,
  );
  const email = screen.getByLabelText('Email Address');
  expect(email).toHaveAttribute('type', 'email');
  expect(email).toHaveAttribute('autocomplete', 'username');
  expect(email).toBeRequired();
  const code = screen.getByLabelText('Reset Code');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveAttribute('inputmode', 'numeric');
  await userEvent.type(code, '1');
  expect(onCode).toHaveBeenCalledWith('1');
  await userEvent.type(email, 'a');
  expect(onEmail).toHaveBeenCalledWith('a');
});

it('leaves the e-mail optional where the form checks it itself (login)', () => {
  render(<EmailField value="" onValue={() => {}} required={false} />);
  expect(screen.getByLabelText('Email Address')).not.toBeRequired();
});

it("describes a new password by the pool's policy and its error", () => {
  render(<NewPasswordField label="New Password" name="newPassword" error="Too short." value="" onValue={() => {}} />);
  const input = screen.getByLabelText('New Password');
  expect(input).toHaveAttribute('autocomplete', 'new-password');
  expect(input).toHaveAttribute('type', 'password');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(`${PASSWORD_HINT} Too short.`);
});
