import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIMITS, routeEntries } from '../../lambdas/contract';

const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');

describe('README.md API section', () => {
  it.each(routeEntries.map(([id, r]) => [id, r] as const))('documents %s', (_id, route) => {
    const row = readme.split('\n').find((line) => line.startsWith(`| ${route.method} | ${route.path} |`));
    expect(row).toBeDefined();
    expect(row).toContain(route.access === 'public' ? '| anyone' : `| ${route.access} |`);
    expect(row).toContain(String(route.status));
  });

  it('states the limits the code enforces', () => {
    expect(readme).toContain(`${LIMITS.resumeBytes / 1024 / 1024} MB`);
    expect(readme).toContain(`${LIMITS.requestBodyBytes / 1024} KB`);
    expect(readme).toContain(`${LIMITS.uploadUrlSeconds} s`);
    expect(readme).toContain(`default ${LIMITS.pageDefault}`);
  });
});
