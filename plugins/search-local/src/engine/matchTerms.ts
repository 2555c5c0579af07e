import type {InvertedIndex} from './invertedIndex';
import {termsWithPrefix} from './invertedIndex';
import {allowedTypos, typoDistance} from './typos';

/** How one index term answers one query word. */
export type TermMatch = {
  term: string;
  typos: number;
  /** The term is the query word itself (not a prefix extension or a typo). */
  exact: boolean;
  /** Length of the matching prefix of the term, for highlighting. */
  highlightLength: number;
};

const MAX_PREFIX_TERMS = 300;

/**
 * Index terms that match a query word: the word itself, words it starts
 * (last query word only, as DocSearch does) and words within the allowed
 * number of typos.
 */
export function matchTerms(index: InvertedIndex, word: string, isLastWord: boolean): TermMatch[] {
  const matches = new Map<string, TermMatch>();
  const keep = (match: TermMatch) => {
    const known = matches.get(match.term);
    if (!known || match.typos < known.typos || (match.typos === known.typos && match.exact && !known.exact)) {
      matches.set(match.term, match);
    }
  };
  if (index.postings.has(word)) keep({term: word, typos: 0, exact: true, highlightLength: word.length});
  if (isLastWord) {
    for (const term of termsWithPrefix(index, word, MAX_PREFIX_TERMS)) {
      keep({term, typos: 0, exact: term === word, highlightLength: word.length});
    }
  }
  const maxTypos = allowedTypos(word);
  if (maxTypos > 0) {
    for (const term of index.sortedTerms) {
      if (Math.abs(term.length - word.length) > maxTypos || matches.has(term)) continue;
      const typos = typoDistance(word, term, maxTypos);
      if (typos <= maxTypos) keep({term, typos, exact: false, highlightLength: term.length});
    }
  }
  return [...matches.values()];
}
