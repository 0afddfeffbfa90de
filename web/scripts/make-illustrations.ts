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

/** A deterministic pseudo-random sequence, so shapes differ per item but never between runs. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

function partnerLogo(name: string, i: number) {
  const color = palette[i % palette.length]!;
  const mark = [
    `<circle cx="32" cy="32" r="18" fill="${color}"/><circle cx="32" cy="32" r="8" fill="#fff"/>`,
    `<path d="M14 48 32 14l18 34z" fill="${color}"/>`,
    `<rect x="14" y="14" width="36" height="36" rx="8" fill="${color}"/><rect x="24" y="24" width="16" height="16" rx="3" fill="#fff"/>`,
    `<path d="M32 12 50 22v20L32 52 14 42V22z" fill="${color}"/>`,
  ][i % 4];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="64" viewBox="0 0 200 64" role="img" aria-label="${esc(name)}">
    <title>${esc(name)}</title>${mark}
    <text x="60" y="39" font-family="system-ui, sans-serif" font-size="17" font-weight="700" fill="#14213d">${esc(name)}</text></svg>`;
}

function serviceImage(slug: string, i: number) {
  const rand = rng(i + 11);
  const a = palette[i % palette.length]!;
  const b = palette[(i + 3) % palette.length]!;
  const nodes = Array.from({ length: 9 }, () => [40 + rand() * 320, 30 + rand() * 180] as const);
  const lines = nodes.slice(1).map(([x, y], k) => `<line x1="${nodes[k]![0].toFixed(0)}" y1="${nodes[k]![1].toFixed(0)}" x2="${x.toFixed(0)}" y2="${y.toFixed(0)}"/>`);
  const dots = nodes.map(([x, y], k) => `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${4 + (k % 3) * 3}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="240" viewBox="0 0 400 240">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="400" height="240" fill="url(#g)"/>
    <circle cx="${(320 - i * 20).toFixed(0)}" cy="60" r="90" fill="#fff" opacity=".08"/>
    <circle cx="${(60 + i * 25).toFixed(0)}" cy="220" r="120" fill="#fff" opacity=".06"/>
    <g stroke="#fff" stroke-opacity=".45" stroke-width="2">${lines.join('')}</g>
    <g fill="#fff" fill-opacity=".9">${dots.join('')}</g>
    <desc>${esc(slug)}</desc></svg>`;
}

function portrait(skin: string, hair: string, shirt: string, longHair: boolean) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
    <rect width="240" height="240" rx="120" fill="#e6f2fb"/>
    ${longHair ? `<path d="M62 120c0-50 26-78 58-78s58 28 58 78v70H62z" fill="${hair}"/>` : ''}
    <path d="M40 240c6-46 40-70 80-70s74 24 80 70z" fill="${shirt}"/>
    <rect x="104" y="140" width="32" height="36" rx="12" fill="${skin}"/>
    <ellipse cx="120" cy="112" rx="44" ry="50" fill="${skin}"/>
    <path d="M76 104c0-34 20-52 44-52s44 18 44 52c-12-16-28-22-44-22s-32 6-44 22z" fill="${hair}"/>
    <circle cx="104" cy="116" r="4" fill="#14213d"/><circle cx="136" cy="116" r="4" fill="#14213d"/>
    <path d="M106 138q14 10 28 0" stroke="#14213d" stroke-width="3" fill="none" stroke-linecap="round"/></svg>`;
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
write('team/ceo.svg', portrait('#c68642', '#2b1b12', '#0b5cad', false));
write('team/cto.svg', portrait('#e0ac69', '#1b1b1b', '#12a3a3', true));
write('map-pune.svg', map());
console.log('illustrations written to', media);
