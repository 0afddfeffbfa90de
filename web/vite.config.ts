import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Preloads the brand font's Latin file (the only one a page in English needs) from every page. */
function preloadBrandFont(): Plugin {
  return {
    name: 'preload-brand-font',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.values(ctx.bundle ?? {}).find((file) =>
          /plus-jakarta-sans-latin-wght-normal.*\.woff2$/.test(file.fileName),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

// Two builds share this file: the browser build (dist/web, with a manifest the renderer reads for
// modulepreload links) and the SSR build of src/entry-server.tsx into the site kit
// (dist/site-kit): one self-contained module (no node_modules needed) that the build's prerender
// step and the publisher (locally and in a Lambda function) load to render pages.
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react(), preloadBrandFont()],
  publicDir: isSsrBuild ? false : 'public',
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: fileURLToPath(new URL('../dist/site-kit', import.meta.url)),
        emptyOutDir: true,
        sourcemap: false,
        minify: false,
        rollupOptions: { output: { entryFileNames: 'entry-server.mjs', codeSplitting: false } },
      }
    : {
        outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
        emptyOutDir: true,
        sourcemap: false,
        assetsInlineLimit: 0,
        manifest: true,
        target: 'es2022',
      },
}));
