import {postingAttribute, postingPosition, postingRecord, SEARCHABLE_ATTRIBUTES, type InvertedIndex} from './invertedIndex';
import type {TermMatch} from './matchTerms';
import {bestFirst} from './bestFirst';

/**
 * One query word's best match in each record, in slots indexed by record.
 * A slot belongs to the current query when its stamp is the query's.
 */
type WordSlots = {
  stamp: Uint32Array;
  /** Index of the match in the word's match list. */
  match: Uint32Array;
  /** The match's postings in the record: from `start` to `end - 1` in the term's postings. */
  start: Uint32Array;
  end: Uint32Array;
  /** The best (lowest) attribute among those postings. */
  attribute: Uint8Array;
};

/**
 * Working memory kept between queries. A keystroke touches thousands of
 * records; an object per record and word made the garbage collector the
 * slowest part of a search.
 */
type Scratch = {
  query: number;
  words: WordSlots[];
  touchedStamp: Uint32Array;
  touched: Int32Array;
  key: Float64Array;
  /** Each record's URL as a number, for one hit per URL. */
  urlOf: Int32Array;
  urlStamp: Uint32Array;
  urlBest: Int32Array;
  /** How deep each record's page sits in the site, as the slashes of its URL. */
  depth: Uint8Array;
};

function slashesIn(url: string): number {
  let slashes = 0;
  for (let i = 0; i < url.length; i++) if (url.charCodeAt(i) === 47) slashes++;
  return slashes;
}

const scratches = new WeakMap<InvertedIndex, Scratch>();

function scratchFor(index: InvertedIndex, wordCount: number): Scratch {
  const size = index.records.length;
  let scratch = scratches.get(index);
  if (!scratch) {
    const urls = new Map<string, number>();
    const urlOf = Int32Array.from(index.records, (record) => {
      let id = urls.get(record.url);
      if (id === undefined) urls.set(record.url, (id = urls.size));
      return id;
    });
    scratch = {
      query: 0,
      words: [],
      touchedStamp: new Uint32Array(size),
      touched: new Int32Array(size),
      key: new Float64Array(size),
      urlOf,
      urlStamp: new Uint32Array(urls.size),
      urlBest: new Int32Array(urls.size),
      depth: Uint8Array.from(index.records, (record) => slashesIn(record.url_without_anchor)),
    };
    scratches.set(index, scratch);
  }
  while (scratch.words.length < wordCount) {
    scratch.words.push({
      stamp: new Uint32Array(size),
      match: new Uint32Array(size),
      start: new Uint32Array(size),
      end: new Uint32Array(size),
      attribute: new Uint8Array(size),
    });
  }
  scratch.query++;
  if (scratch.query === 0xffffffff) {
    // Stamps would repeat: start over with clean slots.
    scratches.delete(index);
    return scratchFor(index, wordCount);
  }
  return scratch;
}

const NO_POSTINGS = new Uint32Array(0);

/** Better match for a word: fewer typos, then exact, then a higher attribute. */
function isBetter(candidate: TermMatch, attribute: number, current: TermMatch, currentAttribute: number): boolean {
  if (candidate.typos !== current.typos) return candidate.typos < current.typos;
  if (candidate.exact !== current.exact) return candidate.exact;
  return attribute < currentAttribute;
}

const QUESTIONS_ATTRIBUTE = SEARCHABLE_ATTRIBUTES.indexOf('questions');
/**
 * A word of the page's reader questions ranks as a word of a subsection
 * heading: readers asked that about the page, which says more than a
 * passing mention in its text, and less than a page or section title
 * (`findMany` must still find its own section first).
 */
const QUESTIONS_RANK = 3;
const rankedAttribute = (attribute: number) => (attribute === QUESTIONS_ATTRIBUTE ? QUESTIONS_RANK : attribute);

