/**
 * Markup a published page already holds, kept for hydration. A post body is markdown rendered on
 * the server; parsing it again in the browser only to produce the same markup would load
 * react-markdown and block the main thread. main.tsx captures the markup of opted-in elements
 * (`data-keep-html="<key>"`) before hydrating, and the component hydrates with it as-is.
 */
const captured = new Map<string, string>();

/** Called once, before hydration. */
export function capturePrerenderedMarkup(root: ParentNode): void {
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('[data-keep-html]')))
    captured.set(element.dataset.keepHtml!, element.innerHTML);
}

/** The markup captured for `key` (the same key and content stamp), if the page arrived with it. */
export function prerenderedMarkup(key: string): string | undefined {
  return captured.get(key);
}
