import type {SearchManifest} from '../types';
import {onceUntilFailure} from './onceUntilFailure';

const TIMEOUT_MS = 15_000;

export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, {signal: AbortSignal.timeout(TIMEOUT_MS)});
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The manifest naming the current index and code files, fetched once per page load (again after a failure). */
export const loadManifest = onceUntilFailure((manifestUrl: string) => fetchJson<SearchManifest>(manifestUrl));

/** Downloads the manifest, then the hashed index it names, once per page load; a failure is forgotten. */
export const loadIndex = onceUntilFailure(async (manifestUrl: string) => {
  try {
    const {indexUrl} = await loadManifest(manifestUrl);
    // The engine loads with the index, on the reader's first sign of intent.
    const [file, {buildInvertedIndex}, {isPackedIndexFile, unpackRecords}] = await Promise.all([
      fetchJson<unknown>(indexUrl),
      import('../engine/invertedIndex'),
      import('../indexFormat'),
    ]);
    if (!isPackedIndexFile(file)) throw new Error(`${indexUrl} is not a search index this site can read.`);
    return buildInvertedIndex(unpackRecords(file));
  } catch (error) {
    // The manifest too: after a deploy, the index it names may be gone, and a fresh one names the new index.
    loadManifest.forget();
    throw error;
  }
});
