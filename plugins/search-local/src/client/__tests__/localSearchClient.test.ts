import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {packRecords, type PackedIndexFile} from '../../indexFormat';
import type {SearchManifest} from '../../types';
import type {InvertedIndex} from '../../engine/invertedIndex';
import type * as SectionsModule from '../../engine/retrieval/sections';
import type * as InvertedIndexModule from '../../engine/invertedIndex';
import {RECORDS} from '../../engine/__tests__/records';
import {docsearchQuery, resultsOf, type HighlightValue, type SearchHit} from '@site/tests/fixtures/docsearchRequest';

const MANIFEST_URL = '/search-manifest.json';
const INDEX_URL = '/assets/search/index.0123456789.json';
const INDEX_NAME = 'strapi-docs';
const MANIFEST: SearchManifest = {indexUrl: INDEX_URL, records: RECORDS.length, codeUrl: '/assets/search/code.abcdef0123.json'};
const PACKED: PackedIndexFile = packRecords(RECORDS);

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), {status, headers: {'content-type': 'application/json'}});

/** A stand-in for the static host: one handler per URL, every call recorded. */
let routes: Map<string, Handler>;
let requested: {url: string; init: RequestInit | undefined}[];

function serve(url: string, handler: Handler | unknown): void {
  routes.set(url, typeof handler === 'function' ? (handler as Handler) : () => json(handler));
}

const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  requested.push({url, init});
  const handler = routes.get(url);
  return handler ? handler(init) : json({message: 'Not found'}, 404);
});

const urls = () => requested.map((request) => request.url);

/** A fresh copy of the client modules: the downloads are memoized per module instance, as per page load. */
async function freshClient() {
  vi.resetModules();
  const module = await import('../localSearchClient');
  return {module, client: module.createLocalSearchClient(MANIFEST_URL, INDEX_NAME)};
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  const outcome: unknown = await promise.then(
    () => new Error('expected a rejection, got an answer'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof Error)) throw new Error(`expected an Error, got ${String(outcome)}`);
  return outcome;
}

/** Every highlight and snippet value of a hit, flattened. */
function highlightValues(hit: SearchHit): string[] {
  const values: string[] = [];
  const collect = (entry: Record<string, HighlightValue> | HighlightValue | undefined) => {
    if (!entry) return;
    if (typeof (entry as HighlightValue).value === 'string') values.push((entry as HighlightValue).value);
    else for (const nested of Object.values(entry as Record<string, HighlightValue>)) collect(nested);
  };
  collect(hit._highlightResult.hierarchy);
  collect(hit._highlightResult.content);
  collect(hit._snippetResult.hierarchy);
  collect(hit._snippetResult.content);
  return values;
}

