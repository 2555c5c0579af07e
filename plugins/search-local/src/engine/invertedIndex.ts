import type {SearchRecord} from '../types';
import {HIERARCHY_LEVELS} from '../types';
import {identifierParts, tokenize} from './normalize';

/** lvl0..lvl6 then content: the order of DocSearch's searchable attributes. */
export const SEARCHABLE_ATTRIBUTES = [...HIERARCHY_LEVELS, 'content'] as const;
export type SearchableAttribute = (typeof SEARCHABLE_ATTRIBUTES)[number];

/** Where a term occurs: record, attribute (index in SEARCHABLE_ATTRIBUTES) and word position. */
export type Posting = {record: number; attribute: number; position: number};

export type InvertedIndex = {
  records: SearchRecord[];
  postings: Map<string, Posting[]>;
  /** Every term, sorted, for prefix lookups by binary search. */
  sortedTerms: string[];
  /** Terms grouped by first letter, for the typo scan. */
  termsByInitial: Map<string, string[]>;
  /** Matches of a query word and records passing a facet filter set, reused by the next keystrokes. */
  matchCache: Map<string, unknown>;
};

export function attributeText(record: SearchRecord, attribute: number): string | null {
  const name = SEARCHABLE_ATTRIBUTES[attribute]!;
  return name === 'content' ? record.content : record.hierarchy[name];
}

/** The terms of a text with their word positions, identifier parts included. */
function termsOf(text: string): {term: string; position: number}[] {
  const terms: {term: string; position: number}[] = [];
  for (const token of tokenize(text)) {
    terms.push({term: token.term, position: token.position});
    for (const part of identifierParts(text.slice(token.start, token.end))) {
      terms.push({term: part, position: token.position});
    }
  }
  return terms;
}

export function buildInvertedIndex(records: SearchRecord[]): InvertedIndex {
  const postings = new Map<string, Posting[]>();
  // Page titles and headings repeat on every record of their section: tokenize each once.
  const termsByText = new Map<string, {term: string; position: number}[]>();
  const add = (term: string, posting: Posting) => {
    const list = postings.get(term);
    if (list) list.push(posting);
    else postings.set(term, [posting]);
  };
  records.forEach((record, recordIndex) => {
    SEARCHABLE_ATTRIBUTES.forEach((_, attribute) => {
      const text = attributeText(record, attribute);
      if (!text) return;
      let terms = termsByText.get(text);
      if (!terms) {
        terms = termsOf(text);
        termsByText.set(text, terms);
      }
      for (const {term, position} of terms) add(term, {record: recordIndex, attribute, position});
    });
  });
  const sortedTerms = [...postings.keys()].sort();
  const termsByInitial = new Map<string, string[]>();
  for (const term of sortedTerms) {
    const initial = term[0]!;
    const group = termsByInitial.get(initial);
    if (group) group.push(term);
    else termsByInitial.set(initial, [term]);
  }
  return {records, postings, sortedTerms, termsByInitial, matchCache: new Map()};
}

/** Terms that start with `prefix`, found by binary search in the sorted term list. */
export function termsWithPrefix(index: InvertedIndex, prefix: string, limit: number): string[] {
  const terms = index.sortedTerms;
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let i = low; i < terms.length && found.length < limit && terms[i]!.startsWith(prefix); i++) {
    found.push(terms[i]!);
  }
  return found;
}
