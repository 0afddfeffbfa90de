/**
 * Lets `page.getTextContent({ keepWhiteSpace: true })` reach pdf.js's text extraction in unpdf's
 * bundled build (docs/decisions/0049). pdf.js has the option (it reads form fields with it) but its
 * public API does not pass it on. Without it, a space drawn between two words of letter-spaced
 * capitals is dropped and replaced by the one space pdf.js puts in every gap of tracked type, so
 * "L U X   F Y N N" and "L U X F Y N N" read the same and the name's words are lost.
 *
 * The default stays off: only a caller that asks gets the spaces. A patch-package diff would carry
 * the bundle's 378 KB minified line twice, hence exact replacements here, each of which must match
 * once; an unpdf upgrade that moves them fails the install loudly instead of parsing differently.
 *
 * Run by npm's postinstall after patch-package; idempotent.
 */
/* global process, console */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The repository's own install (this file lives in patches/, beside node_modules).
const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', 'unpdf', 'dist', 'pdfjs.mjs');
const MARK = '/* keepWhiteSpace passed on (patches/unpdf-keep-white-space.mjs) */';

const REPLACEMENTS = [
  // The page proxy sends the option to the worker...
  [
    'streamTextContent({includeMarkedContent:e=!1,disableNormalization:t=!1}={}){return this._transport.messageHandler.sendWithStream(`GetTextContent`,{pageId:this.#t.getPageId(this._pageIndex+1)-1,pageIndex:this._pageIndex,includeMarkedContent:e===!0,disableNormalization:t===!0}',
    'streamTextContent({includeMarkedContent:e=!1,disableNormalization:t=!1,keepWhiteSpace:kws=!1}={}){return this._transport.messageHandler.sendWithStream(`GetTextContent`,{pageId:this.#t.getPageId(this._pageIndex+1)-1,pageIndex:this._pageIndex,includeMarkedContent:e===!0,disableNormalization:t===!0,keepWhiteSpace:kws===!0}',
  ],
  // ...the worker hands it to the page...
  [
    'let{pageId:r,pageIndex:i,includeMarkedContent:o,disableNormalization:s}=e;',
    'let{pageId:r,pageIndex:i,includeMarkedContent:o,disableNormalization:s,keepWhiteSpace:kws}=e;',
  ],
  [
    'e.extractTextContent({handler:u,task:n,sink:t,includeMarkedContent:o,disableNormalization:s})',
    'e.extractTextContent({handler:u,task:n,sink:t,includeMarkedContent:o,disableNormalization:s,keepWhiteSpace:kws===!0})',
  ],
  // ...and the page to the evaluator, which has always had it.
  [
    'async extractTextContent({handler:e,task:t,includeMarkedContent:n,disableNormalization:r,sink:i,intersector:a=null}){',
    'async extractTextContent({handler:e,task:t,includeMarkedContent:n,disableNormalization:r,sink:i,intersector:a=null,keepWhiteSpace:kws=!1}){',
  ],
  [
    'getTextContent({stream:l,task:t,resources:d,includeMarkedContent:n,disableNormalization:r,sink:i,viewBox:this.view,lang:u,intersector:a})',
    'getTextContent({stream:l,task:t,resources:d,includeMarkedContent:n,disableNormalization:r,sink:i,viewBox:this.view,lang:u,intersector:a,keepWhiteSpace:kws})',
  ],
];

let source = readFileSync(file, 'utf8');
if (source.includes(MARK)) process.exit(0);
for (const [from, to] of REPLACEMENTS) {
  const count = source.split(from).length - 1;
  if (count !== 1) {
    console.error(
      `patches/unpdf-keep-white-space.mjs: expected one "${from.slice(0, 60)}…" in ${file}, found ${count}. Was unpdf upgraded?`,
    );
    process.exit(1);
  }
  source = source.replace(from, () => to);
}
writeFileSync(file, `${source}\n${MARK}\n`);
console.log('unpdf: getTextContent passes keepWhiteSpace on');
