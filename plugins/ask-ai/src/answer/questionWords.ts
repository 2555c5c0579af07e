import {tokenize} from '../../../search-local/src/engine/normalize';
import {QUESTION_STOP_WORDS} from '../../../search-local/src/engine/stopWords';

const MAX_WORDS = 16;

/** The topic words of a question, normalized, without repeats. */
export function questionWords(question: string): string[] {
  const words = tokenize(question).map((token) => token.term);
  return [...new Set(words.filter((word) => !QUESTION_STOP_WORDS.has(word)))].slice(0, MAX_WORDS);
}

/** Questions that ask for a procedure get a code example when the docs have one. */
export function asksHow(question: string): boolean {
  return /^\s*(how|show|write|create|add|configure|set ?up|install|enable|register|define|call|query|fetch)\b|\b(example|code|snippet|how (do|can|to|should))\b/i.test(
    question,
  );
}
