import type {SearchRecord} from '../types';

/** Algolia facet filters: entries are ANDed, nested arrays ORed, `-` negates. */
export type FacetFilters = (string | string[])[];

const FACETS = new Set(['language', 'docusaurus_tag', 'type']);

function matchesOne(record: SearchRecord, filter: string): boolean {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const separator = body.indexOf(':');
  if (separator < 0) return true;
  const facet = body.slice(0, separator);
  const value = body.slice(separator + 1);
  // Unknown facets filter nothing out, as on an index that does not declare them.
  if (!FACETS.has(facet)) return true;
  const matches = String((record as unknown as Record<string, unknown>)[facet]) === value;
  return negated ? !matches : matches;
}

export function matchesFacetFilters(record: SearchRecord, filters: FacetFilters): boolean {
  return filters.every((entry) =>
    Array.isArray(entry) ? entry.some((filter) => matchesOne(record, filter)) : matchesOne(record, entry),
  );
}
