/**
 * The job page's application form. Choosing a resume uploads it at once (with progress) and asks
 * the API to parse it, prefilling only the fields still empty. Submitting reuses that upload (or
 * retries it) and sends the application with the upload key; the server treats a repeated key as
 * the same application, so retries and double clicks never create two.
 * Loaded lazily with zod and react-hook-form, so the careers list never downloads them.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { applicationFieldsSchema, CONSENT_REQUIRED, type Job, type ResumeMimeType } from '../../../../lambdas/contract/schemas';
import { api, ApiError } from '../../lib/api';
import { MESSAGES, submitFailureMessage } from './applicationMessages';
import { checkResumeFile, RESUME_ACCEPT } from './resumeFile';
import { uploadResume } from './uploadResume';

const formSchema = applicationFieldsSchema.extend({
  resume: z.custom<File | null>((value) => typeof Blob !== 'undefined' && value instanceof Blob, {
    error: 'Resume is required.',
  }),
  consent: z.boolean().refine((v) => v, { error: CONSENT_REQUIRED }),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const TEXT_FIELDS = ['name', 'email', 'phone'] as const;
/** Shown after the parse when the resume was a scan read by OCR: its fields deserve a second look. */
const SCANNED_NOTICE = 'These details were read from a scanned resume. Please check them before submitting.';
const EMPTY: FormInput = { name: '', email: '', phone: '', resume: null, consent: false };

type Phase = 'idle' | 'parsing' | 'submitting' | 'error' | 'success';
interface Status {
  phase: Phase;
  message: string;
}
interface ChosenResume {
  file: File;
  fileType: ResumeMimeType;
  /** Upload key once the file is stored; kept across failed submissions so a retry reuses it. */
  key: string | null;
}

