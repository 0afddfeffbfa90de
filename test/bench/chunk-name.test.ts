import { describe, expect, it } from 'vitest';
import { chunkName } from '../../bench/support/chunk-name';

describe('chunkName', () => {
  it('drops the directory and the content hash, whatever the hash spells', () => {
    expect(chunkName('http://127.0.0.1:3000/assets/ForgotPasswordPage-CgzOdwB8.js')).toBe('ForgotPasswordPage');
    expect(chunkName('/assets/lib-react-a_B-9xYz.js')).toBe('lib-react');
    expect(chunkName('/assets/amplify-12345678.js')).toBe('amplify');
  });
});
