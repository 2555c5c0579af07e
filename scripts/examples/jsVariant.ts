import qs from 'qs';

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<void>;

class RequestCaptured extends Error {}

/**
 * Runs a JavaScript variant of a request example up to its `fetch()` call and
 * returns the URL it builds, with `qs` as the page imports it. Nothing is sent.
 */
export async function urlBuiltBy(code: string): Promise<string | null> {
  let captured: string | null = null;
  const fetch = (url: string | URL) => {
    captured = String(url);
    throw new RequestCaptured();
  };
  const body = code.replace(/^import\s+qs\s+from\s+['"]qs['"];?\s*$/m, '');
  try {
    await new AsyncFunction('qs', 'fetch', 'process', body)(qs, fetch, {env: {STRAPI_API_TOKEN: 'token'}});
  } catch (error) {
    if (!(error instanceof RequestCaptured)) throw error;
  }
  return captured;
}

/** The path and decoded query of a URL, so that `[` and `%5B` compare equal. */
export function comparableUrl(url: string): string {
  const parsed = new URL(url);
  return decodeURIComponent(`${parsed.pathname}${parsed.search}`);
}
