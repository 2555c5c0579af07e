import type {SearchRecord} from '../types';
import {HIERARCHY_LEVELS} from '../types';
import {type InvertedIndex} from './invertedIndex';
import {matchTerms, type TermMatch} from './matchTerms';
import {rankRecords} from './rank';
import {highlight, snippet, type HighlightTags, type MatchedTerm} from './highlight';
import {tokenize} from './normalize';
import {compileFacetFilters, type FacetFilters} from './facetFilters';
import {withoutStopWords} from './stopWords';
import {synonymAlternatives} from './synonyms';
import {FUSED_HITS, fuseRankings} from './retrieval/fuseRankings';

/** The search parameters the engine understands, with DocSearch's index defaults. */
export type SearchParams = {
  query: string;
  page: number;
  hitsPerPage: number;
  attributesToRetrieve: string[];
  attributesToSnippet: string[];
  attributesToHighlight: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  facetFilters: FacetFilters;
};

export const INDEX_DEFAULTS: SearchParams = {
  query: '',
  page: 0,
  hitsPerPage: 20,
  attributesToRetrieve: ['*'],
  attributesToSnippet: ['content:10'],
  attributesToHighlight: ['hierarchy', 'content'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  snippetEllipsisText: '…',
  facetFilters: [],
};

/** Queries longer than Algolia accepts are cut, never rejected. */
export const MAX_QUERY_LENGTH = 512;
const MAX_QUERY_WORDS = 10;

export type EngineHit = Record<string, unknown> & {objectID: string};

export type EngineResult = {hits: EngineHit[]; nbHits: number; page: number; nbPages: number; hitsPerPage: number};

function retrieve(record: SearchRecord, attributes: string[]): EngineHit {
  if (attributes.includes('*')) return structuredClone(record) as unknown as EngineHit;
  const hit: EngineHit = {objectID: record.objectID};
  for (const attribute of attributes) {
    const [head, level] = attribute.split('.') as [string, string | undefined];
    if (head === 'hierarchy' && level) {
      const hierarchy = (hit.hierarchy ??= {}) as Record<string, string | null>;
      hierarchy[level] = record.hierarchy[level as keyof SearchRecord['hierarchy']] ?? null;
    } else if (head in record) {
      const value = (record as unknown as Record<string, unknown>)[head];
      // Hits are handed to the page: objects are copied so it cannot change the index; strings need no copy.
      hit[head] = typeof value === 'object' && value !== null ? structuredClone(value) : value;
    }
  }
  return hit;
}

function matchedTermsOf(words: string[], matchesPerWord: TermMatch[][]): Map<string, MatchedTerm> {
  const terms = new Map<string, MatchedTerm>();
  matchesPerWord.forEach((matches, index) => {
    for (const match of matches) {
      if (!terms.has(match.term)) {
        terms.set(match.term, {term: match.term, queryWord: words[index]!, highlightLength: match.highlightLength});
      }
    }
  });
  return terms;
}

function attributeValue(record: SearchRecord, attribute: string): string | null {
  if (attribute === 'content') return record.content;
  const level = attribute.replace(/^hierarchy\./, '');
  return (record.hierarchy as Record<string, string | null>)[level] ?? null;
}

function decorate(record: SearchRecord, hit: EngineHit, params: SearchParams, terms: Map<string, MatchedTerm>, wordCount: number): void {
  const tags: HighlightTags = {pre: params.highlightPreTag, post: params.highlightPostTag};
  const highlighted: Record<string, unknown> = {};
  const wantsHighlight = (name: string) =>
    params.attributesToHighlight.includes('*') || params.attributesToHighlight.includes(name);
  if (wantsHighlight('hierarchy')) {
    const hierarchy: Record<string, unknown> = {};
    for (const level of HIERARCHY_LEVELS) {
      const text = record.hierarchy[level];
      if (text) hierarchy[level] = highlight(text, terms, wordCount, tags);
    }
    highlighted.hierarchy = hierarchy;
  }
  if (wantsHighlight('content') && record.content) {
    highlighted.content = highlight(record.content, terms, wordCount, tags);
  }
  hit._highlightResult = highlighted;

  const snippets: Record<string, unknown> = {};
  for (const spec of params.attributesToSnippet) {
    const [attribute, size] = spec.split(':') as [string, string | undefined];
    const words = Math.max(1, Number(size) || 10);
    const text = attributeValue(record, attribute);
    if (!text) continue;
    const value = snippet(text, terms, wordCount, tags, words, params.snippetEllipsisText);
    if (attribute.startsWith('hierarchy.')) {
      const hierarchy = (snippets.hierarchy ??= {}) as Record<string, unknown>;
      hierarchy[attribute.slice('hierarchy.'.length)] = value;
    } else {
      snippets[attribute] = value;
    }
  }
  hit._snippetResult = snippets;
}

/** The records that pass the facet filters, as a mask (1 at each position), computed once per filter set. */
function recordsPassing(index: InvertedIndex, facetFilters: FacetFilters): Uint8Array {
  const key = `facets:${JSON.stringify(facetFilters)}`;
  const cached = index.matchCache.get(key) as Uint8Array | undefined;
  if (cached) return cached;
  const passes = compileFacetFilters(facetFilters);
  const allowed = Uint8Array.from(index.records, (record) => (passes(record) ? 1 : 0));
  index.matchCache.set(key, allowed);
  return allowed;
}

/** With no words to match, every allowed record, one per URL, by page rank then position. */
function browseOrder(index: InvertedIndex, allowed: Uint8Array): number[] {
  const seen = new Set<string>();
  return index.records
    .map((_, position) => position)
    .filter((position) => allowed[position] === 1)
    .sort((a, b) => index.records[b]!.weight.pageRank - index.records[a]!.weight.pageRank || a - b)
    .filter((position) => !seen.has(index.records[position]!.url) && seen.add(index.records[position]!.url));
}

/** A word's matches plus the exact matches of the words it stands for, as Algolia counts one-word synonyms. */
function withSynonyms(index: InvertedIndex, matches: TermMatch[], alternatives: string[] | undefined): TermMatch[] {
  if (!alternatives?.length) return matches;
  const all = [...matches];
  const known = new Set(matches.map((match) => match.term));
  for (const alternative of alternatives) {
    for (const match of matchTerms(index, alternative, false)) {
      if (match.typos > 0 || known.has(match.term)) continue;
      known.add(match.term);
      all.push({...match, exact: true});
    }
  }
  return all;
}

/** Runs one query against the index with DocSearch's ranking, distinct by URL. */
export function searchIndex(index: InvertedIndex, params: SearchParams): EngineResult {
  const query = params.query.slice(0, MAX_QUERY_LENGTH);
  const tokens = tokenize(query).map((token) => token.term);
  const words = withoutStopWords(tokens).slice(0, MAX_QUERY_WORDS);
  const allowed = recordsPassing(index, params.facetFilters);
  const synonyms = synonymAlternatives(tokens);
  const matchesPerWord = words.map((word, i) => withSynonyms(index, matchTerms(index, word, i === words.length - 1), synonyms.get(word)));
  const terms = matchedTermsOf(words, matchesPerWord);
  const hitsPerPage = Math.max(0, Math.min(1000, params.hitsPerPage));
  const page = Math.max(0, params.page);
  // One typed word (`strapi.db.query` included) is a keyword, which DocSearch's ranking handles; several may be a question.
  const fused = words.length >= 2 && query.trim().split(/\s+/).length >= 2;
  // Fusion reorders the first FUSED_HITS records; the page reads the first (page + 1) * hitsPerPage.
  const read = Math.max((page + 1) * hitsPerPage, fused ? FUSED_HITS : 0);
  const ranked = words.length > 0 ? rankRecords(index, matchesPerWord, allowed, read) : browseOrder(index, allowed);
  const distinct = fused ? fuseRankings(index, query, ranked, allowed) : ranked;

  const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(distinct.length / hitsPerPage);
  const slice = distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const hits = slice.map((position) => {
    const record = index.records[position]!;
    const hit = retrieve(record, params.attributesToRetrieve);
    decorate(record, hit, params, terms, words.length);
    return hit;
  });
  return {hits, nbHits: distinct.length, page, nbPages, hitsPerPage};
}
