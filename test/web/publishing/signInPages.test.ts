import { beforeAll, describe, expect, it } from 'vitest';
import { prepare, renderPageHtml, SIGN_IN_PAGE_MODULES } from '../../../web/src/entry-server';

const kit = { template: '<html><head><!--head--></head><body><div id="root"><!--app--></div></body></html>', manifest: {} };

describe('the prerendered sign-in pages', () => {
  beforeAll(async () => {
    await prepare();
  });

  it('are /login, /register and /forgot-password', () => {
    expect(Object.keys(SIGN_IN_PAGE_MODULES)).toEqual(['/login', '/register', '/forgot-password']);
  });

  for (const [path, heading, fields] of [
    ['/login', 'Login', 2],
    ['/register', 'Register', 2],
    ['/forgot-password', 'Reset Password', 1],
  ] as const) {
    it(`${path}: head tags of an indexable page, the card with placeholders and no input in it`, () => {
      const html = renderPageHtml(kit, path);
      expect(html).toContain(`data-prerendered="${path}"`);
      expect(html).toMatch(/<title>[^<]+ \| Nimbus Crest<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,160}" \/>/);
      expect(html).toContain(`<link rel="canonical" href="https://www.nimbuscrest.example${path}" />`);
      expect(html).not.toContain('name="robots"');
      const card = /<section class="account-page"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
      expect(card).toContain(`>${heading}</h1>`);
      expect(card.match(/class="input-placeholder"/g)).toHaveLength(fields);
      expect(card).not.toContain('<input');
      expect(card).toMatch(/<button type="submit"[^>]*disabled=""/);
    });
  }
});
