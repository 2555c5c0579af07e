import {tokenize} from '../../../search-local/src/engine/normalize';

/**
 * Words that carry no topic in a question. Wider than search's stop words:
 * a question is a sentence, not a few keywords typed into a box.
 */
const QUESTION_STOP_WORDS = new Set([
  'a', 'able', 'about', 'all', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'best', 'between',
  'by', 'can', 'could', 'did', 'difference', 'do', 'does', 'explain', 'for', 'from', 'get', 'has',
  'have', 'how', 'i', 'if', 'in', 'into', 'is', 'it', 'its', 'me', 'mean', 'my', 'need', 'of', 'on',
  'or', 'our', 'please', 'possible', 'should', 'so', 'tell', 'that', 'the', 'their', 'them',
  'then', 'there', 'these', 'this', 'those', 'to', 'use', 'using', 'want', 'was', 'way', 'we',
  'what', 'when', 'where', 'which', 'who', 'why', 'will', 'with', 'work', 'works', 'would', 'you',
  'your',
]);

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
