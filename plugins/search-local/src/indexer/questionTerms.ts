import {normalizeWord} from '../engine/normalize';
import {QUESTION_STOP_WORDS} from '../engine/stopWords';

const WORD = /[\p{L}\p{N}_]+/gu;

/**
 * The words of a page's reader questions that its title does not already
 * hold, once each, in their first spelling (so `documentId` still splits
 * into its parts): what search and Ask AI need from the questions, in a
 * fraction of their bytes.
 */
export function questionTerms(questions: string[], title: string): string {
  const seen = new Set((title.match(WORD) ?? []).map(normalizeWord));
  const kept: string[] = [];
  for (const word of questions.join(' ').match(WORD) ?? []) {
    const term = normalizeWord(word);
    if (seen.has(term) || QUESTION_STOP_WORDS.has(term)) continue;
    seen.add(term);
    kept.push(word);
  }
  return kept.join(' ');
}
