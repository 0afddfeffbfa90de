/**
 * Preparing a scanned page for OCR, in plain JavaScript on greyscale pixels (no native image
 * library): resizing, and straightening a page scanned a little askew. At 2° a line across an A4
 * page drifts by more than its own height, so tesseract joins words of neighbouring lines and
 * columns; straightened first, it reads them apart.
 */
import { greatest, least } from '../extremes';

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
 * within ±`maxDegrees`: the angle at which the rows of dark pixels' top edges are sharpest (the
 * projection profile with the largest sum of squares), searched coarse then fine on a reduced copy.
 */
export function estimateSkew(image: GreyImage, maxDegrees = 3): number {
  const factor = Math.min(1, 800 / image.width);
  const small = factor < 1 ? resize(image, factor) : image;
  const threshold = darkThreshold(small.data);
  const xs: number[] = [];
  const ys: number[] = [];
  // The top edge of each dark run down a column: a dark sidebar's thousands of pixels would
  // otherwise outweigh the text's and tilt the estimate towards its own slanted edge.
  for (let y = 0; y < small.height; y += 1)
    for (let x = 0; x < small.width; x += 1)
      if (small.data[y * small.width + x]! < threshold && (y === 0 || small.data[(y - 1) * small.width + x]! >= threshold)) {
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

/** The image on a white margin of `margin` pixels all round. */
export function framed({ data, width, height }: GreyImage, margin: number): GreyImage {
  const outWidth = width + 2 * margin;
  const out = new Uint8Array(outWidth * (height + 2 * margin)).fill(255);
  for (let y = 0; y < height; y += 1) out.set(data.subarray(y * width, (y + 1) * width), (y + margin) * outWidth + margin);
  return { data: out, width: outWidth, height: height + 2 * margin };
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
 *
 * "Dark" is darker than a mid-tone (`DARK_BACKGROUND`), not than half white: white type on a
 * Word-blue or orange band (grey 140–150) is lighter than its band, and tesseract's one threshold
 * for the page turns band and type alike to white. A band only inverts when its type is lighter
 * than it (`hasLightType`): dark type on a mid-grey band is read as it is. `bands`: the page's
 * (`darkBands`), when the caller has found them already.
 */
export function invertDarkAreas(image: GreyImage, dpi: number, bands = darkBands(image, dpi)): GreyImage {
  const { data, width, height } = image;
  if (bands.length === 0) return image;
  const out = new Uint8Array(data);
  for (const band of bands) {
    invertInto(image, out, band, dpi);
    for (const photo of photosIn(image, band, dpi)) blankArea(out, width, photo);
  }
  return { data: out, width, height };
}

/**
 * The dark bands across the page with light type (`invertDarkAreas`), each as its rectangle: half
 * the page's width or more, where dark columns (`darkColumns`) end. A banner's dark cell beside a
 * light cell of contacts (half the page and a little more) was neither, and stayed dark: its name
 * came out as "GEMINI DHANANJAY PANDEY- [sien umn", the contacts beside it not at all.
 */
export function darkBands(image: GreyImage, dpi: number): Rectangle[] {
  return darkRectangles(image, dpi)
    .filter((area) => area.right - area.left >= image.width * 0.5 && hasLightType(image, area))
    .map((band) => widened(image, band, dpi));
}

/**
 * A band's cells, on the inverted page (dark type on paper), in reading order: the band is cut
 * into strips at gaps of paper across it at least as high as the smaller line beside them (a name
 * over a role over a row of contact cells of two lines each; the lines of one cell are closer), and
 * each strip into cells at gaps of paper down its whole height at least a tenth of an inch wide
 * and half as wide again as the smaller type beside them is high (its tallest line). Tesseract reads a
 * band as one block, row by row across it: a name over two or three lines of large type beside
 * a cell of contacts stacked in small type came out as pieces of both ("O ! S
 * clarke@mail-brightwave-"), the contacts' lines between the name's lost; read cell by cell
 * (text/ocr.ts) each is whole. The gap between two words of a name in letter-spaced capitals, or
 * between a label and its value, is narrower. Empty when no strip has two cells: the band is read
 * with the page.
 */
export function bandCells(image: GreyImage, band: Rectangle, dpi: number): Rectangle[] {
  const strips = bandStrips(image, band, dpi);
  const rows = strips.map((strip) => cellsOfStrip(image, strip, dpi));
  return rows.some((cells) => cells.length >= 2) ? rows.flat() : [];
}

/** A band cut across at gaps of paper at least as high as the smaller of the lines beside them. */
function bandStrips(image: GreyImage, band: Rectangle, dpi: number): Rectangle[] {
  // Runs of rows under 3 points high are specks or a rule, not lines of type.
  const lines = inkRuns(inkPerRow(image, band), speckFor(band.right - band.left, dpi), 2).filter(
    (run) => run.to - run.from >= dpi / 24,
  );
  const strips: Rectangle[] = [];
  let top = band.top;
  for (let i = 1; i < lines.length; i += 1) {
    const [above, below] = [lines[i - 1]!, lines[i]!];
    if (below.from - above.to < Math.min(above.to - above.from, below.to - below.from)) continue;
    const cut = band.top + Math.round((above.to + below.from) / 2);
    strips.push({ ...band, top, bottom: cut });
    top = cut;
  }
  strips.push({ ...band, top });
  return strips;
}

/** A strip cut down at gaps of paper a tenth of an inch wide and half again the smaller type's height. */
function cellsOfStrip(image: GreyImage, strip: Rectangle, dpi: number): Rectangle[] {
  const runs = inkRuns(inkPerColumn(image, strip), speckFor(strip.bottom - strip.top, dpi), Math.round(dpi / 10));
  const cells: (Rectangle & { tallest: number })[] = [];
  for (const run of runs) {
    const area = { ...strip, left: strip.left + run.from, right: strip.left + run.to };
    const tallest = tallestLine(image, area, dpi);
    if (tallest < dpi / 24) continue;
    const last = cells.at(-1);
    if (last && area.left - last.right < 1.5 * Math.min(last.tallest, tallest)) {
      last.right = area.right;
      last.tallest = Math.max(last.tallest, tallest);
    } else cells.push({ ...area, tallest });
  }
  return cells.map(({ left, right, top, bottom }) => ({ left, right, top, bottom }));
}

/** Pixels of ink in a row or column of `length` that are specks of the scan, not type. */
function speckFor(length: number, dpi: number): number {
  return Math.max(2, Math.round((length * dpi) / 30000));
}

/** Ink (pixels darker than mid-grey) in each row of a rectangle. */
function inkPerRow({ data, width }: GreyImage, area: Rectangle): Uint32Array {
  const counts = new Uint32Array(Math.max(0, area.bottom - area.top));
  for (let y = area.top; y < area.bottom; y += 1)
    for (let x = area.left; x < area.right; x += 1) if (data[y * width + x]! < INK) counts[y - area.top]! += 1;
  return counts;
}

/**
 * A band's cell without underlines (text/ocr.ts): thin strokes along a row, a fifth of an inch
 * long or more, at most a point and a fifth thick with paper above and below, set to paper. An
 * underlined link's line runs through the dots of its address ("clarke@mail.brightwave-" read
 * "mail-brightwave-", 37; without it 84). A descender crossing the line, or a letter's bar, is
 * thicker and stays, and so do rules of heavier weight. Not done page-wide: with its rules gone
 * tesseract laid out a page's lines otherwise, and read a grey address beside icons worse.
 */
export function withoutUnderlines(image: GreyImage, dpi: number): GreyImage {
  const { data, width, height } = image;
  const minLength = Math.round(dpi / 5);
  const maxThickness = Math.max(2, Math.round(dpi / 60));
  const ink = (x: number, y: number) => y >= 0 && y < height && data[y * width + x]! < INK;
  let out: Uint8Array | undefined;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width;) {
      if (!ink(x, y)) {
        x += 1;
        continue;
      }
      let end = x;
      while (end < width && ink(end, y)) end += 1;
      if (end - x >= minLength) {
        const strokes: [number, number, number][] = [];
        for (let at = x; at < end; at += 1) {
          let top = y;
          while (top > 0 && ink(at, top - 1) && y - top < maxThickness) top -= 1;
          let bottom = y;
          while (bottom < height - 1 && ink(at, bottom + 1) && bottom - top + 1 < maxThickness) bottom += 1;
          if (!ink(at, top - 1) && !ink(at, bottom + 1)) strokes.push([at, top, bottom]);
        }
        // A line touching the type along much of its length (small type set on it) is left whole:
        // cut out between the letters, it left marks under them that were read as letters.
        if (strokes.length >= (end - x) * 0.85) {
          out ??= new Uint8Array(data);
          for (const [at, top, bottom] of strokes) for (let row = top; row <= bottom; row += 1) out[row * width + at] = 255;
        }
      }
      x = end;
    }
  return out ? { data: out, width, height } : image;
}

/** Ink (pixels darker than mid-grey) in each column of a rectangle. */
function inkPerColumn({ data, width }: GreyImage, area: Rectangle): Uint32Array {
  const counts = new Uint32Array(Math.max(0, area.right - area.left));
  for (let y = area.top; y < area.bottom; y += 1)
    for (let x = area.left; x < area.right; x += 1) if (data[y * width + x]! < INK) counts[x - area.left]! += 1;
  return counts;
}

/** Runs of inked positions (more than `speck` pixels) kept apart by at least `minGap` blank ones. */
function inkRuns(counts: Uint32Array, speck: number, minGap: number): { from: number; to: number }[] {
  const runs: { from: number; to: number }[] = [];
  for (let i = 0; i < counts.length; i += 1) {
    if (counts[i]! <= speck) continue;
    const last = runs.at(-1);
    if (last && i - last.to < minGap) last.to = i + 1;
    else runs.push({ from: i, to: i + 1 });
  }
  return runs;
}

/** The height of the tallest line of type in a rectangle: its longest run of inked rows. */
function tallestLine(image: GreyImage, area: Rectangle, dpi: number): number {
  const runs = inkRuns(inkPerRow(image, area), speckFor(area.right - area.left, dpi), 2);
  return Math.max(0, ...runs.map((run) => run.to - run.from));
}

/** Grey below which a pixel of a prepared page is type (pale or thin type too). */
const INK = 192;

/**
 * A band taken left and right as far as its top and bottom edges stay dark: a photo near its end
 * leaves too little dark beside it for the tiles there to count, and that end of the band would
 * stay dark, above and below the photo.
 */
function widened(image: GreyImage, band: Rectangle, dpi: number): Rectangle {
  const inset = Math.ceil(dpi / 75);
  const strip = Math.max(2, Math.round(dpi / 30));
  const edgesDark = (x: number) =>
    darkShare(image, 'column', x, band.top + inset, band.top + inset + strip, DARK_BACKGROUND) >= 0.8 &&
    darkShare(image, 'column', x, band.bottom - inset - strip, band.bottom - inset, DARK_BACKGROUND) >= 0.8;
  let { left, right } = band;
  while (left > 0 && edgesDark(left - 1)) left -= 1;
  while (right < image.width && edgesDark(right)) right += 1;
  return { ...band, left, right };
}

/**
 * Photos in a band: light areas half an inch square or more (`lightAreasIn`), about as high as
 * wide and under two inches, each with a tenth of an inch more all round. Inverted, a photo's
 * light frame is a dark ring beside the name that tesseract reads as letters; a light box of
 * contacts inside a band is wider than it is high, and is left as it is.
 */
function photosIn(image: GreyImage, band: Rectangle, dpi: number): Rectangle[] {
  const tile = Math.max(4, Math.round(dpi / 10));
  return lightAreasIn(image, band, tile)
    .filter((area) => {
      const [w, h] = [area.right - area.left, area.bottom - area.top];
      return Math.max(w, h) <= Math.min(w, h) * 1.6 && Math.max(w, h) <= dpi * 2;
    })
    .map((area) => ({
      left: Math.max(band.left, area.left - tile),
      right: Math.min(band.right, area.right + tile),
      top: Math.max(band.top, area.top - tile),
      bottom: Math.min(band.bottom, area.bottom + tile),
    }));
}

function blankArea(out: Uint8Array, width: number, area: Rectangle): void {
  for (let y = area.top; y < area.bottom; y += 1) out.fill(255, y * width + area.left, y * width + area.right);
}

/**
 * Dark columns beside the text (sidebars, or a sidebar cut into blocks one above the other): the
 * dark areas that are no bands, narrower than half the page and with light type, joined when they
 * share their left and right edges, kept when together they run a quarter of the page's height.
 * OCR reads each apart (text/ocr.ts): tesseract reads a sidebar's lines interleaved with the main
 * column's, and its small grey labels on the dark not at all.
 */
export function darkColumns(image: GreyImage, dpi: number): Rectangle[] {
  const panels = darkRectangles(image, dpi).filter(
    (area) => area.right - area.left < image.width * 0.5 && hasLightType(image, area),
  );
  const columns: Rectangle[] = [];
  const near = dpi / 5;
  for (const panel of panels.sort((a, b) => a.top - b.top)) {
    const column = columns.find((c) => Math.abs(c.left - panel.left) <= near && Math.abs(c.right - panel.right) <= near);
    if (!column) columns.push({ ...panel });
    else {
      column.left = Math.min(column.left, panel.left);
      column.right = Math.max(column.right, panel.right);
      column.bottom = Math.max(column.bottom, panel.bottom);
    }
  }
  return columns
    .map((column) => lengthened(image, column, dpi))
    .filter((column) => column.bottom - column.top >= image.height / 4);
}

/**
 * A column taken up and down as far as both its edges stay dark: beside a photo at a sidebar's top
 * the dark is too narrow to count as an area, but it is still the sidebar.
 */
function lengthened(image: GreyImage, column: Rectangle, dpi: number): Rectangle {
  const strip = Math.max(2, Math.round(dpi / 30));
  const edgesDark = (y: number) =>
    darkShare(image, 'row', y, column.left + 2, column.left + 2 + strip, DARK_BACKGROUND) >= 0.8 &&
    darkShare(image, 'row', y, column.right - 2 - strip, column.right - 2, DARK_BACKGROUND) >= 0.8;
  let { top, bottom } = column;
  while (top > 0 && edgesDark(top - 1)) top -= 1;
  while (bottom < image.height && edgesDark(bottom)) bottom += 1;
  return { ...column, top, bottom };
}

/**
 * The image with a dark column inverted as `invertDarkAreas` inverts a band. The background is
 * measured tile by tile, so a gap of paper between two blocks of the column stays paper, and so
 * does a photo's light frame.
 */
export function withColumnInverted(image: GreyImage, column: Rectangle, dpi: number): GreyImage {
  const out = new Uint8Array(image.data);
  invertInto(image, out, column, dpi);
  const tile = Math.max(4, Math.round(dpi / 10));
  for (const area of lightAreasIn(image, column, tile)) {
    for (let y = area.top; y < area.bottom; y += 1) out.fill(255, y * image.width + area.left, y * image.width + area.right);
    // Half a tile further, the grey of a photo and its frame, never the white type beside it.
    const reach = Math.ceil(tile / 2);
    for (let y = Math.max(column.top, area.top - reach); y < Math.min(column.bottom, area.bottom + reach); y += 1)
      for (let x = Math.max(column.left, area.left - reach); x < Math.min(column.right, area.right + reach); x += 1)
        if (image.data[y * image.width + x]! < WHITE_TYPE) out[y * image.width + x] = 255;
  }
  return { data: out, width: image.width, height: image.height };
}

/**
 * Light areas half an inch square or more inside a dark column (a photo, paper between two
 * blocks: tiles nine tenths light), half a tile wider all round: inverted, their edges, where a
 * tile is part dark and part light, came out as a thick dark frame that tesseract read as letters
 * ("ha" over "PIETER"). No type is that large a light area.
 */
function lightAreasIn(image: GreyImage, column: Rectangle, tile: number): Rectangle[] {
  const columns = Math.ceil((column.right - column.left) / tile);
  const rows = Math.ceil((column.bottom - column.top) / tile);
  const light = new Uint8Array(columns * rows);
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < columns; c += 1) {
      const x0 = column.left + c * tile;
      const y0 = column.top + r * tile;
      const x1 = Math.min(column.right, x0 + tile);
      const y1 = Math.min(column.bottom, y0 + tile);
      let lit = 0;
      for (let y = y0; y < y1; y += 1)
        for (let x = x0; x < x1; x += 1) if (image.data[y * image.width + x]! >= DARK_BACKGROUND) lit += 1;
      if (lit >= (x1 - x0) * (y1 - y0) * 0.9) light[r * columns + c] = 1;
    }
  const areas: Rectangle[] = [];
  for (const area of tileAreas(light, columns, rows)) {
    const spans = [...area.entries()];
    const top = least(spans.map(([r]) => r));
    const bottom = greatest(spans.map(([r]) => r));
    const left = least(spans.map(([, [c]]) => c));
    const right = greatest(spans.map(([, [, c]]) => c));
    if (right - left + 1 < 5 || bottom - top + 1 < 5) continue;
    // Half a tile wider all round: the part-covered tiles at its edge.
    areas.push({
      left: Math.max(column.left, column.left + Math.round((left - 0.5) * tile)),
      right: Math.min(column.right, column.left + Math.round((right + 1.5) * tile)),
      top: Math.max(column.top, column.top + Math.round((top - 0.5) * tile)),
      bottom: Math.min(column.bottom, column.top + Math.round((bottom + 1.5) * tile)),
    });
  }
  return areas;
}

/** The image with a rectangle set to paper (a column read apart, left out of the page's read). */
export function blanked(image: GreyImage, area: Rectangle, dpi: number): GreyImage {
  const out = new Uint8Array(image.data);
  const pad = Math.ceil(dpi / 75);
  for (let y = Math.max(0, area.top - pad); y < Math.min(image.height, area.bottom + pad); y += 1)
    out.fill(255, y * image.width + Math.max(0, area.left - pad), y * image.width + Math.min(image.width, area.right + pad));
  return { data: out, width: image.width, height: image.height };
}

/** Grey above which a pixel in a dark column is white type (a photo's light grey is darker). */
const WHITE_TYPE = 232;

/** Grey below which a tile's pixels are a dark background (a mid-tone band of grey 150 is one). */
const DARK_BACKGROUND = 170;

/**
 * The page's dark areas as rectangles, to the pixel: tiles of a tenth of an inch with mostly dark
 * pixels, kept where their half-inch neighbourhood is mostly such tiles, gathered into connected
 * areas, each cut where its left or right edge moves (a banner over a sidebar is two rectangles),
 * and at least an inch wide and two fifths of an inch high.
 */
function darkRectangles(image: GreyImage, dpi: number): Rectangle[] {
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
      if (data[y * width + x]! < DARK_BACKGROUND) darkPixels[cell]! += 1;
      pixels[cell]! += 1;
    }
  }
  const darkTile = (cell: number) => darkPixels[cell]! * 2 > pixels[cell]!;
  const reach = 2;
  const dark = new Uint8Array(columns * rows);
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < columns; c += 1) {
      let count = 0;
      let all = 0;
      for (let rr = Math.max(0, r - reach); rr <= Math.min(rows - 1, r + reach); rr += 1)
        for (let cc = Math.max(0, c - reach); cc <= Math.min(columns - 1, c + reach); cc += 1) {
          all += 1;
          if (darkTile(rr * columns + cc)) count += 1;
        }
      if (count * 2 > all) dark[r * columns + c] = 1;
    }
  const rectangles: Rectangle[] = [];
  for (const area of tileAreas(dark, columns, rows))
    for (const run of filledBand(area, columns) ?? rowRuns(area))
      if (run.right - run.left + 1 >= 10 && run.bottom - run.top + 1 >= 4)
        rectangles.push(
          bandEdges(
            image,
            {
              left: run.left * tile,
              right: Math.min(width, (run.right + 1) * tile),
              top: run.top * tile,
              bottom: Math.min(height, (run.bottom + 1) * tile),
            },
            tile,
          ),
        );
  return rectangles;
}