/** Each match's postings, looked up once per query instead of once per record. */
const postingsOf = (index: InvertedIndex, matchesPerWord: TermMatch[][]): Uint32Array[][] =>
  matchesPerWord.map((matches) => matches.map((match) => index.postings.get(match.term) ?? NO_POSTINGS));

/** Records each query word's best match in every record that passes the filters. */
function collectWordHits(matchesPerWord: TermMatch[][], postingsPerWord: Uint32Array[][], allowed: Uint8Array, scratch: Scratch): number {
  const {query, touched, touchedStamp} = scratch;
  let touchedCount = 0;
  matchesPerWord.forEach((matches, wordIndex) => {
    const slots = scratch.words[wordIndex]!;
    matches.forEach((match, matchIndex) => {
      const postings = postingsPerWord[wordIndex]![matchIndex]!;
      // The index appends postings record by record: a record's postings for a term are one run.
      let start = 0;
      while (start < postings.length) {
        const record = postingRecord(postings[start]!);
        let attribute = rankedAttribute(postingAttribute(postings[start]!));
        let end = start + 1;
        while (end < postings.length && postingRecord(postings[end]!) === record) {
          attribute = Math.min(attribute, rankedAttribute(postingAttribute(postings[end]!)));
          end++;
        }
        if (allowed[record]) {
          if (touchedStamp[record] !== query) {
            touchedStamp[record] = query;
            touched[touchedCount++] = record;
          }
          if (
            slots.stamp[record] !== query ||
            isBetter(match, attribute, matches[slots.match[record]!]!, slots.attribute[record]!)
          ) {
            slots.stamp[record] = query;
            slots.match[record] = matchIndex;
            slots.start[record] = start;
            slots.end[record] = end;
            slots.attribute[record] = attribute;
          }
        }
        start = end;
      }
    });
  });
  return touchedCount;
}

const MAX_PROXIMITY = 8;

/** Smallest distance between two words' postings in the same attribute, at most MAX_PROXIMITY. */
function proximityOf(
  left: Uint32Array,
  leftStart: number,
  leftEnd: number,
  right: Uint32Array,
  rightStart: number,
  rightEnd: number,
): number {
  let best = MAX_PROXIMITY;
  for (let i = leftStart; i < leftEnd; i++) {
    const a = left[i]!;
    for (let j = rightStart; j < rightEnd; j++) {
      const b = right[j]!;
      if (postingAttribute(a) === postingAttribute(b)) {
        best = Math.min(best, Math.max(1, Math.abs(postingPosition(b) - postingPosition(a))));
      }
    }
  }
  return best;
}

const clamp = (value: number, range: number) => Math.min(range - 1, Math.max(0, Math.round(value)));

/**
 * DocSearch's ranking formula as one number, smaller first: words, typo,
 * attribute, proximity, exact, then the custom ranking (page rank and level
 * descending, position ascending). Each criterion gets a range of its own,
 * wide enough for a query of 10 words; their product stays below 2^53, so
 * the number is exact.
 */
function rankingKey(
  missingWords: number,
  typos: number,
  attribute: number,
  proximity: number,
  inexact: number,
  weight: {pageRank: number; level: number; position: number},
): number {
  let key = clamp(missingWords, 16);
  key = key * 32 + clamp(typos, 32);
  key = key * 128 + clamp(attribute, 128);
  key = key * 128 + clamp(proximity, 128);
  key = key * 16 + clamp(inexact, 16);
  key = key * 4 + clamp(1 - weight.pageRank, 4);
  key = key * 16 + clamp((100 - weight.level) / 10, 16);
  return key * 1024 + clamp(weight.position, 1024);
}

/**
 * Below this many records holding every query word, records holding fewer
 * follow them. Algolia's `removeWordsIfNoResults: allOptional` does so only
 * when none holds them all; questions typed as sentences ("how to deploy
 * with docker") often have one or two such records, neither the right one.
 */
const MIN_COMPLETE = 3;

