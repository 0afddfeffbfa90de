/**
 * Preparing a scanned page for OCR, in plain JavaScript on greyscale pixels (no native image
 * library): resizing, and straightening a page scanned a little askew. At 2° a line across an A4
 * page drifts by more than its own height, so tesseract joins words of neighbouring lines and
 * columns; straightened first, it reads them apart.
 */

export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Bilinear resize by a factor (0.25–4). */
export function resize({ data, width, height }: GreyImage, factor: number): GreyImage {
  const outWidth = Math.max(1, Math.round(width * factor));
  const outHeight = Math.max(1, Math.round(height * factor));
  const out = new Uint8Array(outWidth * outHeight);
  const step = 1 / factor;
  for (let y = 0; y < outHeight; y += 1) {
    const sy = Math.min(height - 1, Math.max(0, (y + 0.5) * step - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(height - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < outWidth; x += 1) {
      const sx = Math.min(width - 1, Math.max(0, (x + 0.5) * step - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(width - 1, x0 + 1);
      const fx = sx - x0;
      const top = data[y0 * width + x0]! * (1 - fx) + data[y0 * width + x1]! * fx;
      const bottom = data[y1 * width + x0]! * (1 - fx) + data[y1 * width + x1]! * fx;
      out[y * outWidth + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return { data: out, width: outWidth, height: outHeight };
}

/**
 * The page's skew in degrees (positive: text rises to the right... as drawn by a clockwise turn),
 * within ±`maxDegrees`: the angle at which the rows of dark pixels are sharpest (the projection
 * profile with the largest sum of squares), searched coarse then fine on a reduced copy.
 */
export function estimateSkew(image: GreyImage, maxDegrees = 3): number {
  const factor = Math.min(1, 800 / image.width);
  const small = factor < 1 ? resize(image, factor) : image;
  const threshold = darkThreshold(small.data);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < small.height; y += 1)
    for (let x = 0; x < small.width; x += 1)
      if (small.data[y * small.width + x]! < threshold) {
        xs.push(x - small.width / 2);
        ys.push(y);
      }
  if (xs.length < 200) return 0;
  const bins = new Float64Array(small.height * 2 + small.width);
  const offset = small.width / 2;
  const sharpness = (degrees: number) => {
    const t = Math.tan((degrees * Math.PI) / 180);
    bins.fill(0);
    for (let i = 0; i < xs.length; i += 1) bins[Math.round(ys[i]! - xs[i]! * t + offset)]! += 1;
    let sum = 0;
    for (const count of bins) sum += count * count;
    return sum;
  };
  const search = (from: number, to: number, step: number) => {
    let best = 0;
    let bestScore = -1;
    for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
      const score = sharpness(degrees);
      if (score > bestScore) {
        bestScore = score;
        best = degrees;
      }
    }
    return best;
  };
  const coarse = search(-maxDegrees, maxDegrees, 0.25);
  return search(coarse - 0.25, coarse + 0.25, 0.05);
}

/** Dark enough to be ink: halfway between the paper (the bright end) and the darkest tenth. */
function darkThreshold(data: Uint8Array): number {
  const histogram = new Uint32Array(256);
  for (const value of data) histogram[value]! += 1;
  const at = (share: number) => {
    let seen = 0;
    for (let value = 0; value < 256; value += 1) {
      seen += histogram[value]!;
      if (seen >= data.length * share) return value;
    }
    return 255;
  };
  return (at(0.02) + at(0.6)) / 2;
}

/**
 * The image turned so that rows at `degrees` of skew (as `estimateSkew` measures it) come out
 * level; the corners brought in are white paper.
 */
export function straighten({ data, width, height }: GreyImage, degrees: number): GreyImage {
  const t = Math.tan((degrees * Math.PI) / 180);
  const out = new Uint8Array(width * height);
  const cx = width / 2;
  // A shear (the row shifted by its distance from the centre) is a rotation to within a fraction
  // of a pixel at these angles, and needs one sample per pixel.
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const sy = y + (x - cx) * t;
      const sx = x - (sy - height / 2) * t;
      const y0 = Math.floor(sy);
      const fy = sy - y0;
      const x0 = Math.round(sx);
      if (y0 < 0 || y0 + 1 >= height || x0 < 0 || x0 >= width) {
        out[y * width + x] = 255;
        continue;
      }
      out[y * width + x] = data[y0 * width + x0]! * (1 - fy) + data[(y0 + 1) * width + x0]! * fy;
    }
  return { data: out, width, height };
}

/** A rectangle of the image (clipped to it). */
export function crop(
  { data, width, height }: GreyImage,
  area: { left: number; top: number; width: number; height: number },
): GreyImage {
  const left = Math.max(0, Math.min(width - 1, Math.round(area.left)));
  const top = Math.max(0, Math.min(height - 1, Math.round(area.top)));
  const right = Math.max(left + 1, Math.min(width, Math.round(area.left + area.width)));
  const bottom = Math.max(top + 1, Math.min(height, Math.round(area.top + area.height)));
  const out = new Uint8Array((right - left) * (bottom - top));
  for (let y = top; y < bottom; y += 1) out.set(data.subarray(y * width + left, y * width + right), (y - top) * (right - left));
  return { data: out, width: right - left, height: bottom - top };
}

/** The image narrowed to `factor` of its width (each pixel the mean of those it covers); 1: as is. */
export function squeeze(image: GreyImage, factor: number): GreyImage {
  if (factor >= 1) return image;
  const { data, width, height } = image;
  const outWidth = Math.max(1, Math.round(width * factor));
  const out = new Uint8Array(outWidth * height);
  for (let x = 0; x < outWidth; x += 1) {
    const from = Math.floor(x / factor);
    const to = Math.max(from + 1, Math.min(width, Math.floor((x + 1) / factor)));
    for (let y = 0; y < height; y += 1) {
      let sum = 0;
      for (let sx = from; sx < to; sx += 1) sum += data[y * width + sx]!;
      out[y * outWidth + x] = sum / (to - from);
    }
  }
  return { data: out, width: outWidth, height };
}

/** Greyscale PGM (P5) bytes, which tesseract reads directly. */
export function toPgmBytes({ data, width, height }: GreyImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), data]);
}

/**
 * Light type on a dark band, as dark type on light: tesseract reads dark text on a light page.
 * The page is cut into tiles of a tenth of an inch; a tile with mostly dark pixels has a dark
 * background, and a tile whose neighbourhood (half an inch square) is mostly such tiles belongs to
 * a dark area, kept where such tiles run across most of the page (a banner). Dark type on white
 * never is: even a bold capital covers few tiles of half an inch. Each band is then inverted as the
 * rectangle it is, its edges found to the pixel (the rows and columns where most pixels are dark),
 * and the pixel or two of its blurred edge outside set to paper: a band inverted tile by tile left
 * a dark frame of part-covered tiles, which tesseract took for a picture and read nothing of the
 * band or read the whole page wrongly around it. Straighten the page first: a band's edges are
 * found along rows and columns.
 */
export function invertDarkAreas(image: GreyImage, dpi: number): GreyImage {
  const { data, width, height } = image;
  const tile = Math.max(4, Math.round(dpi / 10));
  const columns = Math.ceil(width / tile);
  const rows = Math.ceil(height / tile);
  const darkPixels = new Uint32Array(columns * rows);
  const pixels = new Uint32Array(columns * rows);
  for (let y = 0; y < height; y += 1) {
    const row = Math.floor(y / tile) * columns;
    for (let x = 0; x < width; x += 1) {
      const cell = row + Math.floor(x / tile);
      if (data[y * width + x]! < 128) darkPixels[cell]! += 1;
      pixels[cell]! += 1;
    }
  }
  const darkTile = (cell: number) => darkPixels[cell]! * 2 > pixels[cell]!;
  const reach = 2;
  const invert = new Uint8Array(columns * rows);
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < columns; c += 1) {
      let dark = 0;
      let all = 0;
      for (let rr = Math.max(0, r - reach); rr <= Math.min(rows - 1, r + reach); rr += 1)
        for (let cc = Math.max(0, c - reach); cc <= Math.min(columns - 1, c + reach); cc += 1) {
          all += 1;
          if (darkTile(rr * columns + cc)) dark += 1;
        }
      if (dark * 2 > all) invert[r * columns + c] = 1;
    }
  // Only bands across the page: a dark sidebar is read well as it is (tesseract inverts a line
  // it finds light on dark), and its edge keeps the two columns apart, which inverted it would not.
  const bandRow = (r: number) => invert.subarray(r * columns, (r + 1) * columns).reduce((sum, v) => sum + v, 0) >= columns * 0.6;
  const bands: Rectangle[] = [];
  for (let r = 0; r < rows; r += 1) {
    if (!bandRow(r)) continue;
    const first = r;
    while (r + 1 < rows && bandRow(r + 1)) r += 1;
    let left = columns;
    let right = -1;
    for (let rr = first; rr <= r; rr += 1)
      for (let c = 0; c < columns; c += 1)
        if (invert[rr * columns + c]) {
          left = Math.min(left, c);
          right = Math.max(right, c);
        }
    bands.push(
      bandEdges(
        image,
        {
          left: left * tile,
          right: Math.min(width, (right + 1) * tile),
          top: first * tile,
          bottom: Math.min(height, (r + 1) * tile),
        },
        tile,
      ),
    );
  }
  if (bands.length === 0) return image;
  const out = new Uint8Array(data);
  // The band's blurred edge, a pixel or two of grey just outside it, would stay a thin frame.
  const edge = Math.ceil(dpi / 75);
  // Its edge inside too: a band's edge left a hair off level by straightening is part band,
  // part paper along its length, and inverted would be a broken dark line ("- Tomasz …").
  for (const band of bands) {
    for (let y = Math.max(0, band.top - edge); y < Math.min(height, band.bottom + edge); y += 1)
      out.fill(255, y * width + Math.max(0, band.left - edge), y * width + Math.min(width, band.right + edge));
    const inner = { left: band.left + edge, right: band.right - edge, top: band.top + edge, bottom: band.bottom - edge };
    if (inner.right > inner.left && inner.bottom > inner.top) invertRectangle(image, out, inner);
  }
  return { data: out, width, height };
}

