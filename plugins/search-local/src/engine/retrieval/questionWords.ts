import {tokenize} from '../normalize';
import {QUESTION_STOP_WORDS} from '../stopWords';

const MAX_WORDS = 16;
/** A word that is a number: in a question, usually the reader's own value ("port 8080", "between 10 and 50"). */
export const isNumber = (word: string) => /^\d+$/.test(word);

/**
 * Whether a stop word carries the topic where it stands: "between" before a
 * number asks for a range ("a price between 10 and 50"), not a difference.
 */
const carriesTopic = (word: string, next: string | undefined) => word === 'between' && next !== undefined && isNumber(next);

/** The topic words of a question, normalized, without repeats. */
export function questionWords(question: string): string[] {
  const words = tokenize(question).map((token) => token.term);
  const topical = words.filter((word, i) => !QUESTION_STOP_WORDS.has(word) || carriesTopic(word, words[i + 1]));
  return [...new Set(topical)].slice(0, MAX_WORDS);
}
