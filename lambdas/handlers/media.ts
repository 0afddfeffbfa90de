import { randomBytes, randomUUID } from 'node:crypto';
import { createHandler } from './api';
import { MEDIA_LIMITS, MEDIA_PREFIX, contentVariant, mediaId, mediaPath } from '../contract/media';
import type { Media } from '../contract/media-schemas';
import { DomainError } from '../domain/errors';
import { keepOriginal, presignMediaUpload, readMediaUpload, removeMediaUpload } from '../adapters/media-store';
import { makeImageVariants } from '../adapters/image-variants';
import { publishMediaFiles } from '../adapters/media-site';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** 16 characters of [a-z0-9] (about 82 bits): the random part of a media id. */
const randomPart = () => Array.from(randomBytes(16), (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');

/**
 * Images in posts (staff only). `createMediaUpload` hands out a presigned POST to a key the server
 * chooses; `createMedia` turns that upload into published variants and answers their sizes and the
 * address for the post's markdown. A refused upload is removed: nothing of it is kept.
 */
export const handler = createHandler('media', {
  createMediaUpload: async ({ body }) => {
    const key = `${MEDIA_PREFIX.incoming}${randomUUID()}`;
    const { url, fields } = await presignMediaUpload(key, body.contentType);
    return { url, fields, key, expiresIn: MEDIA_LIMITS.uploadSeconds };
  },
  createMedia: async ({ body }): Promise<Media> => {
    const bytes = await readMediaUpload(body.key);
    let image: Awaited<ReturnType<typeof makeImageVariants>>;
    try {
      image = await makeImageVariants(bytes);
    } catch (err) {
      if (err instanceof DomainError) await removeMediaUpload(body.key);
      throw err;
    }
    const id = mediaId(randomPart(), image.width, image.height);
    const fallbackType = image.format === 'png' ? 'image/png' : 'image/jpeg';
    await publishMediaFiles(
      image.variants.flatMap((v) => [
        { name: `${id}/${v.width}.webp`, body: v.webp, contentType: 'image/webp' },
        { name: `${id}/${v.width}.${image.format}`, body: v.fallback, contentType: fallbackType },
      ]),
    );
    await keepOriginal(id, bytes, image.type);
    await removeMediaUpload(body.key);
    const variants = image.variants.map(({ width, height }) => ({ width, height }));
    return {
      id,
      width: image.width,
      height: image.height,
      format: image.format,
      variants,
      src: mediaPath(id, contentVariant(variants).width, image.format),
    };
  },
});
