/**
 * Writes the site's in-house SVG illustrations: partner wordmarks, service images, team portraits
 * and the static head-office map. Deterministic, so re-running gives the committed files.
 * Usage: npx tsx web/scripts/make-illustrations.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { partners } from '../src/content/partners';
import { serviceCards } from '../src/content/services';

const media = join(dirname(fileURLToPath(import.meta.url)), '../public/media');
const write = (path: string, svg: string) => {
  mkdirSync(dirname(join(media, path)), { recursive: true });
  writeFileSync(join(media, path), svg.replace(/\n\s*/g, '') + '\n');
};
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const palette = ['#0b5cad', '#12a3a3', '#3b2a8f', '#0d7a5f', '#b4481b', '#6b2fa3', '#0b1f3a', '#1f6fd1'];

/** Each partner's mark: a distinct shape in a 36×36 box at (14, 14). */
const partnerMarks = [
  '<rect x="14" y="14" width="36" height="36" rx="8" fill="#1d4ed8"/><rect x="23" y="23" width="18" height="18" rx="3" fill="none" stroke="#fff" stroke-width="3"/>',
  '<path d="M18 20c14 0 14 24 28 24M18 44c14 0 14-24 28-24" fill="none" stroke="#0f766e" stroke-width="4" stroke-linecap="round"/>',
  '<path d="M32 12l5 15 15 5-15 5-5 15-5-15-15-5 15-5z" fill="#7c3aed"/>',
  '<ellipse cx="32" cy="32" rx="18" ry="9" fill="none" stroke="#0369a1" stroke-width="3" transform="rotate(-25 32 32)"/><circle cx="32" cy="32" r="7" fill="#0369a1"/>',
  '<path d="M32 13l16.5 9.5v19L32 51 15.5 41.5v-19z" fill="#b45309"/><circle cx="32" cy="32" r="6" fill="#fff"/>',
  '<path d="M20 42h24a8 8 0 0 0 0-16 11 11 0 0 0-21-2 7 7 0 0 0-3 18z" fill="#0284c7"/>',
  '<path d="M13 48l13-22 7 11 5-7 13 18z" fill="#be123c"/><path d="M26 26l4 7h-8z" fill="#fff"/>',
  '<path d="M32 14l18 32H14z" fill="none" stroke="#15803d" stroke-width="4" stroke-linejoin="round"/><circle cx="32" cy="35" r="4" fill="#15803d"/>',
];

/**
 * Text in an SVG shown as an <img> cannot use the page's webfont, so the wordmark gets a
 * `textLength`: whatever font the viewer has, it fills exactly its box and is never clipped.
 */