export default function ApplicationForm({ job }: { job: Pick<Job, 'jobId' | 'title'> }) {
  const id = useId();
  const [status, setStatusState] = useState<Status>({ phase: 'idle', message: '' });
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const statusRef = useRef(status);
  const resumeRef = useRef<ChosenResume | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const pendingUpload = useRef<AbortController | null>(null);

  const { register, handleSubmit, setValue, getValues, getFieldState, setError, reset, formState } = useForm<
    FormInput,
    unknown,
    FormOutput
  >({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY,
  });
  const errors = formState.errors;
  // Leaving the page stops an upload still running for this form.
  useEffect(() => () => pendingUpload.current?.abort(), []);

  const setStatus = (phase: Phase, message: string) => {
    statusRef.current = { phase, message };
    setStatusState(statusRef.current);
  };
  const busy = status.phase === 'parsing' || status.phase === 'submitting';

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    pendingUpload.current?.abort();
    pendingUpload.current = null;
    setProgress(null);
    resumeRef.current = null;
    if (!file) {
      setValue('resume', null);
      setStatus('idle', '');
      return;
    }
    const check = checkResumeFile(file);
    if (!check.ok) {
      event.target.value = '';
      setFileError(check.message);
      setValue('resume', null);
      setStatus('idle', '');
      return;
    }
    setFileError(null);
    const chosen: ChosenResume = { file, fileType: check.fileType, key: null };
    resumeRef.current = chosen;
    setValue('resume', file, { shouldValidate: Boolean(getFieldState('resume').error) });

    const controller = new AbortController();
    pendingUpload.current = controller;
    const current = () => resumeRef.current === chosen && !controller.signal.aborted;
    setStatus('parsing', MESSAGES.uploading);
    setProgress(0);
    try {
      chosen.key = await uploadResume(file, check.fileType, setProgress, controller.signal);
    } catch {
      if (!current()) return;
      setProgress(null);
      setStatus('error', MESSAGES.uploadFailed);
      return;
    }
    if (!current()) return;
    setStatus('parsing', MESSAGES.parsing);
    try {
      const parsed = await api('parseResume', { body: { key: chosen.key }, signal: controller.signal });
      if (!current()) return;
      prefillEmptyFields(parsed);
      setStatus('idle', parsed.fromScan ? `${MESSAGES.parsed} ${SCANNED_NOTICE}` : MESSAGES.parsed);
    } catch {
      if (!current()) return;
      setStatus('error', MESSAGES.parseFailed);
    } finally {
      if (current()) setProgress(null);
    }
  }

  /** Fills name, email and phone from the parsed resume, never over what the candidate typed. */
  function prefillEmptyFields(parsed: Partial<Record<(typeof TEXT_FIELDS)[number], string>>) {
    for (const field of TEXT_FIELDS) {
      const value = parsed[field]?.trim();
      if (value && getValues(field).trim() === '') {
        setValue(field, value, { shouldDirty: true, shouldValidate: Boolean(getFieldState(field).error) });
      }
    }
  }

  async function submit(fields: FormOutput) {
    const phase = statusRef.current.phase;
    if (phase === 'parsing' || phase === 'submitting') return; // a second click while busy
    const chosen = resumeRef.current;
    if (!chosen) {
      setStatus('error', MESSAGES.noResume);
      return;
    }
    setStatus('submitting', chosen.key ? MESSAGES.submitting : MESSAGES.uploading);
    try {
      if (!chosen.key) {
        setProgress(0);
        chosen.key = await uploadResume(chosen.file, chosen.fileType, setProgress);
        setProgress(null);
        setStatus('submitting', MESSAGES.submitting);
      }
      await api('createApplication', {
        body: {
          name: fields.name,
          email: fields.email,
          phone: fields.phone,
          jobId: job.jobId,
          jobTitle: job.title,
          resumeUrl: chosen.key,
          consent: true,
        },
      });
    } catch (error) {
      setProgress(null);
      showServerFieldErrors(error);
      setStatus('error', submitFailureMessage(error));
      return;
    }
    resumeRef.current = null;
    reset(EMPTY);
    if (fileInputRef.current) fileInputRef.current.value = '';
    setStatus('success', MESSAGES.thanks);
  }

  function showServerFieldErrors(error: unknown) {
    if (!(error instanceof ApiError) || !error.fields) return;
    for (const field of TEXT_FIELDS) {
      const message = error.fields[field]?.[0];
      if (message) setError(field, { message });
    }
  }

  function onInvalid(invalid: FieldErrors<FormInput>) {
    if (invalid.resume) setStatus('error', MESSAGES.noResume);
  }

  const success = status.phase === 'success';
  const resumeError = fileError ?? errors.resume?.message;
  return (
    <div className="apply">
      {!success && (
        <>
          <h2 id={`${id}-title`} className="apply__title">
            Apply for: {job.title}
          </h2>
          <form className="apply__form" aria-labelledby={`${id}-title`} noValidate onSubmit={handleSubmit(submit, onInvalid)}>
            <Field id={`${id}-name`} label="Full name" error={errors.name?.message}>
              {(aria) => <input type="text" autoComplete="name" {...aria} {...register('name')} />}
            </Field>
            <Field id={`${id}-email`} label="Email" error={errors.email?.message}>
              {(aria) => <input type="email" autoComplete="email" {...aria} {...register('email')} />}
            </Field>
            <Field id={`${id}-phone`} label="Phone" error={errors.phone?.message}>
              {(aria) => <input type="tel" autoComplete="tel" {...aria} {...register('phone')} />}
            </Field>
            <Field id={`${id}-resume`} label="Resume (PDF, DOC or DOCX, up to 5 MB)" error={resumeError}>
              {(aria) => (
                // Locked while submitting: the submission is bound to the file chosen when it started.
                <input
                  ref={fileInputRef}
                  type="file"
                  accept={RESUME_ACCEPT}
                  disabled={status.phase === 'submitting'}
                  {...aria}
                  onChange={onFileChosen}
                />
              )}
            </Field>
            <div className="apply__field apply__consent">
              <label htmlFor={`${id}-consent`}>
                <input
                  id={`${id}-consent`}
                  type="checkbox"
                  aria-invalid={Boolean(errors.consent)}
                  aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
                  {...register('consent')}
                />{' '}
                I agree that my application and resume are processed as described in the{' '}
                <a href="/privacy-policy" target="_blank" rel="noopener">
                  privacy notice
                </a>
                .
              </label>
              {errors.consent && (
                <p id={`${id}-consent-error`} className="apply__error">
                  {errors.consent.message}
                </p>
              )}
            </div>
            {progress !== null && (
              <div className="apply__progress">
                <label htmlFor={`${id}-progress`}>Upload progress</label>
                <progress id={`${id}-progress`} max={100} value={Math.round(progress * 100)}>
                  {Math.round(progress * 100)}%
                </progress>
              </div>
            )}
            <button className="apply__submit" type="submit" disabled={busy}>
              {busy ? 'Processing...' : 'Submit Application'}
            </button>
          </form>
        </>
      )}
      {/* One live region for every status, the thank-you card included, so each change is announced. */}
      <div className="apply__live" role="status" aria-live="polite">
        {success ? (
          <div className="apply__thanks">
            <h2>Thank You!</h2>
            <p>{status.message}</p>
          </div>
        ) : (
          status.message && <p className={`apply__status apply__status--${status.phase}`}>{status.message}</p>
        )}
      </div>
    </div>
  );
}

interface FieldAria {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** A labelled input with its error message tied to it for assistive technology. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: (aria: FieldAria) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="apply__field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="apply__error">
          {error}
        </p>
      )}
    </div>
  );
}
