/** In-house media (made by web/scripts/make-media.sh and make-illustrations.ts) with intrinsic sizes. */
export interface VideoMedia {
  mp4: string;
  webm: string;
  poster: string;
  posterSmall: string;
  width: number;
  height: number;
}

const video = (name: string): VideoMedia => ({
  mp4: `/media/${name}.mp4`,
  webm: `/media/${name}.webm`,
  poster: `/media/${name}-poster.webp`,
  posterSmall: `/media/${name}-poster-480.webp`,
  width: 960,
  height: 540,
});

export const videos = {
  hero: video('hero'),
  services: video('services'),
  about: video('about'),
  contact: video('contact'),
} as const;