function partnerLogo(name: string, i: number) {
  // About 8.2 px per character at 17 px bold, never wider than the 128 px left beside the mark.
  const width = Math.min(128, Math.round(name.length * 8.2));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="64" viewBox="0 0 200 64" role="img" aria-label="${esc(name)}">
    <title>${esc(name)}</title>${partnerMarks[i % partnerMarks.length]}
    <text x="60" y="38" textLength="${width}" lengthAdjust="spacingAndGlyphs" font-family="'Plus Jakarta Sans', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif" font-size="17" font-weight="700" fill="#14213d">${esc(name)}</text></svg>`;
}

/** Line art that shows what each service is about, in white over the card's gradient. */
const serviceArt: Record<string, string> = {
  // Analytics: a rising bar chart with its trend line, and a small model graph.
  'ai-ml-analytics': `<g fill="#fff" fill-opacity=".85"><rect x="70" y="150" width="26" height="50" rx="4"/><rect x="108" y="125" width="26" height="75" rx="4"/><rect x="146" y="100" width="26" height="100" rx="4"/><rect x="184" y="70" width="26" height="130" rx="4"/></g>
    <path d="M70 140l45-28 38 14 57-60" fill="none" stroke="#ffd666" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
    <g stroke="#fff" stroke-opacity=".7" stroke-width="2"><path d="M270 70l40 30M270 70l40-20M270 130l40-30M270 130l40 30M310 50l40 30M310 100l40-20M310 100l40 30M310 160l40-30"/></g>
    <g fill="#fff"><circle cx="270" cy="70" r="8"/><circle cx="270" cy="130" r="8"/><circle cx="310" cy="50" r="8"/><circle cx="310" cy="100" r="8"/><circle cx="310" cy="160" r="8"/><circle cx="350" cy="80" r="9" fill="#ffd666"/><circle cx="350" cy="130" r="9" fill="#ffd666"/></g>`,
  // Cloud: a cloud over three servers, connected.
  'cloud-computing': `<path d="M130 110h150a35 35 0 0 0 0-70 52 52 0 0 0-98-12 36 36 0 0 0-52 82z" fill="#fff" fill-opacity=".9" transform="translate(20 22) scale(.9)"/>
    <g stroke="#fff" stroke-width="3" stroke-dasharray="6 6"><path d="M140 122v28M205 122v28M270 122v28"/></g>
    <g fill="none" stroke="#fff" stroke-width="3"><rect x="112" y="150" width="56" height="60" rx="6"/><rect x="177" y="150" width="56" height="60" rx="6"/><rect x="242" y="150" width="56" height="60" rx="6"/></g>
    <g fill="#ffd666"><circle cx="126" cy="166" r="4"/><circle cx="191" cy="166" r="4"/><circle cx="256" cy="166" r="4"/></g>
    <g stroke="#fff" stroke-width="3"><path d="M122 185h36M187 185h36M252 185h36M122 197h26M187 197h26M252 197h26"/></g>`,
  // Generative and agentic AI: a conversation, and an agent reaching for its tools.
  'gen-ai-agentic-ai': `<rect x="50" y="50" width="150" height="54" rx="14" fill="#fff" fill-opacity=".9"/><path d="M70 104l-6 18 24-18z" fill="#fff" fill-opacity=".9"/>
    <rect x="110" y="130" width="160" height="64" rx="14" fill="none" stroke="#fff" stroke-width="3"/>
    <g stroke="#0b1f3a" stroke-opacity=".5" stroke-width="5" stroke-linecap="round"><path d="M70 70h100M70 86h70"/></g>
    <g stroke="#fff" stroke-width="5" stroke-linecap="round"><path d="M130 152h110M130 170h80"/></g>
    <path d="M310 60l7 18 18 7-18 7-7 18-7-18-18-7 18-7z" fill="#ffd666"/><path d="M345 130l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#ffd666"/>
    <g fill="none" stroke="#fff" stroke-width="3"><circle cx="320" cy="180" r="14"/><path d="M320 160v-6M320 206v-6M300 180h-6M346 180h-6"/></g>`,
  // Applications: a browser with code and a phone beside it.
  'app-development': `<rect x="50" y="45" width="220" height="150" rx="10" fill="none" stroke="#fff" stroke-width="3"/><path d="M50 70h220" stroke="#fff" stroke-width="3"/>
    <g fill="#fff"><circle cx="64" cy="58" r="4"/><circle cx="78" cy="58" r="4"/><circle cx="92" cy="58" r="4"/></g>
    <path d="M120 105l-28 25 28 25M200 105l28 25-28 25M172 98l-24 64" fill="none" stroke="#ffd666" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="295" y="70" width="70" height="130" rx="12" fill="#fff" fill-opacity=".9"/><rect x="305" y="88" width="50" height="84" rx="4" fill="#0b1f3a" fill-opacity=".25"/><circle cx="330" cy="186" r="6" fill="#0b1f3a" fill-opacity=".4"/>`,
  // Oracle Cloud Infrastructure: databases under a cloud.
  oci: `<path d="M150 86h110a26 26 0 0 0 0-52 38 38 0 0 0-72-9 27 27 0 0 0-38 61z" fill="none" stroke="#fff" stroke-width="3"/>
    <g fill="#fff" fill-opacity=".9"><ellipse cx="140" cy="130" rx="38" ry="12"/><ellipse cx="205" cy="130" rx="38" ry="12"/><ellipse cx="270" cy="130" rx="38" ry="12"/></g>
    <g fill="none" stroke="#fff" stroke-width="3"><path d="M102 130v56c0 7 17 12 38 12s38-5 38-12v-56M102 158c0 7 17 12 38 12s38-5 38-12"/><path d="M167 130v56c0 7 17 12 38 12s38-5 38-12v-56M167 158c0 7 17 12 38 12s38-5 38-12"/><path d="M232 130v56c0 7 17 12 38 12s38-5 38-12v-56M232 158c0 7 17 12 38 12s38-5 38-12"/></g>
    <path d="M205 86v30" stroke="#ffd666" stroke-width="4" stroke-linecap="round"/>`,
  // Platform as a service: the platform layers, with an app launching from the top.
  paas: `<g fill="none" stroke="#fff" stroke-width="3"><path d="M200 190l110-40-110-40-110 40z" fill="#fff" fill-opacity=".15"/><path d="M200 160l110-40-110-40-110 40z" fill="#fff" fill-opacity=".3"/><path d="M200 130l110-40-110-40-110 40z" fill="#fff" fill-opacity=".55"/></g>
    <path d="M200 40c14 10 20 26 18 44h-36c-2-18 4-34 18-44z" fill="#ffd666"/><path d="M190 84l-6 16M210 84l6 16" stroke="#ffd666" stroke-width="4" stroke-linecap="round"/>`,
  // Software as a service: a dashboard in the browser, used by many.
  saas: `<rect x="60" y="40" width="280" height="150" rx="10" fill="#fff" fill-opacity=".92"/>
    <g fill="#0b1f3a" fill-opacity=".22"><rect x="76" y="58" width="70" height="50" rx="6"/><rect x="156" y="58" width="70" height="50" rx="6"/><rect x="236" y="58" width="88" height="50" rx="6"/><rect x="76" y="118" width="150" height="56" rx="6"/></g>
    <path d="M240 164l22-20 18 10 34-30" fill="none" stroke="#0b5cad" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
    <g fill="#ffd666"><circle cx="150" cy="212" r="9"/><circle cx="200" cy="212" r="9"/><circle cx="250" cy="212" r="9"/></g>`,
  // DevOps: the build-ship-run loop with its automation gear.
  'devops-automation': `<path d="M200 120c-30-40-90-40-90 0s60 40 90 0 90-40 90 0-60 40-90 0z" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
    <path d="M284 100l10 16-18 4" fill="none" stroke="#ffd666" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><path d="M116 140l-10-16 18-4" fill="none" stroke="#ffd666" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
    <g transform="translate(200 200)" fill="#fff"><circle r="14"/><g stroke="#fff" stroke-width="6" stroke-linecap="round"><path d="M0-22v-6M0 22v6M-22 0h-6M22 0h6M-15-15l-4-4M15 15l4 4M-15 15l-4 4M15-15l4-4"/></g><circle r="6" fill="#0b1f3a" fill-opacity=".6"/></g>`,
};

function serviceImage(slug: string, i: number) {
  const a = palette[i % palette.length]!;
  const b = palette[(i + 3) % palette.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="240" viewBox="0 0 400 240" aria-hidden="true">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="400" height="240" fill="url(#g)"/>
    <circle cx="${(330 - i * 20).toFixed(0)}" cy="40" r="90" fill="#fff" opacity=".07"/>
    ${serviceArt[slug] ?? ''}</svg>`;
}

