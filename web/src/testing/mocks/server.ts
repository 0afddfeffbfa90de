/**
 * The fake API for web tests (msw in Node): default handlers per resource over an in-memory db.
 * Call `useMockApi()` at the top of a test file. A request no handler answers fails the test.
 */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { resetDb } from './db';
import { reportProblem, takeProblems } from './problems';

export const server = setupServer(...handlers);

export function useMockApi() {
  beforeAll(() =>
    server.listen({
      onUnhandledRequest(request, print) {
        reportProblem(`no fake answers ${request.method} ${request.url} (add a handler)`);
        print.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    resetDb();
    const found = takeProblems();
    if (found.length) throw new Error(found.join('\n'));
  });
  afterAll(() => server.close());
  return server;
}
