const PREFIXES = ['__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_FAVORITE_SEARCHES__'];

function isStoredSearchList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as {objectID?: unknown}).objectID === 'string' &&
        typeof (item as {url?: unknown}).url === 'string',
    )
  );
}

/**
 * DocSearch parses its saved searches without a guard, so one corrupt value
 * breaks the modal. Drop any value that is not a list of saved hits before
 * the modal reads it; the reader then sees "No recent searches".
 */
export function dropCorruptStoredSearches(indexName: string, storage: Pick<Storage, 'getItem' | 'removeItem'>): void {
  for (const prefix of PREFIXES) {
    const key = `${prefix}${indexName}`;
    try {
      const raw = storage.getItem(key);
      if (raw === null) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = undefined;
      }
      if (!isStoredSearchList(parsed)) storage.removeItem(key);
    } catch {
      // Storage itself is unavailable: DocSearch then keeps searches in memory.
    }
  }
}
