/**
 * English words that carry no topic in a question ("how do I deploy"). They
 * are dropped when the query has other words, like Algolia's
 * `removeStopWords`, so a question finds the page about its subject.
 */
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'can', 'do', 'does', 'for', 'how', 'i', 'in', 'is', 'it', 'my', 'of',
  'on', 'or', 'the', 'to', 'what', 'when', 'where', 'which', 'why', 'with', 'you', 'your',
]);

export function withoutStopWords(words: string[]): string[] {
  const kept = words.filter((word, index) => !STOP_WORDS.has(word) || index === words.length - 1);
  return kept.some((word) => !STOP_WORDS.has(word)) ? kept : words;
}
