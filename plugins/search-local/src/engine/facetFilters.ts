import type {SearchRecord} from '../types';

/** Algolia facet filters: entries are ANDed, nested arrays ORed, `-` negates. */
export type FacetFilters = (string | string[])[];

const FACETS = new Set(['language', 'docusaurus_tag', 'type']);

type Condition = {facet: 'language' | 'docusaurus_tag' | 'type'; value: string; negated: boolean};

/** One `facet:value` filter, or null for one that filters nothing out. */
function parse(filter: string): Condition | null {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const separator = body.indexOf(':');
  if (separator < 0) return null;
  const facet = body.slice(0, separator);
  // Unknown facets filter nothing out, as on an index that does not declare them.
  if (!FACETS.has(facet)) return null;
  return {facet: facet as Condition['facet'], value: body.slice(separator + 1), negated};
}

const holds = (record: SearchRecord, {facet, value, negated}: Condition) => (record[facet] === value) !== negated;

/**
 * The filters as one test, parsed once: the first query of a page runs it
 * on every record.
 */
export function compileFacetFilters(filters: FacetFilters): (record: SearchRecord) => boolean {
  const groups = filters.map((entry) => (Array.isArray(entry) ? entry : [entry]).map(parse));
  // A group holding a filter that filters nothing out lets every record through.
  const effective = groups
    .filter((group) => !group.includes(null))
    .map((group) => group as Condition[]);
  return (record) => effective.every((group) => group.some((condition) => holds(record, condition)));
}
