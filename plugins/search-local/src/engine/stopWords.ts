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

/**
 * Words that carry no topic in a question. Wider than the search box's stop
 * words: a question is a sentence, not a few keywords typed into a box.
 */
export const QUESTION_STOP_WORDS = new Set([
  'a', 'able', 'about', 'all', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'best', 'between',
  'by', 'can', 'could', 'did', 'difference', 'do', 'does', 'explain', 'for', 'from', 'get', 'gets', 'getting', 'got', 'has',
  'have', 'how', 'i', 'if', 'in', 'into', 'is', 'it', 'its', 'me', 'mean', 'my', 'need', 'of', 'on',
  'or', 'our', 'please', 'possible', 'should', 'so', 'tell', 'that', 'the', 'their', 'them',
  'then', 'there', 'these', 'this', 'those', 'to', 'use', 'using', 'want', 'was', 'way', 'we',
  'what', 'when', 'where', 'which', 'who', 'whose', 'why', 'will', 'with', 'work', 'works', 'would', 'you',
  'your',
  // Fillers of spoken questions ("make it run on…", "let users…", "instead of…").
  'along', 'also', 'another', 'away', 'else', 'instead', 'just', 'let', 'lets', 'make', 'only', 'own',
  'actually', 'anymore', 'ask', 'even', 'ever', 'exactly', 'maybe', 'put', 'quite', 'really', 'right', 'see', 'simply',
  'real', 'some', 'somehow', 'still', 'through', 'very', 'via', 'while',
  // Words of a comparison ("policy vs middleware"): the answer-type cue reads them.
  'vs', 'versus',
]);