interface Rectangle {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The median shade of a rectangle: a band's background (a band is mostly background). */
function medianOf({ data, width }: GreyImage, { left, right, top, bottom }: Rectangle): number {
  const histogram = new Uint32Array(256);
  for (let y = top; y < bottom; y += 1) for (let x = left; x < right; x += 1) histogram[data[y * width + x]!]! += 1;
  const half = ((right - left) * (bottom - top)) / 2;
  let median = 0;
  for (let seen = 0; median < 255 && seen + histogram[median]! < half; median += 1) seen += histogram[median]!;
  return median;
}

/** Share of pixels darker than `threshold` in one row (or column) of a rectangle. */
function darkShare(
  { data, width }: GreyImage,
  along: 'row' | 'column',
  at: number,
  from: number,
  to: number,
  threshold: number,
): number {
  let dark = 0;
  for (let i = from; i < to; i += 1) if (data[along === 'row' ? at * width + i : i * width + at]! < threshold) dark += 1;
  return dark / Math.max(1, to - from);
}

/**
 * A band's edges to the pixel, from its extent in tiles: within a tile either side of each edge,
 * the outermost row or column that is mostly dark (the band's own margin, where no letters are).
 */
export function bandEdges(image: GreyImage, tiles: Rectangle, tile: number): Rectangle {
  const { width, height } = image;
  const clampY = (y: number) => Math.max(0, Math.min(height, y));
  const clampX = (x: number) => Math.max(0, Math.min(width, x));
  // Of the band's own shade rather than a fixed grey: a mid-tone band (grey 110–125, noisy) is
  // half above 128, and its edge would be found inside it, leaving a grey line that tesseract
  // reads as a mark ("- Tomasz …").
  const background = medianOf(image, tiles);
  const threshold = background + (250 - background) / 4;
  const mostlyDarkRow = (y: number) => darkShare(image, 'row', y, tiles.left, tiles.right, threshold) > 0.5;
  const top = firstOf(clampY(tiles.top - tile), clampY(tiles.top + tile), mostlyDarkRow) ?? tiles.top;
  const lastRow = lastOf(clampY(tiles.bottom - tile), clampY(tiles.bottom + tile), mostlyDarkRow);
  const bottom = lastRow === undefined ? tiles.bottom : lastRow + 1;
  const mostlyDarkColumn = (x: number) => darkShare(image, 'column', x, top, bottom, threshold) > 0.5;
  const left = firstOf(clampX(tiles.left - tile), clampX(tiles.left + tile), mostlyDarkColumn) ?? tiles.left;
  const lastColumn = lastOf(clampX(tiles.right - tile), clampX(tiles.right + tile), mostlyDarkColumn);
  const right = lastColumn === undefined ? tiles.right : lastColumn + 1;
  return { left, right, top, bottom };
}

/**
 * The rectangle inverted into `out`, stretched so that the band's background (its median: a band
 * is mostly background, a few light letters on it) comes out white: left grey, tesseract read a
 * large grey area as a picture.
 */
function invertRectangle(image: GreyImage, out: Uint8Array, band: Rectangle): void {
  const { data, width } = image;
  const { left, right, top, bottom } = band;
  const background = medianOf(image, band);
  const gain = 255 / Math.max(64, 255 - background);
  for (let y = top; y < bottom; y += 1)
    for (let x = left; x < right; x += 1) out[y * width + x] = Math.min(255, Math.round((255 - data[y * width + x]!) * gain));
}

/** The first of from, from + 1, … (before `to`) that `holds`. */
function firstOf(from: number, to: number, holds: (at: number) => boolean): number | undefined {
  for (let at = from; at < to; at += 1) if (holds(at)) return at;
  return undefined;
}

/** The last of from, from + 1, … (before `to`) that `holds`. */
function lastOf(from: number, to: number, holds: (at: number) => boolean): number | undefined {
  for (let at = to - 1; at >= from; at -= 1) if (holds(at)) return at;
  return undefined;
}
