import { api } from '../../lib/api';
import type { ResumeMimeType } from '../../../../lambdas/contract/schemas';

/** Headers a page may not set on XMLHttpRequest; the browser sends them itself. */
const BROWSER_CONTROLLED = new Set(['content-length', 'host', 'connection']);

export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * PUTs a file to a presigned URL with exactly the headers the server signed, reporting progress
 * (0 to 1). XMLHttpRequest rather than fetch: fetch has no upload progress events.
 */
export function putFile(
  url: string,
  file: Blob,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) {
      if (!BROWSER_CONTROLLED.has(name.toLowerCase())) xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new UploadError(`Upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new UploadError('Upload failed (network error)'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
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
