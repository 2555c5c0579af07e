const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A date as en-US writes it with `{month: 'short', day: 'numeric', year:
 * 'numeric', timeZone: 'UTC'}` ("Nov 27, 2026"), without `Intl`: the first
 * `Intl.DateTimeFormat` of a page loads the browser's locale data, one long
 * task while the page hydrates on a phone. The site has one locale, en-US.
 */
export function formatUtcDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
