import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import Markdown from 'react-markdown';
import { Link, useNavigate, useParams } from 'react-router-dom';
import remarkGfm from 'remark-gfm';
import { postRequestSchema, type Post, type PostFields, type PostFieldsInput } from '../../../../../lambdas/contract/schemas';
import { api } from '../../../lib/api';
import { FormMessage, InputField, TextAreaField } from '../../../components/form/Field';
import { applyServerFieldErrors } from '../serverErrors';
import { StateMessage } from '../StateMessage';
import { useRecordForEdit } from '../useRecordForEdit';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useQueryClient } from '@tanstack/react-query';
import { POSTS_KEY } from './api/list-posts';
import { PostImageDropZone } from './PostImages';
import { insertBlock } from './uploadImage';

const EMPTY: PostFieldsInput = {
  title: '',
  author: '',
  imageUrl: '',
  content: '',
  externalUrl: '',
  slug: '',
  // As before drafts existed: a new post is published on save unless staff choose otherwise.
  status: 'published',
  publishAt: '',
};
const FIELD_NAMES = ['title', 'author', 'imageUrl', 'content', 'externalUrl', 'slug', 'status', 'publishAt'] as const;

/** ISO time → the `datetime-local` input's value (local time, minutes). */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The `datetime-local` input's value (local time) → ISO time; empty stays empty. */
export function fromLocalInput(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return value;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

/** The contract's schema, with the date-time input's local time turned into an ISO time first. */
const resolver: Resolver<PostFieldsInput, unknown, PostFields> = (values, context, options) =>
  zodResolver(postRequestSchema)(
    { ...values, publishAt: typeof values.publishAt === 'string' ? fromLocalInput(values.publishAt) : values.publishAt },
    context,
    options,
  );

export function postToFormValues(post: Post): PostFieldsInput {
  const { blogId: _id, createdAt: _created, updatedAt: _updated, excerpt: _e, readingMinutes: _r, ...fields } = post;
  return {
    ...fields,
    imageUrl: fields.imageUrl ?? '',
    externalUrl: fields.externalUrl ?? '',
    status: fields.status ?? 'published',
    publishAt: toLocalInput(fields.publishAt),
  };
}

const STATUS_CHOICES = [
  { value: 'draft', label: 'Draft', hint: 'Only staff can see it.' },
  { value: 'published', label: 'Publish now', hint: 'Visible on the blog as soon as it is saved.' },
  { value: 'scheduled', label: 'Schedule', hint: 'Goes public by itself at the chosen time.' },
] as const;

export function BlogFormPage() {
  const { id } = useParams();
  const queryClient = useQueryClient();
  useDocumentTitle(id ? 'Edit post | Admin' : 'New post | Admin');
  const editing = id !== undefined;
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<PostFieldsInput, unknown, PostFields>({ resolver, defaultValues: EMPTY });
  const content = useWatch({ control, name: 'content' });
  const status = useWatch({ control, name: 'status' });

  const loadState = useRecordForEdit(
    id,
    (recordId, signal) => api('getBlog', { params: { id: recordId }, signal }),
    (record) => reset(postToFormValues(record)),
    'Blog',
  );

  const onSubmit = handleSubmit(async (fields) => {
    setSubmitError('');
    try {
      if (id) await api('updateBlog', { params: { id }, body: fields });
      else await api('createBlog', { body: fields });
      // The list shows the change at once instead of a cached page.
      await queryClient.invalidateQueries({ queryKey: POSTS_KEY });
      void navigate('/admin/blogs');
    } catch (err) {
      console.error('Blog save failed', err);
      setSubmitError('Failed to save the blog post. Please check your input and try again.');
      applyServerFieldErrors(err, FIELD_NAMES, setError);
    }
  });

  return (
    <section aria-labelledby="blog-form-title" className="admin-form-page">
      <Link to="/admin/blogs" className="admin-back">
        ← Back to Blogs
      </Link>
      <h1 id="blog-form-title">{editing ? 'Edit Blog Post' : 'Create New Post'}</h1>
      {loadState === 'loading' && <StateMessage kind="loading">Loading post...</StateMessage>}
      {loadState === 'error' && <StateMessage kind="error">Failed to load blog post. Please try again.</StateMessage>}
      {loadState === 'ready' && (
        <form onSubmit={onSubmit} noValidate className="admin-form">
          <InputField label="Title" required error={errors.title?.message} {...register('title')} />
          <InputField
            label="Address"
            optional
            placeholder="serverless-cost-guide"
            hint="The post is /blog/<address>. Empty: made from the title. Changing it keeps the old address working (301)."
            error={errors.slug?.message}
            {...register('slug')}
          />
          <InputField label="Author" required error={errors.author?.message} {...register('author')} />
          <InputField
            label="Image URL"
            type="url"
            optional
            placeholder="https://example.com/image.jpg"
            error={errors.imageUrl?.message}
            {...register('imageUrl')}
          />
          <InputField
            label="External article URL"
            type="url"
            optional
            placeholder="https://example.com/article"
            hint="When set, the blog list links to this article instead of a page on this site."
            error={errors.externalUrl?.message}
            {...register('externalUrl')}
          />
          <div className="blog-editor">
            <PostImageDropZone
              onInsert={(markdown, at) =>
                setValue('content', insertBlock(getValues('content') ?? '', at, markdown), { shouldDirty: true })
              }
            >
              <TextAreaField
                label="Content"
                rows={15}
                required
                hint="Markdown supported: headings, lists, links, tables, task lists and footnotes. Images: drag, paste or choose below."
                error={errors.content?.message}
                {...register('content')}
              />
            </PostImageDropZone>
            <div className="blog-preview" aria-labelledby="blog-preview-title">
              <h2 id="blog-preview-title">Preview</h2>
              <div className="markdown-body">
                {content?.trim() ? (
                  <Markdown remarkPlugins={[remarkGfm]}>{content}</Markdown>
                ) : (
                  <p className="field-hint">Nothing to preview yet.</p>
                )}
              </div>
            </div>
          </div>
          <fieldset className="admin-fieldset" aria-describedby="post-status-hint">
            <legend>Status</legend>
            <p id="post-status-hint" className="field-hint">
              Drafts and scheduled posts stay off the site until they are published.
            </p>
            {STATUS_CHOICES.map((choice) => (
              <label key={choice.value} className="admin-radio">
                <input type="radio" value={choice.value} {...register('status')} /> {choice.label}
                <span className="field-hint"> — {choice.hint}</span>
              </label>
            ))}
            {errors.status?.message && (
              <p className="field-error" role="alert">
                {errors.status.message}
              </p>
            )}
          </fieldset>
          {status === 'scheduled' && (
            <InputField
              label="Publish at"
              type="datetime-local"
              step={1}
              required
              hint="Your local time."
              error={errors.publishAt?.message}
              {...register('publishAt')}
            />
          )}
          <FormMessage kind="error">{submitError}</FormMessage>
          <div className="admin-form-actions">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : editing ? 'Update Post' : 'Create Post'}
            </button>
            {editing && (
              <Link to={`/admin/blogs/${encodeURIComponent(id)}/preview`} className="btn btn-secondary">
                Preview
              </Link>
            )}
            <button type="button" className="btn btn-secondary" onClick={() => navigate('/admin/blogs')}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
