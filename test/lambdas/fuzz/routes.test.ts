import '../support/env';
import fc from 'fast-check';
import { ROUTES, caseFor, runCase } from './routes.fuzz';

/** A fixed seed: the same few hundred cases on every run (bench/fuzz.ts runs thousands). */
const SEED = 20261123;
const RUNS_PER_ROUTE = 25;

describe('fuzzing every route of the contract', () => {
  it.each(ROUTES)('%s: never a 5xx, errors in the contract shape, nothing written when refused', async (id) => {
    await fc.assert(
      fc.asyncProperty(caseFor(id), async (c) => {
        const { problem } = await runCase(c);
        expect(problem).toBeUndefined();
      }),
      { seed: SEED, numRuns: RUNS_PER_ROUTE },
    );
  });
});
