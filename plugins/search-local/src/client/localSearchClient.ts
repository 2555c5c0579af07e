import {loadIndex} from './loadIndex';
import {onceUntilFailure} from './onceUntilFailure';

/** The shape DocSearch's `transformSearchClient` must return. */
export type SearchClientLike = {
  search: (requests: unknown) => Promise<{results: unknown[]}>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: {algoliaAgent: {value: string; add: (options: {segment: string; version?: string}) => void}};
};

/** A client the site can also ask to start downloading what the first search needs. */
export type SearchBackendClient = SearchClientLike & {warmUp: () => void};

/** DocSearch shows its error screen for errors with this name only. */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
  constructor(cause: unknown) {
    super('The search index could not be loaded.', {cause});
  }
}

/** The request-answering code comes with the index, not with the page's main bundle. */
const loadContract = onceUntilFailure(() => import('../engine/algoliaContract'));

/**
 * A search client that answers the Algolia multi-queries contract in the
 * browser from the site's own index. Nothing leaves the page.
 */
export function createLocalSearchClient(manifestUrl: string, indexName: string): SearchBackendClient {
  const agent = {value: 'strapi-docs local search', add: () => {}};
  return {
    async search(body) {
      let index;
      let answerMultiQuery;
      try {
        [index, {answerMultiQuery}] = await Promise.all([loadIndex(manifestUrl), loadContract()]);
      } catch (error) {
        throw new SearchUnavailableError(error);
      }
      return answerMultiQuery((name) => (name === indexName ? index : undefined), body);
    },
    // On the reader's first sign of intent: the index, and the code that will read it, in parallel.
    warmUp() {
      loadIndex(manifestUrl).catch(() => undefined);
      loadContract().catch(() => undefined);
    },
    addAlgoliaAgent: () => {},
    transporter: {algoliaAgent: agent},
  };
}
