/** The brand name, shared by the web's content module and the mail the back end sends. */
export const BRAND_NAME = 'Nimbus Crest';

/** Brand colours outside CSS (social cards): the same values as web/src/styles/tokens.css (light). */
export const BRAND_COLOURS = {
  primary: '#0b5cad',
  primaryDark: '#0b1f3a',
  accent: '#12a3a3',
  onDarkAccent: '#a7f0f0',
  onDark: '#ffffff',
} as const;
