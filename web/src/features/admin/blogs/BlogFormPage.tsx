import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Markdown from 'react-markdown';
import { Link, useNavigate, useParams } from 'react-router-dom';
import remarkGfm from 'remark-gfm';
import { postFieldsSchema, type Post, type PostFields, type PostFieldsInput } from '../../../../../lambdas/contract/schemas';
import { api } from '../../../lib/api';
import { FormMessage, InputField, TextAreaField } from '../../../components/form/Field';
import { applyServerFieldErrors } from '../serverErrors';
import { StateMessage } from '../StateMessage';
import { useRecordForEdit } from '../useRecordForEdit';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useQueryClient } from '@tanstack/react-query';
import { POSTS_KEY } from './api/list-posts';

const EMPTY: PostFieldsInput = { title: '', author: '', imageUrl: '', content: '', externalUrl: '', slug: '' };
const FIELD_NAMES = ['title', 'author', 'imageUrl', 'content', 'externalUrl', 'slug'] as const;

export function postToFormValues(post: Post): PostFieldsInput {
  const { blogId: _id, createdAt: _created, updatedAt: _updated, ...fields } = post;
  return { ...fields, imageUrl: fields.imageUrl ?? '', externalUrl: fields.externalUrl ?? '' };
}

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
    formState: { errors, isSubmitting },
  } = useForm<PostFieldsInput, unknown, PostFields>({ resolver: zodResolver(postFieldsSchema), defaultValues: EMPTY });
  const content = useWatch({ control, name: 'content' });

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
            <TextAreaField
              label="Content"
              rows={15}
              required
              hint="Markdown supported: headings, lists, links, tables, task lists and footnotes."
              error={errors.content?.message}
              {...register('content')}
            />
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
          <FormMessage kind="error">{submitError}</FormMessage>
          <div className="admin-form-actions">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : editing ? 'Update Post' : 'Create Post'}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => navigate('/admin/blogs')}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
