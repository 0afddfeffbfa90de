import {
  MEDIA_LIMITS,
  contentVariant,
  hasImageWithoutAlt,
  mediaId,
  mediaPath,
  parseMediaSrc,
  planVariants,
} from '../../../lambdas/contract/media';
import { postRequestSchema } from '../../../lambdas/contract/schemas';
import { fallbackFormatOf, orientedSize, pixelProblem, sniffImageType } from '../../../lambdas/domain/media';

describe('variant planning', () => {
  it('makes the three standard widths of a large image, heights kept in proportion', () => {
    expect(planVariants(4000, 3000)).toEqual([
      { width: 480, height: 360 },
      { width: 960, height: 720 },
      { width: 1600, height: 1200 },
    ]);
  });

  it('never upscales: a mid-sized image ends at its own width', () => {
    expect(planVariants(1200, 630)).toEqual([
      { width: 480, height: 252 },
      { width: 960, height: 504 },
      { width: 1200, height: 630 },
    ]);
    expect(planVariants(960, 540)).toEqual([
      { width: 480, height: 270 },
      { width: 960, height: 540 },
    ]);
    expect(planVariants(300, 200)).toEqual([{ width: 300, height: 200 }]);
  });

  it('rounds heights and never makes one of zero pixels', () => {
    expect(planVariants(1601, 1000)[2]).toEqual({ width: 1600, height: 999 });
    expect(planVariants(5000, 2)).toEqual([
      { width: 480, height: 1 },
      { width: 960, height: 1 },
      { width: 1600, height: 1 },
    ]);
  });

  it("points the post's markdown at the largest variant up to the content width", () => {
    expect(contentVariant(planVariants(4000, 3000)).width).toBe(MEDIA_LIMITS.contentWidth);
    expect(contentVariant(planVariants(700, 700)).width).toBe(700);
    expect(contentVariant(planVariants(1200, 630)).width).toBe(960);
    expect(contentVariant(planVariants(300, 200)).width).toBe(300);
  });
});

describe('media addresses', () => {
  const id = mediaId('abcdefgh12345678', 1200, 630);

  it('carries the size in the id, read back from an address in markdown', () => {
    expect(mediaPath(id, 960, 'jpg')).toBe('/media/images/abcdefgh12345678-1200x630/960.jpg');
    expect(parseMediaSrc(mediaPath(id, 960, 'jpg'))).toEqual({ id, width: 1200, height: 630, format: 'jpg' });
    expect(parseMediaSrc(mediaPath(id, 480, 'png'))?.format).toBe('png');
  });

  it('reads no other address as an uploaded image', () => {
    for (const src of [
      undefined,
      'https://example.com/a.jpg',
      '/media/og-image.jpg',
      mediaPath(id, 960, 'webp'),
      '/media/images/ABCDEFGH12345678-1200x630/960.jpg',
      '/media/images/abcdefgh12345678-0x630/960.jpg',
      '/media/images/abcdefgh12345678-1200x630/960.jpg?x=1',
      '/media/images/../secret-1200x630/960.jpg',
    ]) {
      expect(parseMediaSrc(src)).toBeUndefined();
    }
  });
});

describe('alt text', () => {
  it('finds images without alt text', () => {
    expect(hasImageWithoutAlt('Text ![](/media/images/a/960.jpg)')).toBe(true);
    expect(hasImageWithoutAlt('Text ![   ](/x.png)')).toBe(true);
    expect(hasImageWithoutAlt('Text ![A diagram](/x.png) and [a link]()')).toBe(false);
  });

  it('refuses to save a post whose image has no alt text, on the content field', () => {
    const result = postRequestSchema.safeParse({ title: 'T', author: 'A', content: 'Look: ![](/media/images/x/960.jpg)' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['content']);
    expect(postRequestSchema.safeParse({ title: 'T', author: 'A', content: 'Look: ![A chart](/c.png)' }).success).toBe(true);
  });
});

describe('content checks', () => {
  const bytes = (...values: (number | string)[]) =>
    new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

  it('knows images by their first bytes, not their names', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 'PNG\r\n\x1a\n'))).toBe('image/png');
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(sniffImageType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(bytes('%PDF-1.7'))).toBeUndefined();
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });

  it('refuses more pixels than the limit and images with none', () => {
    expect(pixelProblem(8000, 5000)).toBeUndefined();
    expect(pixelProblem(7000, 7000)).toMatch(/7000×7000 pixels \(49 megapixels\); at most 40 megapixels/);
    expect(pixelProblem(0, 10)).toBe('The image has no pixels.');
    expect(pixelProblem(Number.NaN, 10)).toBe('The image has no pixels.');
  });

  it('falls back to PNG only for transparent images, and turns quarter-rotated sizes', () => {
    expect(fallbackFormatOf(true)).toBe('png');
    expect(fallbackFormatOf(false)).toBe('jpg');
    expect(orientedSize(640, 400, 6)).toEqual({ width: 400, height: 640 });
    expect(orientedSize(640, 400, 3)).toEqual({ width: 640, height: 400 });
    expect(orientedSize(640, 400, undefined)).toEqual({ width: 640, height: 400 });
  });
});