/** A founder's portrait: a monogram on a layered disc, in the brand's colours. */
function monogram(initials: string, from: string, to: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 320 320" aria-hidden="true">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <circle cx="160" cy="160" r="160" fill="url(#g)"/>
    <circle cx="160" cy="160" r="128" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="2"/>
    <circle cx="160" cy="160" r="104" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="2"/>
    <path d="M40 232c40-30 80-36 120-20s80 10 120-20" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="3"/>
    <text x="160" y="186" text-anchor="middle" textLength="150" lengthAdjust="spacingAndGlyphs" font-family="Georgia, 'DejaVu Serif', serif" font-size="92" font-weight="700" fill="#fff">${initials}</text></svg>`;
}

function map() {
  const roads = [
    'M0 120 C160 130 320 90 640 150',
    'M0 300 C200 280 420 330 640 290',
    'M180 0 C200 140 170 260 210 400',
    'M460 0 C430 160 480 260 440 400',
    'M0 210 L640 230',
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" aria-label="Map of Baner, Pune, with the head office marked">
    <rect width="640" height="400" fill="#eef3ea"/>
    <path d="M0 360 C120 330 220 380 360 350 S560 330 640 360 V400 H0z" fill="#b9dcf2"/>
    <rect x="40" y="30" width="110" height="70" rx="6" fill="#d6ead0"/><rect x="500" y="40" width="110" height="80" rx="6" fill="#d6ead0"/>
    <g fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round">${roads.map((d) => `<path d="${d}"/>`).join('')}</g>
    <g fill="none" stroke="#c9cfd6" stroke-width="2">${roads.map((d) => `<path d="${d}"/>`).join('')}</g>
    <text x="250" y="200" font-family="system-ui, sans-serif" font-size="15" fill="#4a5568">Baner Road</text>
    <text x="40" y="385" font-family="system-ui, sans-serif" font-size="14" fill="#1d4f73">Mula River</text>
    <g transform="translate(320 190)"><path d="M0 0C-14-20-22-30-22-42a22 22 0 0 1 44 0C22-30 14-20 0 0z" fill="#b42318"/><circle cy="-42" r="8" fill="#fff"/></g>
    <rect x="340" y="120" width="150" height="30" rx="6" fill="#fff" stroke="#c9cfd6"/>
    <text x="350" y="140" font-family="system-ui, sans-serif" font-size="14" font-weight="700" fill="#14213d">Nimbus Crest HQ</text></svg>`;
}

partners.forEach((p, i) => write(p.logo.replace('/media/', ''), partnerLogo(p.name, i)));
serviceCards.forEach((s, i) => write(`services/${s.slug}.svg`, serviceImage(s.slug, i)));
write('team/ceo.svg', monogram('AD', '#0b5cad', '#12a3a3'));
write('team/cto.svg', monogram('MK', '#3b2a8f', '#0b5cad'));
write('map-pune.svg', map());
console.log('illustrations written to', media);
