import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  body: unknown;
}

/** A fetch stand-in for the typed API client: routes "METHOD /path" to canned answers and records calls. */
export function installFakeApi(routes: Record<string, (call: Call) => { status: number; body?: unknown }>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = { method: init?.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    const answer = handler ? handler(call) : { status: 404, body: { message: 'Not found' } };
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

export const page = <T>(items: T[]) => ({ status: 200, body: { items, nextCursor: null } });

export const job = (over: Partial<Record<string, unknown>> = {}) => ({
  jobId: 'j1',
  title: 'ReactJS Developer',
  location: 'Pune (On-site)',
  employmentType: 'Full-time',
  description: 'Build things.',
  requirements: 'React.',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
