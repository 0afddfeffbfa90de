/** Resizing with the real sharp on real image files (test/fixtures/media). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { makeImageVariants, UNREADABLE_IMAGE } from '../../../lambdas/adapters/image-variants';
import { DomainError } from '../../../lambdas/domain/errors';

const fixture = (name: string) => readFileSync(join(__dirname, '..', '..', 'fixtures', 'media', name));

async function refusal(bytes: Uint8Array): Promise<DomainError> {
  const err = await makeImageVariants(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

describe('image variants', () => {
  it('makes WebP and JPEG at each planned width with the recorded sizes', async () => {
    const image = await makeImageVariants(fixture('cover-1200x630.jpg'));
    expect(image).toMatchObject({ type: 'image/jpeg', width: 1200, height: 630, format: 'jpg' });
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 252],
      [960, 504],
      [1200, 630],
    ]);
    for (const v of image.variants) {
      const webp = await sharp(v.webp).metadata();
      const jpeg = await sharp(v.fallback).metadata();
      expect([webp.format, webp.width, webp.height]).toEqual(['webp', v.width, v.height]);
      expect([jpeg.format, jpeg.width, jpeg.height]).toEqual(['jpeg', v.width, v.height]);
    }
  });

  it('turns a sideways photo upright and strips its camera metadata', async () => {
    const source = await sharp(fixture('sideways-exif6.jpg')).metadata();
    expect([source.width, source.height, source.orientation, Boolean(source.exif)]).toEqual([640, 400, 6, true]);
    const image = await makeImageVariants(fixture('sideways-exif6.jpg'));
    expect([image.width, image.height]).toEqual([400, 640]);
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([[400, 640]]);
    for (const out of [image.variants[0]!.webp, image.variants[0]!.fallback]) {
      const meta = await sharp(out).metadata();
      expect([meta.width, meta.height]).toEqual([400, 640]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it('keeps transparency: the fallback of a transparent PNG is a PNG with alpha', async () => {
    const image = await makeImageVariants(fixture('logo-300x200-alpha.png'));
    expect(image).toMatchObject({ type: 'image/png', width: 300, height: 200, format: 'png' });
    const fallback = await sharp(image.variants[0]!.fallback).metadata();
    expect([fallback.format, fallback.hasAlpha]).toEqual(['png', true]);
    expect((await sharp(image.variants[0]!.webp).metadata()).hasAlpha).toBe(true);
  });

  it('refuses a file that is no image by its bytes (415), whatever its name', async () => {
    const err = await refusal(fixture('not-an-image.png'));
    expect(err.kind).toBe('unsupported-type');
    expect(err.message).toBe('Choose a JPEG, PNG, WebP or GIF image.');
  });

  it('refuses a decompression bomb from its header, before decoding (422)', async () => {
    const bomb = fixture('bomb-7000x7000.png');
    expect(bomb.byteLength).toBeLessThan(100_000);
    const started = Date.now();
    const err = await refusal(bomb);
    expect(err.kind).toBe('unprocessable');
    expect(err.message).toMatch(/7000×7000 pixels \(49 megapixels\)/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses an image whose body is cut off (422)', async () => {
    const cover = fixture('cover-1200x630.jpg');
    const err = await refusal(cover.subarray(0, Math.floor(cover.byteLength / 3)));
    expect(err.kind).toBe('unprocessable');
    expect(err.message).toBe(UNREADABLE_IMAGE);
  });
});
