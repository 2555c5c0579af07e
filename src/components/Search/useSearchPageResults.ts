import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchBackend} from './useSearchClient';
import {useFacetFilters} from './useFacetFilters';

export const RESULTS_PER_PAGE = 20;
const SNIPPET_WORDS = 30;
const DEBOUNCE_MS = 150;

export type PageHit = {
  objectID: string;
  url: string;
  hierarchy: Record<string, string | null>;
  titleHtml: string[];
  snippetHtml: string | null;
};

export type PageResults =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'error'}
  | {status: 'done'; hits: PageHit[]; nbHits: number; nbPages: number; page: number};

type RawHit = {
  objectID: string;
  url: string;
  hierarchy: Record<string, string | null>;
  _highlightResult?: {hierarchy?: Record<string, {value: string}>};
  _snippetResult?: {content?: {value: string}};
};

type RawResult = {hits: RawHit[]; nbHits: number; nbPages: number; page: number};

function toPageHit(hit: RawHit): PageHit {
  const highlighted = hit._highlightResult?.hierarchy ?? {};
  const levels = Object.keys(highlighted).filter((level) => level !== 'lvl0');
  return {
    objectID: hit.objectID,
    url: hit.url,
    hierarchy: hit.hierarchy,
    titleHtml: levels.map((level) => highlighted[level]!.value),
    snippetHtml: hit._snippetResult?.content?.value ?? null,
  };
}

/** Runs the /search page's query through the same client as the modal. */
export function useSearchPageResults(backend: SearchBackend, query: string, page: number): PageResults {
  const {siteConfig} = useDocusaurusContext();
  const {indexName, searchParameters, contextualSearch} = siteConfig.themeConfig.algolia as {
    indexName: string;
    contextualSearch: boolean;
    searchParameters?: {facetFilters?: string[]};
  };
  const facetFilters = useFacetFilters(searchParameters?.facetFilters, contextualSearch);
  const [results, setResults] = useState<PageResults>({status: 'idle'});
  const trimmed = query.trim();
  const {client} = backend;

  useEffect(() => {
    if (!trimmed) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      setResults({status: 'loading'});
      client
        .search({
          requests: [
            {
              indexName,
              query: trimmed,
              page,
              hitsPerPage: RESULTS_PER_PAGE,
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
              attributesToSnippet: [`content:${SNIPPET_WORDS}`],
              snippetEllipsisText: '…',
              facetFilters,
            },
          ],
        })
        .then(
          ({results: [first]}) => {
            if (!current) return;
            const result = first as RawResult;
            setResults({status: 'done', hits: result.hits.map(toPageHit), nbHits: result.nbHits, nbPages: result.nbPages, page: result.page});
          },
          () => current && setResults({status: 'error'}),
        );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, trimmed, page, indexName, facetFilters]);

  return trimmed ? results : {status: 'idle'};
}
