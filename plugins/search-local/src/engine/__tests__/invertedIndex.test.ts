import {describe, expect, it} from 'vitest';
import {buildInvertedIndex, startIndexing, type InvertedIndex} from '../invertedIndex';
import {RECORDS} from './records';

/** What searches read from an index, in a form `toEqual` compares. */
const contentsOf = (index: InvertedIndex) => ({
  postings: [...index.postings].map(([term, list]) => [term, [...list]]),
  sortedTerms: index.sortedTerms,
  termsByInitial: [...index.termsByInitial],
});

describe('startIndexing', () => {
  it('builds the same index read a record at a time as read at once', () => {
    const job = startIndexing(RECORDS);
    let slices = 0;
    let done = false;
    while (!done) {
      let read = 0;
      done = job.advance(() => read++ === 1);
      slices++;
    }
    expect(slices).toBe(RECORDS.length);
    expect(contentsOf(job.finish())).toEqual(contentsOf(buildInvertedIndex(RECORDS)));
  });

  it('finishes at once whatever is left, and gives the same index on every call', () => {
    const job = startIndexing(RECORDS);
    let read = 0;
    expect(job.advance(() => read++ === 2)).toBe(false);
    const index = job.finish();
    expect(contentsOf(index)).toEqual(contentsOf(buildInvertedIndex(RECORDS)));
    expect(job.finish()).toBe(index);
    expect(job.advance(() => false)).toBe(true);
  });

  it('reads nothing in a slice that must stop at once', () => {
    const job = startIndexing(RECORDS);
    expect(job.advance(() => true)).toBe(false);
    expect(contentsOf(job.finish())).toEqual(contentsOf(buildInvertedIndex(RECORDS)));
  });
});
