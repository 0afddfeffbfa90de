/**
 * Resizes an uploaded image into its variants with sharp: WebP plus a JPEG (or PNG, where the image
 * has transparency) at each planned width, turned upright, with every metadata block stripped.
 * Hostile input is refused before decoding: a file that is no JPEG, PNG, WebP or GIF by its bytes
 * (415), one sharp cannot read (422), and one whose header claims more pixels than
 * MEDIA_LIMITS.pixels (422: a decompression bomb), which sharp's own pixel limit also stops.
 */
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { MEDIA_LIMITS, MEDIA_TYPE_MESSAGE, planVariants, type FallbackFormat, type MediaType } from '../contract/media';
import { fallbackFormatOf, orientedSize, pixelProblem, sniffImageType } from '../domain/media';
import { unprocessable, unsupportedMediaType } from '../domain/errors';

export const UNREADABLE_IMAGE = 'The file could not be read as an image.';

export interface ImageVariant {
  readonly width: number;
  readonly height: number;
  readonly webp: Buffer;
  readonly fallback: Buffer;
}

export interface ImageVariants {
  readonly type: MediaType;
  readonly width: number;
  readonly height: number;
  readonly format: FallbackFormat;
  readonly variants: ImageVariant[];
}

type SharpFactory = (input: Uint8Array, options: SharpOptions) => Sharp;
let loaded: Promise<SharpFactory> | undefined;
/** sharp and libvips load on the first image, not at the function's start (uploads do not resize). */
const loadSharp = () => (loaded ??= import('sharp').then((module) => module.default as SharpFactory));

export async function makeImageVariants(bytes: Uint8Array): Promise<ImageVariants> {
  const type = sniffImageType(bytes);
  if (!type) throw unsupportedMediaType(MEDIA_TYPE_MESSAGE);
  const sharp = await loadSharp();
  const open = () => sharp(bytes, { limitInputPixels: MEDIA_LIMITS.pixels, failOn: 'error', sequentialRead: true });
  let meta: Metadata;
  try {
    // The header only (nothing is decoded), with no pixel limit: the limit's own error would hide the size.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unprocessable(UNREADABLE_IMAGE);
  }
  const { width, height } = meta.autoOrient ?? orientedSize(meta.width ?? 0, meta.height ?? 0, meta.orientation);
  const problem = pixelProblem(width, height);
  if (problem) throw unprocessable(problem);
  const format = fallbackFormatOf(meta.hasAlpha === true);

  const variants: ImageVariant[] = [];
  try {
    for (const size of planVariants(width, height)) {
      const resized = () => open().autoOrient().resize(size.width, size.height, { fit: 'fill' });
      const [webp, fallback] = await Promise.all([
        resized().webp({ quality: 80, effort: 4 }).toBuffer(),
        format === 'png'
          ? resized().png({ compressionLevel: 9, palette: false }).toBuffer()
          : resized().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
      ]);
      variants.push({ ...size, webp, fallback });
    }
  } catch {
    // A header that reads well over a body that does not (truncated, corrupt).
    throw unprocessable(UNREADABLE_IMAGE);
  }
  return { type, width, height, format, variants };
}
