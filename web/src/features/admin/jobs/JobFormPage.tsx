import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  EMPLOYMENT_TYPES,
  WORKPLACE_TYPES,
  jobFieldsSchema,
  type Job,
  type JobFields,
  type JobFieldsInput,
} from '../../../../../lambdas/contract/schemas';
import { api } from '../../../lib/api';
import { FormMessage, InputField, TextAreaField } from '../../../components/form/Field';
import { applyServerFieldErrors } from '../serverErrors';
import { StateMessage } from '../StateMessage';
import { useRecordForEdit } from '../useRecordForEdit';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useQueryClient } from '@tanstack/react-query';
import { JOBS_KEY } from './api/list-jobs';
import { RevisionHistory } from '../revisions/RevisionHistory';

const EMPTY: JobFieldsInput = {
  title: '',
  location: '',
  employmentType: 'Full-time',
  description: '',
  requirements: '',
  externalUrl: '',
  active: true,
  slug: '',
  department: '',
  workplaceType: undefined,
  salaryMin: '',
  salaryMax: '',
  closingDate: '',
};
const FIELD_NAMES = [
  'title',
  'location',
  'employmentType',
  'description',
  'requirements',
  'externalUrl',
  'slug',
  'department',
  'workplaceType',
  'salaryMin',
  'salaryMax',
  'closingDate',
] as const;

/** The editable fields of a fetched job: identifier and timestamps stay out of the payload. */
export function jobToFormValues(job: Job): JobFieldsInput {
  const { jobId: _id, createdAt: _created, updatedAt: _updated, ...fields } = job;
  return {
    ...fields,
    externalUrl: fields.externalUrl ?? '',
    department: fields.department ?? '',
    salaryMin: fields.salaryMin ?? '',
    salaryMax: fields.salaryMax ?? '',
    closingDate: fields.closingDate ?? '',
  };
}

export function JobFormPage() {
  const { id } = useParams();
  const queryClient = useQueryClient();
  useDocumentTitle(id ? 'Edit job | Admin' : 'New job | Admin');
  const editing = id !== undefined;
  const navigate = useNavigate();
  const typeId = useId();
  const workplaceId = useId();
  const [submitError, setSubmitError] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<JobFieldsInput, unknown, JobFields>({ resolver: zodResolver(jobFieldsSchema), defaultValues: EMPTY });

  const loadState = useRecordForEdit(
    id,
    (recordId, signal) => api('getJob', { params: { id: recordId }, signal }),
    (record) => reset(jobToFormValues(record)),
    'Job',
  );

  const onSubmit = handleSubmit(async (fields) => {
    setSubmitError('');
    try {
      if (id) await api('updateJob', { params: { id }, body: fields });
      else await api('createJob', { body: fields });
      // The list shows the change at once instead of a cached page.
      await queryClient.invalidateQueries({ queryKey: JOBS_KEY });
      void navigate('/admin/jobs');
    } catch (err) {
      console.error('Job save failed', err);
      setSubmitError(editing ? 'Failed to update job.' : 'Failed to create job.');
      applyServerFieldErrors(err, FIELD_NAMES, setError);
    }
  });

  return (
    <section aria-labelledby="job-form-title" className="admin-form-page">
      <Link to="/admin/jobs" className="admin-back">
        ← Back to Jobs
      </Link>
      <h1 id="job-form-title">{editing ? 'Edit Job' : 'Create New Job'}</h1>
      {loadState === 'loading' && <StateMessage kind="loading">Loading job details...</StateMessage>}
      {loadState === 'error' && <StateMessage kind="error">Failed to fetch job details.</StateMessage>}
      {loadState === 'ready' && (
        <form onSubmit={onSubmit} noValidate className="admin-form">
          <InputField label="Title" required error={errors.title?.message} {...register('title')} />
          <InputField label="Location" required error={errors.location?.message} {...register('location')} />
          <div className="field">
            <label htmlFor={typeId}>Employment Type</label>
            <select id={typeId} {...register('employmentType')}>
              {EMPLOYMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <InputField
            label="Address"
            optional
            placeholder="senior-cloud-engineer-pune"
            hint="The page is /careers/<address>. Empty: made from the title. Changing it keeps the old address working (301)."
            error={errors.slug?.message}
            {...register('slug')}
          />
          <InputField label="Department" optional error={errors.department?.message} {...register('department')} />
          <div className="field">
            <label htmlFor={workplaceId}>Workplace Type</label>
            <select id={workplaceId} {...register('workplaceType', { setValueAs: (v: string) => v || undefined })}>
              <option value="">From the location</option>
              {WORKPLACE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <InputField
            label="Minimum salary (INR a year)"
            type="number"
            min={0}
            step={1}
            optional
            error={errors.salaryMin?.message}
            {...register('salaryMin')}
          />
          <InputField
            label="Maximum salary (INR a year)"
            type="number"
            min={0}
            step={1}
            optional
            error={errors.salaryMax?.message}
            {...register('salaryMax')}
          />
          <InputField
            label="Closing date"
            type="date"
            optional
            error={errors.closingDate?.message}
            {...register('closingDate')}
          />
          <TextAreaField label="Description" rows={6} required error={errors.description?.message} {...register('description')} />
          <TextAreaField
            label="Requirements"
            rows={4}
            required
            error={errors.requirements?.message}
            {...register('requirements')}
          />
          <InputField
            label="External URL"
            type="url"
            optional
            placeholder="https://www.linkedin.com/jobs/view/..."
            hint="When set, the careers page links to this posting."
            error={errors.externalUrl?.message}
            {...register('externalUrl')}
          />
          <FormMessage kind="error">{submitError}</FormMessage>
          <div className="admin-form-actions">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : editing ? 'Save Changes' : 'Create Job'}
            </button>
            <Link to="/admin/jobs" className="btn btn-secondary">
              Cancel
            </Link>
          </div>
        </form>
      )}
      {id && loadState === 'ready' && (
        <RevisionHistory<Job>
          kind="job"
          id={id}
          onRestored={(job) => {
            reset(jobToFormValues(job));
            void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
          }}
        />
      )}
    </section>
  );
}
