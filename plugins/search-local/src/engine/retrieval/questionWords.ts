import {tokenize} from '../normalize';
import {QUESTION_STOP_WORDS} from '../stopWords';

const MAX_WORDS = 16;

/** The topic words of a question, normalized, without repeats. */
export function questionWords(question: string): string[] {
  const words = tokenize(question).map((token) => token.term);
  return [...new Set(words.filter((word) => !QUESTION_STOP_WORDS.has(word)))].slice(0, MAX_WORDS);
}
