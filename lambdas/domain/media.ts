/**
 * Images in posts, the rules without I/O: what an upload is by its first bytes (never by its
 * declared type), whether its size is acceptable, and which fallback format its variants get.
 */
import { MEDIA_LIMITS, type FallbackFormat, type MediaType } from '../contract/media';

/** The image type a file's first bytes announce, or undefined when it is none we take. */
export function sniffImageType(bytes: Uint8Array): MediaType | undefined {
  const at = (i: number) => bytes[i];
  const ascii = (from: number, text: string) => [...text].every((c, i) => at(from + i) === c.charCodeAt(0));
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x89 && ascii(1, 'PNG\r\n\x1a\n')) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  return undefined;
}

/** Why an image of this many pixels is refused (a decompression bomb, or nothing to show), or undefined. */
export function pixelProblem(width: number, height: number): string | undefined {
  if (!(width >= 1 && height >= 1)) return 'The image has no pixels.';
  if (width * height > MEDIA_LIMITS.pixels) {
    const mp = (n: number) => Math.round(n / 1_000_000);
    return `The image is ${width}×${height} pixels (${mp(width * height)} megapixels); at most ${mp(MEDIA_LIMITS.pixels)} megapixels are accepted.`;
  }
  return undefined;
}

/** Variants of images with transparency fall back to PNG; all others to JPEG. */
export const fallbackFormatOf = (hasAlpha: boolean): FallbackFormat => (hasAlpha ? 'png' : 'jpg');

/** Width and height as shown: EXIF orientations 5–8 turn the image a quarter. */
export const orientedSize = (width: number, height: number, orientation: number | undefined) =>
  orientation !== undefined && orientation >= 5 ? { width: height, height: width } : { width, height };