beforeEach(() => {
  routes = new Map();
  requested = [];
  fetchStub.mockClear();
  vi.stubGlobal('fetch', fetchStub);
  serve(MANIFEST_URL, MANIFEST);
  serve(INDEX_URL, PACKED);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('local search client: answers', () => {
  it('answers a DocSearch multi-query in request order, with hits highlighted in the request tags', async () => {
    const {client} = await freshClient();
    const answer = await client.search({
      requests: [
        docsearchQuery(INDEX_NAME, 'findMany', {clickAnalytics: true}),
        docsearchQuery(INDEX_NAME, 'environment variables'),
        docsearchQuery('another-index', 'findMany'),
      ],
    });
    const results = resultsOf(answer);
    expect(results.map((result) => [result.index, result.query])).toEqual([
      [INDEX_NAME, 'findMany'],
      [INDEX_NAME, 'environment variables'],
      ['another-index', 'findMany'],
    ]);

    const [findMany] = results[0]!.hits;
    expect(findMany!.url).toBe('https://docs.example.com/cms/api/document-service#findmany');
    expect(findMany!.type).toBe('content');
    expect(findMany!.hierarchy).toEqual({
      lvl0: 'APIs',
      lvl1: 'Document Service API',
      lvl2: 'findMany()',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(findMany!._highlightResult.hierarchy.lvl2).toMatchObject({value: '<mark>findMany</mark>()', matchLevel: 'full'});
    expect(findMany!._snippetResult.content!.value).toBe(
      'Use <mark>findMany</mark>() to find documents that match parameters, with filters…',
    );
    expect(results[0]!.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(results[0]!.hitsPerPage).toBe(20);

    expect(results[1]!.hits[0]!.url).toBe('https://docs.example.com/cms/deployment#environment-variables');
    expect(results[1]!.queryID).toBeUndefined();
    // An index the client does not hold answers with no hits, not an error.
    expect(results[2]!.hits).toEqual([]);
    expect(results[2]!.nbHits).toBe(0);
  });

  it('applies the facet filters DocSearch adds for the language and version', async () => {
    const {client} = await freshClient();
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    const [filtered, unfiltered] = resultsOf(
      await client.search({
        requests: [
          docsearchQuery(INDEX_NAME, 'older versions', {facetFilters: filters}),
          docsearchQuery(INDEX_NAME, 'older versions'),
        ],
      }),
    );
    expect(filtered!.hits).toEqual([]);
    expect(unfiltered!.hits.map((hit) => hit.url)).toEqual(['https://docs.example.com/old/intro']);
  });

  it('rejects a malformed request as such, not as an unavailable index', async () => {
    const {client} = await freshClient();
    const error = await rejection(client.search({nope: true}));
    expect(error.name).toBe('InvalidRequestError');
    expect(error.message).toBe('The body must hold a "requests" array.');
  });
});

describe('local search client: downloads', () => {
  it('fetches only the manifest when preparing, so that warm-up asks for the index at once', async () => {
    const {client} = await freshClient();
    client.prepare();
    await vi.waitFor(() => expect(urls()).toEqual([MANIFEST_URL]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(urls()).toEqual([MANIFEST_URL]);

    client.warmUp();
    client.prepareIndex();
    await vi.waitFor(() => expect(urls()).toEqual([MANIFEST_URL, INDEX_URL]));
    expect(resultsOf(await client.search({requests: [docsearchQuery(INDEX_NAME, 'populate')]}))[0]!.nbHits).toBeGreaterThan(0);
    expect(urls()).toEqual([MANIFEST_URL, INDEX_URL]);
  });

  /** Indexing that reads one record per slice, so that the slices show; and each grouping of an index by section. */
  function mockOneRecordSlices() {
    const slices: number[] = [];
    const grouped: unknown[] = [];
    vi.doMock('../../engine/invertedIndex', async (importOriginal) => {
      const original = await importOriginal<typeof InvertedIndexModule>();
      const startIndexing: typeof original.startIndexing = (records) => {
        const job = original.startIndexing(records);
        const advance: typeof job.advance = (shouldStop) => {
          slices.push(slices.length);
          let read = 0;
          return job.advance(() => shouldStop() || read++ > 0);
        };
        return {...job, advance};
      };
      return {...original, startIndexing};
    });
    vi.doMock('../../engine/retrieval/sections', async (importOriginal) => {
      const original = await importOriginal<typeof SectionsModule>();
      return {...original, sectionTable: (index: InvertedIndex) => (grouped.push(index), original.sectionTable(index))};
    });
    return {slices, grouped};
  }

  const unmockSlices = () => {
    vi.doUnmock('../../engine/invertedIndex');
    vi.doUnmock('../../engine/retrieval/sections');
  };

  it('builds the index in idle slices, then groups the records by section when idle, before any question needs them', async () => {
    const {slices, grouped} = mockOneRecordSlices();
    const idle: ((deadline: IdleDeadline) => void)[] = [];
    vi.stubGlobal('window', {requestIdleCallback: (run: (deadline: IdleDeadline) => void) => idle.push(run)});
    // A busy page: each idle period leaves no time to spare, so it gets the least slice, one record here.
    const runIdle = () => idle.shift()!({didTimeout: false, timeRemaining: () => 0});
    try {
      const {client} = await freshClient();
      client.prepareIndex();
      await vi.waitFor(() => expect(idle).toHaveLength(1));
      expect(urls()).toEqual([MANIFEST_URL, INDEX_URL]);
      expect(slices).toEqual([]);
      runIdle();
      await vi.waitFor(() => expect(idle).toHaveLength(1));
      expect(slices).toEqual([0]);
      expect(grouped).toEqual([]);
      while (grouped.length === 0) {
        runIdle();
        await vi.waitFor(() => expect(idle.length > 0 || grouped.length > 0).toBe(true));
      }
      expect(slices).toHaveLength(RECORDS.length);
      const {loadIndex} = await import('../loadIndex');
      expect(grouped).toEqual([await loadIndex(MANIFEST_URL)]);
      expect(urls()).toEqual([MANIFEST_URL, INDEX_URL]);
    } finally {
      unmockSlices();
    }
  });

  it('fills an idle period with slices, yielding to the browser between two', async () => {
    const {slices, grouped} = mockOneRecordSlices();
    const idle: ((deadline: IdleDeadline) => void)[] = [];
    vi.stubGlobal('window', {requestIdleCallback: (run: (deadline: IdleDeadline) => void) => idle.push(run)});
    let yields = 0;
    vi.stubGlobal(
      'MessageChannel',
      class extends MessageChannel {
        constructor() {
          super();
          yields++;
        }
      },
    );
    // The clock stands still: the idle period never runs out, whatever the machine's speed.
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    try {
      const {client} = await freshClient();
      client.prepareIndex();
      await vi.waitFor(() => expect(idle).toHaveLength(1));
      idle.shift()!({didTimeout: false, timeRemaining: () => 50});
      // One idle period built the whole index; the next one groups the sections.
      await vi.waitFor(() => expect(slices).toHaveLength(RECORDS.length));
      expect(yields).toBe(RECORDS.length - 1);
      await vi.waitFor(() => expect(idle).toHaveLength(1));
      idle.shift()!({didTimeout: false, timeRemaining: () => 50});
      await vi.waitFor(() => expect(grouped).toHaveLength(1));
    } finally {
      unmockSlices();
    }
  });

  it('answers a search that comes while the index is built in idle slices, finishing it at once', async () => {
    const idle: ((deadline: IdleDeadline) => void)[] = [];
    vi.stubGlobal('window', {requestIdleCallback: (run: (deadline: IdleDeadline) => void) => idle.push(run)});
    const {client} = await freshClient();
    client.prepareIndex();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    const [answer] = resultsOf(await client.search({requests: [docsearchQuery(INDEX_NAME, 'findOne')]}));
    expect(answer!.hits[0]!.url).toBe('https://docs.example.com/cms/api/document-service#findone');
    // The idle slice left over finds the job done.
    idle.shift()!({didTimeout: true, timeRemaining: () => 0});
    expect(urls()).toEqual([MANIFEST_URL, INDEX_URL]);
  });

  it('reads the manifest again when preparing the index failed, as a deploy may have replaced the index', async () => {
    const replaced = '/assets/search/index.fedcba9876.json';
    routes.delete(INDEX_URL);
    const {client} = await freshClient();
    client.prepareIndex();
    await vi.waitFor(() => expect(urls()).toEqual([MANIFEST_URL, INDEX_URL]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    serve(MANIFEST_URL, {...MANIFEST, indexUrl: replaced});
    serve(replaced, PACKED);
    const [answer] = resultsOf(await client.search({requests: [docsearchQuery(INDEX_NAME, 'findOne')]}));
    expect(answer!.hits[0]!.url).toBe('https://docs.example.com/cms/api/document-service#findone');
    expect(urls()).toEqual([MANIFEST_URL, INDEX_URL, MANIFEST_URL, replaced]);
  });

  it('downloads the manifest, then the index it names, once across warm-up and several searches', async () => {
    const {client} = await freshClient();
    client.warmUp();
    await vi.waitFor(() => expect(urls()).toEqual([MANIFEST_URL, INDEX_URL]));

    client.warmUp();
    await Promise.all([
      client.search({requests: [docsearchQuery(INDEX_NAME, 'populate')]}),
      client.search({requests: [docsearchQuery(INDEX_NAME, 'deploy')]}),
    ]);
    const [later] = resultsOf(await client.search({requests: [docsearchQuery(INDEX_NAME, 'findOne')]}));
    expect(later!.hits[0]!.url).toBe('https://docs.example.com/cms/api/document-service#findone');
    expect(urls()).toEqual([MANIFEST_URL, INDEX_URL]);
  });

  it('shares one download between searches made before the index has arrived', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve(INDEX_URL, async () => {
      await gate;
      return json(PACKED);
    });
    const {client} = await freshClient();
    const searches = [client.search({requests: [docsearchQuery(INDEX_NAME, 'populate')]}), client.search({requests: [docsearchQuery(INDEX_NAME, 'deploy')]})];
    await vi.waitFor(() => expect(urls()).toEqual([MANIFEST_URL, INDEX_URL]));
    release();
    const answers = await Promise.all(searches);
    expect(answers.map((answer) => resultsOf(answer)[0]!.nbHits > 0)).toEqual([true, true]);
    expect(urls()).toEqual([MANIFEST_URL, INDEX_URL]);
  });

  it('gives every download a 15 s timeout signal', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const {client} = await freshClient();
    await client.search({requests: [docsearchQuery(INDEX_NAME, 'populate')]});
    expect(timeout.mock.calls).toEqual([[15_000], [15_000]]);
    for (const request of requested) expect(request.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('fails the search with a RetryError when a download hangs until its timeout fires', async () => {
    const controller = new AbortController();
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => controller.signal);
    serve(
      INDEX_URL,
      (init: RequestInit | undefined) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
        }),
    );
    const {client} = await freshClient();
    const search = client.search({requests: [docsearchQuery(INDEX_NAME, 'populate')]});
    await vi.waitFor(() => expect(urls()).toEqual([MANIFEST_URL, INDEX_URL]));
    controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    const error = await rejection(search);
    expect(error.name).toBe('RetryError');
    expect((error.cause as Error).name).toBe('TimeoutError');
  }, 5_000);
});

describe('local search client: failures and retries', () => {
  it('rejects with a RetryError when the manifest answers 500, and succeeds on the next search once it recovers', async () => {
    serve(MANIFEST_URL, () => json({message: 'boom'}, 500));
    const {client, module} = await freshClient();
    const request = {requests: [docsearchQuery(INDEX_NAME, 'findMany')]};

    const error = await rejection(client.search(request));
    expect(error.name).toBe('RetryError');
    expect(error).toBeInstanceOf(module.SearchUnavailableError);
    expect(error.message).toBe('The search index could not be loaded.');
    expect((error.cause as Error).message).toBe(`${MANIFEST_URL} answered 500`);
    expect(urls()).toEqual([MANIFEST_URL]);

    serve(MANIFEST_URL, MANIFEST);
    const [result] = resultsOf(await client.search(request));
    expect(result!.hits[0]!.url).toBe('https://docs.example.com/cms/api/document-service#findmany');
    expect(urls()).toEqual([MANIFEST_URL, MANIFEST_URL, INDEX_URL]);
  });

  it('rejects with a RetryError on a network error for the index, and downloads it again on the next search', async () => {
    serve(INDEX_URL, () => Promise.reject(new TypeError('fetch failed')));
    const {client} = await freshClient();
    const request = {requests: [docsearchQuery(INDEX_NAME, 'populate')]};

    const error = await rejection(client.search(request));
    expect(error.name).toBe('RetryError');
    expect(error.cause).toBeInstanceOf(TypeError);

    serve(INDEX_URL, PACKED);
    expect(resultsOf(await client.search(request))[0]!.nbHits).toBeGreaterThan(0);
    expect(urls().filter((url) => url === INDEX_URL)).toHaveLength(2);
  });

  it('reads the manifest again after the index fails: a new deploy may have replaced the index it named', async () => {
    serve(INDEX_URL, () => json({message: 'gone'}, 404));
    const {client} = await freshClient();
    const request = {requests: [docsearchQuery(INDEX_NAME, 'populate')]};
    expect((await rejection(client.search(request))).name).toBe('RetryError');

    serve(INDEX_URL, PACKED);
    await client.search(request);
    expect(urls()).toEqual([MANIFEST_URL, INDEX_URL, MANIFEST_URL, INDEX_URL]);
  });

  it('keeps a failed warm-up quiet and lets the first search try again', async () => {
    serve(MANIFEST_URL, () => Promise.reject(new TypeError('fetch failed')));
    const {client} = await freshClient();
    client.warmUp(); // A rejection here would be unhandled and fail the run.
    await vi.waitFor(() => expect(urls()).toEqual([MANIFEST_URL]));
    await new Promise((resolve) => setTimeout(resolve, 0));

    serve(MANIFEST_URL, MANIFEST);
    expect(resultsOf(await client.search({requests: [docsearchQuery(INDEX_NAME, 'populate')]}))[0]!.nbHits).toBeGreaterThan(0);
    expect(urls()).toEqual([MANIFEST_URL, MANIFEST_URL, INDEX_URL]);
  });

  it.each([
    ['a file of another format', () => json({version: 1, records: RECORDS})],
    ['a file of another version of this format', () => json({...PACKED, version: 5})],
    ['a file that is not JSON', () => new Response('<!doctype html><title>Not found</title>', {status: 200})],
    ['a file whose columns disagree', () => json({...PACKED, sectionSteps: PACKED.sectionSteps.slice(1)})],
    ['a file whose sections name missing pages', () => json({...PACKED, sections: PACKED.sections.map(([, ...rest]) => [99, ...rest])})],
  ])('rejects %s as the index with a RetryError, then reads a good one', async (_label, corrupt: Handler) => {
    serve(INDEX_URL, corrupt);
    const {client} = await freshClient();
    const request = {requests: [docsearchQuery(INDEX_NAME, 'populate')]};

    const error = await rejection(client.search(request));
    expect(error.name).toBe('RetryError');

    serve(INDEX_URL, PACKED);
    expect(resultsOf(await client.search(request))[0]!.hits[0]!.url).toBe('https://docs.example.com/cms/api/rest/populate-select');
  });
});

describe('local search client: hostile queries', () => {
  it('answers a 10 000-character query without throwing', async () => {
    const {client} = await freshClient();
    const longQuery = 'populate '.repeat(1_112).slice(0, 10_000);
    expect(longQuery).toHaveLength(10_000);
    const [result] = resultsOf(await client.search({requests: [docsearchQuery(INDEX_NAME, longQuery)]}));
    expect(Array.isArray(result!.hits)).toBe(true);
    expect(result!.hits[0]!.url).toBe('https://docs.example.com/cms/api/rest/populate-select');
  });

  it('escapes HTML from the query and the records in highlights, keeping only the mark tags', async () => {
    const {client} = await freshClient();
    const [script, image] = resultsOf(
      await client.search({
        requests: [
          docsearchQuery(INDEX_NAME, '<script>alert(1)</script> escaped'),
          docsearchQuery(INDEX_NAME, '<img src=x onerror=alert(1)>'),
        ],
      }),
    );
    const [hit] = script!.hits;
    expect(hit!.url).toBe('https://docs.example.com/cms/faq#xss');
    expect(hit!._highlightResult.hierarchy.lvl2!.value).toBe('Is &lt;<mark>script</mark>&gt; <mark>escaped</mark>?');

    const hits = [...script!.hits, ...image!.hits];
    expect(hits.length).toBeGreaterThan(1);
    for (const value of hits.flatMap(highlightValues)) {
      expect(value.replaceAll('<mark>', '').replaceAll('</mark>', '')).not.toMatch(/[<>]/);
    }
    // Record fields themselves stay raw text: escaping is the highlighter's job.
    expect(hit!.content).toBe('Text such as <img src=x onerror=alert(1)> & "quotes" stays text.');
  });
});
