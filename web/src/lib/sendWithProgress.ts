/**
 * Sends a body to a presigned URL, reporting upload progress (0 to 1). XMLHttpRequest rather than
 * fetch: fetch has no upload progress events. An abort rejects with an AbortError.
 */
export interface SendWithProgress {
  readonly method: 'PUT' | 'POST';
  readonly url: string;
  readonly body: XMLHttpRequestBodyInit;
  readonly headers?: Record<string, string>;
  readonly onProgress: (fraction: number) => void;
  readonly signal?: AbortSignal;
  /** The error for an answer outside 2xx. */
  readonly refused: (status: number) => Error;
  /** The error for a request that never got an answer. */
  readonly networkError: () => Error;
}

export function sendWithProgress(request: SendWithProgress): Promise<void> {
  const { signal, onProgress } = request;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else reject(request.refused(xhr.status));
    };
    xhr.onerror = () => reject(request.networkError());
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}
