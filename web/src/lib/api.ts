/**
 * Typed client of the product API, driven by the contract's endpoint table (no zod in the public
 * bundle). Errors become ApiError with the server's `{message, fields}`; the auth feature installs
 * a token provider so staff calls carry a fresh ID token from Amplify (the SPA keeps no copy).
 */
import { buildPath, endpoints, type RouteId } from '../../../lambdas/contract/endpoints';
import type { RequestBody, RequestQuery, ResponseBody } from '../../../lambdas/contract/routes';

export const API_BASE = '/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isNotFound() {
    return this.status === 404;
  }
}

type TokenProvider = () => Promise<string | undefined>;
let tokenProvider: TokenProvider | undefined;

/** Installed by the auth feature; public pages never load it. */
export function setTokenProvider(provider: TokenProvider | undefined) {
  tokenProvider = provider;
}

export interface CallOptions<Id extends RouteId> {
  params?: Record<string, string>;
  query?: RequestQuery<Id>;
  body?: RequestBody<Id>;
  signal?: AbortSignal;
}

export async function api<Id extends RouteId>(id: Id, options: CallOptions<Id> = {}): Promise<ResponseBody<Id>> {
  const endpoint = endpoints[id];
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(options.query ?? {})) {
    if (v !== undefined && v !== null && v !== '') qs.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  const url = `${API_BASE}${buildPath(id, options.params)}${qs.size ? `?${qs}` : ''}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = tokenProvider ? await tokenProvider() : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(url, {
      method: endpoint.method,
      headers,
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error');
  }
  if (res.status === 204) return undefined as ResponseBody<Id>;
  const data = (await res.json().catch(() => undefined)) as { message?: string; fields?: Record<string, string[]> } | undefined;
  if (!res.ok) throw new ApiError(res.status, data?.message ?? `Request failed (${res.status})`, data?.fields);
  return data as ResponseBody<Id>;
}

/**
 * Calls a route and checks the answer against the contract's response schema (for screens that
 * already load zod, such as the admin area): a server that drifted from the contract fails loudly.
 */
export async function apiParsed<Id extends RouteId>(
  route: { response?: { parse(value: unknown): unknown } },
  id: Id,
  options: CallOptions<Id> = {},
): Promise<ResponseBody<Id>> {
  const data = await api(id, options);
  return (route.response ? route.response.parse(data) : data) as ResponseBody<Id>;
}

/** A non-JSON answer (a CSV export) as a Blob, with the same token and error handling as `api`. */
export async function apiBlob<Id extends RouteId>(id: Id, options: Omit<CallOptions<Id>, 'body'> = {}): Promise<Blob> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(options.query ?? {})) {
    if (v !== undefined && v !== null && v !== '')
      qs.set(k, typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? v.toString() : JSON.stringify(v));
  }
  const headers: Record<string, string> = {};
  const token = tokenProvider ? await tokenProvider() : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${buildPath(id, options.params)}${qs.size ? `?${qs}` : ''}`, {
      method: endpoints[id].method,
      headers,
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error');
  }
  if (!res.ok) {
    const data = (await res.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new ApiError(res.status, data?.message ?? `Request failed (${res.status})`);
  }
  return res.blob();
}
