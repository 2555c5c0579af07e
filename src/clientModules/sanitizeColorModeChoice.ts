/**
 * The inline colour-mode script copies whatever `localStorage.theme` holds
 * into `data-theme`. A corrupt value (edited by hand, or left by another app
 * on the same origin) would leave the page with no known theme; fall back to
 * the system preference and forget the bad value.
 */
const VALID_CHOICES = new Set(['light', 'dark']);

if (typeof window !== 'undefined') {
  try {
    const stored = window.localStorage.getItem('theme');
    if (stored !== null && !VALID_CHOICES.has(stored)) {
      window.localStorage.removeItem('theme');
      const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
      document.documentElement.setAttribute('data-theme', prefersDark ? 'dark' : 'light');
      document.documentElement.setAttribute('data-theme-choice', 'system');
    }
  } catch {
    // Storage can be unavailable (privacy modes); the defaults then apply.
  }
}

export {};
