import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch, type Resolver } from 'react-hook-form';
import Markdown from 'react-markdown';
import { Link } from 'react-router-dom';
import remarkGfm from 'remark-gfm';
import { postRequestSchema, type Post, type PostFields, type PostFieldsInput } from '../../../../../lambdas/contract/schemas';
import { api } from '../../../lib/api';
import { InputField, TextAreaField } from '../../../components/form/Field';
import { AdminFormPage } from '../AdminFormPage';
import { useRecordForm } from '../useRecordForm';
import { POSTS_KEY } from './api/list-posts';
import { RevisionHistory } from '../revisions/RevisionHistory';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '../../../../../lambdas/contract/limits';
import { splitTags, uniqueTags } from '../../../../../lambdas/contract/tags';
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
  tags: '',
};
const FIELD_NAMES = ['title', 'author', 'imageUrl', 'content', 'externalUrl', 'slug', 'status', 'publishAt', 'tags'] as const;

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
    tags: (fields.tags ?? []).join(', '),
  };
}

const STATUS_CHOICES = [
  { value: 'draft', label: 'Draft', hint: 'Only staff can see it.' },
  { value: 'published', label: 'Publish now', hint: 'Visible on the blog as soon as it is saved.' },
  { value: 'scheduled', label: 'Schedule', hint: 'Goes public by itself at the chosen time.' },
] as const;

const PAGE_TEXTS = {
  titleId: 'blog-form-title',
  listName: 'Blogs',
  loadingText: 'Loading post...',
  loadErrorText: 'Failed to load blog post. Please try again.',
};

export function BlogFormPage() {
  const { id, editing, form, field, frame, navigate } = useRecordForm({
    what: 'Blog',
    listPath: '/admin/blogs',
    listKey: POSTS_KEY,
    documentTitle: { create: 'New post | Admin', edit: 'Edit post | Admin' },
    resolver,
    empty: EMPTY,
    fieldNames: FIELD_NAMES,
    load: (recordId, signal) => api('getBlog', { params: { id: recordId }, signal }),
    toFormValues: postToFormValues,
    save: (fields, recordId) =>
      recordId ? api('updateBlog', { params: { id: recordId }, body: fields }) : api('createBlog', { body: fields }),
    saveFailedMessage: () => 'Failed to save the blog post. Please check your input and try again.',
  });
  const queryClient = useQueryClient();
  const { errors } = form.formState;
  const content = useWatch({ control: form.control, name: 'content' });
  const status = useWatch({ control: form.control, name: 'status' });
  const tagsText = useWatch({ control: form.control, name: 'tags' });

  return (
    <AdminFormPage
      {...frame}
      after={
        id !== undefined && (
          <RevisionHistory<Post>
            kind="post"
            id={id}
            onRestored={(record) => {
              form.reset(postToFormValues(record));
              void queryClient.invalidateQueries({ queryKey: POSTS_KEY });
            }}
          />
        )
      }
      {...PAGE_TEXTS}
      title={editing ? 'Edit Blog Post' : 'Create New Post'}
      submitLabel={editing ? 'Update Post' : 'Create Post'}
      actions={
        <>
          {id !== undefined && (
            <Link to={`/admin/blogs/${encodeURIComponent(id)}/preview`} className="btn btn-secondary">
              Preview
            </Link>
          )}
          <button type="button" className="btn btn-secondary" onClick={() => navigate('/admin/blogs')}>
            Cancel
          </button>
        </>
      }
    >
      <InputField label="Title" required {...field('title')} />
      <InputField
        label="Address"
        optional
        placeholder="serverless-cost-guide"
        hint="The post is /blog/<address>. Empty: made from the title. Changing it keeps the old address working (301)."
        {...field('slug')}
      />
      <InputField label="Author" required {...field('author')} />
      <InputField
        label="Tags"
        optional
        placeholder="AWS, Serverless, Cost"
        hint={<TagsHint value={tagsText} />}
        {...field('tags')}
      />
      <InputField label="Image URL" type="url" optional placeholder="https://example.com/image.jpg" {...field('imageUrl')} />
      <InputField
        label="External article URL"
        type="url"
        optional
        placeholder="https://example.com/article"
        hint="When set, the blog list links to this article instead of a page on this site."
        {...field('externalUrl')}
      />
      <div className="blog-editor">
        <PostImageDropZone
          onInsert={(markdown, at) =>
            form.setValue('content', insertBlock(form.getValues('content') ?? '', at, markdown), { shouldDirty: true })
          }
        >
          <TextAreaField
            label="Content"
            rows={15}
            required
            hint="Markdown supported: headings, lists, links, tables, task lists and footnotes. Images: drag, paste or choose below."
            {...field('content')}
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
            <input type="radio" value={choice.value} {...form.register('status')} /> {choice.label}
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
        <InputField label="Publish at" type="datetime-local" step={1} required hint="Your local time." {...field('publishAt')} />
      )}
    </AdminFormPage>
  );
}

/** The field's hint, and the tags the text will be saved as (each has its page /blog/tag/<tag>). */
function TagsHint({ value }: { value: unknown }) {
  const labels = typeof value === 'string' ? uniqueTags((splitTags(value) as string[]).map(String)) : [];
  return (
    <>
      Up to {LIMITS.postTags}, separated by commas; each tag gets its own page on the blog.
      <span aria-live="polite">{labels.length > 0 ? ` Saved as: ${labels.join(' · ')}.` : ''}</span>
    </>
  );
}
