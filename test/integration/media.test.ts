/**
 * Images in posts (issue 16 item 5) against the real emulators through the local gateway: a staff
 * upload by presigned POST to the media bucket (s3rver), then POST /media makes the variants with
 * the real sharp and publishes them to the folder the gateway serves. Hostile files are refused
 * with nothing stored. s3rver enforces no POST policy, so the server's own checks are what is
 * tested here, and the policy S3 enforces is read from the form's signed Policy field.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import type { LocalStack } from '../../infra/local/stack';
import { LOCAL_CREDENTIALS, LOCAL_MEDIA_BUCKET } from '../../infra/local/provision';
import { api, visitorAccountToken, withLocalStack } from './support/local-api';

const fixture = (name: string) => readFileSync(join(__dirname, '..', 'fixtures', 'media', name));

let stack: LocalStack;
let staff: string;
let siteDir: string;
let s3: S3Client;

withLocalStack({}, (started) => {
  ({ stack, staff } = started);
  // The test stack serves no build: the variants go to a folder of their own (what SITE_DIR names).
  siteDir = mkdtempSync(join(tmpdir(), 'media-site-'));
  process.env.SITE_DIR = siteDir;
  s3 = new S3Client({
    endpoint: process.env.AWS_ENDPOINT_URL_S3,
    region: 'ap-south-1',
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
  });
});

afterAll(async () => {
  s3?.destroy();
  delete process.env.SITE_DIR;
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
});

const keysUnder = async (prefix: string) =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: LOCAL_MEDIA_BUCKET, Prefix: prefix }))).Contents ?? []).map((o) => o.Key);
const publishedIds = () => {
  try {
    return readdirSync(join(siteDir, 'media', 'images')).sort();
  } catch {
    return [];
  }
};

/** Asks for a presigned POST and sends the form as a browser would; answers the upload's key. */
async function upload(bytes: Buffer, contentType: string): Promise<string> {
  const res = await api(stack, 'POST', '/media/uploads', { token: staff, body: { contentType, size: bytes.byteLength } });
  expect(res.status).toBe(200);
  const form = new FormData();
  for (const [name, value] of Object.entries(res.json.fields as Record<string, string>)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }));
  const post = await fetch(res.json.url as string, { method: 'POST', body: form });
  expect(post.status).toBeLessThan(300);
  return res.json.key as string;
}

describe('media uploads', () => {
  it('is for staff only', async () => {
    const body = { contentType: 'image/png', size: 100 };
    expect((await api(stack, 'POST', '/media/uploads', { body })).status).toBe(401);
    const visitor = await visitorAccountToken(stack);
    expect((await api(stack, 'POST', '/media/uploads', { token: visitor, body })).status).toBe(403);
    expect((await api(stack, 'POST', '/media', { token: visitor, body: { key: 'incoming/x' } })).status).toBe(403);
  });

  it('hands out a POST form only for image types up to 10 MB, with clear field errors', async () => {
    const svg = await api(stack, 'POST', '/media/uploads', { token: staff, body: { contentType: 'image/svg+xml', size: 100 } });
    expect(svg.status).toBe(400);
    expect(svg.json.fields).toEqual({ contentType: ['Choose a JPEG, PNG, WebP or GIF image.'] });
    const big = await api(stack, 'POST', '/media/uploads', {
      token: staff,
      body: { contentType: 'image/jpeg', size: 10 * 1024 * 1024 + 1 },
    });
    expect(big.status).toBe(400);
    expect(big.json.fields).toEqual({ size: ['The image is larger than 10 MB.'] });

    const ok = await api(stack, 'POST', '/media/uploads', { token: staff, body: { contentType: 'image/webp', size: 1000 } });
    expect(ok.json.key).toMatch(/^incoming\/[0-9a-f-]{36}$/);
    expect(ok.json.fields).toMatchObject({ key: ok.json.key, 'Content-Type': 'image/webp' });
    const fields = ok.json.fields as Record<string, string>;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['Policy', 'X-Amz-Signature']));
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 10 * 1024 * 1024],
        ['eq', '$Content-Type', 'image/webp'],
        { key: ok.json.key },
        { bucket: LOCAL_MEDIA_BUCKET },
      ]),
    );
    const minutesLeft = (Date.parse(policy.expiration) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(4);
    expect(minutesLeft).toBeLessThanOrEqual(5);
  });

  it('turns a JPEG into variants on the site with the recorded sizes, keeps the original, removes the upload', async () => {
    const key = await upload(fixture('cover-1200x630.jpg'), 'image/jpeg');
    const res = await api(stack, 'POST', '/media', { token: staff, body: { key } });
    expect(res.status).toBe(201);
    const media = res.json as { id: string; width: number; height: number; format: string; src: string; variants: object[] };
    expect(media).toMatchObject({ width: 1200, height: 630, format: 'jpg' });
    expect(media.id).toMatch(/^[a-z0-9]{16}-1200x630$/);
    expect(media.src).toBe(`/media/images/${media.id}/960.jpg`);
    expect(media.variants).toEqual([
      { width: 480, height: 252 },
      { width: 960, height: 504 },
      { width: 1200, height: 630 },
    ]);
    for (const { width, height } of media.variants as { width: number; height: number }[]) {
      for (const [ext, format] of [
        ['webp', 'webp'],
        ['jpg', 'jpeg'],
      ]) {
        const meta = await sharp(join(siteDir, 'media', 'images', media.id, `${width}.${ext}`)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([format, width, height]);
      }
    }
    expect(await keysUnder(`originals/${media.id}`)).toEqual([`originals/${media.id}`]);
    expect(await keysUnder(key)).toEqual([]);
  });

  it('keeps a transparent PNG transparent (PNG fallback)', async () => {
    const key = await upload(fixture('logo-300x200-alpha.png'), 'image/png');
    const res = await api(stack, 'POST', '/media', { token: staff, body: { key } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ width: 300, height: 200, format: 'png', variants: [{ width: 300, height: 200 }] });
    expect(res.json.src).toMatch(/\/300\.png$/);
  });

  it.each([
    ['a text file named .png', 'not-an-image.png', 415, /^Choose a JPEG, PNG, WebP or GIF image\.$/],
    ['a decompression bomb', 'bomb-7000x7000.png', 422, /7000×7000 pixels \(49 megapixels\); at most 40 megapixels/],
  ])('refuses %s with a clear message and stores nothing', async (_label, file, status, message) => {
    const before = { published: publishedIds(), originals: await keysUnder('originals/') };
    const key = await upload(fixture(file), 'image/png');
    const res = await api(stack, 'POST', '/media', { token: staff, body: { key } });
    expect(res.status).toBe(status);
    expect(res.json.message).toMatch(message);
    expect(res.json.requestId).toEqual(expect.any(String));
    expect(publishedIds()).toEqual(before.published);
    expect(await keysUnder('originals/')).toEqual(before.originals);
    expect(await keysUnder(key)).toEqual([]);
  });

  it('answers 400 for an upload that is not there, and for a key it never handed out', async () => {
    const missing = await api(stack, 'POST', '/media', {
      token: staff,
      body: { key: 'incoming/00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Upload the image first.');
    const foreign = await api(stack, 'POST', '/media', { token: staff, body: { key: 'originals/abc' } });
    expect(foreign.status).toBe(400);
    expect(foreign.json.fields).toEqual({ key: ['Unknown upload key.'] });
  });
});
