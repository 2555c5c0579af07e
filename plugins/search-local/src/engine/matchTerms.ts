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

const MAX_PREFIX_TERMS = 100;

/** Singular and plural of an English word, the simple regular forms only. */
export function pluralForms(word: string): string[] {
  if (word.length < 3) return [];
  if (word.endsWith('ies')) return [`${word.slice(0, -3)}y`];
  if (word.endsWith('es') && /(s|x|z|ch|sh)es$/.test(word)) return [word.slice(0, -2)];
  if (word.endsWith('s') && !word.endsWith('ss')) return [word.slice(0, -1)];
  if (word.endsWith('y') && !/[aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  if (/(s|x|z|ch|sh)$/.test(word)) return [`${word}es`];
  return [`${word}s`];
}

/**
 * Index terms that match a query word: the word itself, words it starts
 * (last query word only, as DocSearch does) and words within the allowed
 * number of typos.
 */
export function matchTerms(index: InvertedIndex, word: string, isLastWord: boolean): TermMatch[] {
  const key = `${isLastWord ? 'last' : 'word'}:${word}`;
  const cached = index.matchCache.get(key) as TermMatch[] | undefined;
  if (cached) return cached;
  const found = findMatches(index, word, isLastWord);
  if (index.matchCache.size > 2000) index.matchCache.clear();
  index.matchCache.set(key, found);
  return found;
}

/** Typo candidates share the first letter, or swap it with the second (a transposition). */
function typoCandidates(index: InvertedIndex, word: string): string[] {
  const initials = new Set([word[0]!, word[1] ?? word[0]!]);
  return [...initials].flatMap((initial) => index.termsByInitial.get(initial) ?? []);
}

function findMatches(index: InvertedIndex, word: string, isLastWord: boolean): TermMatch[] {
  const matches = new Map<string, TermMatch>();
  const keep = (match: TermMatch) => {
    const known = matches.get(match.term);
    if (!known || match.typos < known.typos || (match.typos === known.typos && match.exact && !known.exact)) {
      matches.set(match.term, match);
    }
  };
  if (index.postings.has(word)) keep({term: word, typos: 0, exact: true, highlightLength: word.length});
  // ignorePlurals: "document" and "documents" are the same word.
  for (const plural of pluralForms(word)) {
    if (index.postings.has(plural)) keep({term: plural, typos: 0, exact: true, highlightLength: plural.length});
  }
  if (isLastWord) {
    for (const term of termsWithPrefix(index, word, MAX_PREFIX_TERMS)) {
      keep({term, typos: 0, exact: term === word, highlightLength: word.length});
    }
  }
  const maxTypos = allowedTypos(word);
  if (maxTypos > 0) {
    for (const term of typoCandidates(index, word)) {
      if (Math.abs(term.length - word.length) > maxTypos || matches.has(term)) continue;
      const typos = typoDistance(word, term, maxTypos);
      if (typos <= maxTypos) keep({term, typos, exact: false, highlightLength: term.length});
    }
  }
  return [...matches.values()];
}
