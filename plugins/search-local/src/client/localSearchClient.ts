import {loadIndex} from './loadIndex';

/** The shape DocSearch's `transformSearchClient` must return. */
export type SearchClientLike = {
  search: (requests: unknown) => Promise<{results: unknown[]}>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: {algoliaAgent: {value: string; add: (options: {segment: string; version?: string}) => void}};
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
export function createLocalSearchClient(manifestUrl: string, indexName: string): SearchClientLike {
  const agent = {value: 'strapi-docs local search', add: () => {}};
  return {
    async search(body) {
      let index;
      try {
        index = await loadIndex(manifestUrl);
      } catch (error) {
        throw new SearchUnavailableError(error);
      }
      // The contract code comes with the index, not with the page's main bundle.
      const {answerMultiQuery} = await import('../engine/algoliaContract');
      return answerMultiQuery((name) => (name === indexName ? index : undefined), body);
    },
    addAlgoliaAgent: () => {},
    transporter: {algoliaAgent: agent},
  };
}
