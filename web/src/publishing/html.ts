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

/**
 * The manifest key of a page module's chunk. A module that is imported dynamically (the router)
 * and also statically by another lazy chunk (the post page, by the staff preview) is built into a
 * shared chunk without a facade: keyed `_<Name>-<hash>.js`, named after the file, with no `src`.
 */
export function chunkKeyOf(manifest: Manifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = module.slice(module.lastIndexOf('/') + 1).replace(/\.[jt]sx?$/, '');
  const shared = Object.keys(manifest).filter((k) => k.startsWith(`_${name}-`) && k.endsWith('.js'));
  return shared.length === 1 ? shared[0] : undefined;
}

export function preloadLinks(manifest: Manifest, modules: string | readonly string[] | undefined): string[] {
  // One `seen` set: chunks that several modules share are linked once.
  const seen = new Set<string>();
  const js: string[] = [];
  const css: string[] = [];
  for (const module of typeof modules === 'string' ? [modules] : (modules ?? [])) {
    const key = chunkKeyOf(manifest, module);
    if (!key) continue;
    const files = chunkFiles(manifest, key, seen);
    js.push(...files.js);
    css.push(...files.css);
  }
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
