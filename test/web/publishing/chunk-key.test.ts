import { chunkKeyOf, preloadLinks, type Manifest } from '../../../web/src/publishing/html';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
  'src/features/careers/JobDetailPage.tsx': { file: 'assets/JobDetailPage-1.js', isDynamicEntry: true, imports: ['index.html'] },
  // The post page, also imported statically by the staff preview's lazy chunk: shared, no facade.
  '_BlogPostPage-abc.js': { file: 'assets/BlogPostPage-abc.js', imports: ['index.html', '_blog-def.js'] },
  '_blog-def.js': { file: 'assets/blog-def.js', css: ['assets/blog-def.css'] },
};

describe("a page module's chunk", () => {
  it('is found by its source key, or as the shared chunk named after it', () => {
    expect(chunkKeyOf(manifest, 'src/features/careers/JobDetailPage.tsx')).toBe('src/features/careers/JobDetailPage.tsx');
    expect(chunkKeyOf(manifest, 'src/features/blog/BlogPostPage.tsx')).toBe('_BlogPostPage-abc.js');
    expect(chunkKeyOf(manifest, 'src/features/blog/Missing.tsx')).toBeUndefined();
  });

  it("links the shared chunk's stylesheet, so the prerendered post page is styled at first paint (no layout shift)", () => {
    expect(preloadLinks(manifest, 'src/features/blog/BlogPostPage.tsx')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/blog-def.css" />',
      '<link rel="modulepreload" crossorigin href="/assets/blog-def.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/BlogPostPage-abc.js" />',
    ]);
  });

  it('links several modules (a layout and its page) with every shared chunk once, layout first', () => {
    expect(preloadLinks(manifest, ['src/features/blog/BlogPostPage.tsx', 'src/features/careers/JobDetailPage.tsx'])).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/blog-def.css" />',
      '<link rel="modulepreload" crossorigin href="/assets/blog-def.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/BlogPostPage-abc.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/JobDetailPage-1.js" />',
    ]);
  });
});
