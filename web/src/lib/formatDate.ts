const longUsDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * "March 5, 2025": the spec's long US English date. Formatted in UTC so the prerendered HTML and
 * the hydrated page agree whatever the visitor's time zone.
 */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longUsDate.format(date);
}

/** "Mar 5, 2025, 3:04 PM" in the viewer's time zone: admin lists (never prerendered). */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
