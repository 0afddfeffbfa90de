/**
 * The name Vite gave a script chunk, without its content hash: `…/ForgotPasswordPage-CgzOdwB8.js`
 * → `ForgotPasswordPage`. Checks on chunk names must not read the hash, which can spell anything
 * ("CgzOdwB8" holds "zOd").
 */
export const chunkName = (url: string) => (url.split('/').pop() ?? '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '');
