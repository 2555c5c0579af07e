import {describe, expect, it} from 'vitest';
import {isTextTailsFile, joinTextTails, PAGE_INTRO_WORDS, SEARCH_TEXT_WORDS, splitTextTails} from '../textTails';
import {sourceRecords} from '../indexer/sourceRecords';
import type {SearchRecord} from '../types';

const words = (count: number, from = 0) => Array.from({length: count}, (_, i) => `word${from + i}`).join(' ');

const [heading] = sourceRecords([{permalink: '/cms/api/rest', title: 'REST API', body: 'Intro.'}], 'https://docs.example.com', 'docs-default-current');
const withText = (content: string | null, anchor: string | null = 'usage'): SearchRecord => ({
  ...heading!,
  anchor,
  content,
  type: content === null ? 'lvl1' : 'content',
});
const records = [
  withText(null, null),
  withText(words(PAGE_INTRO_WORDS + 2), null),
  {...withText(words(SEARCH_TEXT_WORDS + 7)), codeSpans: [0, 5, 6, 11, 200, 206]},
  withText(words(SEARCH_TEXT_WORDS)),
  withText(words(3)),
];

describe('text tails', () => {
  it('keeps the first words of each text for search, more in the page introduction, and the rest as its tail', () => {
    const {records: searched, tails} = splitTextTails(records);
    expect(searched.map((record) => record.content)).toEqual([
      null,
      words(PAGE_INTRO_WORDS),
      words(SEARCH_TEXT_WORDS),
      words(SEARCH_TEXT_WORDS),
      words(3),
    ]);
    // Headings and texts of at most that many words have no tail.
    expect(tails.tails).toEqual([null, words(2, PAGE_INTRO_WORDS), words(7, SEARCH_TEXT_WORDS), null, null]);
  });

  it('moves where the inline code sits out of the search records into the tails, as gaps and lengths', () => {
    const {records: searched, tails} = splitTextTails(records);
    expect(searched.some((record) => 'codeSpans' in record)).toBe(false);
    expect(tails.codeSpans).toEqual([null, null, [0, 5, 1, 5, 189, 6], null, null]);
  });

  it('gives back the whole texts once joined with their tails', () => {
    const {records: searched, tails} = splitTextTails(records);
    const file = JSON.parse(JSON.stringify(tails)) as unknown;
    expect(isTextTailsFile(file)).toBe(true);
    expect(joinTextTails(searched, tails)).toEqual(records);
  });

  it('refuses tails written for another index', () => {
    const {records: searched, tails} = splitTextTails(records);
    expect(() => joinTextTails(searched.slice(1), tails)).toThrow(/tails are for/);
    expect(isTextTailsFile({version: 1, tails: []})).toBe(false);
    expect(isTextTailsFile({version: 2, tails: []})).toBe(false);
  });
});
