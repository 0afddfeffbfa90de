/** The eight partner logos of Trusted Alliances and the About page strip (in-house SVG wordmarks). */
export interface Partner {
  name: string;
  logo: string;
}

export const partners: readonly Partner[] = [
  'Stratus Cloud',
  'Vertex Data',
  'Quanta Labs',
  'Orbit Systems',
  'Helix Analytics',
  'Nova Networks',
  'Cobalt Software',
  'Summit Security',
].map((name) => ({ name, logo: `/media/partners/${name.toLowerCase().replace(/\s+/g, '-')}.svg` }));

/** Intrinsic size of every partner logo. */
export const PARTNER_LOGO_SIZE = { width: 200, height: 64 } as const;
