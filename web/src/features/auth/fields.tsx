/**
 * The fields every account form shares, with the autocomplete hints password managers and one-time-code
 * autofill rely on: the e-mail, a new password (with the pool's policy as its hint), and an e-mailed code.
 */
import { InputField } from '../../components/form/Field';
import { PASSWORD_HINT } from './password';

interface TextFieldProps {
  value: string;
  onValue: (value: string) => void;
}

export function EmailField({ value, onValue, required = true }: TextFieldProps & { required?: boolean }) {
  return (
    <InputField
      label="Email Address"
      type="email"
      name="email"
      autoComplete="username"
      required={required}
      value={value}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}

export function NewPasswordField({
  label,
  name,
  error,
  value,
  onValue,
}: TextFieldProps & { label: string; name: string; error: string }) {
  return (
    <InputField
      label={label}
      type="password"
      name={name}
      autoComplete="new-password"
      required
      hint={PASSWORD_HINT}
      error={error}
      value={value}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}

export function CodeField({ label, value, onValue }: TextFieldProps & { label: string }) {
  return (
    <InputField
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      value={value}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}

/**
 * A field's place until its form is live (the page was prerendered, or the session is still being
 * read): the label and an empty box of the input's exact height, so nothing moves when the form
 * arrives. There is no input yet, so nothing typed early can be lost, and a signed-in visitor who
 * is about to be redirected never sees a password field.
 */
export function FieldPlaceholder({ label, hint }: { label: string; hint?: string }) {
  return (
    <div className="field" aria-hidden="true">
      <span className="field-label">{label}</span>
      <span className="input-placeholder" />
      {hint && <p className="field-hint">{hint}</p>}
    </div>
  );
}

/** Tells assistive technology that the form's fields are on their way. */
export function FormLoading() {
  return (
    <p className="visually-hidden" role="status">
      Loading the form
    </p>
  );
}
