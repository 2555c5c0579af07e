import {whenIdle} from './whenIdle';

/**
 * The code that fetches and reads the index: every page creates the client,
 * but only a reader who searches needs it, so it leaves the page's first
 * load (it comes with the manifest, once the page is idle).
 */
const indexLoaders = () => import('./loadIndex');

/** The shape DocSearch's `transformSearchClient` must return. */
export type SearchClientLike = {
  search: (requests: unknown) => Promise<{results: unknown[]}>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: {algoliaAgent: {value: string; add: (options: {segment: string; version?: string}) => void}};
};

/** A client the site can also ask to start downloading what the first search needs. */
export type SearchBackendClient = SearchClientLike & {
  /**
   * Once the page is idle: only what saves the first search a round trip
   * (the local index's manifest, a few hundred bytes), never the index.
   */
  prepare: () => void;
  /** On the reader's first sign of intent: downloads what the first search needs. */
  warmUp: () => void;
  /**
   * The work left before the first search can run (downloading, unpacking
   * and indexing the records), in idle slices, so that neither the modal nor
   * the reader's keys wait for it; a search that comes first finishes it at
   * once. Asked for once the modal has rendered, or earlier for a reader
   * likely to search (one who has before, whose browser most likely holds
   * the index file already).
   */
  prepareIndex: () => void;
};

/** DocSearch shows its error screen for errors with this name only. */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
  constructor(cause: unknown) {
    super('The search index could not be loaded.', {cause});
  }
}

/**
 * A search client that answers the Algolia multi-queries contract in the
 * browser from the site's own index. Nothing leaves the page.
 */
export function createLocalSearchClient(manifestUrl: string, indexName: string): SearchBackendClient {
  const agent = {value: 'strapi-docs local search', add: () => {}};
  // The index in idle slices, so that a key the reader presses meanwhile is never kept waiting; then,
  // when idle again, the records grouped by section: a question of several words needs them, and the
  // first one would otherwise wait for them (about 100 ms in the keystroke that adds a second word).
  const buildWhenIdle = () => {
    indexLoaders()
      .then(({buildIndexWhenIdle, loadEngineCode}) => Promise.all([buildIndexWhenIdle(manifestUrl), loadEngineCode()]))
      .then(([index, {sectionTable}]) => whenIdle(() => sectionTable(index)))
      .catch(() => undefined);
  };
  return {
    async search(body) {
      let index;
      let answerMultiQuery;
      try {
        const {loadIndex, loadEngineCode} = await indexLoaders();
        [index, {answerMultiQuery}] = await Promise.all([loadIndex(manifestUrl), loadEngineCode()]);
      } catch (error) {
        throw new SearchUnavailableError(error);
      }
      return answerMultiQuery((name) => (name === indexName ? index : undefined), body);
    },
    // Without the manifest, the index request waits for a round trip after the reader's Ctrl+K.
    prepare() {
      indexLoaders()
        .then(({loadManifest}) => loadManifest(manifestUrl))
        .catch(() => undefined);
    },
    // The index file and the code that reads it, in parallel; unpacking and indexing wait for `prepareIndex`.
    warmUp() {
      indexLoaders()
        .then(({loadIndexFile, loadEngineCode}) => Promise.all([loadIndexFile(manifestUrl), loadEngineCode()]))
        .catch(() => undefined);
    },
    prepareIndex: buildWhenIdle,
    addAlgoliaAgent: () => {},
    transporter: {algoliaAgent: agent},
  };
}
