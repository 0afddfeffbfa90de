/**
 * An uploaded image in a post (`/media/images/<id>/<width>.jpg|png`, lambdas/contract/media.ts) as a
 * responsive `<picture>`: WebP for browsers that take it, the JPEG or PNG fallback otherwise, every
 * variant in srcset, and the width and height its address carries so the page never shifts.
 */
import { contentVariant, mediaPath, planVariants, type MediaSrc } from '../../../../lambdas/contract/media';

/** The post column: 48rem less its padding (blog.css). */
export const POST_IMAGE_SIZES = '(max-width: 48rem) calc(100vw - 3rem), 45rem';

export function MediaPicture({ media, alt }: { media: MediaSrc; alt: string }) {
  const variants = planVariants(media.width, media.height);
  const srcSet = (format: 'webp' | MediaSrc['format']) =>
    variants.map((v) => `${mediaPath(media.id, v.width, format)} ${v.width}w`).join(', ');
  const src = contentVariant(variants);
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet('webp')} sizes={POST_IMAGE_SIZES} />
      <img
        src={mediaPath(media.id, src.width, media.format)}
        srcSet={srcSet(media.format)}
        sizes={POST_IMAGE_SIZES}
        width={src.width}
        height={src.height}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
