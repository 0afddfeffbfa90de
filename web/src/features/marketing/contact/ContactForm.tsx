import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ContactRequest } from '../../../../../lambdas/contract/schemas';
import type { HONEYPOT_FIELD } from '../../../../../lambdas/contract/abuse';
import { StatusMessage } from '../../../components/ui/StatusMessage';
import { Honeypot, useBotTraps } from '../../../components/form/BotTraps';
import { contactForm } from '../../../content/contact';
import { ApiError, api } from '../../../lib/api';
import { useRestoreTypedValues } from '../../../lib/typedBeforeHydration';
import type { ContactFieldErrors } from './validateContact';

type Field = Exclude<keyof ContactRequest, typeof HONEYPOT_FIELD | 'filledInMs'>;
type Values = Record<Field, string>;
type State = 'idle' | 'sending' | 'success' | 'failure';

const EMPTY: Values = { name: '', company: '', phone: '', email: '', subject: '', message: '' };
const FIELDS: { name: Field; type: string; autoComplete: string; required: boolean }[] = [
  { name: 'name', type: 'text', autoComplete: 'name', required: true },
  { name: 'company', type: 'text', autoComplete: 'organization', required: false },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: false },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'subject', type: 'text', autoComplete: 'off', required: false },
];

const loadValidator = () => import('./validateContact');

const pickFields = (typed: Record<string, string>): Partial<Values> =>
  Object.fromEntries(Object.entries(typed).filter(([name]) => name in EMPTY));

/** The contact form: validates with the contract schema (loaded lazily) and posts to /api/contact. */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [state, setState] = useState<State>('idle');
  const [serverMessage, setServerMessage] = useState<string>();
  const { honeypot, traps } = useBotTraps();
  const validator = useRef<ReturnType<typeof loadValidator>>(undefined);
  const preloadValidator = () => (validator.current ??= loadValidator());
  useRestoreTypedValues('contact', (typed) => setValues((v) => ({ ...v, ...pickFields(typed) })));

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as Field;
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { validateContact } = await preloadValidator();
    const result = validateContact(values);
    if (!result.ok) {
      setErrors(result.errors);
      const firstInvalid = FIELD_ORDER.find((f) => result.errors[f]);
      if (firstInvalid) form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setErrors({});
    setServerMessage(undefined);
    setState('sending');
    try {
      await api('createContactMessage', { body: { ...result.data, ...traps() } });
      setState('success');
      setValues(EMPTY);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0]])));
      }
      // The server's own words when it refused on purpose (too many requests); what was typed stays.
      setServerMessage(error instanceof ApiError && error.status === 429 ? error.message : undefined);
      setState('failure');
    }
  };

  if (state === 'success') {
    return (
      <div className="contact-form contact-form--done">
        <StatusMessage tone="success">{contactForm.success}</StatusMessage>
        <button type="button" className="btn btn--secondary" onClick={() => setState('idle')}>
          {contactForm.sendAnother}
        </button>
      </div>
    );
  }

  const fieldProps = (name: Field) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });
  const errorText = (name: Field) =>
    errors[name] ? (
      <span id={`contact-${name}-error`} className="field__error">
        {errors[name]}
      </span>
    ) : null;

  return (
    <form
      className="contact-form"
      data-keep-typed="contact"
      onSubmit={onSubmit}
      onFocus={preloadValidator}
      noValidate
      aria-labelledby="contact-form-title"
      aria-busy={state === 'sending'}
    >
      <h2 id="contact-form-title">{contactForm.heading}</h2>
      <div className="contact-form__grid">
        {FIELDS.map((field) => (
          <div key={field.name} className="field">
            <label htmlFor={`contact-${field.name}`}>
              {contactForm.fields[field.name]}
              {field.required && <span aria-hidden="true"> *</span>}
            </label>
            <input type={field.type} autoComplete={field.autoComplete} required={field.required} {...fieldProps(field.name)} />
            {errorText(field.name)}
          </div>
        ))}
        <div className="field field--wide">
          <label htmlFor="contact-message">
            {contactForm.fields.message}
            <span aria-hidden="true"> *</span>
          </label>
          <textarea rows={6} required {...fieldProps('message')} />
          {errorText('message')}
        </div>
      </div>
      <Honeypot id="contact-website" inputRef={honeypot} />
      <StatusMessage tone="error">{state === 'failure' ? (serverMessage ?? contactForm.failure) : undefined}</StatusMessage>
      <button type="submit" className="btn btn--primary" disabled={state === 'sending'}>
        {state === 'sending' ? contactForm.sending : contactForm.submit}
      </button>
    </form>
  );
}

const FIELD_ORDER: Field[] = ['name', 'company', 'phone', 'email', 'subject', 'message'];
