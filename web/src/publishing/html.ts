/**
 * Assembles a page's HTML from the build's template: head tags, modulepreload links of the page's
 * chunk, the rendered markup, and the page's data for hydration.
 */
import { scriptSafeJson } from '../components/seo/headTags';
import { PAGE_DATA_ELEMENT_ID, type PageSeed } from '../lib/pageData';

export type Manifest = Record<
  string,
  { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
>;

/** What the build leaves for rendering: the page template (global CSS inlined) and Vite's manifest. */
export interface SiteKit {
  template: string;
  manifest: Manifest;
}

/** Files a chunk needs, dependencies first (for modulepreload), skipping the entry the page already loads. */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  // The entry's own stylesheet is inlined into every page; only a page's extra CSS is linked.
  const out = { js: [] as string[], css: chunk.isEntry ? [] : [...(chunk.css ?? [])] };
  for (const dep of chunk.imports ?? []) {
    const sub = chunkFiles(manifest, dep, seen);
    out.js.push(...sub.js);
    out.css.push(...sub.css);
  }
  if (!chunk.isEntry) out.js.push(chunk.file);
  return out;
}

export function preloadLinks(manifest: Manifest, module: string | undefined): string[] {
  if (!module) return [];
  const { js, css } = chunkFiles(manifest, module);
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ];
}

export function assemblePage(
  kit: SiteKit,
  parts: { head: string; preloads: string[]; html: string; marker: string; seed?: PageSeed },
): string {
  const data = parts.seed
    ? `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(parts.seed)}</script>`
    : '';
  return kit.template
    .replace('<!--head-->', () => [parts.head, ...parts.preloads].filter(Boolean).join('\n    '))
    .replace(
      '<div id="root"><!--app--></div>',
      () => `<div id="root" data-prerendered="${parts.marker}">${parts.html}</div>${data}`,
    );
}
