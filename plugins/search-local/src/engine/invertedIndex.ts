import type {SearchRecord} from '../types';
import {HIERARCHY_LEVELS} from '../types';
import {identifierParts, normalizeWord} from './normalize';

/** What separates words: anything but letters and digits of any script and `_`, as in `tokenize`. */
const NON_WORD = /[^\p{L}\p{N}_]+/u;
const NON_WORD_ASCII = /[^A-Za-z0-9_]+/;
/** Anything but printable ASCII and line whitespace sends a text down the slower Unicode path. */
const NON_ASCII = /[^ -~\t\n\r]/;
/** What any identifier with parts has (see `identifierParts`): a text without it has none. */
const IDENTIFIER_HINT = /_|[a-z0-9][A-Z]|[A-Z][A-Z][a-z]/;

/**
 * lvl0..lvl6 then content, the order of DocSearch's searchable attributes,
 * then the page's reader questions: the weakest evidence of all.
 */
export const SEARCHABLE_ATTRIBUTES = [...HIERARCHY_LEVELS, 'content', 'questions'] as const;
export type SearchableAttribute = (typeof SEARCHABLE_ATTRIBUTES)[number];

/**
 * Where a term occurs, packed in one small integer: record, attribute
 * (index in SEARCHABLE_ATTRIBUTES) and word position. Hundreds of thousands
 * of them are built when the index loads; numbers cost no allocation.
 */
export type Posting = number;

const ATTRIBUTE_SHIFT = 9;
const RECORD_SHIFT = 13;
/** Positions past this share it: proximity only looks a few words apart. */
const MAX_POSITION = (1 << ATTRIBUTE_SHIFT) - 1;
/** Keeps `record << RECORD_SHIFT` within a small integer. */
export const MAX_RECORDS = 1 << (31 - RECORD_SHIFT);

export const postingRecord = (posting: Posting): number => posting >>> RECORD_SHIFT;
export const postingAttribute = (posting: Posting): number => (posting >>> ATTRIBUTE_SHIFT) & 15;
export const postingPosition = (posting: Posting): number => posting & MAX_POSITION;

export type InvertedIndex = {
  records: SearchRecord[];
  /** Each term's postings, in record order. */
  postings: Map<string, Uint32Array>;
  /** Every term, sorted, for prefix lookups by binary search. */
  sortedTerms: string[];
  /** Terms grouped by first letter, for the typo scan. */
  termsByInitial: Map<string, string[]>;
  /** Matches of a query word and records passing a facet filter set, reused by the next keystrokes. */
  matchCache: Map<string, unknown>;
};

export function attributeText(record: SearchRecord, attribute: number): string | null {
  const name = SEARCHABLE_ATTRIBUTES[attribute]!;
  if (name === 'questions') return record.questions ?? null;
  return name === 'content' ? record.content : record.hierarchy[name];
}

/** A text's terms as ids into the index's term table, with their word positions. */
type TextTerms = {ids: number[]; positions: number[]};

/**
 * Every term's postings in one buffer: term `i` of `terms` owns
 * `postings[offsets[i]]` to `postings[offsets[i + 1] - 1]`. One typed array
 * instead of thousands of growing ones: less for the garbage collector, and
 * faster reads while ranking.
 */
type PostingTable = {terms: string[]; offsets: Uint32Array; postings: Uint32Array};

/**
 * Reading every text of every record, the slow part of indexing, as a job
 * that reads records in order: all at once, or a few at a time in idle
 * slices (`advance`) for an index built before the reader asks for it.
 */
type PostingTableJob = {
  /** Reads records until `shouldStop` says so (checked between records) or none is left; true when none is left. */
  advance: (shouldStop: () => boolean) => boolean;
  /** Reads the records left and packs the table. */
  finish: () => PostingTable;
};

