import type {InvertedIndex} from '@site/plugins/search-local/src/engine/invertedIndex';
import {INDEX_DEFAULTS, searchIndex} from '@site/plugins/search-local/src/engine/searchIndex';
import type {LabelledQuery} from './queries';

export type Relevance = {successAt1: number; successAt5: number; mrr: number; misses: {query: string; got: string[]}[]};

/** Rank of the first hit on the expected page (1-based), or null when absent from the first 20. */
export function rankOf(index: InvertedIndex, {query, expected}: LabelledQuery): {rank: number | null; pages: string[]} {
  const {hits} = searchIndex(index, {...INDEX_DEFAULTS, query, hitsPerPage: 20});
  const pages = hits.map((hit) => new URL(hit.url as string).pathname);
  const position = pages.indexOf(expected);
  return {rank: position < 0 ? null : position + 1, pages};
}

export function relevance(index: InvertedIndex, queries: LabelledQuery[]): Relevance {
  let at1 = 0;
  let at5 = 0;
  let reciprocal = 0;
  const misses: Relevance['misses'] = [];
  for (const labelled of queries) {
    const {rank, pages} = rankOf(index, labelled);
    if (rank === 1) at1++;
    if (rank !== null && rank <= 5) at5++;
    else misses.push({query: labelled.query, got: [...new Set(pages)].slice(0, 3)});
    reciprocal += rank ? 1 / rank : 0;
  }
  return {successAt1: at1 / queries.length, successAt5: at5 / queries.length, mrr: reciprocal / queries.length, misses};
}

/** The same figures for a peer engine, from the result paths it returned per query. */
export function relevanceOfPaths(queries: LabelledQuery[], results: string[][]): Relevance {
  let at1 = 0;
  let at5 = 0;
  let reciprocal = 0;
  const misses: Relevance['misses'] = [];
  queries.forEach(({query, expected}, i) => {
    const pages = [...new Set(results[i] ?? [])];
    const position = pages.indexOf(expected);
    const rank = position < 0 ? null : position + 1;
    if (rank === 1) at1++;
    if (rank !== null && rank <= 5) at5++;
    else misses.push({query, got: pages.slice(0, 3)});
    reciprocal += rank ? 1 / rank : 0;
  });
  return {successAt1: at1 / queries.length, successAt5: at5 / queries.length, mrr: reciprocal / queries.length, misses};
}
