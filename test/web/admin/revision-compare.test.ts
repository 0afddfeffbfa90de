import { lineDiff } from '../../../web/src/features/admin/revisions/line-diff';
import { compareFields } from '../../../web/src/features/admin/revisions/compare';

describe('line diff', () => {
  it('keeps common lines and marks removed and added ones in order', () => {
    expect(lineDiff('# Title\nold line\nsame\nend', '# Title\nsame\nnew line\nend')).toEqual([
      { kind: 'same', text: '# Title' },
      { kind: 'removed', text: 'old line' },
      { kind: 'same', text: 'same' },
      { kind: 'added', text: 'new line' },
      { kind: 'same', text: 'end' },
    ]);
  });

  it('answers all same for equal texts and handles empty sides', () => {
    expect(lineDiff('a\nb', 'a\nb').every((l) => l.kind === 'same')).toBe(true);
    expect(lineDiff('', 'x')).toEqual([
      { kind: 'removed', text: '' },
      { kind: 'added', text: 'x' },
    ]);
  });

  it('compares huge texts whole instead of stalling', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `a${i}`).join('\n');
    const after = Array.from({ length: 3000 }, (_, i) => `b${i}`).join('\n');
    const started = Date.now();
    const diff = lineDiff(before, after);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(diff.filter((l) => l.kind === 'removed')).toHaveLength(3000);
    expect(diff.filter((l) => l.kind === 'added')).toHaveLength(3000);
  });
});

describe('field comparison', () => {
  it('lists fields in the editor order with labels and marks the changed ones', () => {
    const rows = compareFields(
      'post',
      { title: 'Old', author: 'Asha', content: 'x', status: 'draft', slug: 's' },
      { title: 'New', author: 'Asha', content: 'x', status: 'published', slug: 's', imageUrl: 'https://x.test/a.png' },
    );
    expect(rows.map((r) => [r.label, r.changed])).toEqual([
      ['Title', true],
      ['Address', false],
      ['Author', false],
      ['Status', true],
      ['Image URL', true],
      ['Content', false],
    ]);
    expect(rows.find((r) => r.field === 'imageUrl')).toMatchObject({ then: '', now: 'https://x.test/a.png' });
  });

  it('shows a job open or closed, and compares fields added to the contract later', () => {
    const rows = compareFields('job', { active: true, tags: ['a'] }, { active: false, tags: ['a', 'b'] });
    expect(rows).toEqual([
      expect.objectContaining({ label: 'Status', then: 'Open', now: 'Closed', changed: true }),
      expect.objectContaining({ label: 'Tags', then: '["a"]', now: '["a","b"]', changed: true }),
    ]);
  });
});
