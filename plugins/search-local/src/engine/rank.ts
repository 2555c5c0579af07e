import type {InvertedIndex, Posting} from './invertedIndex';
import type {TermMatch} from './matchTerms';

/** How a record answers a query word: the best term and where it occurs. */
export type WordHit = {
  match: TermMatch;
  postings: Posting[];
  /** The best (lowest) attribute among the postings. */
  attribute: number;
};

export type RankedRecord = {
  record: number;
  /** Per query word, its best hit in the record, or null when absent. */
  words: (WordHit | null)[];
  criteria: {
    words: number;
    typos: number;
    attribute: number;
    proximity: number;
    exact: number;
  };
};

const MAX_PROXIMITY = 8;

function proximityOf(words: (WordHit | null)[]): number {
  let total = 0;
  for (let k = 1; k < words.length; k++) {
    const left = words[k - 1];
    const right = words[k];
    if (!left || !right) continue;
    let best = MAX_PROXIMITY;
    for (const a of left.postings) {
      for (const b of right.postings) {
        if (a.attribute === b.attribute) {
          best = Math.min(best, Math.max(1, Math.abs(b.position - a.position)));
        }
      }
    }
    total += best;
  }
  return total;
}

/** Better match for a word: fewer typos, then exact, then a higher attribute. */
function isBetter(candidate: WordHit, current: WordHit): boolean {
  if (candidate.match.typos !== current.match.typos) return candidate.match.typos < current.match.typos;
  if (candidate.match.exact !== current.match.exact) return candidate.match.exact;
  return candidate.attribute < current.attribute;
}

/**
 * The postings of one term, one run per record. The index appends postings
 * record by record, so a record's postings are contiguous: no map needed.
 */
function* runsByRecord(postings: Posting[]): Generator<{record: number; postings: Posting[]; attribute: number}> {
  let start = 0;
  while (start < postings.length) {
    const record = postings[start]!.record;
    let end = start;
    let attribute = postings[start]!.attribute;
    while (end < postings.length && postings[end]!.record === record) {
      attribute = Math.min(attribute, postings[end]!.attribute);
      end++;
    }
    yield {record, postings: postings.slice(start, end), attribute};
    start = end;
  }
}

/** Gathers, for every record, its best hit per query word, then scores it. */
export function rankRecords(index: InvertedIndex, matchesPerWord: TermMatch[][]): RankedRecord[] {
  const byRecord = new Map<number, (WordHit | null)[]>();
  matchesPerWord.forEach((matches, wordIndex) => {
    for (const match of matches) {
      for (const {record, postings, attribute} of runsByRecord(index.postings.get(match.term) ?? [])) {
        let words = byRecord.get(record);
        if (!words) {
          words = matchesPerWord.map(() => null);
          byRecord.set(record, words);
        }
        const hit = {match, postings, attribute};
        const current = words[wordIndex];
        if (!current || isBetter(hit, current)) words[wordIndex] = hit;
      }
    }
  });
  return [...byRecord].map(([record, words]) => {
    const present = words.filter((word): word is WordHit => word !== null);
    return {
      record,
      words,
      criteria: {
        words: present.length,
        typos: present.reduce((sum, word) => sum + word.match.typos, 0),
        // Summed per word: one word matching the area name (lvl0) must not
        // lift a record whose other words only match its body text.
        attribute: present.reduce((sum, word) => sum + word.attribute, 0),
        proximity: proximityOf(words),
        exact: present.filter((word) => word.match.exact).length,
      },
    };
  });
}

/**
 * DocSearch's ranking formula: words, typo, attribute, proximity, exact,
 * then the custom ranking (page rank and level descending, position ascending).
 */
export function compareRanked(index: InvertedIndex) {
  return (a: RankedRecord, b: RankedRecord): number => {
    const ca = a.criteria;
    const cb = b.criteria;
    const ra = index.records[a.record]!.weight;
    const rb = index.records[b.record]!.weight;
    return (
      cb.words - ca.words ||
      ca.typos - cb.typos ||
      ca.attribute - cb.attribute ||
      ca.proximity - cb.proximity ||
      cb.exact - ca.exact ||
      rb.pageRank - ra.pageRank ||
      rb.level - ra.level ||
      ra.position - rb.position
    );
  };
}
