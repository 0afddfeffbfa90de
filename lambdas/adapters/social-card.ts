/**
 * Draws a social card (lambdas/contract/social-card.ts) as a 1200×630 PNG: satori lays the card
 * out as SVG with the brand's own font (Plus Jakarta Sans, the .woff files of
 * @fontsource/plus-jakarta-sans: satori reads TTF, OTF and WOFF, not the site's WOFF2), and resvg
 * rasterises it. resvg is a native module (one prebuilt binary per platform, installed beside the
 * publisher's bundle, see infra/cloud/card-bundling.ts); it is imported on first use, so a missing
 * binary fails the cards only, never the pages.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BRAND_COLOURS, BRAND_NAME } from '../contract/brand';
import { CARD_HEIGHT, CARD_WIDTH, type SocialCardSpec } from '../contract/social-card';

const FONT_FAMILY = 'Plus Jakarta Sans';
const FONT_WEIGHTS = [500, 800] as const;
const TITLE_MAX = 110;

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const el = (style: Record<string, unknown>, children?: unknown): Node => ({ type: 'div', props: { style, children } });

let fonts: Promise<{ name: string; data: Buffer; weight: (typeof FONT_WEIGHTS)[number]; style: 'normal' }[]> | undefined;

function loadFonts() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    fonts = Promise.all(
      FONT_WEIGHTS.map(async (weight) => ({
        name: FONT_FAMILY,
        data: await readFile(
          require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`),
        ),
        weight,
        style: 'normal' as const,
      })),
    );
    fonts.catch(() => (fonts = undefined));
  }
  return fonts;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The card's layout: brand colours, eyebrow, title (smaller when long), detail line, brand name. */
export function cardLayout(spec: SocialCardSpec): Node {
  const title = clip(spec.title.trim(), TITLE_MAX);
  const titleSize = title.length > 70 ? 54 : title.length > 40 ? 64 : 76;
  return el(
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      boxSizing: 'border-box',
      padding: '64px 80px',
      backgroundColor: BRAND_COLOURS.primaryDark,
      backgroundImage: `linear-gradient(135deg, ${BRAND_COLOURS.primaryDark} 55%, ${BRAND_COLOURS.primary})`,
      color: BRAND_COLOURS.onDark,
      fontFamily: FONT_FAMILY,
    },
    [
      el({ display: 'flex', fontSize: 30, fontWeight: 500, color: BRAND_COLOURS.onDarkAccent, letterSpacing: 1 }, spec.eyebrow),
      el({ display: 'flex', flexDirection: 'column' }, [
        el({ display: 'flex', fontSize: titleSize, fontWeight: 800, lineHeight: 1.15 }, title),
        spec.detail
          ? el({ display: 'flex', marginTop: 28, fontSize: 30, fontWeight: 500, opacity: 0.85 }, clip(spec.detail, 90))
          : null,
      ]),
      el({ display: 'flex', alignItems: 'center' }, [
        el({ width: 56, height: 8, borderRadius: 4, backgroundColor: BRAND_COLOURS.accent, marginRight: 20 }),
        el({ display: 'flex', fontSize: 34, fontWeight: 800 }, BRAND_NAME),
      ]),
    ],
  );
}

/** The card as SVG (satori). */
export async function socialCardSvg(spec: SocialCardSpec): Promise<string> {
  // Imported on first use: the publisher starts without evaluating satori (1.6 MB with its wasm).
  const { default: satori } = await import('satori');
  return satori(cardLayout(spec) as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: await loadFonts(),
  });
}

/** The card as PNG bytes (satori, then resvg). */
export async function renderSocialCard(spec: SocialCardSpec): Promise<Uint8Array> {
  const [svg, { Resvg }] = await Promise.all([socialCardSvg(spec), import('@resvg/resvg-js')]);
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}