/** Connected areas of set tiles, each as its rows' first and last tile. */
function tileAreas(set: Uint8Array, columns: number, rows: number): Map<number, [number, number]>[] {
  const seen = new Uint8Array(set.length);
  const areas: Map<number, [number, number]>[] = [];
  for (let start = 0; start < set.length; start += 1) {
    if (!set[start] || seen[start]) continue;
    const area = new Map<number, [number, number]>();
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const cell = stack.pop()!;
      const r = Math.floor(cell / columns);
      const c = cell % columns;
      const span = area.get(r);
      area.set(r, span ? [Math.min(span[0], c), Math.max(span[1], c)] : [c, c]);
      for (const [dr, dc] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const rr = r + dr;
        const cc = c + dc;
        if (rr < 0 || rr >= rows || cc < 0 || cc >= columns) continue;
        const next = rr * columns + cc;
        if (set[next] && !seen[next]) {
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    areas.push(area);
  }
  return areas;
}

/**
 * An area that is a band across most of the page with a hole or a notch in it (a photo at the
 * banner's left, where the dark is too narrow to count) is the one rectangle around it: cut into
 * runs where its left edge moved, the band's parts above and below the photo were no rectangle of
 * their own and stayed dark, and tesseract read nothing of the name beside them. Only when the
 * rows fill four fifths of the rectangle: a banner over a sidebar (an L) fills far less.
 */
function filledBand(area: Map<number, [number, number]>, pageColumns: number): Rectangle[] | undefined {
  const spans = [...area.entries()].sort(([a], [b]) => a - b);
  // A row or two of a tile or so at the top or bottom (a speck at the band's edge) is no part of it.
  const widest = Math.max(0, ...spans.map(([, [from, to]]) => to - from + 1));
  const narrow = ([, [from, to]]: [number, [number, number]]) => to - from + 1 < widest / 2;
  while (spans.length > 0 && narrow(spans[0]!)) spans.shift();
  while (spans.length > 0 && narrow(spans.at(-1)!)) spans.pop();
  if (spans.length === 0) return undefined;
  const top = spans[0]![0];
  const bottom = spans.at(-1)![0];
  const left = least(spans.map(([, [c]]) => c));
  const right = greatest(spans.map(([, [, c]]) => c));
  if (right - left + 1 < pageColumns * 0.6) return undefined;
  const filled = spans.reduce((sum, [, [from, to]]) => sum + (to - from + 1), 0);
  return filled >= (right - left + 1) * (bottom - top + 1) * 0.8 ? [{ left, right, top, bottom }] : undefined;
}

/** An area's rows cut into runs whose left and right ends stay within two tiles (an L is two runs). */
function rowRuns(area: Map<number, [number, number]>): Rectangle[] {
  const runs: Rectangle[] = [];
  for (const r of [...area.keys()].sort((a, b) => a - b)) {
    const [left, right] = area.get(r)!;
    const run = runs.at(-1);
    if (run && run.bottom === r - 1 && Math.abs(run.left - left) <= 2 && Math.abs(run.right - right) <= 2) {
      run.bottom = r;
      run.left = Math.min(run.left, left);
      run.right = Math.max(run.right, right);
    } else runs.push({ left, right, top: r, bottom: r });
  }
  return runs;
}

/**
 * Type lighter than its background (white or pale grey on a dark band), not darker (black type on
 * a mid-grey band): more of the pixels far from the background's shade are lighter than it.
 * A band with no type at all counts as light type on dark (it comes out as paper).
 */
function hasLightType(image: GreyImage, area: Rectangle): boolean {
  const background = medianOf(image, area);
  let lighter = 0;
  let darker = 0;
  for (let y = area.top; y < area.bottom; y += 2)
    for (let x = area.left; x < area.right; x += 2) {
      const value = image.data[y * image.width + x]!;
      if (value > background + 50) lighter += 1;
      else if (value < background - 50) darker += 1;
    }
  return lighter >= darker;
}

/**
 * The band inverted into `out`, its blurred edge a pixel or two either side set to paper: outside,
 * a pixel or two of grey would stay a thin frame; inside, a band's edge left a hair off level by
 * straightening is part band, part paper along its length, and inverted would be a broken dark
 * line ("- Tomasz …").
 */
function invertInto(image: GreyImage, out: Uint8Array, band: Rectangle, dpi: number): void {
  const { width, height } = image;
  const edge = Math.ceil(dpi / 75);
  for (let y = Math.max(0, band.top - edge); y < Math.min(height, band.bottom + edge); y += 1)
    out.fill(255, y * width + Math.max(0, band.left - edge), y * width + Math.min(width, band.right + edge));
  const inner = { left: band.left + edge, right: band.right - edge, top: band.top + edge, bottom: band.bottom - edge };
  if (inner.right > inner.left && inner.bottom > inner.top) {
    invertRectangle(image, out, inner, Math.max(4, Math.round(dpi / 10)));
    paperAtEdges(image, out, inner);
  }
}

/**
 * Paper inside a band's rectangle that reaches its edge, left as paper: a band printed to the
 * paper's edge, once straightened, has wedges of paper (or of the scanner's white) along its ends,
 * and inverted they were black wedges and bars beside the name, which tesseract read as marks or
 * as a column of their own. Type lies inside the band, clear of its edges.
 */
function paperAtEdges({ data, width }: GreyImage, out: Uint8Array, area: Rectangle): void {
  const w = area.right - area.left;
  const h = area.bottom - area.top;
  const seen = new Uint8Array(w * h);
  const stack: number[] = [];
  const visit = (x: number, y: number) => {
    const i = y * w + x;
    if (seen[i]) return;
    seen[i] = 1;
    if (data[(y + area.top) * width + x + area.left]! >= PAPER) stack.push(i);
  };
  for (let x = 0; x < w; x += 1) {
    visit(x, 0);
    visit(x, h - 1);
  }
  for (let y = 0; y < h; y += 1) {
    visit(0, y);
    visit(w - 1, y);
  }
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % w;
    const y = (i - x) / w;
    out[(y + area.top) * width + x + area.left] = 255;
    if (x > 0) visit(x - 1, y);
    if (x + 1 < w) visit(x + 1, y);
    if (y > 0) visit(x, y - 1);
    if (y + 1 < h) visit(x, y + 1);
  }
}

/** Grey from which a pixel of a scan is paper (or the scanner's white). */
const PAPER = 200;

export interface Rectangle {
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
 * The rectangle inverted into `out`, stretched so that the band's background comes out white (left
 * grey, tesseract read a large grey area as a picture) and its type dark. The background is
 * measured tile by tile (the darker third of a tile's pixels, over its neighbours too: type is the
 * light minority), so that a band shading from dark to mid-tone (a gradient) is white throughout.
 * A gap between two cells of the band (paper, now dark) runs the band's whole height or width as a
 * dark bar: it is set back to paper.
 */
function invertRectangle(image: GreyImage, out: Uint8Array, band: Rectangle, tile: number): void {
  const { data, width } = image;
  const { left, right, top, bottom } = band;
  const backgrounds = tileBackgrounds(image, band, tile);
  const columns = Math.ceil((right - left) / tile);
  for (let y = top; y < bottom; y += 1) {
    const row = Math.floor((y - top) / tile) * columns;
    for (let x = left; x < right; x += 1) {
      const background = backgrounds[row + Math.floor((x - left) / tile)]!;
      const gain = 255 / Math.max(64, 250 - background);
      out[y * width + x] = Math.max(0, Math.min(255, Math.round(255 - (data[y * width + x]! - background) * gain)));
    }
  }
  paperBackInGaps(out, width, band);
}

/** Each tile's background shade: the 30th percentile of its pixels, then the median over its 3×3 tiles. */
function tileBackgrounds(image: GreyImage, band: Rectangle, tile: number): Uint8Array {
  const { data, width } = image;
  const columns = Math.ceil((band.right - band.left) / tile);
  const rows = Math.ceil((band.bottom - band.top) / tile);
  const own = new Uint8Array(columns * rows);
  const histogram = new Uint32Array(256);
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < columns; c += 1) {
      histogram.fill(0);
      const x0 = band.left + c * tile;
      const y0 = band.top + r * tile;
      const x1 = Math.min(band.right, x0 + tile);
      const y1 = Math.min(band.bottom, y0 + tile);
      for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) histogram[data[y * width + x]!]! += 1;
      own[r * columns + c] = percentile(histogram, (x1 - x0) * (y1 - y0), 0.3);
    }
  const smoothed = new Uint8Array(columns * rows);
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < columns; c += 1) {
      const around: number[] = [];
      for (let rr = Math.max(0, r - 1); rr <= Math.min(rows - 1, r + 1); rr += 1)
        for (let cc = Math.max(0, c - 1); cc <= Math.min(columns - 1, c + 1); cc += 1) around.push(own[rr * columns + cc]!);
      around.sort((a, b) => a - b);
      smoothed[r * columns + c] = around[Math.floor(around.length / 2)]!;
    }
  return smoothed;
}

function percentile(histogram: Uint32Array, count: number, share: number): number {
  let seen = 0;
  for (let value = 0; value < 256; value += 1) {
    seen += histogram[value]!;
    if (seen >= count * share) return value;
  }
  return 255;
}

/** Columns and rows of an inverted band dark over nearly all its height or width (paper between cells) back to paper. */
function paperBackInGaps(out: Uint8Array, width: number, band: Rectangle): void {
  const { left, right, top, bottom } = band;
  for (let x = left; x < right; x += 1) {
    let dark = 0;
    for (let y = top; y < bottom; y += 1) if (out[y * width + x]! < 96) dark += 1;
    if (dark >= (bottom - top) * 0.9) for (let y = top; y < bottom; y += 1) out[y * width + x] = 255;
  }
  for (let y = top; y < bottom; y += 1) {
    let dark = 0;
    for (let x = left; x < right; x += 1) if (out[y * width + x]! < 96) dark += 1;
    if (dark >= (right - left) * 0.9) out.fill(255, y * width + left, y * width + right);
  }
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
