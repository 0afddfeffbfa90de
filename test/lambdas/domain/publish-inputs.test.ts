import { GONE_INPUTS, changeOfOwners, recordedInputs, stampInputs, staleOwners } from '../../../lambdas/domain/publish-inputs';
import type { PublishManifest } from '../../../lambdas/contract/site-routes';

const html = 'text/html; charset=utf-8';
const manifest: PublishManifest = {
  'careers/a/index.html': { hash: 'h1', contentType: html, owner: 'job:a', inputs: 'A1' },
  'careers/a/data.json': { hash: 'h2', contentType: 'application/json', owner: 'job:a', inputs: 'A1' },
  'careers/b/index.html': { hash: 'h3', contentType: html, owner: 'job:b', inputs: 'B1' },
  'blog/p/index.html': { hash: 'h4', contentType: html, owner: 'post:p' },
  'careers/gone/index.html': { hash: 'h5', contentType: html, owner: 'job:gone', status: 410, inputs: GONE_INPUTS },
  'careers/old/index.html': { hash: 'h6', contentType: html, owner: 'job:old', inputs: 'O1' },
  'sitemap.xml': { hash: 'h7', contentType: 'application/xml' },
};

describe('publish inputs', () => {
  it("reads each owner's recorded inputs; an entry without any (an older manifest) records none", () => {
    expect(Object.fromEntries(recordedInputs(manifest))).toEqual({
      'job:a': 'A1',
      'job:b': 'B1',
      'post:p': undefined,
      'job:gone': GONE_INPUTS,
      'job:old': 'O1',
    });
  });

  it('finds the stale owners in render order: changed or never recorded items, then published owners now gone', () => {
    const current = [
      { owner: 'post:p', inputs: 'P1' },
      { owner: 'post:new', inputs: 'N1' },
      { owner: 'job:a', inputs: 'A1' },
      { owner: 'job:b', inputs: 'B2' },
    ];
    expect(staleOwners(manifest, current)).toEqual(['post:p', 'post:new', 'job:b', 'job:old']);
    expect(staleOwners({}, [])).toEqual([]);
  });

  it('turns a chunk of owners into the change a partial publish renders', () => {
    expect(changeOfOwners(['post:p', 'job:a', 'job:b'])).toEqual({ jobs: ['a', 'b'], posts: ['p'] });
  });

  it('stamps the decided entries by owner (gone when the item is no more) and keeps every other entry as it was', () => {
    const stamped = stampInputs(
      manifest,
      [{ owner: 'job:b', inputs: 'B2' }],
      ['careers/b/index.html', 'careers/old/index.html', 'sitemap.xml'],
    );
    expect(stamped['careers/b/index.html']!.inputs).toBe('B2');
    expect(stamped['careers/old/index.html']!.inputs).toBe(GONE_INPUTS);
    expect(stamped['sitemap.xml']).toBe(manifest['sitemap.xml']);
    expect(stamped['careers/a/index.html']).toBe(manifest['careers/a/index.html']);
    // Without a list of decided keys (a whole render) every owned entry is stamped.
    const whole = stampInputs(manifest, [{ owner: 'job:a', inputs: 'A2' }]);
    expect(whole['careers/a/data.json']!.inputs).toBe('A2');
    expect(whole['blog/p/index.html']!.inputs).toBe(GONE_INPUTS);
    expect(staleOwners(whole, [{ owner: 'job:a', inputs: 'A2' }])).toEqual([]);
  });
});
