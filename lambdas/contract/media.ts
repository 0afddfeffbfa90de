/**
 * Images in posts: the private media bucket's layout, upload limits, the public addresses of the
 * resized variants and the API's request and answer bodies. Shared by the media handler, the CDK
 * app, the local stack, the admin editor and the renderer.
 *
 * Staff upload to `incoming/<uuid>` of the media bucket with a presigned POST; `POST /media` then
 * checks the upload, keeps the original under `originals/`, and publishes variants to the site's
 * own origin under `/media/images/<id>/<width>.webp|jpg|png`. The id carries the image's width and
 * height (`<random>-<w>x<h>`), so any page holding an address knows every variant's size without
 * a lookup: pages reserve the space and do not shift. Free of zod (public pages import it); the
 * API bodies are in media-schemas.ts.
 */
export const MEDIA_BUCKET_ENV = 'MEDIA_BUCKET';

/**
 * CORS of the media bucket: the admin editor POSTs the form from the site's origin (a preflight,
 * since it follows the upload's progress). Allowed origins are the site's own.
 */
export const MEDIA_BUCKET_CORS = {
  allowedMethods: ['POST'],
  allowedHeaders: ['*'],
  exposedHeaders: ['ETag'],
  maxAgeSeconds: 3000,
} as const;

export const MEDIA_PREFIX = {
  incoming: 'incoming/',
  originals: 'originals/',
} as const;

/** Uploads never finalised are expired after a day. */
export const MEDIA_INCOMING_EXPIRY_DAYS = 1;

/** Where variants live in the site (bucket key prefix; the gateway's folder locally). */
export const MEDIA_SITE_PREFIX = 'media/images/';

export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const MEDIA_LIMITS = {
  /** Largest upload, in bytes (10 MB). */
  bytes: 10 * 1024 * 1024,
  /** Largest decoded image, in pixels: a small file claiming more is a decompression bomb. */
  pixels: 40_000_000,
  /** Widths of the variants, never more than the image's own. */
  widths: [480, 960, 1600],
  /** The width a post's markdown points at (the largest variant up to it). */
  contentWidth: 960,
  /** Lifetime of the presigned POST, in seconds. */
  uploadSeconds: 300,
  altText: 300,
} as const;

export const MEDIA_BYTES_MESSAGE = 'The image is larger than 10 MB.';
export const MEDIA_TYPE_MESSAGE = 'Choose a JPEG, PNG, WebP or GIF image.';

/** Variants are named by their address: a new image is a new id, so they are cached for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export type FallbackFormat = 'jpg' | 'png';

export interface VariantSize {
  readonly width: number;
  readonly height: number;
}

/** The variants' sizes: the standard widths below the image's own, then its width up to the largest. */
export function planVariants(width: number, height: number): VariantSize[] {
  const largest = Math.min(width, MEDIA_LIMITS.widths[MEDIA_LIMITS.widths.length - 1]!);
  const widths: number[] = MEDIA_LIMITS.widths.filter((w) => w < largest);
  widths.push(largest);
  return widths.map((w) => ({ width: w, height: Math.max(1, Math.round((height * w) / width)) }));
}

/** The variant a post's content points at: the largest up to MEDIA_LIMITS.contentWidth. */
export function contentVariant(variants: readonly VariantSize[]): VariantSize {
  return [...variants].reverse().find((v) => v.width <= MEDIA_LIMITS.contentWidth) ?? variants[0]!;
}

export const MEDIA_ID_PATTERN = /^[a-z0-9]{16}-([1-9]\d{0,5})x([1-9]\d{0,5})$/;

export const mediaId = (random: string, width: number, height: number) => `${random}-${width}x${height}`;

export const mediaPath = (id: string, width: number, format: 'webp' | FallbackFormat) =>
  `/${MEDIA_SITE_PREFIX}${id}/${width}.${format}`;

export interface MediaSrc {
  readonly id: string;
  readonly width: number;
  readonly height: number;
  readonly format: FallbackFormat;
}

const MEDIA_SRC = new RegExp(`^/${MEDIA_SITE_PREFIX}([a-z0-9]{16}-[1-9]\\d{0,5}x[1-9]\\d{0,5})/([1-9]\\d{0,5})\\.(jpg|png)$`);

/** An uploaded image's address in markdown (`/media/images/<id>/960.jpg`), or undefined for any other. */
export function parseMediaSrc(src: string | undefined): MediaSrc | undefined {
  const m = src ? MEDIA_SRC.exec(src) : null;
  if (!m) return undefined;
  const dims = MEDIA_ID_PATTERN.exec(m[1]!);
  if (!dims) return undefined;
  return { id: m[1]!, width: Number(dims[1]), height: Number(dims[2]), format: m[3] as FallbackFormat };
}

/** A markdown image with no alt text: `![](...)` or `![  ](...)`. */
const IMAGE_WITHOUT_ALT = /!\[\s*\]\(/;
export const IMAGE_ALT_MESSAGE = 'Every image needs alt text: describe it between the brackets, ![like this](…).';
export const hasImageWithoutAlt = (markdown: string) => IMAGE_WITHOUT_ALT.test(markdown);
