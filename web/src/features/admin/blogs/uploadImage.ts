/**
 * Uploading an image for a post: the file is checked here first (type, size), POSTed to the media
 * bucket with the presigned form the API hands out (with progress), then the API makes its
 * variants and answers the address to put in the markdown.
 */
import { api } from '../../../lib/api';
import { sendWithProgress } from '../../../lib/sendWithProgress';
import {
  MEDIA_BYTES_MESSAGE,
  MEDIA_LIMITS,
  MEDIA_TYPES,
  MEDIA_TYPE_MESSAGE,
  type MediaType,
} from '../../../../../lambdas/contract/media';
import type { Media } from '../../../../../lambdas/contract/media-schemas';

export const IMAGE_ACCEPT = MEDIA_TYPES.join(',');

export class ImageUploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageUploadError';
  }
}

/** Why this file cannot be uploaded, or undefined. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(MEDIA_TYPES as readonly string[]).includes(file.type)) return MEDIA_TYPE_MESSAGE;
  if (file.size === 0) return 'The file is empty.';
  if (file.size > MEDIA_LIMITS.bytes) return MEDIA_BYTES_MESSAGE;
  return undefined;
}

/** Sends the presigned form: its fields first, then the file. XMLHttpRequest for upload progress. */
export function postForm(
  url: string,
  fields: Record<string, string>,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return sendWithProgress({
    method: 'POST',
    url,
    body: form,
    onProgress,
    signal,
    refused: (status) => new ImageUploadError(`The upload was refused (${status}). Please try again.`),
    networkError: () => new ImageUploadError('The upload failed: check your connection and try again.'),
  });
}

/** Uploads the image and has its variants made; answers what the post's markdown needs. */
export async function uploadImage(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Media> {
  const problem = imageFileProblem(file);
  if (problem) throw new ImageUploadError(problem);
  const target = await api('createMediaUpload', {
    body: { contentType: file.type as MediaType, size: file.size },
    signal,
  });
  await postForm(target.url, target.fields, file, onProgress, signal);
  return api('createMedia', { body: { key: target.key }, signal });
}

/** `![alt](src)` with the alt text kept on one line and its brackets escaped. */
export function imageMarkdown(alt: string, src: string): string {
  const text = alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\[\]])/g, '\\$1');
  return `![${text}](${src})`;
}

/** The content with `block` inserted at `at` as a paragraph of its own. */
export function insertBlock(content: string, at: number, block: string): string {
  const before = content.slice(0, at);
  const after = content.slice(at);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' ? '\n' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  return `${before}${lead}${block}${trail}${after}`;
}
