import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  EMPLOYMENT_TYPES,
  WORKPLACE_TYPES,
  jobFieldsSchema,
  type Job,
  type JobFields,
  type JobFieldsInput,
} from '../../../../../lambdas/contract/schemas';
import { api } from '../../../lib/api';
import { InputField, TextAreaField } from '../../../components/form/Field';
import { AdminFormPage } from '../AdminFormPage';
import { useRecordForm } from '../useRecordForm';
import { JOBS_KEY } from './api/list-jobs';
import { RevisionHistory } from '../revisions/RevisionHistory';
import { useQueryClient } from '@tanstack/react-query';

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

const SALARY_FIELDS = [
  { name: 'salaryMin', label: 'Minimum salary (INR a year)' },
  { name: 'salaryMax', label: 'Maximum salary (INR a year)' },
] as const;

const PAGE_TEXTS = {
  titleId: 'job-form-title',
  listName: 'Jobs',
  loadingText: 'Loading job details...',
  loadErrorText: 'Failed to fetch job details.',
};

export function JobFormPage() {
  const typeId = useId();
  const workplaceId = useId();
  const { id, editing, form, field, frame } = useRecordForm<JobFieldsInput, JobFields, Job>({
    what: 'Job',
    listPath: '/admin/jobs',
    listKey: JOBS_KEY,
    documentTitle: { create: 'New job | Admin', edit: 'Edit job | Admin' },
    resolver: zodResolver(jobFieldsSchema),
    empty: EMPTY,
    fieldNames: FIELD_NAMES,
    load: (recordId, signal) => api('getJob', { params: { id: recordId }, signal }),
    toFormValues: jobToFormValues,
    save: (fields, recordId) =>
      recordId ? api('updateJob', { params: { id: recordId }, body: fields }) : api('createJob', { body: fields }),
    saveFailedMessage: (isEdit) => (isEdit ? 'Failed to update job.' : 'Failed to create job.'),
  });
  const queryClient = useQueryClient();

  return (
    <AdminFormPage
      {...frame}
      after={
        id !== undefined && (
          <RevisionHistory<Job>
            kind="job"
            id={id}
            onRestored={(record) => {
              form.reset(jobToFormValues(record));
              void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
            }}
          />
        )
      }
      {...PAGE_TEXTS}
      title={editing ? 'Edit Job' : 'Create New Job'}
      submitLabel={editing ? 'Save Changes' : 'Create Job'}
      actions={
        <Link to="/admin/jobs" className="btn btn-secondary">
          Cancel
        </Link>
      }
    >
      <InputField label="Title" required {...field('title')} />
      <InputField label="Location" required {...field('location')} />
      <div className="field">
        <label htmlFor={typeId}>Employment Type</label>
        <select id={typeId} {...form.register('employmentType')}>
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
        {...field('slug')}
      />
      <InputField label="Department" optional {...field('department')} />
      <div className="field">
        <label htmlFor={workplaceId}>Workplace Type</label>
        <select id={workplaceId} {...form.register('workplaceType', { setValueAs: (v: string) => v || undefined })}>
          <option value="">From the location</option>
          {WORKPLACE_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      {SALARY_FIELDS.map(({ name, label }) => (
        <InputField key={name} label={label} type="number" min={0} step={1} optional {...field(name)} />
      ))}
      <InputField label="Closing date" type="date" optional {...field('closingDate')} />
      <TextAreaField label="Description" rows={6} required {...field('description')} />
      <TextAreaField label="Requirements" rows={4} required {...field('requirements')} />
      <InputField
        label="External URL"
        type="url"
        optional
        placeholder="https://www.linkedin.com/jobs/view/..."
        hint="When set, the careers page links to this posting."
        {...field('externalUrl')}
      />
    </AdminFormPage>
  );
}
