import { answerApi, json, type RecordedCall } from '../../../web/src/testing/mocks/record';

export type Call = RecordedCall;

/**
 * Canned answers by "METHOD /path" on the msw fake API (web/src/testing/mocks), recording the calls
 * they receive; other requests fall through to the default fakes. Needs `useMockApi()` in the file.
 */
export function installFakeApi(routes: Record<string, (call: Call) => { status: number; body?: unknown }>) {
  const calls = answerApi(
    Object.fromEntries(
      Object.entries(routes).map(([key, answer]) => [
        key,
        (call: Call) => {
          const { status, body } = answer(call);
          return status === 204 ? new Response(null, { status }) : json(body ?? {}, status);
        },
      ]),
    ),
  );
  return { calls };
}

export const page = <T>(items: T[]) => ({ status: 200, body: { items, nextCursor: null } });

export const job = (over: Partial<Record<string, unknown>> = {}) => ({
  jobId: 'j1',
  slug: 'reactjs-developer',
  workplaceType: 'On-site',
  title: 'ReactJS Developer',
  location: 'Pune (On-site)',
  employmentType: 'Full-time',
  description: 'Build things.',
  requirements: 'React.',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
