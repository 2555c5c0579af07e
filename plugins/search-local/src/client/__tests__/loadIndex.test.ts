import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {packRecords} from '../../indexFormat';
import {splitTextTails} from '../../textTails';
import type {SearchManifest} from '../../types';
import {RECORDS} from '../../engine/__tests__/records';

const MANIFEST_URL = '/search-manifest.json';
const INDEX_URL = '/assets/search/index.0123456789.json';
const TAILS_URL = '/assets/search/tails.0123456789.json';
const SPLIT = splitTextTails(RECORDS);

let files: Map<string, unknown>;
let requested: string[];

const fetchStub = vi.fn(async (input: RequestInfo | URL): Promise<Response> => {
  const url = String(input);
  requested.push(url);
  return files.has(url) ? new Response(JSON.stringify(files.get(url))) : new Response('{}', {status: 404});
});

function serve(manifest: SearchManifest) {
  files = new Map<string, unknown>([
    [MANIFEST_URL, manifest],
    [INDEX_URL, packRecords(SPLIT.records)],
    [TAILS_URL, SPLIT.tails],
  ]);
}

/** Fresh loaders: downloads are memoized per module instance, as per page load. */
async function freshLoaders() {
  vi.resetModules();
  return import('../loadIndex');
}

beforeEach(() => {
  requested = [];
  vi.stubGlobal('fetch', fetchStub);
  serve({indexUrl: INDEX_URL, records: RECORDS.length, tailsUrl: TAILS_URL});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('index loaders', () => {
  it('gives search the first words of each text, without downloading the tails', async () => {
    expect(SPLIT.tails.tails.some((tail) => tail !== null)).toBe(true);
    const {loadIndex} = await freshLoaders();
    const index = await loadIndex(MANIFEST_URL);
    expect(index.records.map((record) => record.content)).toEqual(SPLIT.records.map((record) => record.content));
    expect(requested).toEqual([MANIFEST_URL, INDEX_URL]);
  });

  it('gives Ask AI the whole texts, downloading the index once for both', async () => {
    const {loadIndex, loadAnswerIndex} = await freshLoaders();
    await loadIndex(MANIFEST_URL);
    const index = await loadAnswerIndex(MANIFEST_URL);
    expect(index.records.map((record) => record.content)).toEqual(RECORDS.map((record) => record.content));
    expect(requested).toEqual([MANIFEST_URL, INDEX_URL, TAILS_URL]);
  });

  it('gives Ask AI the search index when the manifest names no tails', async () => {
    serve({indexUrl: INDEX_URL, records: RECORDS.length});
    const {loadIndex, loadAnswerIndex} = await freshLoaders();
    expect(await loadAnswerIndex(MANIFEST_URL)).toBe(await loadIndex(MANIFEST_URL));
  });

  it("builds Ask AI's index in idle time, and an answer that comes first finishes it at once", async () => {
    const idle: ((deadline: IdleDeadline) => void)[] = [];
    vi.stubGlobal('window', {requestIdleCallback: (run: (deadline: IdleDeadline) => void) => idle.push(run)});
    const {buildAnswerIndexWhenIdle, loadAnswerIndex} = await freshLoaders();
    const built = buildAnswerIndexWhenIdle(MANIFEST_URL);
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect([...requested].sort()).toEqual([INDEX_URL, MANIFEST_URL, TAILS_URL].sort());
    // No idle time yet: the answer builds the rest itself.
    const answered = await loadAnswerIndex(MANIFEST_URL);
    expect(answered.records.map((record) => record.content)).toEqual(RECORDS.map((record) => record.content));
    idle.shift()!({didTimeout: true, timeRemaining: () => 0});
    expect(await built).toBe(answered);
  });

  it("builds Ask AI's index from idle slices alone when no answer asks first", async () => {
    const idle: ((deadline: IdleDeadline) => void)[] = [];
    vi.stubGlobal('window', {requestIdleCallback: (run: (deadline: IdleDeadline) => void) => idle.push(run)});
    const {buildAnswerIndexWhenIdle, loadAnswerIndex} = await freshLoaders();
    let done = false;
    const built = buildAnswerIndexWhenIdle(MANIFEST_URL, 1).then((index) => ((done = true), index));
    while (!done) {
      await vi.waitFor(() => expect(idle.length > 0 || done).toBe(true));
      idle.shift()?.({didTimeout: false, timeRemaining: () => 0});
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(await built).toBe(await loadAnswerIndex(MANIFEST_URL));
    expect((await built).records.map((record) => record.content)).toEqual(RECORDS.map((record) => record.content));
  });

  it("builds search's index for Ask AI in idle time when the manifest names no tails", async () => {
    serve({indexUrl: INDEX_URL, records: RECORDS.length});
    vi.stubGlobal('window', {requestIdleCallback: (run: (deadline: IdleDeadline) => void) => run({didTimeout: false, timeRemaining: () => 50})});
    const {buildAnswerIndexWhenIdle, loadIndex} = await freshLoaders();
    expect(await buildAnswerIndexWhenIdle(MANIFEST_URL)).toBe(await loadIndex(MANIFEST_URL));
    expect(requested).toEqual([MANIFEST_URL, INDEX_URL]);
  });

  it('fetches the manifest and index again after a failure', async () => {
    files.delete(TAILS_URL);
    const {loadAnswerIndex} = await freshLoaders();
    await expect(loadAnswerIndex(MANIFEST_URL)).rejects.toThrow(/404/);
    serve({indexUrl: INDEX_URL, records: RECORDS.length, tailsUrl: TAILS_URL});
    await loadAnswerIndex(MANIFEST_URL);
    expect(requested.filter((url) => url === INDEX_URL)).toHaveLength(2);
  });
});
