import { api } from '../../lib/api';
import { sendWithProgress } from '../../lib/sendWithProgress';
import type { ResumeMimeType } from '../../../../lambdas/contract/schemas';

/** Headers a page may not set on XMLHttpRequest; the browser sends them itself. */
const BROWSER_CONTROLLED = new Set(['content-length', 'host', 'connection']);

export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

/** PUTs a file to a presigned URL with exactly the headers the server signed, reporting progress (0 to 1). */
export function putFile(
  url: string,
  file: Blob,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return sendWithProgress({
    method: 'PUT',
    url,
    body: file,
    headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !BROWSER_CONTROLLED.has(name.toLowerCase()))),
    onProgress,
    signal,
    refused: (status) => new UploadError(`Upload failed (${status})`),
    networkError: () => new UploadError('Upload failed (network error)'),
  });
}

/** Asks the API for an upload URL, uploads the file there and answers the upload key. */
export async function uploadResume(
  file: File,
  fileType: ResumeMimeType,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const target = await api('createUploadUrl', { body: { fileName: file.name, fileType, fileSize: file.size }, signal });
  await putFile(target.uploadUrl, file, target.headers, onProgress, signal);
  return target.key;
}
