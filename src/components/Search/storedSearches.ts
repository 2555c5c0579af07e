const PREFIXES = ['__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_FAVORITE_SEARCHES__'];

function isStoredSearchList(value: unknown): value is unknown[] {
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

/** The saved list under `key`: null when there is none, undefined when the value is not a list of saved hits. */
function readStoredList(storage: Pick<Storage, 'getItem'>, key: string): unknown[] | null | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredSearchList(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
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
      if (readStoredList(storage, key) === undefined) storage.removeItem(key);
    } catch {
      // Storage itself is unavailable: DocSearch then keeps searches in memory.
    }
  }
}

/**
 * Whether DocSearch saved a search the reader picked a hit from, or a
 * favourite: a reader who searched here before, and is likely to again.
 */
export function hasSearchedBefore(indexName: string, storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return PREFIXES.some((prefix) => (readStoredList(storage, `${prefix}${indexName}`)?.length ?? 0) > 0);
  } catch {
    return false;
  }
}
