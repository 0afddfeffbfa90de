/**
 * Makes each page's hero video in-house: the scenes in hero-scenes.js are drawn frame by frame on a
 * canvas in headless Chromium (Playwright), then encoded with ffmpeg to MP4 (H.264) and WebM (VP9),
 * with WebP posters of the first frame (so the swap from poster to video is invisible).
 * Usage: npx tsx web/scripts/make-hero-videos.ts [scene ...]   (needs /usr/bin/chromium and ffmpeg)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const SCENES = { home: 'hero', services: 'services', about: 'about', contact: 'contact' } as const;
const FPS = 15;
/** Video frames are drawn at 640×360 (scenes are written for 960×540): a background under a shade
 * needs no more, and fine lines at full size cost several times the bytes. */
const VIDEO_WIDTH = 640;
const SECONDS = 12;
const out = fileURLToPath(new URL('../public/media/', import.meta.url));
const sceneCode = readFileSync(fileURLToPath(new URL('./hero-scenes.js', import.meta.url)), 'utf8');

const ffmpeg = (...args: string[]) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });

const wanted = (process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(SCENES)) as (keyof typeof SCENES)[];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const scene of wanted) {
    const name = SCENES[scene];
    const frames = mkdtempSync(join(tmpdir(), `hero-${scene}-`));
    const page = await browser.newPage();
    await page.setContent('<canvas id="c"></canvas>');
    await page.addScriptTag({ content: sceneCode });
    const frame = (t: number, width: number) =>
      page.evaluate(
        ([sceneName, time, T, w]) => {
          const canvas = document.getElementById('c') as HTMLCanvasElement;
          canvas.width = w;
          canvas.height = (w * 9) / 16;
          const ctx = canvas.getContext('2d')!;
          ctx.setTransform(w / 960, 0, 0, w / 960, 0, 0);
          (window as unknown as { heroScenes: Record<string, (c: CanvasRenderingContext2D, t: number, T: number) => void> })
            .heroScenes[sceneName]!(ctx, time, T);
          return canvas.toDataURL('image/png').slice('data:image/png;base64,'.length);
        },
        [scene, t, SECONDS, width] as const,
      );
    for (let i = 0; i < FPS * SECONDS; i++) {
      writeFileSync(join(frames, `f${String(i).padStart(4, '0')}.png`), Buffer.from(await frame(i / FPS, VIDEO_WIDTH), 'base64'));
    }
    // The poster (the page's largest paint) is the first frame drawn at full size.
    writeFileSync(join(frames, 'poster.png'), Buffer.from(await frame(0, 960), 'base64'));
    await page.close();
    const input = ['-framerate', String(FPS), '-i', join(frames, 'f%04d.png')];
    ffmpeg(
      ...input,
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'medium',
      '-tune',
      'animation',
      '-crf',
      '34',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      join(out, `${name}.mp4`),
    );
    ffmpeg(
      ...input,
      '-an',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '50',
      '-deadline',
      'good',
      '-cpu-used',
      '4',
      '-row-mt',
      '1',
      '-pix_fmt',
      'yuv420p',
      join(out, `${name}.webm`),
    );
    ffmpeg('-i', join(frames, 'poster.png'), '-c:v', 'libwebp', '-quality', '72', join(out, `${name}-poster.webp`));
    ffmpeg(
      '-i',
      join(frames, 'poster.png'),
      '-c:v',
      'libwebp',
      '-quality',
      '68',
      '-vf',
      'scale=480:-2',
      join(out, `${name}-poster-480.webp`),
    );
    rmSync(frames, { recursive: true, force: true });
    console.log(`${name}: done`);
  }
} finally {
  await browser.close();
}
