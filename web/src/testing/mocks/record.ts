/**
 * Canned answers by "METHOD /path" that record each call, on top of the default fakes: what the
 * older web tests were written against. A path no canned answer covers falls through to the default
 * handlers; a 2xx JSON answer to a contract route must match the contract's response schema.
 */
import { http } from 'msw';
import type { z } from 'zod';
import { routes } from '../../../../lambdas/contract/routes';
import { routeOf } from './contract';
import { reportProblem } from './problems';
import { server } from './server';

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  body: unknown;
}

export type CannedAnswer = (call: RecordedCall) => Response | Promise<Response>;

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function checkAgainstContract(method: string, url: string, response: Response) {
  const id = routeOf(method, url);
  const schema = id ? (routes[id] as { response?: z.ZodType }).response : undefined;
  if (!schema || !response.ok || response.status === 204) return;
  const parsed = schema.safeParse(await response.clone().json());
  if (!parsed.success)
    reportProblem(`${method} ${new URL(url).pathname}: the canned answer does not match the contract (${parsed.error.message})`);
}

/** Installs canned answers (keys "METHOD /api/path") for this test; returns the calls they received, in order. */
export function answerApi(answers: Record<string, CannedAnswer>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  server.use(
    http.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname;
      const answer = answers[`${request.method} ${path}`];
      if (!answer) return undefined;
      const call = { method: request.method, path, query: Object.fromEntries(url.searchParams), body: await bodyOf(request) };
      calls.push(call);
      const response = await answer(call);
      await checkAgainstContract(request.method, request.url, response);
      return response;
    }),
  );
  return calls;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
