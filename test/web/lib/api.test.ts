// @vitest-environment jsdom
/**
 * The web app's API client against the msw fake API: staff tokens, query strings, every page of a list, CSV
 * exports, and the ApiError the screens show (the server's message and fields, a status-only message when the
 * answer is not JSON, a network error), while an abort stays an abort.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { api, apiBlob, ApiError, setTokenProvider } from '../../../web/src/lib/api';
import { useMockApi } from '../../../web/src/testing/mocks/server';
import { answerApi, json } from '../../../web/src/testing/mocks/record';

const server = useMockApi();

/** Records the URL and Authorization header of each request to a path, answering with `answer`. */
function watch(method: 'get' | 'post', path: string, answer: (url: URL) => Response) {
  const seen: { url: URL; authorization: string | null; contentType: string | null }[] = [];
  server.use(
    http[method](`*/api${path}`, ({ request }) => {
      const url = new URL(request.url);
      seen.push({ url, authorization: request.headers.get('authorization'), contentType: request.headers.get('content-type') });
      return answer(url);
    }),
  );
  return seen;
}

/** jsdom's Blob has no text(): read it as the page would, with a FileReader. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(new Error(`could not read the blob: ${String(reader.error)}`));
    reader.readAsText(blob);
  });

afterEach(() => setTokenProvider(undefined));

describe('api', () => {
  it('sends the staff token when the auth feature provides one, and none on public pages', async () => {
    const seen = watch('get', '/jobs', () => HttpResponse.json({ items: [], nextCursor: null }));
    await api('listJobs');
    setTokenProvider(async () => 'id-token-1');
    await api('listJobs');
    setTokenProvider(async () => undefined);
    await api('listJobs');
    expect(seen.map((s) => s.authorization)).toEqual([null, 'Bearer id-token-1', null]);
  });

  it('puts only the query values that are set in the URL, and JSON only when there is a body', async () => {
    const seen = watch('get', '/jobs', () => HttpResponse.json({ items: [], nextCursor: null }));
    await api('listJobs', { query: { limit: 5, cursor: '' } });
    expect(seen[0]!.url.search).toBe('?limit=5');
    expect(seen[0]!.contentType).toBeNull();
  });

  it("answers the server's message and fields as an ApiError", async () => {
    answerApi({
      'POST /api/contact': () => json({ message: 'Invalid request.', requestId: 'r1', fields: { email: ['Bad.'] } }, 400),
    });
    const error = await api('createContactMessage', { body: { name: 'A', email: 'x', message: 'Hi' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid request.', fields: { email: ['Bad.'] }, isNotFound: false });
  });

  it('names the status when the error answer is not JSON (a proxy page), and knows a 404', async () => {
    watch('get', '/jobs/:id', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    await expect(api('getJob', { params: { id: 'j1' } })).rejects.toMatchObject({ status: 502, message: 'Request failed (502)' });
    watch('get', '/jobs/:id', () => HttpResponse.json({ message: 'Job not found' }, { status: 404 }));
    const missing = (await api('getJob', { params: { id: 'j1' } }).catch((e: unknown) => e)) as ApiError;
    expect(missing.isNotFound).toBe(true);
  });

  it('turns a dropped connection into a network error, but lets an abort through as an abort', async () => {
    watch('get', '/jobs', () => HttpResponse.error());
    await expect(api('listJobs')).rejects.toMatchObject({ status: 0, message: 'Network error' });
    const controller = new AbortController();
    controller.abort();
    await expect(api('listJobs', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('apiBlob', () => {
  it('downloads a CSV export with the staff token and the filters as plain values', async () => {
    setTokenProvider(async () => 'staff-token');
    const seen = watch(
      'get',
      '/applications/export',
      () => new HttpResponse('name,email\nAsha,asha@example.com\n', { headers: { 'Content-Type': 'text/csv' } }),
    );
    const blob = await apiBlob('exportApplications', { query: { stage: 'new', minRating: 3 } as never });
    expect(await textOf(blob)).toBe('name,email\nAsha,asha@example.com\n');
    expect(blob.type).toBe('text/csv');
    expect(seen[0]!.authorization).toBe('Bearer staff-token');
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ stage: 'new', minRating: '3' });
  });

  it("answers a refusal with the server's message, a bare status otherwise, and a network error", async () => {
    watch('get', '/applications/export', () => HttpResponse.json({ message: 'Staff only.' }, { status: 403 }));
    await expect(apiBlob('exportApplications')).rejects.toMatchObject({ status: 403, message: 'Staff only.' });
    watch('get', '/applications/export', () => new HttpResponse(null, { status: 500 }));
    await expect(apiBlob('exportApplications')).rejects.toMatchObject({ status: 500, message: 'Request failed (500)' });
    watch('get', '/applications/export', () => HttpResponse.error());
    await expect(apiBlob('exportApplications')).rejects.toMatchObject({ status: 0, message: 'Network error' });
    const controller = new AbortController();
    controller.abort();
    await expect(apiBlob('exportApplications', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
