import {tokenize} from '../engine/normalize';
import {QUESTION_STOP_WORDS} from '../engine/stopWords';

/**
 * The words of a page's reader questions that its title does not already
 * hold, once each, in their first spelling (so `documentId` still splits
 * into its parts): what search and Ask AI need from the questions, in a
 * fraction of their bytes.
 */
export function questionTerms(questions: string[], title: string): string {
  const seen = new Set(tokenize(title).map((token) => token.term));
  const text = questions.join(' ');
  const kept: string[] = [];
  for (const {term, start, end} of tokenize(text)) {
    if (seen.has(term) || QUESTION_STOP_WORDS.has(term)) continue;
    seen.add(term);
    kept.push(text.slice(start, end));
  }
  return kept.join(' ');
}
