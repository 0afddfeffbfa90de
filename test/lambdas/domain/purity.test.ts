import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const DOMAIN = join(__dirname, '..', '..', '..', 'lambdas', 'domain');
const files = readdirSync(DOMAIN).filter((f) => f.endsWith('.ts'));

describe('lambdas/domain stays pure', () => {
  it.each(files)('%s imports neither the AWS SDK, middy, nor the HTTP layer', (file) => {
    const imports = [...readFileSync(join(DOMAIN, file), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
    expect(imports.filter((i) => /^@aws-sdk\/|^@middy\/|\/http\/|\/adapters\//.test(i))).toEqual([]);
  });
});