function startPostingTable(records: SearchRecord[]): PostingTableJob {
  if (records.length > MAX_RECORDS) throw new Error(`The search index holds at most ${MAX_RECORDS} records.`);
  const termIds = new Map<string, number>();
  const lists: Posting[][] = [];
  const idOf = (term: string) => {
    let id = termIds.get(term);
    if (id === undefined) {
      id = lists.length;
      termIds.set(term, id);
      lists.push([]);
    }
    return id;
  };
  /** Calls `visit` with each term of the text (identifier parts included) and its word position. */
  const scan = (text: string, visit: (id: number, position: number) => void) => {
    // Native splitting and lower-casing: far cheaper than a scan in script while the code is still cold.
    const ascii = !NON_ASCII.test(text);
    if (ascii && !IDENTIFIER_HINT.test(text)) {
      // Most texts: lower-cased once, and no word to split into parts.
      let position = 0;
      for (const word of text.toLowerCase().split(NON_WORD_ASCII)) if (word !== '') visit(idOf(word), position++);
      return;
    }
    let position = 0;
    for (const word of text.split(ascii ? NON_WORD_ASCII : NON_WORD)) {
      if (word === '') continue;
      const lower = word.toLowerCase();
      visit(idOf(ascii ? lower : normalizeWord(word)), position);
      // Identifier parts, so that "many" finds `findMany` and "token" finds `api_token`.
      if (word.includes('_') || (lower !== word && lower.slice(1) !== word.slice(1))) {
        for (const part of identifierParts(word)) visit(idOf(part), position);
      }
      position++;
    }
  };
  // Page titles and headings repeat on every record of their section: scan each once.
  const headingTerms = new Map<string, TextTerms>();
  const termsOf = (text: string): TextTerms => {
    let terms = headingTerms.get(text);
    if (!terms) {
      const found: TextTerms = {ids: [], positions: []};
      scan(text, (id, position) => {
        found.ids.push(id);
        found.positions.push(position);
      });
      headingTerms.set(text, (terms = found));
    }
    return terms;
  };
  const contentAttribute = SEARCHABLE_ATTRIBUTES.indexOf('content');
  const read = (recordIndex: number) => {
    const record = records[recordIndex]!;
    for (let attribute = 0; attribute < SEARCHABLE_ATTRIBUTES.length; attribute++) {
      const text = attributeText(record, attribute);
      if (!text) continue;
      const base = (recordIndex << RECORD_SHIFT) | (attribute << ATTRIBUTE_SHIFT);
      // Body text and questions are rarely repeated: their postings go straight to their lists.
      if (attribute >= contentAttribute) {
        scan(text, (id, position) => lists[id]!.push(base | Math.min(position, MAX_POSITION)));
        continue;
      }
      const {ids, positions} = termsOf(text);
      for (let i = 0; i < ids.length; i++) lists[ids[i]!]!.push(base | Math.min(positions[i]!, MAX_POSITION));
    }
  };
  let next = 0;
  const advance = (shouldStop: () => boolean) => {
    while (next < records.length && !shouldStop()) read(next++);
    return next === records.length;
  };
  const finish = (): PostingTable => {
    advance(() => false);
    const offsets = new Uint32Array(lists.length + 1);
    lists.forEach((list, id) => (offsets[id + 1] = offsets[id]! + list.length));
    const postings = new Uint32Array(offsets[lists.length]!);
    lists.forEach((list, id) => postings.set(list, offsets[id]));
    return {terms: [...termIds.keys()], offsets, postings};
  };
  return {advance, finish};
}

function assembleIndex(records: SearchRecord[], table: PostingTable): InvertedIndex {
  const postings = new Map<string, Uint32Array>();
  table.terms.forEach((term, id) => postings.set(term, table.postings.subarray(table.offsets[id], table.offsets[id + 1])));
  const sortedTerms = [...table.terms].sort();
  const termsByInitial = new Map<string, string[]>();
  for (const term of sortedTerms) {
    const initial = term[0]!;
    const group = termsByInitial.get(initial);
    if (group) group.push(term);
    else termsByInitial.set(initial, [term]);
  }
  return {records, postings, sortedTerms, termsByInitial, matchCache: new Map()};
}

/** Indexing that can run in slices: `advance` reads some records, `finish` does the rest (once) and gives the index. */
export type IndexingJob = {
  advance: (shouldStop: () => boolean) => boolean;
  finish: () => InvertedIndex;
};

export function startIndexing(records: SearchRecord[]): IndexingJob {
  const table = startPostingTable(records);
  let index: InvertedIndex | null = null;
  return {
    advance: (shouldStop) => index !== null || table.advance(shouldStop),
    finish: () => (index ??= assembleIndex(records, table.finish())),
  };
}

export function buildInvertedIndex(records: SearchRecord[]): InvertedIndex {
  return startIndexing(records).finish();
}

/**
 * Terms that start with `prefix`, found by binary search in the sorted term
 * list. Past `limit`, the most frequent ones: a one-letter prefix starts
 * hundreds of words, and the common ones are what a reader is typing.
 */
export function termsWithPrefix(index: InvertedIndex, prefix: string, limit: number): string[] {
  const terms = index.sortedTerms;
  const firstAtOrAfter = (value: string) => {
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (terms[middle]! < value) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const start = firstAtOrAfter(prefix);
  // Every term with the prefix sorts before the prefix followed by the highest code unit.
  const found = terms.slice(start, firstAtOrAfter(`${prefix}\uffff`));
  if (found.length <= limit) return found;
  const frequency = (term: string) => index.postings.get(term)!.length;
  return found.sort((a, b) => frequency(b) - frequency(a)).slice(0, limit);
}
