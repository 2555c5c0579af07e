import type {SearchManifest} from '../types';
import type {IndexingJob, InvertedIndex} from '../engine/invertedIndex';
import {onceUntilFailure} from './onceUntilFailure';
import {nextIdlePeriod} from './whenIdle';

const TIMEOUT_MS = 15_000;
/** The least an idle slice of indexing runs, so that the job moves on however busy the page is. */
const MIN_SLICE_MS = 4;

export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, {signal: AbortSignal.timeout(TIMEOUT_MS)});
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The manifest naming the current index and code files, fetched once per page load (again after a failure). */
export const loadManifest = onceUntilFailure((manifestUrl: string) => fetchJson<SearchManifest>(manifestUrl));

/** The code that reads the index and answers searches: it loads with the index, on the reader's first sign of intent. */
export const loadEngineCode = onceUntilFailure(() => import('./engineCode'));

/** The hashed index file the manifest names, downloaded and checked once per page load. */
export const loadIndexFile = onceUntilFailure(async (manifestUrl: string) => {
  const {indexUrl} = await loadManifest(manifestUrl);
  const [file, {isPackedIndexFile}] = await Promise.all([fetchJson<unknown>(indexUrl), loadEngineCode()]);
  if (!isPackedIndexFile(file)) throw new Error(`${indexUrl} is not a search index this site can read.`);
  return file;
});

/** The index file's records, unpacked once per page load for search and Ask AI alike. */
const loadRecords = onceUntilFailure(async (manifestUrl: string) => {
  const [file, {unpackRecords}] = await Promise.all([loadIndexFile(manifestUrl), loadEngineCode()]);
  return unpackRecords(file);
});

/** Runs `load`; after a failure the manifest and index are fetched again, as a deploy may have replaced them. */
async function forgettingOnFailure<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    loadManifest.forget();
    loadIndexFile.forget();
    loadRecords.forget();
    startIndexingRecords.forget();
    startIndexingAnswerRecords.forget();
    throw error;
  }
}

/** Indexing of the records search ranks on, started once per page load: idle slices may advance it before a search needs it. */
const startIndexingRecords = onceUntilFailure(async (manifestUrl: string) => {
  const [records, {startIndexing}] = await Promise.all([loadRecords(manifestUrl), loadEngineCode()]);
  return startIndexing(records);
});

/** The index search ranks on, each record's first words, built once per page load; a failure is forgotten. */
export const loadIndex = onceUntilFailure((manifestUrl: string) =>
  forgettingOnFailure(async () => (await startIndexingRecords(manifestUrl)).finish()),
);

/** Lets the browser handle input and paint, then goes on: a task queued now runs before any idle callback. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** The longest an idle slice of indexing runs: well under a frame, so a tap or a key is never kept waiting. */
const INDEXING_SLICE_MS = 8;

/**
 * Advances an indexing job in idle time until it is done, in slices of at
 * most `sliceMs` with a yield to the browser between two.
 */
async function advanceWhenIdle(job: IndexingJob, sliceMs: number): Promise<void> {
  for (;;) {
    const deadline = await nextIdlePeriod();
    // Slices fill the idle period: an idle callback asked for inside one runs in the next, which a page
    // with nothing to paint grants only every 50 ms, so one slice per callback left most of the time unused.
    const periodEnd = performance.now() + Math.max(MIN_SLICE_MS, deadline?.timeRemaining() ?? sliceMs);
    for (;;) {
      const stopAt = Math.min(periodEnd, performance.now() + sliceMs);
      if (job.advance(() => performance.now() >= stopAt)) return;
      if (performance.now() + MIN_SLICE_MS > periodEnd) break;
      await yieldToBrowser();
    }
  }
}

/**
 * Downloads and unpacks the index, then builds it in idle time, so that the
 * reader's first search finds it ready and a key never waits long. A search
 * that comes first finishes the job at once.
 */
export async function buildIndexWhenIdle(manifestUrl: string, sliceMs = INDEXING_SLICE_MS): Promise<InvertedIndex> {
  await advanceWhenIdle(await forgettingOnFailure(() => startIndexingRecords(manifestUrl)), sliceMs);
  return loadIndex(manifestUrl);
}

/** Indexing of the whole texts, for Ask AI (null when the manifest names no tails: search's index has them all), started once per page load. */
const startIndexingAnswerRecords = onceUntilFailure(async (manifestUrl: string): Promise<IndexingJob | null> => {
  const {tailsUrl} = await loadManifest(manifestUrl);
  if (!tailsUrl) return null;
  const [records, {startIndexing}, tails, {isTextTailsFile, joinTextTails}] = await Promise.all([
    loadRecords(manifestUrl),
    loadEngineCode(),
    fetchJson<unknown>(tailsUrl),
    import('../textTails'),
  ]);
  if (!isTextTailsFile(tails)) throw new Error(`${tailsUrl} is not a text tails file this site can read.`);
  return startIndexing(joinTextTails(records, tails));
});

/** The index with whole texts, for Ask AI: the search index's records and their tails, loaded when Ask AI first needs them. */
export const loadAnswerIndex = onceUntilFailure((manifestUrl: string) =>
  forgettingOnFailure(async () => (await startIndexingAnswerRecords(manifestUrl))?.finish() ?? loadIndex(manifestUrl)),
);

/**
 * Ask AI's index built in idle time while the reader types a question, as
 * search's is: a whole-text index in one task kept a phone's keys waiting
 * for a few hundred milliseconds. An answer that comes first finishes it.
 */
export async function buildAnswerIndexWhenIdle(manifestUrl: string, sliceMs = INDEXING_SLICE_MS): Promise<InvertedIndex> {
  const job = await forgettingOnFailure(() => startIndexingAnswerRecords(manifestUrl));
  if (!job) return buildIndexWhenIdle(manifestUrl, sliceMs);
  await advanceWhenIdle(job, sliceMs);
  return loadAnswerIndex(manifestUrl);
}
