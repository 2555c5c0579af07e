import {INDEX_DEFAULTS, searchIndex, type SearchParams} from './searchIndex';
import type {InvertedIndex} from './invertedIndex';

/** One entry of `requests` in any of the three shapes Algolia clients send. */
export type MultiQueryRequest = {
  indexName: string;
  query?: string;
  /** v4 clients: a URL-encoded string; legacy v5 calls: an object. */
  params?: string | Record<string, unknown>;
  [flatParam: string]: unknown;
};

export type MultiQueryBody = {requests: MultiQueryRequest[]; strategy?: string};

export type MultiQueryResult = {
  hits: Record<string, unknown>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  queryID?: string;
};

export class InvalidRequestError extends Error {
  override name = 'InvalidRequestError';
}

/** v4 clients JSON-encode non-scalar values before URL-encoding them. */
function decodeParamValue(value: string): unknown {
  if (/^[[{]/.test(value) || value === 'true' || value === 'false' || /^-?\d+(\.\d+)?$/.test(value)) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

function paramsOf(request: MultiQueryRequest): Record<string, unknown> {
  const {indexName: _indexName, params, ...flat} = request;
  let nested: Record<string, unknown> = {};
  if (typeof params === 'string') {
    for (const [key, value] of new URLSearchParams(params)) nested[key] = decodeParamValue(value);
  } else if (params && typeof params === 'object') {
    nested = params;
  }
  return {...nested, ...flat};
}

function list(value: unknown, fallback: string[]): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') return value.split(',').map((item) => item.trim()).filter(Boolean);
  return fallback;
}

function number(value: unknown, fallback: number): number {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? Math.floor(parsed) : fallback;
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function facetFiltersOf(value: unknown): SearchParams['facetFilters'] {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value.map((entry) => (Array.isArray(entry) ? entry.map(String) : String(entry)));
}

/** Normalizes one request, filling what it omits with the index settings. */
export function toSearchParams(raw: Record<string, unknown>): SearchParams {
  return {
    query: text(raw.query, ''),
    page: number(raw.page, INDEX_DEFAULTS.page),
    hitsPerPage: number(raw.hitsPerPage, INDEX_DEFAULTS.hitsPerPage),
    attributesToRetrieve: list(raw.attributesToRetrieve, INDEX_DEFAULTS.attributesToRetrieve),
    attributesToSnippet: list(raw.attributesToSnippet, INDEX_DEFAULTS.attributesToSnippet),
    attributesToHighlight: list(raw.attributesToHighlight, INDEX_DEFAULTS.attributesToHighlight),
    highlightPreTag: text(raw.highlightPreTag, INDEX_DEFAULTS.highlightPreTag),
    highlightPostTag: text(raw.highlightPostTag, INDEX_DEFAULTS.highlightPostTag),
    snippetEllipsisText: text(raw.snippetEllipsisText, INDEX_DEFAULTS.snippetEllipsisText),
    facetFilters: facetFiltersOf(raw.facetFilters),
  };
}

function queryId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function serialize(raw: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.entries(raw).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  ).toString();
}

/** Accepts `{requests}` or a bare array (legacy `search([...])` calls). */
export function requestsOf(body: unknown): MultiQueryRequest[] {
  const requests = Array.isArray(body) ? body : (body as MultiQueryBody | null)?.requests;
  if (!Array.isArray(requests)) throw new InvalidRequestError('The body must hold a "requests" array.');
  return requests.map((request, position) => {
    if (!request || typeof request !== 'object' || typeof (request as MultiQueryRequest).indexName !== 'string') {
      throw new InvalidRequestError(`requests[${position}] needs an "indexName".`);
    }
    return request as MultiQueryRequest;
  });
}

/**
 * Answers an Algolia multi-queries call from `indexes`, in request order.
 * Requests with `hitsPerPage: 0` (algoliasearch-helper facet queries) get no hits.
 */
export function answerMultiQuery(
  indexes: (indexName: string) => InvertedIndex | undefined,
  body: unknown,
  now: () => number = () => performance.now(),
): {results: MultiQueryResult[]} {
  return {
    results: requestsOf(body).map((request) => {
      const started = now();
      const raw = paramsOf(request);
      const params = toSearchParams(raw);
      const index = indexes(request.indexName);
      const result = index
        ? searchIndex(index, params)
        : {hits: [], nbHits: 0, page: params.page, nbPages: 0, hitsPerPage: params.hitsPerPage};
      return {
        ...result,
        exhaustiveNbHits: true as const,
        processingTimeMS: Math.round(now() - started),
        query: params.query,
        params: serialize(raw),
        index: request.indexName,
        ...(raw.clickAnalytics === true ? {queryID: queryId()} : {}),
      };
    }),
  };
}
