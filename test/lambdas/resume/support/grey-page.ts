import type { GreyImage } from '../../../../lambdas/resume/text/scan-image';

/** A 100 dpi page (tiles of 10 px) painted pixel by pixel. */
export function page(paint: (x: number, y: number) => number, width = 850, height = 1100): GreyImage {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data[y * width + x] = paint(x, y);
  return { data, width, height };
}

/** The grey value of one pixel. */
export const at = (image: GreyImage, x: number, y: number) => image.data[y * image.width + x]!;

/** Light "letters": stripes 4 px wide in rows of text. */
export const letter = (x: number, y: number) => x % 12 < 4 && y % 40 < 25;
