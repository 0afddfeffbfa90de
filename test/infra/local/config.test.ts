import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_STAFF_PASSWORD, LOCAL_PROCESS_ENV, readLocalConfig } from '../../../infra/local/config';

const errorOf = (env: Record<string, string>, argv: string[] = []) => {
  const result = readLocalConfig(env, argv);
  return result.ok ? undefined : result.error;
};

describe('readLocalConfig', () => {
  it('has sane defaults', () => {
    const result = readLocalConfig({}, []);
    expect(result).toEqual({
      ok: true,
      config: {
        port: 3000,
        dataDir: '.local',
        staffEmail: 'staff@nimbuscrest.local',
        staffPassword: DEFAULT_STAFF_PASSWORD,
        reset: false,
        resetOnly: false,
        dev: false,
      },
    });
  });

  it('reads PORT, DATA_DIR, STAFF_EMAIL, STAFF_PASSWORD and the flags', () => {
    const result = readLocalConfig(
      { PORT: '0', DATA_DIR: '/tmp/x', STAFF_EMAIL: 'boss@example.com', STAFF_PASSWORD: 'Secret#123' },
      ['--reset', '--dev'],
    );
    expect(result).toMatchObject({
      ok: true,
      config: { port: 0, dataDir: '/tmp/x', staffEmail: 'boss@example.com', staffPassword: 'Secret#123', reset: true, dev: true },
    });
  });

  it.each(['abc', '-1', '65536', '3000.5', '30 00'])('refuses PORT=%s with one clear line', (port) => {
    const error = errorOf({ PORT: port });
    expect(error).toMatch(/^PORT must be a whole number from 1 to 65535/);
    expect(error).not.toContain('\n');
  });

  it('accepts the edges of the port range', () => {
    expect(readLocalConfig({ PORT: '1' }, [])).toMatchObject({ ok: true, config: { port: 1 } });
    expect(readLocalConfig({ PORT: '65535' }, [])).toMatchObject({ ok: true, config: { port: 65535 } });
  });

  it('refuses an invalid STAFF_EMAIL', () => {
    expect(errorOf({ STAFF_EMAIL: 'not-an-email' })).toBe('STAFF_EMAIL must be an e-mail address, got "not-an-email".');
  });

  it('refuses a STAFF_PASSWORD that breaks the pool policy and says why', () => {
    expect(errorOf({ STAFF_PASSWORD: 'password' })).toBe(
      "STAFF_PASSWORD does not meet the user pool's policy: Password must have uppercase characters; Password must have numeric characters; Password must have symbol characters.",
    );
  });

  it('refuses unknown flags', () => {
    expect(errorOf({}, ['--fresh'])).toMatch(/^Unknown option --fresh/);
  });
});

describe('the environment the stack process starts with', () => {
  it('is set by npm start and npm run dev, as benches that start a stack process pass it', () => {
    const { scripts } = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const prefix = Object.entries(LOCAL_PROCESS_ENV)
      .map(([name, value]) => `${name}=${value} `)
      .join('');
    expect(scripts.start).toBe(`${prefix}tsx bin/local.ts`);
    expect(scripts.dev).toBe(`${prefix}tsx bin/local.ts --dev`);
  });
});
