import { expect, type APIRequestContext } from '@playwright/test';
import { e2eStack } from './stack';

/** Waits until the published site answers `path` with `status` (the publisher runs after each staff change). */
export async function waitForStatus(request: APIRequestContext, path: string, status: number, timeout = 15_000): Promise<void> {
  await expect
    .poll(async () => (await request.fetch(`${e2eStack().baseURL}${path}`, { maxRedirects: 0 })).status(), {
      timeout,
      intervals: [100, 200, 250],
    })
    .toBe(status);
}

/** The raw HTML of a page, as a crawler without JavaScript gets it. */
export async function rawHtml(
  request: APIRequestContext,
  path: string,
): Promise<{ status: number; html: string; headers: Record<string, string> }> {
  const response = await request.fetch(`${e2eStack().baseURL}${path}`, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

/** Every JSON-LD object in a page's HTML. */
export const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
