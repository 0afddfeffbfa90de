/**
 * Makes the partner logos and the founders' monogram portraits (SVG, in-house). Text in an SVG used
 * as an <img> cannot use the page's webfont, so every text gets a `textLength`: whatever font the
 * viewer has, the word fills exactly its box and is never clipped.
 * Usage: npx tsx web/scripts/make-brand-art.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const media = (path: string) => fileURLToPath(new URL(`../public/media/${path}`, import.meta.url));
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Each partner's mark: a distinct shape in a 36×36 box at (14, 14). */
const marks: Record<string, { colour: string; mark: string }> = {
  'cobalt-software': { colour: '#1d4ed8', mark: '<rect x="14" y="14" width="36" height="36" rx="8" fill="#1d4ed8"/><rect x="23" y="23" width="18" height="18" rx="3" fill="none" stroke="#fff" stroke-width="3"/>' },
  'helix-analytics': { colour: '#0f766e', mark: '<path d="M18 20c14 0 14 24 28 24M18 44c14 0 14-24 28-24" fill="none" stroke="#0f766e" stroke-width="4" stroke-linecap="round"/>' },
  'nova-networks': { colour: '#7c3aed', mark: '<path d="M32 12l5 15 15 5-15 5-5 15-5-15-15-5 15-5z" fill="#7c3aed"/>' },
  'orbit-systems': { colour: '#0369a1', mark: '<ellipse cx="32" cy="32" rx="18" ry="9" fill="none" stroke="#0369a1" stroke-width="3" transform="rotate(-25 32 32)"/><circle cx="32" cy="32" r="7" fill="#0369a1"/>' },
  'quanta-labs': { colour: '#b45309', mark: '<path d="M32 13l16.5 9.5v19L32 51 15.5 41.5v-19z" fill="#b45309"/><circle cx="32" cy="32" r="6" fill="#fff"/>' },
  'stratus-cloud': { colour: '#0284c7', mark: '<path d="M20 42h24a8 8 0 0 0 0-16 11 11 0 0 0-21-2 7 7 0 0 0-3 18z" fill="#0284c7"/>' },
  'summit-security': { colour: '#be123c', mark: '<path d="M13 48l13-22 7 11 5-7 13 18z" fill="#be123c"/><path d="M26 26l4 7h-8z" fill="#fff"/>' },
  'vertex-data': { colour: '#15803d', mark: '<path d="M32 14l18 32H14z" fill="none" stroke="#15803d" stroke-width="4" stroke-linejoin="round"/><circle cx="32" cy="35" r="4" fill="#15803d"/>' },
};

const names: Record<string, string> = {
  'cobalt-software': 'Cobalt Software',
  'helix-analytics': 'Helix Analytics',
  'nova-networks': 'Nova Networks',
  'orbit-systems': 'Orbit Systems',
  'quanta-labs': 'Quanta Labs',
  'stratus-cloud': 'Stratus Cloud',
  'summit-security': 'Summit Security',
  'vertex-data': 'Vertex Data',
};

for (const [slug, { mark }] of Object.entries(marks)) {
  const name = names[slug]!;
  // About 8.2 px per character at 17 px bold, never wider than the 128 px left beside the mark.
  const width = Math.min(128, Math.round(name.length * 8.2));
  writeFileSync(
    media(`partners/${slug}.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="64" viewBox="0 0 200 64" role="img" aria-label="${escape(name)}"><title>${escape(name)}</title>${mark}<text x="60" y="38" textLength="${width}" lengthAdjust="spacingAndGlyphs" font-family="'Plus Jakarta Sans', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif" font-size="17" font-weight="700" fill="#14213d">${escape(name)}</text></svg>\n`,
  );
}

/** Monogram portraits: initials on a layered disc, in the brand's colours. */
const founders = [
  { file: 'ceo', initials: 'AD', from: '#0b5cad', to: '#12a3a3' },
  { file: 'cto', initials: 'MK', from: '#3b2a8f', to: '#0b5cad' },
];
for (const { file, initials, from, to } of founders) {
  writeFileSync(
    media(`team/${file}.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<circle cx="160" cy="160" r="160" fill="url(#g)"/>
<circle cx="160" cy="160" r="128" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="2"/>
<circle cx="160" cy="160" r="104" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="2"/>
<path d="M40 232c40-30 80-36 120-20s80 10 120-20" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="3"/>
<text x="160" y="186" text-anchor="middle" textLength="150" lengthAdjust="spacingAndGlyphs" font-family="Georgia, 'DejaVu Serif', serif" font-size="92" font-weight="700" fill="#fff">${initials}</text>
</svg>\n`,
  );
}
console.log('partner logos and founder monograms written');