/**
 * Ranks the records that hold the query words, one per URL, best first.
 * Records missing a word come after those holding every word, and only
 * when those are fewer than MIN_COMPLETE. Only the first `sorted` records
 * are in order: callers read no further.
 */
export function rankRecords(index: InvertedIndex, matchesPerWord: TermMatch[][], allowed: Uint8Array, sorted = Infinity): number[] {
  const wordCount = matchesPerWord.length;
  const scratch = scratchFor(index, wordCount);
  const {query, touched, key, words: slots} = scratch;
  const postingsPerWord = postingsOf(index, matchesPerWord);
  const touchedCount = collectWordHits(matchesPerWord, postingsPerWord, allowed, scratch);

  const present = (record: number, word: number) => slots[word]!.stamp[record] === query;
  let complete = 0;
  for (let t = 0; t < touchedCount; t++) {
    const record = touched[t]!;
    let words = 0;
    for (let w = 0; w < wordCount; w++) if (present(record, w)) words++;
    if (words === wordCount) complete++;
  }

  const ranked: number[] = [];
  for (let t = 0; t < touchedCount; t++) {
    const record = touched[t]!;
    let missingWords = 0;
    let typos = 0;
    let attribute = 0;
    let proximity = 0;
    let inexact = 0;
    for (let w = 0; w < wordCount; w++) {
      const slot = slots[w]!;
      if (!present(record, w)) {
        missingWords++;
        continue;
      }
      const match = matchesPerWord[w]![slot.match[record]!]!;
      typos += match.typos;
      // Summed per word: one word matching the area name (lvl0) must not
      // lift a record whose other words only match its body text.
      attribute += slot.attribute[record]!;
      if (!match.exact) inexact++;
      if (w > 0 && present(record, w - 1)) {
        const previous = slots[w - 1]!;
        proximity += proximityOf(
          postingsPerWord[w - 1]![previous.match[record]!]!,
          previous.start[record]!,
          previous.end[record]!,
          postingsPerWord[w]![slot.match[record]!]!,
          slot.start[record]!,
          slot.end[record]!,
        );
      }
    }
    if (complete >= MIN_COMPLETE && missingWords > 0) continue;
    key[record] = rankingKey(missingWords, typos, attribute, proximity, inexact, index.records[record]!.weight);
    ranked.push(record);
  }
  return rankedFirst(bestPerUrl(ranked, scratch), key, sorted, scratch.depth);
}

/**
 * The records in ranking order as far as `sorted` records; the others
 * follow in no particular order. A keystroke shows 20 hits of thousands:
 * picking them costs a pass, sorting them all a few milliseconds. Records
 * that tie on every criterion come shallower page first: `/cms/typescript`
 * before `/cms/configurations/typescript` for "typescr", a reference before
 * the guide nested below its section.
 */
function rankedFirst(records: number[], key: Float64Array, sorted: number, depth: Uint8Array): number[] {
  const byRank = (a: number, b: number) => key[a]! - key[b]! || depth[a]! - depth[b]! || a - b;
  const head: number[] = [];
  if (sorted > 0) for (const record of bestFirst(records, byRank)) if (head.push(record) === sorted) break;
  // The records not taken are the first ones of the array `bestFirst` rearranged.
  return head.concat(records.slice(0, records.length - head.length));
}

/** The best-ranked record of each URL: DocSearch's `distinct`. */
function bestPerUrl(ranked: number[], scratch: Scratch): number[] {
  const {query, key, urlOf, urlStamp, urlBest} = scratch;
  const urls: number[] = [];
  for (const record of ranked) {
    const url = urlOf[record]!;
    if (urlStamp[url] !== query) {
      urlStamp[url] = query;
      urlBest[url] = record;
      urls.push(url);
    } else {
      const best = urlBest[url]!;
      if (key[record]! < key[best]! || (key[record] === key[best] && record < best)) urlBest[url] = record;
    }
  }
  return urls.map((url) => urlBest[url]!);
}
